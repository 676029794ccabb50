/**
 * i18next with one JSON per language (src/i18n/locales/<code>.json, the contract's code lowercased),
 * each its own lazily loaded chunk: only the active language is ever downloaded.
 */
import type { LanguageCode } from '@app/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Messages = Record<string, string>;

const LOCALE_LOADERS = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });

export const localeFileOf = (code: LanguageCode): string => `./locales/${code.toLowerCase()}.json`;

/** The i18next language id of a contract language code: the code lowercased, as the file name. */
export const i18nLanguageOf = (code: LanguageCode): string => code.toLowerCase();

export async function loadMessages(code: LanguageCode): Promise<Messages> {
  const loader = LOCALE_LOADERS[localeFileOf(code)] ?? LOCALE_LOADERS[localeFileOf('EN')];
  if (!loader) throw new Error(`No translations for ${code}`);
  return loader();
}

export const i18n = i18next.createInstance();

/** Adds a language's messages to i18next (once) and makes it the active language. */
export async function activateMessages(code: LanguageCode): Promise<void> {
  const lng = i18nLanguageOf(code);
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    i18n.addResourceBundle(lng, 'translation', await loadMessages(code));
  }
  await i18n.changeLanguage(lng);
}

export async function initI18n(code: LanguageCode): Promise<void> {
  const lng = i18nLanguageOf(code);
  await i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: await loadMessages(code) } },
    // No fallback language: a fallback would download a second locale; the completeness test
    // guarantees every language has every key instead.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
}
