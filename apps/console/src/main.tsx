import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLanguage } from './lib/i18n/i18n';
// antd's normalisation of the browser's defaults (the body's margin ...): a plain style sheet.
import 'antd/dist/reset.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first render waits for the remembered language's texts (a chunk of their own but English's).
void startLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
