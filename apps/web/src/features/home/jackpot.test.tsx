import {
  JACKPOT_INTERVAL_MAX_MS,
  JACKPOT_INTERVAL_MIN_MS,
  JACKPOT_START_MAX,
  JACKPOT_START_MIN,
  JACKPOT_STEP_MAX,
  JACKPOT_STEP_MIN,
} from '@app/contract/client';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JackpotCounter } from './jackpot-counter';
import { jackpotDelayMs, jackpotStart, jackpotStep } from './jackpot-rules';

/** A seeded generator (mulberry32), so the run is the same every time. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const amount = () => Number(screen.getByTestId('jackpot-amount').textContent?.replace(/\D/g, ''));

describe('jackpot counter (spec §2 Home)', () => {
  afterEach(() => vi.useRealTimers());

  it('maps the random number onto the spec ranges, both ends included', () => {
    const low = () => 0;
    const high = () => 0.999_999_999_9;
    expect(jackpotStart(low)).toBe(JACKPOT_START_MIN);
    expect(jackpotStart(high)).toBe(JACKPOT_START_MAX);
    expect(jackpotStep(low)).toBe(JACKPOT_STEP_MIN);
    expect(jackpotStep(high)).toBe(JACKPOT_STEP_MAX);
    expect(jackpotDelayMs(low)).toBe(JACKPOT_INTERVAL_MIN_MS);
    expect(jackpotDelayMs(high)).toBe(JACKPOT_INTERVAL_MAX_MS);
  });

  it('starts between 1.3e9 and 2.1e9 and grows by 100 to 500 every 2 to 3 s', () => {
    vi.useFakeTimers();
    render(<JackpotCounter random={seeded(42)} />);
    let previous = amount();
    expect(previous).toBeGreaterThanOrEqual(JACKPOT_START_MIN);
    expect(previous).toBeLessThanOrEqual(JACKPOT_START_MAX);
    for (let tick = 0; tick < 20; tick += 1) {
      const startedAt = Date.now();
      act(() => vi.advanceTimersToNextTimer());
      const waited = Date.now() - startedAt;
      expect(waited).toBeGreaterThanOrEqual(JACKPOT_INTERVAL_MIN_MS);
      expect(waited).toBeLessThanOrEqual(JACKPOT_INTERVAL_MAX_MS);
      const grown = amount() - previous;
      expect(grown).toBeGreaterThanOrEqual(JACKPOT_STEP_MIN);
      expect(grown).toBeLessThanOrEqual(JACKPOT_STEP_MAX);
      previous = amount();
    }
  });

  it('groups the digits, is labelled, and keeps screen readers quiet while it changes', () => {
    render(<JackpotCounter random={() => 0} currencySymbol="₫" />);
    expect(screen.getByTestId('jackpot-amount').textContent).toBe('₫1,300,000,000');
    expect(screen.getByRole('region', { name: 'Jackpot' })).toBeTruthy();
    expect(screen.getByTestId('jackpot-amount').getAttribute('aria-live')).toBe('off');
  });
});
