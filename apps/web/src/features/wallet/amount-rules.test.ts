import { describe, expect, it } from 'vitest';
import { amountProblemOf, minorUnitsOf, quickAmountsOf } from './amount-rules';

const VND = { min: 50_000, max: 50_000_000, decimals: 0 };
const USD = { min: 1_000, max: 500_000, decimals: 2 };

describe('amount rules of deposits and withdrawals', () => {
  it('reads whole units typed into minor units', () => {
    expect(minorUnitsOf('150000', 0)).toBe(150_000);
    expect(minorUnitsOf(' 25 ', 2)).toBe(2_500);
    expect(minorUnitsOf('12.50', 2)).toBeNull();
    expect(minorUnitsOf('1e5', 0)).toBeNull();
    expect(minorUnitsOf('-5', 0)).toBeNull();
  });

  it('asks for an amount, and a whole one', () => {
    expect(amountProblemOf(undefined, VND)).toEqual({ key: 'amount_required' });
    expect(amountProblemOf('  ', VND)).toEqual({ key: 'amount_required' });
    expect(amountProblemOf('12.5', USD)).toEqual({ key: 'amount_whole_units' });
    expect(amountProblemOf('0', VND)).toEqual({ key: 'amount_whole_units' });
  });

  it('keeps the amount within min and max (minor units)', () => {
    expect(amountProblemOf('49999', VND)).toEqual({ key: 'amount_min', limit: 50_000 });
    expect(amountProblemOf('50000', VND)).toBeNull();
    expect(amountProblemOf('50000000', VND)).toBeNull();
    expect(amountProblemOf('50000001', VND)).toEqual({ key: 'amount_max', limit: 50_000_000 });
    expect(amountProblemOf('9', USD)).toEqual({ key: 'amount_min', limit: 1_000 });
    expect(amountProblemOf('10', USD)).toBeNull();
  });

  it('never lets a withdrawal take more than is withdrawable', () => {
    const limits = { ...VND, available: 120_000 };
    expect(amountProblemOf('120000', limits)).toBeNull();
    expect(amountProblemOf('120001', limits)).toEqual({ key: 'amount_over_withdrawable', limit: 120_000 });
  });

  it('offers round quick amounts between min and max', () => {
    expect(quickAmountsOf(VND)).toEqual([50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000]);
    expect(quickAmountsOf({ min: 1_000, max: 5_000, decimals: 2 })).toEqual([1_000, 2_000, 5_000]);
    expect(quickAmountsOf({ min: 30_000, max: 150_000, decimals: 0 })).toEqual([50_000, 100_000]);
  });
});
