/**
 * Text put into HTML, SVG or XML the server writes (the sandbox gateway's page, the generated art,
 * the home page's banner address): the five characters markup reads, as entities. Safe in text
 * and in quoted attribute values.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
