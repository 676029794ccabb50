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
  ENGLISH_RESOURCES,
  isConsoleLanguage,
  LANGUAGE_LOADERS,
  type LanguageResources,
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

interface LoadedLanguage {
  resources: LanguageResources;
  t: TFunction;
}
const loadedOf = (resources: LanguageResources): LoadedLanguage => ({
  resources,
  t: (key, values) => interpolate(resources.messages[key], values),
});
const ENGLISH = loadedOf(ENGLISH_RESOURCES);
/** The languages loaded so far; English is in the first chunk. */
const loaded = new Map<ConsoleLanguage, LoadedLanguage>([[DEFAULT_CONSOLE_LANGUAGE, ENGLISH]]);

/** Loads a language once; English when its chunk cannot be fetched (the page stays usable). */
async function load(language: ConsoleLanguage): Promise<ConsoleLanguage> {
  if (loaded.has(language)) return language;
  try {
    loaded.set(language, loadedOf(await LANGUAGE_LOADERS[language]()));
    return language;
  } catch {
    return DEFAULT_CONSOLE_LANGUAGE;
  }
}

/** The language asked for last: a slower load of an earlier choice must not undo it. */
let requested: ConsoleLanguage = DEFAULT_CONSOLE_LANGUAGE;

async function activate(language: ConsoleLanguage): Promise<void> {
  requested = language;
  const ready = await load(language);
  if (requested !== language) return;
  active = ready;
  document.documentElement.lang = languageOf(ready).tag;
  for (const listener of listeners) listener();
}

/**
 * At start (before the first render): the remembered choice, else the browser's language when the
 * console has it, else English.
 */
export function startLanguage(): Promise<void> {
  return activate(storedLanguage() ?? browserLanguage(navigator.languages) ?? DEFAULT_CONSOLE_LANGUAGE);
}

/** The staff member chose a language: everything follows once it has loaded, and the choice is remembered. */
export function chooseLanguage(language: ConsoleLanguage): Promise<void> {
  rememberLanguage(language);
  return activate(language);
}

export const activeLanguage = (): ConsoleLanguage => active;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A language as loaded (an active language always is: it becomes active once it has). */
const loadedLanguage = (language: ConsoleLanguage): LoadedLanguage => loaded.get(language) ?? ENGLISH;

/** The active language's texts and antd pack. */
export const resourcesOf = (language: ConsoleLanguage): LanguageResources =>
  loadedLanguage(language).resources;

/** The active language and its translate function; the component renders again when it changes. */
export function useTranslation(): { t: TFunction; language: ConsoleLanguage } {
  const language = useSyncExternalStore(subscribe, activeLanguage);
  return { t: loadedLanguage(language).t, language };
}
