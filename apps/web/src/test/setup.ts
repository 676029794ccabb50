/** Vitest setup: English strings loaded, a clean DOM and clean storage for every test. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateMessages } from '../i18n/i18n';

await activateMessages('EN');

// Tells React that tests wrap updates in act(), as testing-library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no IntersectionObserver; LazyImage falls back to loading at once without it.
afterEach(() => {
  cleanup();
  // antd-mobile's imperative dialogs render each in a container of their own outside the tested
  // tree, where cleanup does not reach: one still closing would be found by the next test. (Its
  // toasts share one container, which must stay.)
  for (const dialog of document.querySelectorAll('.adm-dialog')) dialog.closest('body > *')?.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
