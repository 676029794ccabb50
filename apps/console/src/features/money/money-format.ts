import { currencyDecimals, formatMinorUnits, languageOf } from '@app/contract/client';
import type { ConsoleLanguage } from '../../lib/i18n/languages';

/** Minor units in the currency's own decimals, as the staff member's language writes numbers. */
export const formatAmount = (amount: number, currency: string, language: ConsoleLanguage): string =>
  `${formatMinorUnits(amount, currencyDecimals(currency), languageOf(language).tag)} ${currency}`;
