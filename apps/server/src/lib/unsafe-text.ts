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

/** A value met on the walk, with the key it sits under and the entry of its parent. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** The JSON pointer of a visited value (and of `key` under it), built only once unsafe text is found. */
const pointerOf = (visit: Visit, key?: string): string => {
  const keys = key === undefined ? [] : [key];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reduceRight((pointer, item) => `${pointer}/${escapePointer(item)}`, '');
};

/**
 * The JSON pointer (`/a/0/b`, '' for the value itself) of a string or object key holding
 * unsafe text, or null. Walks with its own stack, so a deeply nested document cannot overflow the
 * call stack; every request's headers and query pass here, so the pointer is only built for a find.
 */
export const findUnsafeText = (value: unknown): string | null => {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pointerOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], key: String(i), parent: visit });
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        if (isUnsafeText(key)) return pointerOf(visit, key);
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: visit });
      }
    }
  }
  return null;
};
