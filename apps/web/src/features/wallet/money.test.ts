import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
