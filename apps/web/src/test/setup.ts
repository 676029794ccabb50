/** Vitest setup: English strings loaded, a clean DOM and clean storage for every test. */
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateMessages } from '../i18n/i18n';
import type { AntdContainer } from '../ui/antd-react19';

await activateMessages('EN');
// The app loads Toast and Dialog when first used; loaded here, a toast shown as a file's last test
// ends cannot still be fetching its module when the environment is torn down.
await import('../ui/antd-imperative');

// Tells React that tests wrap updates in act(), as testing-library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  unmountImperativeRoots();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * antd-mobile's Toast and Dialog render each in a React root of their own on <body>
 * (ui/antd-react19), where cleanup does not reach. Left mounted, a closing animation or a toast's
 * timer would render into the next test, or after jsdom is gone ("window is not defined").
 */
function unmountImperativeRoots(): void {
  for (const container of [...document.body.children] as (Element & AntdContainer)[]) {
    const root = container._antdRoot;
    if (!root) continue;
    act(() => root.unmount());
    delete container._antdRoot;
    container.remove();
  }
}
