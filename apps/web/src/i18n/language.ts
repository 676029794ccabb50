/**
 * The active language: the translations, <html lang/dir>, the saved `language` preference and
 * antd-mobile's locale move together.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, languageOf } from '@app/contract/client';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import { preferences } from '../lib/storage';
import { loadAntdLocale, preloadAntdLocale } from './antd-locale';
import { activateMessages, i18n, i18nLanguageOf } from './i18n';

type Listener = () => void;
const listeners = new Set<Listener>();
let antdLocale: Locale | null = null;

/** antd-mobile's locale of the active language, for <ConfigProvider>; null before the first load. */
export const antdLocaleStore = {
  get: (): Locale | null => antdLocale,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The contract code of the active language (EN before the first language is active). */
export const activeLanguageCode = (): LanguageCode =>
  LANGUAGE_CODES.find((code) => i18nLanguageOf(code) === i18n.language) ?? DEFAULT_LANGUAGE;

export function applyLanguageToDocument(code: LanguageCode): void {
  const { tag, rtl } = languageOf(code);
  const html = document.documentElement;
  html.lang = tag;
  html.dir = rtl ? 'rtl' : 'ltr';
}

async function activateAntdLocale(code: LanguageCode): Promise<void> {
  const locale = await loadAntdLocale(code, i18n.getFixedT(i18nLanguageOf(code)), languageOf(code).tag);
  antdLocale = locale;
  // Imperative Toast and Dialog render outside our tree: they read the default config.
  setDefaultConfig({ locale });
  for (const listener of listeners) listener();
}

/** The language the site starts in: the saved preference wins, otherwise EN (spec §9). */
export const startingLanguageCode = (): LanguageCode => preferences.language.read() ?? DEFAULT_LANGUAGE;

export async function startLanguage(): Promise<void> {
  const code = startingLanguageCode();
  await Promise.all([activateMessages(code), preloadAntdLocale(code)]);
  applyLanguageToDocument(code);
  await activateAntdLocale(code);
}

/**
 * Switches everything to the language without remembering it: the back office's preview of a draft
 * in a player's language (decision 0068) leaves the staff member's own choice as it was.
 */
export async function showLanguage(code: LanguageCode): Promise<void> {
  await Promise.all([activateMessages(code), preloadAntdLocale(code)]);
  applyLanguageToDocument(code);
  await activateAntdLocale(code);
}

/** The user chose a language: switch everything and remember the choice. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  preferences.language.write(code);
  await showLanguage(code);
}
