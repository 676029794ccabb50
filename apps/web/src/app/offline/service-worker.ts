/**
 * Registers the site's service worker (decision 0050): the precached shell answers a navigation the
 * network cannot, and the site's hashed files are kept once loaded. The worker never touches the
 * API (/wps): no call, and above all no money call, is ever cached, queued or replayed by it.
 */
import { ASSETS_CACHE, ASSETS_DIR, SERVICE_WORKER_FILE } from './offline-rules';

const BASE = import.meta.env.BASE_URL;
const RESOURCE_TIMING_ENTRIES = 2_000;

/**
 * Every site file this page loads goes into the worker's assets cache, so that the page just seen
 * opens offline, in the language just used. Files loaded through the worker are there already
 * (cache first); these are the others: those the page loaded before the worker controlled it (on
 * the first visit: the entry, the current language, the landing screen), including requests that
 * started before and ended after. The HTTP cache holds them (a year, immutable): keeping them
 * costs no download.
 */
function keepAssetsAsTheyLoad(): void {
  const prefix = new URL(`${BASE}${ASSETS_DIR}`, window.location.href).href;
  const keep = async (urls: string[]) => {
    const cache = await caches.open(ASSETS_CACHE);
    for (const url of urls) {
      if (await caches.match(url)) continue;
      // A file that cannot be fetched now is simply not kept; the worker keeps it at its next load.
      await cache.add(url).catch(() => undefined);
    }
  };
  new PerformanceObserver((list) => {
    const assets = list
      .getEntries()
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(prefix));
    if (assets.length > 0) void keep(assets);
  }).observe({ type: 'resource', buffered: true });
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
    navigator.serviceWorker
      .register(`${BASE}${SERVICE_WORKER_FILE}`, { scope: BASE })
      .then(() => navigator.serviceWorker.ready)
      .then(keepAssetsAsTheyLoad)
      // No worker (private mode, storage full, a blocked script): the site works as before, online.
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
