/**
 * Registers the site's service worker (decision 0050): the precached shell answers a navigation the
 * network cannot, and the site's hashed files are kept once loaded. The worker never touches the
 * API (/wps): no call, and above all no money call, is ever cached, queued or replayed by it.
 */
import { ASSETS_CACHE, ASSETS_DIR, SERVICE_WORKER_FILE } from './offline-rules';

const BASE = import.meta.env.BASE_URL;
const RESOURCE_TIMING_ENTRIES = 2_000;

/**
 * The site's hashed files this page loaded before the worker controlled it (on the first visit:
 * the entry, the current language and the landing screen) go into the worker's runtime cache, so
 * the page just seen opens offline in the language just used. The HTTP cache holds them (a year,
 * immutable): adding them costs no download.
 */
async function keepLoadedAssets(): Promise<void> {
  const prefix = new URL(`${BASE}${ASSETS_DIR}`, window.location.href).href;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(prefix));
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(
    loaded.map(async (url) => {
      if (await cache.match(url)) return;
      // A file that cannot be fetched now is simply not kept; the worker keeps it at its next load.
      await cache.add(url).catch(() => undefined);
    }),
  );
}

/**
 * After the page has loaded, so that the worker's own downloads (the shell's files, mostly in the
 * HTTP cache already) never compete with the first page. Only in the built site: the dev server
 * has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The browser lists 250 loads by default; home's pictures and calls fill that before its lazy
  // parts load, and a file left off the list would not be kept for offline use.
  performance.setResourceTimingBufferSize(RESOURCE_TIMING_ENTRIES);
  const register = () => {
    // Files loaded between the worker's start and its taking control are kept as well.
    navigator.serviceWorker.addEventListener('controllerchange', () => void keepLoadedAssets(), {
      once: true,
    });
    navigator.serviceWorker
      .register(`${BASE}${SERVICE_WORKER_FILE}`, { scope: BASE })
      .then(() => navigator.serviceWorker.ready)
      .then(keepLoadedAssets)
      // No worker (private mode, storage full, a blocked script): the site works as before, online.
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
