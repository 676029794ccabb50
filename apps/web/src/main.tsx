import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLanguage } from './i18n/language';
import { applyThemeToDocument, themeStore } from './theme/theme';
// antd-mobile's base styles and variables (its package root would import them, but we import per component).
import 'antd-mobile/es/global';
import './theme/theme.css';

// public/boot.js already did this before the first paint; repeating it costs nothing and covers a blocked boot.js.
applyThemeToDocument(themeStore.get());
// The first render needs the active language's strings (the only locale downloaded).
await startLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
