import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from './languages';
import { formatMoney } from './money-format';

describe('money from integer minor units (DESIGN §5)', () => {
  it('shows a currency without minor units as it is', () => {
    expect(formatMoney(1_234_567, 0, 'en-US')).toBe('1,234,567');
  });

  it('divides by 10^decimals and keeps the currency digits', () => {
    expect(formatMoney(1234, 2, 'en-US')).toBe('12.34');
    expect(formatMoney(5, 2, 'en-US')).toBe('0.05');
  });

  it('cuts (never rounds up) to the 0 digits of the balance widget', () => {
    expect(formatMoney(123_499, 2, 'en-US', { fractionDigits: 0 })).toBe('1,234');
    expect(formatMoney(99, 2, 'en-US', { fractionDigits: 0 })).toBe('0');
  });

  it('signs credits and debits for the account record', () => {
    expect(formatMoney(50_000, 0, 'en-US', { signed: true })).toBe('+50,000');
    expect(formatMoney(-50_000, 0, 'en-US', { signed: true })).toBe('-50,000');
  });

  it('follows the language', () => {
    expect(formatMoney(1_234_567, 0, 'de-DE')).toBe('1.234.567');
    expect(formatMoney(1234, 2, 'fr-FR')).toMatch(/^12,34$/);
  });
});

describe('whole amounts without Intl (decision 0016)', () => {
  const WHOLE_NUMBERS = [0, 7, 999, 1000, 1234, 12_345, 123_456, 1_234_567, 1_300_000_000, 2_099_999_999];

  it.each(LANGUAGES.map((language) => [language.code, language.tag]))(
    'writes whole numbers as Intl.NumberFormat does in %s',
    (_code, tag) => {
      const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, roundingMode: 'trunc' });
      for (const value of WHOLE_NUMBERS) {
        expect(formatMoney(value, 0, tag), String(value)).toBe(intl.format(value));
        expect(formatMoney(value * 100 + 99, 2, tag, { fractionDigits: 0 }), String(value)).toBe(
          intl.format(value),
        );
      }
    },
  );

  it('builds no Intl.NumberFormat for them (its first one loads ICU data), and leaves the rest to it', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    formatMoney(1_712_345_678, 0, 'bn');
    formatMoney(123_499, 2, 'hi', { fractionDigits: 0 });
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    // A negative amount goes to Intl (its minus sign differs between languages).
    expect(formatMoney(-99, 2, 'ur', { fractionDigits: 0 })).toBe(
      new Intl.NumberFormat('ur', { maximumFractionDigits: 0, roundingMode: 'trunc' }).format(-0.99),
    );
  });
});
