import { languageOf } from '@app/contract/client';
import type { ConsoleLanguage } from '../../lib/i18n/languages';

/** Minor units as the staff member's language writes the amount, with the currency's decimals and code. */
export function formatMoney(
  minor: number,
  decimals: number,
  currency: string,
  language: ConsoleLanguage,
): string {
  const amount = new Intl.NumberFormat(languageOf(language).tag, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
  return `${amount} ${currency}`;
}

/** A count as the language writes it. */
export const formatCount = (count: number, language: ConsoleLanguage): string =>
  new Intl.NumberFormat(languageOf(language).tag).format(count);
