import { describe, expect, it } from 'vitest';
import { recordsQueryOf } from './records-filter';

// 15 March 2025, 14:30 local time.
const NOW = new Date(2025, 2, 15, 14, 30);
const day = (date: number, month = 2) => new Date(2025, month, date).getTime();

describe('account record filter → query of GET /wps/transaction/records', () => {
  it('sends no type for all, the type otherwise', () => {
    expect(recordsQueryOf({ type: 'all', range: 'today' }, NOW)).not.toHaveProperty('type');
    expect(recordsQueryOf({ type: 'deposit', range: 'today' }, NOW).type).toBe('deposit');
    expect(recordsQueryOf({ type: 'adjustment', range: 'today' }, NOW).type).toBe('adjustment');
  });

  it('covers whole local days, up to the start of tomorrow', () => {
    expect(recordsQueryOf({ type: 'all', range: 'today' }, NOW)).toEqual({ from: day(15), to: day(16) });
    expect(recordsQueryOf({ type: 'all', range: '7d' }, NOW)).toEqual({ from: day(9), to: day(16) });
    expect(recordsQueryOf({ type: 'all', range: '30d' }, NOW)).toEqual({ from: day(14, 1), to: day(16) });
  });

  it('uses the chosen days, the last one included', () => {
    const days = [new Date(2025, 1, 3, 9), new Date(2025, 1, 5, 18)] as const;
    expect(recordsQueryOf({ type: 'win', range: 'custom', days }, NOW)).toEqual({
      type: 'win',
      from: day(3, 1),
      to: day(6, 1),
    });
  });

  it('stays the same all day long, so its cache key does too', () => {
    const morning = recordsQueryOf({ type: 'all', range: '7d' }, new Date(2025, 2, 15, 0, 1));
    expect(recordsQueryOf({ type: 'all', range: '7d' }, new Date(2025, 2, 15, 23, 59))).toEqual(morning);
  });
});
