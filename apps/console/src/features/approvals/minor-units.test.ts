import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './minor-units';

describe('minorUnitsOf', () => {
  it('reads major units as exact minor units of the currency', () => {
    expect(minorUnitsOf('12.34', 2)).toBe(1234);
    // 0.29 × 100 is 28.999999999999996 in floating point.
    expect(minorUnitsOf('0.29', 2)).toBe(29);
    expect(minorUnitsOf('1,000,000', 0)).toBe(1_000_000);
    expect(minorUnitsOf(' 5. ', 2)).toBe(500);
    expect(minorUnitsOf('7.5', 2)).toBe(750);
  });

  it('refuses what is no such amount', () => {
    expect(minorUnitsOf('1.005', 2)).toBeNull();
    expect(minorUnitsOf('1.5', 0)).toBeNull();
    expect(minorUnitsOf('-5', 2)).toBeNull();
    expect(minorUnitsOf('1e5', 0)).toBeNull();
    expect(minorUnitsOf('', 2)).toBeNull();
    expect(minorUnitsOf('abc', 2)).toBeNull();
    expect(minorUnitsOf('9'.repeat(16), 0)).toBeNull();
  });
});
