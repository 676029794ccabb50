/**
 * What the service worker and the page agree on (decision 0050). Read by the build
 * (vite.config.ts writes the worker with Workbox) and by the page (service-worker.ts), so the two
 * can never name different caches or files.
 */

/** The worker's file, at the site's root so that its scope is the whole site (/m/). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The shell every navigation falls back to when the network fails: the precached index.html. */
export const SHELL_FILE = 'index.html';

/**
 * The runtime cache of the site's content-hashed files (/m/assets/): a file once loaded is served
 * from here (cache first: a hashed name never changes its content), so a screen visited online
 * opens offline too. Bounded, so a long-lived install does not grow without end.
 */
export const ASSETS_CACHE = 'm-assets';
export const ASSETS_CACHE_MAX_ENTRIES = 300;

/** Where Vite writes the content-hashed files, under the site's base. */
export const ASSETS_DIR = 'assets/';
