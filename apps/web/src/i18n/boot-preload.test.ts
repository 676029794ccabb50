/**
 * public/boot.js starts the lazy chunks the first render waits for: the stored language's and, on
 * a visit that lands on home, the home screen's (the build lists them in data-preload).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../../public/boot.js'), 'utf8');
const html = document.documentElement;

const PRELOADS = {
  languages: {
    EN: ['/m/assets/en-1.js', '/m/assets/en-US-1.js', '/m/assets/base-1.js'],
    VI: ['/m/assets/vi-1.js', '/m/assets/vi-VN-1.js', '/m/assets/base-1.js'],
  },
  home: { paths: ['/m/', '/m/home'], files: ['/m/assets/home-screen-1.js', '/m/assets/home-screen-1.css'] },
};

/** Runs boot.js as if index.html's tag had loaded it, with or without the build's list. */
function boot(preload: object | null) {
  const script = document.createElement('script');
  if (preload) script.setAttribute('data-preload', JSON.stringify(preload));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(source)();
}

const preloaded = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

describe('public/boot.js preloads', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/m/home');
  });
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
    html.removeAttribute('data-landing');
    Reflect.deleteProperty(document, 'currentScript');
  });

  it('on home: the stored language’s chunks and the home screen’s, and shows the shell', () => {
    window.localStorage.setItem('language', 'VI');
    boot(PRELOADS);
    expect(preloaded()).toEqual([
      { rel: 'modulepreload', as: null, href: '/m/assets/vi-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/vi-VN-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/base-1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/m/assets/home-screen-1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/m/assets/home-screen-1.css', crossOrigin: '' },
    ]);
    expect(html.getAttribute('data-landing')).toBe('home');
  });

  it('elsewhere: English (nothing stored) and no home screen, no shell', () => {
    window.history.replaceState(null, '', '/m/login');
    boot(PRELOADS);
    expect(preloaded().map((link) => link.href)).toEqual(PRELOADS.languages.EN);
    expect(html.hasAttribute('data-landing')).toBe(false);
  });

  it('does nothing more without the build’s list (the dev server)', () => {
    boot(null);
    expect(preloaded()).toEqual([]);
    expect(html.hasAttribute('data-landing')).toBe(false);
    expect(html.lang).toBe('en');
  });
});
