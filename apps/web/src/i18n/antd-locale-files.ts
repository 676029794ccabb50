/**
 * Which antd-mobile locale file each language uses: the 15 it ships; the other languages build
 * theirs from en-US with our own translated keys (antd-locale.ts). Plain data, because the build
 * (vite.config.ts) reads it too: it names the files public/boot.js preloads with the page.
 */
import type { LanguageCode } from '@app/contract';

export const ANTD_LOCALE_FILES = {
  EN: 'en-US',
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja-JP',
  KO: 'ko-KR',
  TH: 'th-TH',
  VI: 'vi-VN',
  ID: 'id-ID',
  MS: 'ms-MY',
  PT: 'pt-BR',
  ES: 'es-ES',
  RU: 'ru-RU',
  TR: 'tr-TR',
  AR: 'ar-SA',
  FA: 'fa-IR',
} as const satisfies Partial<Record<LanguageCode, string>>;

export type AntdLocaleFile = (typeof ANTD_LOCALE_FILES)[keyof typeof ANTD_LOCALE_FILES];

/** The file a language's antd-mobile texts come from (en-US where antd-mobile ships none). */
export const antdLocaleFileOf = (code: LanguageCode): AntdLocaleFile =>
  (ANTD_LOCALE_FILES as Partial<Record<LanguageCode, AntdLocaleFile>>)[code] ?? 'en-US';
