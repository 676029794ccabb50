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

/**
 * A text that may differ between languages, as the page shells write their texts: one text where
 * every language agrees, else one `<span lang>` per language, of which the page's style shows the
 * one of <html lang>. Each text is markup already (escaped).
 */
export const inEveryLanguageMarkup = (texts: readonly { tag: string; markup: string }[]): string => {
  const [first] = texts;
  if (texts.every(({ markup }) => markup === first?.markup)) return first?.markup ?? '';
  return texts.map(({ tag, markup }) => `<span lang="${tag}">${markup}</span>`).join('');
};
