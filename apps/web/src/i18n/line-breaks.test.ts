import { describe, expect, it } from 'vitest';
import { keepBurmesePhrasesWhole, textAsShown } from './line-breaks';

const JOINER = '\u2060';

describe('Burmese lines break between phrases only', () => {
  it('joins the syllables of a phrase and leaves the spaces between phrases', () => {
    // "Please log in first": please | first | log in.
    const shown = keepBurmesePhrasesWhole('ကျေးဇူးပြု၍ ဦးစွာ အကောင့်ဝင်ပါ');
    expect(shown.replaceAll(JOINER, '')).toBe('ကျေးဇူးပြု၍ ဦးစွာ အကောင့်ဝင်ပါ');
    // "account" (အ + ကောင့်) can no longer be split; the spaces are untouched.
    expect(shown).toContain(`အ${JOINER}ကော${JOINER}င့်`);
    expect(shown.split(' ').map((phrase) => phrase.startsWith(JOINER) || phrase.endsWith(JOINER))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('never parts a stacked consonant from the one above it', () => {
    // မင်္ဂလာ (mingala): the virama (U+1039) stacks ဂ under င.
    expect(keepBurmesePhrasesWhole('မင်္ဂလာ')).toBe(`မ${JOINER}င်္ဂ${JOINER}လာ`);
  });

  it('leaves placeholders, digits and Latin text as they are', () => {
    expect(keepBurmesePhrasesWhole('{{count}}ခု VIP')).toBe('{{count}}ခု VIP');
  });

  it('changes only Burmese', () => {
    expect(textAsShown('EN', 'Log in')).toBe('Log in');
    expect(textAsShown('MY', 'အကောင့်')).toBe(`အ${JOINER}ကော${JOINER}င့်`);
  });
});
