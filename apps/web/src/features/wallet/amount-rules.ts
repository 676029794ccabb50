/**
 * The amount rules of deposits and withdrawals as pure checks: whole units only, within the
 * channel's or the merchant's min and max, and for a withdrawal no more than is withdrawable.
 * Limits are minor units, as the server sends them; the player types whole units.
 */

export interface AmountLimits {
  min: number;
  max: number;
  decimals: number;
  /** What may be taken out at most (the withdrawable balance); absent for deposits. */
  available?: number;
}

/** What is wrong with an amount: a translation key, and the limit it broke (minor units). */
export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_whole_units' }
  | { key: 'amount_min'; limit: number }
  | { key: 'amount_max'; limit: number }
  | { key: 'amount_over_withdrawable'; limit: number };

/** Whole units as typed ('150000') to minor units, or null when it is not a whole number. */
export function minorUnitsOf(text: string, decimals: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minor = Number(trimmed) * 10 ** decimals;
  return Number.isSafeInteger(minor) ? minor : null;
}

export function amountProblemOf(text: string | undefined, limits: AmountLimits): AmountProblem | null {
  if (!text?.trim()) return { key: 'amount_required' };
  const amount = minorUnitsOf(text, limits.decimals);
  if (amount === null || amount === 0) return { key: 'amount_whole_units' };
  if (amount < limits.min) return { key: 'amount_min', limit: limits.min };
  if (limits.available !== undefined && amount > limits.available)
    return { key: 'amount_over_withdrawable', limit: limits.available };
  if (amount > limits.max) return { key: 'amount_max', limit: limits.max };
  return null;
}

const QUICK_AMOUNT_COUNT = 6;

/**
 * Round amounts to tap (1-2-5 steps) from the minimum up to the maximum, in minor units: for
 * 50,000-50,000,000 VND they are 50k, 100k, 200k, 500k, 1M, 2M.
 */
export function quickAmountsOf(limits: Pick<AmountLimits, 'min' | 'max' | 'decimals'>): number[] {
  const unit = 10 ** limits.decimals;
  const minWhole = Math.max(1, Math.ceil(limits.min / unit));
  const amounts: number[] = [];
  let magnitude = 10 ** Math.floor(Math.log10(minWhole));
  while (amounts.length < QUICK_AMOUNT_COUNT && magnitude * unit <= limits.max) {
    for (const step of [1, 2, 5]) {
      const amount = step * magnitude * unit;
      if (amount >= limits.min && amount <= limits.max && amounts.length < QUICK_AMOUNT_COUNT)
        amounts.push(amount);
    }
    magnitude *= 10;
  }
  return amounts;
}
