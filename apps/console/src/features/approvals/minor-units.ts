/**
 * An amount typed in major units ("1,234.5") as integer minor units of a currency with `decimals`
 * digits, exactly: the digits are read as text and never pass through a binary fraction (12.34 ×
 * 100 is 1233.9999… in floating point). Null when the text is no such amount.
 */
export function minorUnitsOf(text: string, decimals: number): number | null {
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor = Number(`${whole}${fraction.padEnd(decimals, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}
