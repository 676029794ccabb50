/**
 * The cache headers of answers that never change at their address (hashed files, art by version,
 * pictures by random id): kept a year and never asked again.
 */
export const IMMUTABLE_PUBLIC = 'public, max-age=31536000, immutable';
/** The same for what only its holder may see (a member's chat or feedback picture): no shared cache. */
export const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';
