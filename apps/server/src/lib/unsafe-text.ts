/**
 * Text no part of the platform accepts: U+0000 (PostgreSQL refuses it in text, so it could only ever
 * end as a database error) and an unpaired UTF-16 surrogate (not a character: it cannot be encoded
 * as UTF-8, and would be stored or sent on as garbage). Both can arrive through JSON escapes
 * ("\u0000", "\ud800") or percent-encoded URLs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export const isUnsafeText = (text: string): boolean => UNSAFE.test(text);

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The JSON pointer (`/a/0/b`, '' for the value itself) of a string or object key holding
 * unsafe text, or null. Walks with its own stack, so a deeply nested document cannot overflow the
 * call stack.
 */
export const findUnsafeText = (value: unknown): string | null => {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, pointer] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pointer;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${pointer}/${i}`]);
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        const itemPointer = `${pointer}/${escapePointer(key)}`;
        if (isUnsafeText(key)) return itemPointer;
        stack.push([item, itemPointer]);
      }
    }
  }
  return null;
};
