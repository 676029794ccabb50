/**
 * The account record's filter (/m/transaction/record): a record type or all, and a date range of
 * today, the last 7 or 30 days, or chosen days; turned into the query of GET records. Ranges run
 * from the start of the first local day to the start of the day after the last, so the query (and
 * its cache key) stays the same all day long.
 */
import { RECORD_TYPES, type RecordType } from '@app/contract/client';

export const RECORD_FILTER_TYPES = ['all', ...RECORD_TYPES] as const;
export type RecordFilterType = (typeof RECORD_FILTER_TYPES)[number];

export const DATE_RANGES = ['today', '7d', '30d', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export interface RecordsFilter {
  type: RecordFilterType;
  range: DateRange;
  /** The chosen first and last day of a 'custom' range. */
  days?: readonly [Date, Date];
}

export const DEFAULT_RECORDS_FILTER: RecordsFilter = { type: 'all', range: '7d' };

const DAYS_OF: Record<Exclude<DateRange, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

const startOfDay = (day: Date, plusDays = 0): number =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + plusDays).getTime();

/** The query of GET /wps/transaction/records (without paging): type, from (inclusive), to (exclusive). */
export function recordsQueryOf(
  filter: RecordsFilter,
  now: Date,
): { type?: RecordType; from: number; to: number } {
  const [first, last] =
    filter.range === 'custom' && filter.days
      ? filter.days
      : [new Date(startOfDay(now, 1 - DAYS_OF[filter.range === 'custom' ? '7d' : filter.range])), now];
  return {
    ...(filter.type === 'all' ? {} : { type: filter.type }),
    from: startOfDay(first),
    to: startOfDay(last, 1),
  };
}
