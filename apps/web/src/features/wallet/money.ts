/**
 * Money on screen (DESIGN §5): amounts arrive as integers of minor units with the currency's
 * `decimals`, and are shown in the active language with the contract's formatMoney. Entry is in
 * whole units.
 */
import { formatMoney, languageOf, type MoneyFormat } from '@app/contract/client';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';

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
