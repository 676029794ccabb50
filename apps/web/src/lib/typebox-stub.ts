/**
 * The site's stand-in for TypeBox (vite.config.ts aliases `typebox` here). The contract builds
 * its API schemas when it loads, for the server's validation and OpenAPI; the site only reads the
 * contract's plain values (paths, enums, constants, languages) and never validates with a schema.
 * So every schema builder returns an empty placeholder instead of shipping TypeBox (~66 KB
 * minified, ~17 KB brotli) to every phone. Types still come from the real package.
 */
const placeholder = (): Record<string, never> => ({});

const Type: Record<string, typeof placeholder> = new Proxy({}, { get: () => placeholder });

export default Type;
