/** Comparing a secret someone gave with the one expected (the Operator-Key, a session's CSRF token). */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `given` is the `expected` secret, in constant time whatever the lengths (both sides are
 * hashed to 32 bytes first). An absent or empty one never matches.
 */
export const secretMatches = (expected: string, given: string | undefined): boolean =>
  given !== undefined && given !== '' && timingSafeEqual(digest(expected), digest(given));
