import { describe, expect, it } from 'vitest';
import { dashboardDays, dashboardSince, isDashboardPeriod } from './dashboard-rules';

describe('the dashboard periods', () => {
  it('are the UTC days ending on the day of now, oldest first', () => {
    const now = new Date('2026-03-02T23:59:59.999Z');
    expect(dashboardDays(1, now)).toEqual(['2026-03-02']);
    expect(dashboardDays(7, now)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(dashboardDays(30, now)).toHaveLength(30);
    expect(dashboardSince(7, now).toISOString()).toBe('2026-02-24T00:00:00.000Z');
  });

  it('are 1, 7 and 30 days only', () => {
    expect([1, 7, 30].every(isDashboardPeriod)).toBe(true);
    expect([0, 2, 31, '7', 7.5, null].some(isDashboardPeriod)).toBe(false);
  });
});
