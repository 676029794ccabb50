/**
 * public/boot.js (decisions 0016, 0056): on a page with a shell once the shell has painted,
 * elsewhere at once, it starts the app's entry script and preloads what the first render waits
 * for: the entry's imports, the stored language's chunks and, on a visit that lands on home, the
 * home screen's (the build lists them in data-boot), on another landing route with a shell the
 * screen's scripts the server names (data-screen-files).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';

const source = readFileSync(join(import.meta.dirname, '../../public/boot.js'), 'utf8');
const html = document.documentElement;

const BOOT = {
  entry: '/m/assets/index-1.js',
  entryFiles: ['/m/assets/runtime-1.js', '/m/assets/vendor-1.js'],
  languages: {
    EN: ['/m/assets/en-1.js', '/m/assets/en-US-1.js', '/m/assets/base-1.js'],
    VI: ['/m/assets/vi-1.js', '/m/assets/vi-VN-1.js', '/m/assets/base-1.js'],
  },
  home: { paths: ['/m/', '/m/home'], files: ['/m/assets/home-screen-1.js', '/m/assets/home-screen-1.css'] },
};

/**
 * Runs boot.js as if index.html's tag had loaded it, with or without the build's list, and with the
 * screen's scripts when the server wrote a landing route's shell.
 */
function boot(data: object | null, screenFiles?: string[]) {
  const script = document.createElement('script');
  if (data) script.setAttribute('data-boot', JSON.stringify(data));
  if (screenFiles) script.setAttribute('data-screen-files', JSON.stringify(screenFiles));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(source)();
}

const added = () =>
  [...document.head.querySelectorAll('link, script')].map((element) =>
    element instanceof HTMLScriptElement
      ? { script: element.getAttribute('src'), type: element.type, crossOrigin: element.crossOrigin }
      : {
          rel: (element as HTMLLinkElement).rel,
          as: element.getAttribute('as'),
          href: element.getAttribute('href'),
          crossOrigin: (element as HTMLLinkElement).crossOrigin,
        },
  );

/** Lets the first frame paint: its callbacks, then the task after it. */
const paintFirstFrame = () => vi.runAllTimers();

describe('public/boot.js', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    window.history.replaceState(null, '', '/m/home');
  });
  afterEach(() => {
    // Runs (and so removes) the 'once' listeners the test's boot left on the shared document.
    document.dispatchEvent(new Event('visibilitychange'));
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const element of document.head.querySelectorAll('link, script')) element.remove();
    html.removeAttribute('data-landing');
    html.removeAttribute('data-boot-visitor');
    window.sessionStorage.clear();
    Reflect.deleteProperty(document, 'currentScript');
  });
  const frame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
    paintFirstFrame();
  };

  it("marks a tab without the app's session, whom a member's shell is not shown (index.html's style)", () => {
    boot(BOOT);
    expect(html.hasAttribute('data-boot-visitor')).toBe(true);
    html.removeAttribute('data-boot-visitor');
    window.sessionStorage.setItem(STORAGE_KEYS.sessionInfo, '{"token":"t"}');
    boot(BOOT);
    expect(html.hasAttribute('data-boot-visitor')).toBe(false);
  });

  it('starts nothing before the first paint, and marks a visit to home for the shell', () => {
    boot(BOOT);
    expect(added()).toEqual([]);
    expect(html.getAttribute('data-landing')).toBe('home');
  });

  it('after the first paint on home: the entry, then its imports, the stored language and the home screen', () => {
    window.localStorage.setItem('language', 'VI');
    boot(BOOT);
    frame();
    expect(added()).toEqual([
      { script: '/m/assets/index-1.js', type: 'module', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/runtime-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/vendor-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/vi-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/vi-VN-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/base-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/home-screen-1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/m/assets/home-screen-1.css', crossOrigin: '' },
    ]);
  });

  it('elsewhere: starts at once (no shell to paint first), in English (nothing stored), without the home screen', () => {
    window.localStorage.removeItem('language');
    window.history.replaceState(null, '', '/m/login');
    boot(BOOT);
    expect(added()[0]).toEqual({ script: BOOT.entry, type: 'module', crossOrigin: '' });
    vi.runAllTimers();
    expect(added().map((element) => ('href' in element ? element.href : element.script))).toEqual([
      BOOT.entry,
      ...BOOT.entryFiles,
      ...BOOT.languages.EN,
    ]);
    expect(html.hasAttribute('data-landing')).toBe(false);
  });

  it("on a landing route's shell: after its first paint, the entry, its imports, the language and the screen's scripts", () => {
    window.localStorage.removeItem('language');
    window.history.replaceState(null, '', '/m/login');
    // The server's list starts with the entry and its imports, as the build lists a route's files.
    boot(BOOT, [BOOT.entry, ...BOOT.entryFiles, '/m/assets/login-screen-1.js', '/m/assets/forms-1.js']);
    expect(added()).toEqual([]);
    frame();
    expect(added().map((element) => ('href' in element ? element.href : element.script))).toEqual([
      BOOT.entry,
      ...BOOT.entryFiles,
      ...BOOT.languages.EN,
      '/m/assets/login-screen-1.js',
      '/m/assets/forms-1.js',
    ]);
    // index.html's home shell stays hidden: the server wrote the route's own.
    expect(html.hasAttribute('data-landing')).toBe(false);
  });

  it('starts once, even when the page is hidden before its first frame', () => {
    boot(BOOT);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    frame();
    expect(added().filter((element) => 'script' in element)).toHaveLength(1);
  });

  it('starts at once in a page that is hidden from the start (it paints no frames)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    boot(BOOT);
    expect(added().filter((element) => 'script' in element)).toHaveLength(1);
  });

  it('does nothing more without the build’s list (the dev server loads its entry itself)', () => {
    boot(null);
    frame();
    expect(added()).toEqual([]);
    expect(html.hasAttribute('data-landing')).toBe(false);
    expect(html.lang).toBe('en');
  });
});
