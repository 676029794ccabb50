/**
 * Where a language's lines may break, as the site shows its texts (the screens, the landing shells
 * and the e2e tests read the locale files through textAsShown).
 *
 * Burmese is written without spaces inside a phrase and with a space between phrases. Chromium
 * finds the line breaks inside a phrase with ICU's Burmese dictionary, which splits common words
 * ("အ|ကောင့်", account; "မ|ရပါ", cannot), so a label wraps in the middle of a word. A word joiner
 * (U+2060: invisible, ignored by shaping and screen readers) between the syllables of a phrase
 * leaves the spaces as the only break opportunities, as a Burmese reader expects; a phrase wider
 * than its box still wraps, by the box's overflow-wrap.
 */
import type { LanguageCode } from '@app/contract/client';

const WORD_JOINER = '\u2060';
const MYANMAR_LETTER = /[\u1000-\u109f]/;
/** The letters that can begin a syllable: consonants, independent vowels, digits and symbols. */
const SYLLABLE_START = /[\u1000-\u102a\u103f\u1040-\u1049\u104c-\u104f]/;
/** The stacking sign: the consonant after it is drawn under the one before, in the same syllable. */
const VIRAMA = '\u1039';

/** The text with a word joiner before every Burmese syllable that follows another Burmese letter. */
export function keepBurmesePhrasesWhole(text: string): string {
  let joined = '';
  let previous = '';
  for (const letter of text) {
    if (SYLLABLE_START.test(letter) && MYANMAR_LETTER.test(previous) && previous !== VIRAMA)
      joined += WORD_JOINER;
    joined += letter;
    previous = letter;
  }
  return joined;
}

/** A translation as the site shows it in the language of code. */
export const textAsShown = (code: LanguageCode, text: string): string =>
  code === 'MY' ? keepBurmesePhrasesWhole(text) : text;
