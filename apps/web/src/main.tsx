import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { startLanguage } from './i18n/language';
import { createAppRouter } from './routes';
import { applyThemeToDocument, themeStore } from './theme/theme';
// antd-mobile's base styles and variables (its package root would import them, but we import per component).
import 'antd-mobile/es/global';
import './theme/theme.css';

/** Resolves once the router has loaded the screen module of the landing route. */
const screenLoaded = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

// public/boot.js already did this before the first paint; repeating it costs nothing and covers a blocked boot.js.
applyThemeToDocument(themeStore.get());
// Creating the router starts loading the landing route's screen module, so it downloads while the
// language file does (boot.js has usually started both already).
const router = createAppRouter();
// The first render needs the active language's strings (the only locale downloaded), and waits
// for the screen so that it replaces index.html's shell with the page, not with a spinner. Not a
// top-level await: lazy chunks import modules of the entry's chunk, and would wait for it.
void Promise.all([startLanguage(), screenLoaded(router)]).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React render the first page in short slices instead of one long task, so
  // the page (index.html's shell already painted) keeps answering input meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
