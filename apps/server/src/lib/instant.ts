/**
 * An operator's ISO 8601 instant (the contract's Instant pattern) as a Date, or null when it names
 * no real day: the pattern lets 2026-02-30 through, which Date would roll over into March.
 */
export const realInstantOf = (value: string): Date | null => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  const date = new Date(value);
  if (
    Number.isNaN(date.getTime()) ||
    calendarDay.getUTCMonth() !== month - 1 ||
    calendarDay.getUTCDate() !== day
  ) {
    return null;
  }
  return date;
};
