/** Renders the console as the browser would at an address, with a fresh query cache. */
import type { StaffRole } from '@app/contract/client';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { ConsoleRoutes } from '../app/console-routes';
import { Providers } from '../app/providers';
import type { Reply } from './fake-api';

export function renderConsole(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers queryClient={queryClient}>
      {/* No motion: jsdom fires no transitionend, so a closing modal would stay in its leave animation. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[path]}>
          <ConsoleRoutes />
        </MemoryRouter>
      </ConfigProvider>
    </Providers>,
  );
}

export const CSRF_TOKEN = 'csrf-token-1';

/** GET /wps/staff/me's answer for a signed-in staff member of the role. */
export const sessionOf = (role: StaffRole, username = `${role}.one`): Reply => ({
  value: { staff: { username, role }, csrfToken: CSRF_TOKEN },
});
