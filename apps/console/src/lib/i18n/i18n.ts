/**
 * The active language: the texts, <html lang>, antd's locale and the remembered choice move
 * together. Flat keys with `{{name}}` placeholders, as the player site's translations.
 */
import { languageOf } from '@app/contract/client';
import { useSyncExternalStore } from 'react';
import {
  browserLanguage,
  type ConsoleLanguage,
  DEFAULT_CONSOLE_LANGUAGE,
  isConsoleLanguage,
  LANGUAGE_RESOURCES,
} from './languages';
import type { MessageKey } from './messages/en';

/** Its own key: the player site on the same origin keeps the players' choice under `language`. */
export const LANGUAGE_STORAGE_KEY = 'console.language';

export type TranslationValues = Readonly<Record<string, string | number>>;
export type TFunction = (key: MessageKey, values?: TranslationValues) => string;

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/** The message with its placeholders filled; one without a value stays as written, to be noticed. */
export const interpolate = (message: string, values: TranslationValues = {}): string =>
  message.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );

/** Storage can throw (privacy modes, sandboxed frames): then the choice simply is not remembered. */
function storedLanguage(): ConsoleLanguage | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isConsoleLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function rememberLanguage(language: ConsoleLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered: the next visit starts from the browser's language again.
  }
}

const listeners = new Set<() => void>();
let active: ConsoleLanguage = DEFAULT_CONSOLE_LANGUAGE;

const translatorOf = (language: ConsoleLanguage): TFunction => {
  const messages = LANGUAGE_RESOURCES[language].messages;
  return (key, values) => interpolate(messages[key], values);
};
const TRANSLATORS = Object.fromEntries(
  Object.keys(LANGUAGE_RESOURCES).map((language) => [language, translatorOf(language as ConsoleLanguage)]),
) as Record<ConsoleLanguage, TFunction>;

function activate(language: ConsoleLanguage): void {
  active = language;
  document.documentElement.lang = languageOf(language).tag;
  for (const listener of listeners) listener();
}

/** At start: the remembered choice, else the browser's language when the console has it, else English. */
export function startLanguage(): void {
  activate(storedLanguage() ?? browserLanguage(navigator.languages) ?? DEFAULT_CONSOLE_LANGUAGE);
}

/** The staff member chose a language: everything follows, and the choice is remembered. */
export function chooseLanguage(language: ConsoleLanguage): void {
  rememberLanguage(language);
  activate(language);
}

export const activeLanguage = (): ConsoleLanguage => active;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The active language and its translate function; the component renders again when it changes. */
export function useTranslation(): { t: TFunction; language: ConsoleLanguage } {
  const language = useSyncExternalStore(subscribe, activeLanguage);
  return { t: TRANSLATORS[language], language };
}
