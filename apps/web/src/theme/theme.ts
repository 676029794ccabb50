import type { Theme } from '@app/contract';
import { preferences } from '../lib/storage';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Mirrors the theme on <html>: `data-theme` for our variables and `data-prefers-color-scheme`
 * for antd-mobile's own dark variables. public/boot.js does the same before the first paint.
 */
export function applyThemeToDocument(theme: Theme): void {
  const html = document.documentElement;
  html.dataset.theme = theme;
  html.setAttribute('data-prefers-color-scheme', theme);
}

export const themeStore = {
  get: (): Theme => preferences.theme.read(),
  set(theme: Theme): void {
    preferences.theme.write(theme);
    applyThemeToDocument(theme);
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
