/**
 * The console's languages (issue 21): a subset of the contract's, with antd's locale pack of each
 * (its Table, Pagination, Modal and Popconfirm texts).
 */
import type { LanguageCode } from '@app/contract/client';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import thTH from 'antd/es/locale/th_TH';
import viVN from 'antd/es/locale/vi_VN';
import zhCN from 'antd/es/locale/zh_CN';
import { en, type Messages } from './messages/en';
import { th } from './messages/th';
import { vi } from './messages/vi';
import { zhCN as zhCNMessages } from './messages/zh-cn';

export const CONSOLE_LANGUAGES = ['EN', 'CN', 'VI', 'TH'] as const satisfies readonly LanguageCode[];
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const DEFAULT_CONSOLE_LANGUAGE: ConsoleLanguage = 'EN';

export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);

/**
 * Each language's texts and antd pack. Statically imported: four small dictionaries cost less
 * than the round trip a lazily loaded one would add to a language switch.
 */
export const LANGUAGE_RESOURCES: Record<ConsoleLanguage, { messages: Messages; antdLocale: Locale }> = {
  EN: { messages: en, antdLocale: enUS },
  CN: { messages: zhCNMessages, antdLocale: zhCN },
  VI: { messages: vi, antdLocale: viVN },
  TH: { messages: th, antdLocale: thTH },
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
