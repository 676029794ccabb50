import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@app/contract/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { themeStore } from './theme';

const html = document.documentElement;

describe('theme (spec §3 Local preferences)', () => {
  beforeEach(() => {
    html.removeAttribute('data-theme');
    html.removeAttribute('data-prefers-color-scheme');
  });

  it('is dark by default and when the stored value is not light', () => {
    expect(themeStore.get()).toBe('dark');
    window.localStorage.setItem('theme', 'LIGHT');
    expect(themeStore.get()).toBe('dark');
  });

  it('saves the choice and mirrors it on <html> for our CSS and antd-mobile', () => {
    themeStore.set('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(html.dataset.theme).toBe('light');
    expect(html.getAttribute('data-prefers-color-scheme')).toBe('light');
    themeStore.set('dark');
    expect(html.dataset.theme).toBe('dark');
  });
});

describe('public/boot.js (runs before the first paint)', () => {
  const source = readFileSync(join(import.meta.dirname, '../../public/boot.js'), 'utf8');
  const boot = () => new Function(source)();

  beforeEach(() => {
    for (const name of ['data-theme', 'data-prefers-color-scheme', 'lang', 'dir']) html.removeAttribute(name);
  });

  it('applies dark and English when nothing is stored', () => {
    boot();
    expect(html.dataset.theme).toBe('dark');
    expect(html.getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });

  it('applies light only for the stored value light', () => {
    window.localStorage.setItem('theme', 'light');
    boot();
    expect(html.dataset.theme).toBe('light');
    window.localStorage.setItem('theme', 'purple');
    boot();
    expect(html.dataset.theme).toBe('dark');
  });

  it('sets lang and dir of every contract language exactly as the app does', () => {
    for (const language of LANGUAGES) {
      window.localStorage.setItem('language', language.code);
      boot();
      expect(html.lang, language.code).toBe(language.tag);
      expect(html.dir, language.code).toBe(language.rtl ? 'rtl' : 'ltr');
    }
  });

  it('falls back to English for an unknown stored language', () => {
    window.localStorage.setItem('language', 'toString');
    boot();
    expect(html.lang).toBe('en');
  });
});
