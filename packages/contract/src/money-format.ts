/**
 * Money as text (DESIGN §5): amounts are integers of minor units with the currency's `decimals`,
 * written in a language with Intl.NumberFormat, whole amounts from a table instead (below). The
 * site writes every amount with it, and the server the deposit channels' ranges in the deposit
 * page's shell (decision 0073), which must read as the screen then shows them.
 */
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

/** How a language writes whole numbers: its digit zero, group separator and grouping. */
interface WholeNumberStyle {
  zero: string;
  group: string;
  /** Groups of two above the last three digits (1,23,45,678). */
  indian?: true;
  /** Four-digit numbers stay ungrouped (1234, but 12.345). */
  minimumGroupingDigits?: 2;
}

const COMMA: WholeNumberStyle = { zero: '0', group: ',' };
const DOT: WholeNumberStyle = { zero: '0', group: '.' };
const INDIAN: WholeNumberStyle = { zero: '0', group: ',', indian: true };

/**
 * Every language's whole numbers by language tag, so that whole amounts need no Intl.NumberFormat:
 * a page's first one loads ICU's number data, tens of milliseconds on a slow phone, and home builds
 * it during its first render, for the jackpot (decision 0016). money-format.test.ts holds each row equal
 * to Intl.NumberFormat.
 */
const WHOLE_NUMBER_STYLES: Readonly<Record<string, WholeNumberStyle>> = {
  en: COMMA,
  'zh-CN': COMMA,
  'zh-TW': COMMA,
  ja: COMMA,
  ko: COMMA,
  th: COMMA,
  vi: DOT,
  my: { zero: '\u1040', group: ',' },
  km: COMMA,
  id: DOT,
  ms: COMMA,
  tl: COMMA,
  hi: INDIAN,
  ta: INDIAN,
  bn: { zero: '\u09e6', group: ',', indian: true },
  ur: COMMA,
  ar: COMMA,
  fa: { zero: '\u06f0', group: '\u066c' },
  tr: DOT,
  ru: { zero: '0', group: '\u00a0' },
  es: { zero: '0', group: '.', minimumGroupingDigits: 2 },
  'pt-BR': DOT,
};

const ASCII_ZERO = '0'.charCodeAt(0);

function formatWholeNumber(value: number, style: WholeNumberStyle): string {
  const digits = String(value);
  const groups: string[] = [];
  const grouped = digits.length >= 4 + (style.minimumGroupingDigits === 2 ? 1 : 0);
  let end = digits.length;
  if (grouped) {
    groups.unshift(digits.slice(end - 3, end));
    end -= 3;
    const size = style.indian ? 2 : 3;
    for (; end > size; end -= size) groups.unshift(digits.slice(end - size, end));
  }
  groups.unshift(digits.slice(0, end));
  const zero = style.zero.charCodeAt(0);
  const written = groups.join(style.group);
  return zero === ASCII_ZERO
    ? written
    : written.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + digit.charCodeAt(0) - ASCII_ZERO));
}

export function formatMoney(
  amount: number,
  decimals: number,
  locale: string,
  format: MoneyFormat = {},
): string {
  const digits = format.fractionDigits ?? decimals;
  const signed = format.signed ?? false;
  const whole = Math.trunc(amount / 10 ** decimals);
  const style = WHOLE_NUMBER_STYLES[locale];
  if (digits === 0 && !signed && style && amount >= 0 && Number.isSafeInteger(whole)) {
    return formatWholeNumber(whole, style);
  }
  return formatterOf(locale, digits, signed).format(amount / 10 ** decimals);
}

/** formatMoney in the active language; re-renders the caller when the language changes. */
