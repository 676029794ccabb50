/**
 * The simulated jackpot counter of spec §2 Home: a random start between JACKPOT_START_MIN and
 * JACKPOT_START_MAX, growing by JACKPOT_STEP_MIN..JACKPOT_STEP_MAX every
 * JACKPOT_INTERVAL_MIN_MS..JACKPOT_INTERVAL_MAX_MS. `random` is injectable (Math.random in use,
 * a seeded one in tests); each function maps [0, 1) onto its range.
 */
import {
  JACKPOT_INTERVAL_MAX_MS,
  JACKPOT_INTERVAL_MIN_MS,
  JACKPOT_START_MAX,
  JACKPOT_START_MIN,
  JACKPOT_STEP_MAX,
  JACKPOT_STEP_MIN,
} from '@app/contract/client';

export type Random = () => number;

/** A whole number in [min, max]. */
const between = (min: number, max: number, random: Random) => min + Math.floor(random() * (max - min + 1));

export const jackpotStart = (random: Random): number => between(JACKPOT_START_MIN, JACKPOT_START_MAX, random);
export const jackpotStep = (random: Random): number => between(JACKPOT_STEP_MIN, JACKPOT_STEP_MAX, random);
export const jackpotDelayMs = (random: Random): number =>
  between(JACKPOT_INTERVAL_MIN_MS, JACKPOT_INTERVAL_MAX_MS, random);
