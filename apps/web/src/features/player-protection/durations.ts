/**
 * Periods in the player's language with Intl's units ("1 week", "2 semanas", "6 أشهر"): the
 * browser knows each language's plurals, which the site's flat messages have not (i18n.ts).
 */
import { languageOf } from '@app/contract/client';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const formatUnit = (locale: string, value: number, unit: Unit, display: 'long' | 'narrow' = 'long') =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display }).format(value);

/** Days as weeks when whole weeks (a time-out of 14 days is "2 weeks"). */
export const formatDays = (locale: string, days: number): string =>
  days % 7 === 0 ? formatUnit(locale, days / 7, 'week') : formatUnit(locale, days, 'day');

/** Months as years when whole years (a self-exclusion of 24 months is "2 years"). */
export const formatMonths = (locale: string, months: number): string =>
  months % 12 === 0 ? formatUnit(locale, months / 12, 'year') : formatUnit(locale, months, 'month');

export const formatMinutes = (locale: string, minutes: number): string =>
  formatUnit(locale, minutes, 'minute');

/** Time played, hours and minutes ("1 hr, 5 min"; minutes alone under an hour). */
export function formatPlayed(locale: string, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    ...(hours > 0 ? [formatUnit(locale, hours, 'hour', 'narrow')] : []),
    ...(minutes > 0 || hours === 0 ? [formatUnit(locale, minutes, 'minute', 'narrow')] : []),
  ];
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}

/** The formatters above in the active language; re-renders the caller when it changes. */
export function useDurations() {
  useTranslation();
  const locale = languageOf(activeLanguageCode()).tag;
  return {
    days: (days: number) => formatDays(locale, days),
    months: (months: number) => formatMonths(locale, months),
    minutes: (minutes: number) => formatMinutes(locale, minutes),
    played: (minutes: number) => formatPlayed(locale, minutes),
  };
}
