/**
 * The limits of the responsible-gaming page as pure rules (contract player-protection-rules.ts):
 * which limits count money, over which window, whether a change applies at once or waits out the
 * cooling-off, and the value typed (whole units of the currency, or minutes) to the API's.
 */
import {
  PLAYER_LIMIT_BOUNDS,
  PLAYER_MONEY_LIMITS,
  PLAYER_PROTECTION_COOLING_OFF_HOURS,
  type PlayerLimitName,
  type PlayerLimitPeriod,
} from '@app/contract/client';
import { minorUnitsOf } from '../wallet/amount-rules';

export type MoneyLimitName = keyof typeof PLAYER_MONEY_LIMITS;

export const isMoneyLimit = (name: PlayerLimitName): name is MoneyLimitName => name !== 'sessionMinutes';

/** The rolling window a limit counts over; the session limit counts this session. */
export const windowOf = (name: PlayerLimitName): PlayerLimitPeriod | 'session' =>
  isMoneyLimit(name) ? PLAYER_MONEY_LIMITS[name].period : 'session';

/**
 * Contract rule: a lower value, or a limit where there was none, applies at once; a higher one or a
 * removal (null) waits PLAYER_PROTECTION_COOLING_OFF_HOURS. The same value changes nothing: at once.
 */
export const changeApplies = (current: number | null, next: number | null): 'now' | 'later' =>
  next !== null && (current === null || next <= current) ? 'now' : 'later';

/** When a loosening saved now would apply. */
export const coolingOffEndOf = (nowMs: number): Date =>
  new Date(nowMs + PLAYER_PROTECTION_COOLING_OFF_HOURS * 3_600_000);

/** A limit's value as the field shows it: whole units of the currency, or minutes. */
export const limitTextOf = (name: PlayerLimitName, value: number | null, decimals: number): string =>
  value === null ? '' : String(isMoneyLimit(name) ? Math.trunc(value / 10 ** decimals) : value);

/** The value typed, as the API takes it (minor units, or minutes), or null when it is not one. */
export function limitValueOf(name: PlayerLimitName, text: string, decimals: number): number | null {
  if (isMoneyLimit(name)) {
    const minor = minorUnitsOf(text, decimals);
    return minor !== null && minor >= PLAYER_LIMIT_BOUNDS.minAmount && minor <= PLAYER_LIMIT_BOUNDS.maxAmount
      ? minor
      : null;
  }
  if (!/^\d+$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  const { min, max } = PLAYER_LIMIT_BOUNDS.sessionMinutes;
  return minutes >= min && minutes <= max ? minutes : null;
}
