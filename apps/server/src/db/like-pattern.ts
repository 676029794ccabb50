/**
 * LIKE patterns of a text someone typed (the back office's searches): its own wildcards (%, _)
 * and the escape character (backslash, PostgreSQL's default) are taken literally.
 */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Matches what contains `text`. */
export const containsPattern = (text: string) => `%${literal(text)}%`;

/** Matches what begins with `text`. */
export const prefixPattern = (text: string) => `${literal(text)}%`;
