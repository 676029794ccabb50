/**
 * The console's languages (issue 21): a subset of the contract's, with antd's locale pack of each
 * (its Table, Pagination, Modal and Popconfirm texts).
 */
import type { LanguageCode } from '@app/contract/client';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { en, type Messages } from './messages/en';

export const CONSOLE_LANGUAGES = ['EN', 'CN', 'VI', 'TH'] as const satisfies readonly LanguageCode[];
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const DEFAULT_CONSOLE_LANGUAGE: ConsoleLanguage = 'EN';

export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);

export interface LanguageResources {
  messages: Messages;
  antdLocale: Locale;
}

/** English's texts and antd pack, in the first chunk: the fallback and the types' source. */
export const ENGLISH_RESOURCES: LanguageResources = { messages: en, antdLocale: enUS };

/** A language's texts and antd pack, each from its chunk. */
const resourcesFrom = async (
  messages: Promise<Messages>,
  antdLocale: Promise<{ default: Locale }>,
): Promise<LanguageResources> => {
  const [texts, antd] = await Promise.all([messages, antdLocale]);
  return { messages: texts, antdLocale: antd.default };
};

/**
 * Each language's texts and antd pack. The others load on demand, a chunk each (before the first
 * render for the remembered one): in the first chunk, the three dictionaries were a quarter of the
 * script a slow machine parsed before the sign-in page could paint.
 */
export const LANGUAGE_LOADERS: Record<ConsoleLanguage, () => Promise<LanguageResources>> = {
  EN: () => Promise.resolve(ENGLISH_RESOURCES),
  CN: () =>
    resourcesFrom(
      import('./messages/zh-cn').then((m) => m.zhCN),
      import('antd/es/locale/zh_CN'),
    ),
  VI: () =>
    resourcesFrom(
      import('./messages/vi').then((m) => m.vi),
      import('antd/es/locale/vi_VN'),
    ),
  TH: () =>
    resourcesFrom(
      import('./messages/th').then((m) => m.th),
      import('antd/es/locale/th_TH'),
    ),
};

/** The browser's own language when the console speaks it ('zh-Hans-CN' → CN), for a first visit. */
export function browserLanguage(tags: readonly string[]): ConsoleLanguage | undefined {
  const byPrimaryTag: Record<string, ConsoleLanguage> = { en: 'EN', zh: 'CN', vi: 'VI', th: 'TH' };
  for (const tag of tags) {
    const language = byPrimaryTag[tag.toLowerCase().split('-')[0] ?? ''];
    if (language) return language;
  }
  return undefined;
}
