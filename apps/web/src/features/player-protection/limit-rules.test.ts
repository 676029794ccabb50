import { describe, expect, it } from 'vitest';
import { formatDays, formatMonths, formatPlayed } from './durations';
import { changeApplies, limitTextOf, limitValueOf, windowOf } from './limit-rules';

describe('limit rules (contract player-protection-rules.ts)', () => {
  it('a lower limit, or a first one, applies at once; a higher one or a removal waits', () => {
    expect(changeApplies(100, 50)).toBe('now');
    expect(changeApplies(null, 50)).toBe('now');
    expect(changeApplies(100, 100)).toBe('now');
    expect(changeApplies(100, 150)).toBe('later');
    expect(changeApplies(100, null)).toBe('later');
  });

  it('takes whole units of the currency as minor units, and minutes within the bounds', () => {
    expect(limitValueOf('depositDay', '1000', 2)).toBe(100_000);
    expect(limitValueOf('lossWeek', ' 7 ', 0)).toBe(7);
    expect(limitValueOf('depositDay', '10.5', 2)).toBeNull();
    expect(limitValueOf('depositDay', '0', 2)).toBeNull();
    expect(limitValueOf('sessionMinutes', '5', 2)).toBe(5);
    expect(limitValueOf('sessionMinutes', '4', 2)).toBeNull();
    expect(limitValueOf('sessionMinutes', '1441', 2)).toBeNull();
    expect(limitTextOf('depositMonth', 250_000, 2)).toBe('2500');
    expect(limitTextOf('sessionMinutes', 90, 2)).toBe('90');
    expect(limitTextOf('lossDay', null, 2)).toBe('');
  });

  it("names each limit's window", () => {
    expect(windowOf('depositDay')).toBe('day');
    expect(windowOf('lossMonth')).toBe('month');
    expect(windowOf('sessionMinutes')).toBe('session');
  });

  it('writes periods in whole weeks and years where they are', () => {
    expect(formatDays('en', 1)).toBe('1 day');
    expect(formatDays('en', 14)).toBe('2 weeks');
    expect(formatMonths('en', 6)).toBe('6 months');
    expect(formatMonths('en', 60)).toBe('5 years');
    expect(formatPlayed('en', 45)).toBe('45m');
    expect(formatPlayed('en', 125)).toBe('2h 5m');
    expect(formatPlayed('en', 60)).toBe('1h');
  });
});
