/**
 * Money on screen (DESIGN §5): amounts arrive as integers of minor units with the currency's
 * `decimals`, and are shown with Intl.NumberFormat in the active language. Entry is in whole units.
 */
import { languageOf } from '@app/contract/client';
import { useTranslation } from 'react-i18next';
import { activeLanguageCode } from '../../i18n/language';

export interface MoneyFormat {
  /** Digits after the separator; the currency's own by default (the balance widget shows 0). */
  fractionDigits?: number;
  /** '+' on credits as well as '−' on debits (the account record). */
  signed?: boolean;
}

/** One formatter per locale and format: building an Intl.NumberFormat is costly, and home ticks often. */
const formatters = new Map<string, Intl.NumberFormat>();
const formatterOf = (locale: string, digits: number, signed: boolean): Intl.NumberFormat => {
  const key = `${locale}|${digits}|${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // Fewer digits than the currency has must never show more money than there is.
      roundingMode: 'trunc',
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

export function formatMoney(
  amount: number,
  decimals: number,
  locale: string,
  format: MoneyFormat = {},
): string {
  const digits = format.fractionDigits ?? decimals;
  return formatterOf(locale, digits, format.signed ?? false).format(amount / 10 ** decimals);
}

/** formatMoney in the active language; re-renders the caller when the language changes. */
export function useMoneyFormat() {
  useTranslation();
  const locale = languageOf(activeLanguageCode()).tag;
  return (amount: number, decimals: number, format?: MoneyFormat) =>
    formatMoney(amount, decimals, locale, format);
}

/** A date and time (or only the date) in the active language: records, orders, timelines. */
export function useDateTimeFormat(style: 'datetime' | 'date' = 'datetime') {
  useTranslation();
  const formatter = new Intl.DateTimeFormat(languageOf(activeLanguageCode()).tag, {
    dateStyle: 'medium',
    ...(style === 'datetime' ? { timeStyle: 'short' } : {}),
  });
  return (time: string | Date) => formatter.format(typeof time === 'string' ? new Date(time) : time);
}
