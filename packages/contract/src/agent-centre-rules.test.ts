import { describe, expect, it } from 'vitest';
import { affiliateLinkOf, changePercentOf, kpiSpansOf, quotaDayOf } from './agent-centre-rules';
import { netRevenueOf } from './agents-rules';

const iso = (span: { from: Date; to: Date }) => [span.from.toISOString(), span.to.toISOString()];

describe('agent centre rules', () => {
  // A Wednesday, late in the UTC day.
  const now = new Date('2026-03-04T23:30:00.000Z');

  it('puts KPI A in whole UTC units and B just before it', () => {
    expect(iso(kpiSpansOf('today', now).current)).toEqual([
      '2026-03-04T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
    ]);
    expect(iso(kpiSpansOf('today', now).previous)).toEqual([
      '2026-03-03T00:00:00.000Z',
      '2026-03-04T00:00:00.000Z',
    ]);
    expect(iso(kpiSpansOf('yesterday', now).previous)).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
    ]);
    expect(iso(kpiSpansOf('thisWeek', now).current)).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
    expect(iso(kpiSpansOf('thisWeek', now).previous)).toEqual([
      '2026-02-23T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    expect(iso(kpiSpansOf('thisMonth', now).previous)).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(iso(kpiSpansOf('lastMonth', now).current)).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(iso(kpiSpansOf('lastMonth', new Date('2026-01-15T00:00:00Z')).previous)).toEqual([
      '2025-11-01T00:00:00.000Z',
      '2025-12-01T00:00:00.000Z',
    ]);
    // A Sunday belongs to the week that began on Monday.
    expect(iso(kpiSpansOf('thisWeek', new Date('2026-03-08T12:00:00Z')).current)[0]).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });

  it('counts the quota by the UTC day, the net revenue, the change and the link', () => {
    expect(iso(quotaDayOf(now))).toEqual(['2026-03-04T00:00:00.000Z', '2026-03-05T00:00:00.000Z']);
    expect(netRevenueOf({ turnover: 200, wins: 50, bonuses: 10 })).toBe(140);
    expect([changePercentOf(150, 100), changePercentOf(50, 100), changePercentOf(5, 0)]).toEqual([
      50,
      -50,
      null,
    ]);
    expect(affiliateLinkOf('luckymobile.vn', 'AG1001')).toBe(
      'https://luckymobile.vn/m/register?affiliateCode=AG1001',
    );
  });
});
