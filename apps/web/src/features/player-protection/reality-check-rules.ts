/**
 * When the reality check falls due (issue 19 point 2): at every multiple of the member's interval
 * since the session began, counted on the server's clock. The answer's `now` against the moment it
 * arrived gives how far this device's clock is off, so a phone set wrong still asks on time.
 */
import type { RealityCheck } from '@app/contract';

/** A check this close before a multiple counts as at it: timers and the two clocks drift a little. */
const DUE_TOLERANCE_MS = 2_000;

type Schedule = Pick<RealityCheck, 'realityCheckMinutes' | 'sessionStartedAt' | 'now'>;

/** Milliseconds from nowMs (this device's clock) to the next check, or null when the check is off. */
export function nextCheckDelayMs(check: Schedule, receivedAtMs: number, nowMs: number): number | null {
  if (check.realityCheckMinutes === null) return null;
  const intervalMs = check.realityCheckMinutes * 60_000;
  const serverAheadMs = Date.parse(check.now) - receivedAtMs;
  const elapsedMs = nowMs + serverAheadMs - Date.parse(check.sessionStartedAt);
  const nextMs = (Math.floor((elapsedMs + DUE_TOLERANCE_MS) / intervalMs) + 1) * intervalMs;
  return nextMs - elapsedMs;
}

/** Whole minutes played this session when the server answered. */
export const playedMinutesOf = (check: Pick<RealityCheck, 'sessionStartedAt' | 'now'>): number =>
  Math.max(0, Math.floor((Date.parse(check.now) - Date.parse(check.sessionStartedAt)) / 60_000));
