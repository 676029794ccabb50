/**
 * Languages of spec §9. `code` is the spec's code (also the `Language` header and the stored
 * `language` preference); `tag` is the BCP 47 tag for <html lang>; `flag` the ISO 3166 country
 * whose flag the picker shows (EN → US, VI → VN, PT → BR ...); `rtl` for right-to-left scripts.
 */
export const LANGUAGES = [
  { code: 'EN', tag: 'en', flag: 'US', name: 'English', rtl: false },
  { code: 'CN', tag: 'zh-CN', flag: 'CN', name: '简体中文', rtl: false },
  { code: 'TW', tag: 'zh-TW', flag: 'TW', name: '繁體中文', rtl: false },
  { code: 'JA', tag: 'ja', flag: 'JP', name: '日本語', rtl: false },
  { code: 'KO', tag: 'ko', flag: 'KR', name: '한국어', rtl: false },
  { code: 'TH', tag: 'th', flag: 'TH', name: 'ไทย', rtl: false },
  { code: 'VI', tag: 'vi', flag: 'VN', name: 'Tiếng Việt', rtl: false },
  { code: 'MY', tag: 'my', flag: 'MM', name: 'မြန်မာ', rtl: false },
  { code: 'KM', tag: 'km', flag: 'KH', name: 'ខ្មែរ', rtl: false },
  { code: 'ID', tag: 'id', flag: 'ID', name: 'Bahasa Indonesia', rtl: false },
  { code: 'MS', tag: 'ms', flag: 'MY', name: 'Bahasa Melayu', rtl: false },
  { code: 'TY', tag: 'tl', flag: 'PH', name: 'Tagalog', rtl: false },
  { code: 'HI', tag: 'hi', flag: 'IN', name: 'हिन्दी', rtl: false },
  { code: 'TA', tag: 'ta', flag: 'LK', name: 'தமிழ்', rtl: false },
  { code: 'BN', tag: 'bn', flag: 'BD', name: 'বাংলা', rtl: false },
  { code: 'UR', tag: 'ur', flag: 'PK', name: 'اردو', rtl: true },
  { code: 'AR', tag: 'ar', flag: 'SA', name: 'العربية', rtl: true },
  { code: 'FA', tag: 'fa', flag: 'IR', name: 'فارسی', rtl: true },
  { code: 'TR', tag: 'tr', flag: 'TR', name: 'Türkçe', rtl: false },
  { code: 'RU', tag: 'ru', flag: 'RU', name: 'Русский', rtl: false },
  { code: 'ES', tag: 'es', flag: 'ES', name: 'Español', rtl: false },
  { code: 'PT', tag: 'pt-BR', flag: 'BR', name: 'Português', rtl: false },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const languageOf = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
