/**
 * The language of spec §9 a browser asks for in Accept-Language (RFC 9110 §12.5.4), for the few
 * pages the server writes for a page navigation, which carries no `Language` header. The browser's
 * ranges are tried by their q-value (equal values in the header's order): a language tag of the
 * list (zh-TW, pt-BR ...), then its language alone (ar-EG → AR, pt-PT → PT); Chinese is Traditional
 * for Taiwan, Hong Kong, Macao and zh-Hant, else Simplified. EN when none matches.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@app/contract';

const primaryOf = (tag: string) => tag.split('-')[0] ?? tag;

const BY_TAG = new Map<string, LanguageCode>(LANGUAGES.map((l) => [l.tag.toLowerCase(), l.code]));
const BY_LANGUAGE = new Map<string, LanguageCode>([
  // Filipino is Tagalog's standard form; 'in' is Indonesian's withdrawn code, still sent by old Androids.
  ['fil', 'TY'],
  ['in', 'ID'],
]);
// The first of the list wins a shared language: zh is Simplified Chinese (CN) unless named otherwise.
for (const { tag, code } of LANGUAGES) {
  const language = primaryOf(tag.toLowerCase());
  if (!BY_LANGUAGE.has(language)) BY_LANGUAGE.set(language, code);
}
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/;
const RANGE = /^([a-z]{1,8}(?:-[a-z0-9]{1,8})*)(?:;q=([01](?:\.\d{0,3})?))?$/;

const languageOfTag = (tag: string): LanguageCode | undefined => {
  if (TRADITIONAL_CHINESE.test(tag)) return 'TW';
  return BY_TAG.get(tag) ?? BY_LANGUAGE.get(primaryOf(tag));
};

export const languageOfAcceptLanguage = (header: string | undefined): LanguageCode => {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges: { tag: string; q: number }[] = [];
  for (const part of header.toLowerCase().split(',')) {
    // A range the grammar does not allow ('*', a malformed q) is skipped, not an error.
    const match = RANGE.exec(part.replace(/\s+/g, ''));
    const tag = match?.[1];
    const q = Number(match?.[2] ?? 1);
    if (tag && q > 0) ranges.push({ tag, q });
  }
  // Array sort is stable: ranges of equal weight keep the browser's order.
  ranges.sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const code = languageOfTag(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
};
