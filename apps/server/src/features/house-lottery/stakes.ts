/**
 * The stake limits of one slip line, per currency: constants (docs/decisions/0033), in whole units
 * of the currency so that they read the same to an operator whatever its minor-unit digits.
 * A currency not listed gets the default, which suits the dollar-like ones.
 */
import { currencyDecimals } from '@app/contract';

const WHOLE_UNIT_LIMITS: Readonly<Record<string, { min: number; max: number }>> = {
  VND: { min: 1_000, max: 50_000_000 },
  IDR: { min: 1_000, max: 50_000_000 },
  KRW: { min: 100, max: 5_000_000 },
  JPY: { min: 10, max: 500_000 },
  MMK: { min: 100, max: 5_000_000 },
  KHR: { min: 500, max: 20_000_000 },
  THB: { min: 1, max: 100_000 },
  PHP: { min: 1, max: 200_000 },
  INR: { min: 1, max: 300_000 },
};
const DEFAULT_WHOLE_UNIT_LIMITS = { min: 1, max: 5_000 };

/** The smallest and largest stake of one line, in minor units of the currency. */
export const stakeLimitsOf = (currency: string) => {
  const { min, max } = WHOLE_UNIT_LIMITS[currency] ?? DEFAULT_WHOLE_UNIT_LIMITS;
  const unit = 10 ** currencyDecimals(currency);
  return { minStake: min * unit, maxStake: max * unit };
};
