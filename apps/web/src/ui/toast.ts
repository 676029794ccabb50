/**
 * The five toast types of spec §4 (info, success, fail, offline, loading) on antd-mobile's Toast,
 * with the spec §9 durations as defaults. Callers pass a duration only where the spec names
 * another one (saved message 1 s, login required 2 s, logout loading 9999 s ...).
 *
 * antd-mobile's Toast (ui/antd-imperative) loads on first use or when the browser is idle
 * (preloadToast), keeping it out of the first page's JavaScript.
 */
import { DEFAULT_TOAST_MS, LOADING_TOAST_MS, SUCCESS_TOAST_MS } from '@app/contract/client';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

type Imperative = typeof import('./antd-imperative');
const loadAntd = (): Promise<Imperative> => import('./antd-imperative');

/** Fetches the Toast chunk ahead of need, so an offline toast can still show once offline. */
export const preloadToast = (): Promise<unknown> => loadAntd();

// Calls run in order even while the chunk loads: a clear() right after a show() must win.
let queue: Promise<void> = Promise.resolve();

function enqueue(action: (antd: Imperative) => void): void {
  queue = queue.then(loadAntd).then(action, (error: unknown) => console.error('Toast failed to load', error));
}

function show(props: ToastShowProps | ((antd: Imperative) => ToastShowProps)): void {
  enqueue((antd) => {
    antd.Toast.show(typeof props === 'function' ? props(antd) : props);
  });
}

export const toast = {
  info(content: string, durationMs = DEFAULT_TOAST_MS): void {
    show({ content, duration: durationMs });
  },
  success(content: string, durationMs = SUCCESS_TOAST_MS): void {
    show({ content, icon: 'success', duration: durationMs });
  },
  fail(content: string, durationMs = DEFAULT_TOAST_MS): void {
    show({ content, icon: 'fail', duration: durationMs });
  },
  offline(content: string, durationMs = DEFAULT_TOAST_MS): void {
    show(({ offlineIcon }) => ({ content, icon: offlineIcon, duration: durationMs }));
  },
  /** Blocks taps until cleared or until the duration ends (a safety net, spec §9: 10 s). */
  loading(content: string, durationMs = LOADING_TOAST_MS): void {
    show({ content, icon: 'loading', duration: durationMs, maskClickable: false });
  },
  clear(): void {
    enqueue(({ Toast }) => Toast.clear());
  },
};
