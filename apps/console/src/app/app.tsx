import { CONSOLE_BASE_PATH } from '@app/contract/client';
import { BrowserRouter } from 'react-router';
import { ConsoleRoutes } from './console-routes';
import { Providers } from './providers';

/** The router's basename: the console's address without its closing slash. */
const BASENAME = CONSOLE_BASE_PATH.replace(/\/$/, '');

export function App() {
  return (
    <Providers>
      <BrowserRouter basename={BASENAME}>
        <ConsoleRoutes />
      </BrowserRouter>
    </Providers>
  );
}
