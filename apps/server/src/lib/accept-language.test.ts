import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage } from './accept-language';

describe('languageOfAcceptLanguage', () => {
  it.each([
    ['vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7', 'VI'],
    ['ar-SA,ar;q=0.9', 'AR'],
    ['fa', 'FA'],
    ['ur-PK', 'UR'],
    ['en-GB', 'EN'],
    ['pt-PT,pt;q=0.9', 'PT'],
    ['PT-br', 'PT'],
    ['es-419', 'ES'],
    ['zh-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-Hans-CN', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['zh-Hant', 'TW'],
    ['tl-PH', 'TY'],
    ['fil-PH', 'TY'],
    ['in-ID', 'ID'],
    ['ms-MY', 'MS'],
    ['my-MM', 'MY'],
    ['km', 'KM'],
  ])('maps %s to %s', (header, code) => {
    expect(languageOfAcceptLanguage(header)).toBe(code);
  });

  it('follows the weights, and the order among equal weights', () => {
    expect(languageOfAcceptLanguage('en;q=0.5, th;q=0.8, ja;q=0.8')).toBe('TH');
    expect(languageOfAcceptLanguage('ko;q=0.1,ru')).toBe('RU');
    // A language the site does not have gives way to the next one it has.
    expect(languageOfAcceptLanguage('de-DE,de;q=0.9,tr;q=0.8')).toBe('TR');
  });

  it('never picks a range refused with q=0', () => {
    expect(languageOfAcceptLanguage('hi;q=0, bn;q=0.2')).toBe('BN');
    expect(languageOfAcceptLanguage('hi;q=0')).toBe('EN');
  });

  it.each([undefined, '', '*', 'de-DE,fr;q=0.9', 'x;;q=abc', ',,,', `${'a'.repeat(9)}`, 'vi;q=2'])(
    'answers EN for %o',
    (header) => {
      expect(languageOfAcceptLanguage(header)).toBe('EN');
    },
  );
});
