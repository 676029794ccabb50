/**
 * Vitest setup: English texts, a clean DOM, storage and session for every test, and what antd
 * asks of a browser that jsdom lacks.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setCsrfToken } from '../lib/api-client';
import { startLanguage } from '../lib/i18n/i18n';

// A page is a lazy chunk with antd's Table or Form: on a busy 2-core machine its first render in a
// file takes more than findBy's default second.
configure({ asyncUtilTimeout: 5_000 });

// Tells React that tests wrap updates in act(), as testing-library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// antd's responsive parts (Grid, Layout.Sider, Table) watch media queries, which jsdom lacks.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// antd's Select measures its list as it opens; jsdom has no layout, so nothing ever resizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// antd measures the scrollbar through a pseudo-element's style, which jsdom does not implement
// (it logs an error for each call): the element's own style answers instead.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

await startLanguage();

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  setCsrfToken(null);
  await startLanguage();
});
