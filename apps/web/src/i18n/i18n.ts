/**
 * The site's translations: one JSON per language (src/i18n/locales/<code>.json, the contract's code
 * lowercased), each its own lazily loaded chunk: only the active language is ever downloaded.
 *
 * The messages are flat keys with `{{name}}` placeholders, and that is all the site uses: no
 * namespaces, nesting, plurals, formatters or fallback language (the completeness test in
 * locales.test.ts guarantees every language has every key). i18next and react-i18next did this
 * for 16 kB brotli of the first page's 116 (decision 0055); this module does it in a few hundred
 * bytes, with the same answers for the same inputs.
 */
import type { LanguageCode } from '@app/contract';
import { textAsShown } from './line-breaks';

export type Messages = Record<string, string>;

/** Placeholder values, and the text to use when the key has no message. */
export type TranslationValues = { readonly defaultValue?: string; readonly [name: string]: unknown };

export type TFunction = (key: string, values?: TranslationValues) => string;

const LOCALE_LOADERS = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });

export const localeFileOf = (code: LanguageCode): string => `./locales/${code.toLowerCase()}.json`;

/** The language id of a contract language code: the code lowercased, as the file name. */
export const i18nLanguageOf = (code: LanguageCode): string => code.toLowerCase();

export async function loadMessages(code: LanguageCode): Promise<Messages> {
  const loader = LOCALE_LOADERS[localeFileOf(code)] ?? LOCALE_LOADERS[localeFileOf('EN')];
  if (!loader) throw new Error(`No translations for ${code}`);
  return Object.fromEntries(
    Object.entries(await loader()).map(([key, text]) => [key, textAsShown(code, text)]),
  );
}

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/**
 * The message with its placeholders filled. A placeholder whose name is not among the values stays
 * as written (a missing value shows, rather than vanishing); null and undefined values are empty.
 */
export const interpolate = (message: string, values: TranslationValues | undefined): string =>
  values === undefined
    ? message
    : message.replace(PLACEHOLDER, (placeholder, name: string) => {
        if (!Object.hasOwn(values, name)) return placeholder;
        const value = values[name];
        return value === null || value === undefined ? '' : String(value);
      });

type Listener = () => void;

/** The loaded languages' messages and the active language, which React reads through useTranslation. */
class Translations {
  private readonly bundles = new Map<string, Messages>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<Listener>();
  /** The active language's id ('' before the first language is activated). */
  language = '';

  /** The active language's text for key; the key itself (or defaultValue) when it has none. */
  readonly t: TFunction = (key, values) => this.getFixedT(this.language)(key, values);

  /** A translate function bound to one language; the same function for the same language. */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, values) => {
        // An empty message counts as missing, as a blank text on a button would.
        const message = this.bundles.get(language)?.[key] || values?.defaultValue || key;
        return interpolate(message, values);
      };
      this.fixed.set(language, t);
    }
    return t;
  }

  hasMessages(language: string): boolean {
    return this.bundles.has(language);
  }

  messagesOf(language: string): Messages | undefined {
    return this.bundles.get(language);
  }

  addMessages(language: string, messages: Messages): void {
    this.bundles.set(language, messages);
  }

  /** Makes a loaded language the active one and tells every subscriber (the screens re-render). */
  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Calls listener after every change of the active language; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

export const i18n = new Translations();

/** Loads a language's messages (once) and makes it the active language. */
export async function activateMessages(code: LanguageCode): Promise<void> {
  const language = i18nLanguageOf(code);
  if (!i18n.hasMessages(language)) i18n.addMessages(language, await loadMessages(code));
  i18n.changeLanguage(language);
}
