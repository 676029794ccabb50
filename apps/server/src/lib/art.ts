/**
 * Generated artwork (SVG), so the demo needs no image from the internet: game icons, vendor
 * wordmarks, live-model avatars, the preset head icons of members and (for the announcements feature) banners. Each picture is a
 * pure function of its text, so it can be cached forever under a versioned address. The output has
 * no script and no external reference; every text is XML-escaped.
 */
import { escapeMarkup } from './markup';

/** Bump when the drawings change: the art addresses carry it (?v=), so caches fetch the new ones. */
export const ART_VERSION = 3;

/** Banner artwork size (spec §2 Home: the carousel): what the banner art draws by default. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/** A stable 32-bit hash (FNV-1a): the same text always gets the same colours. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** Up to two initials of the words of a name ('Golden Dragon' → 'GD'). */
export const initialsOf = (name: string): string =>
  name
    .split(/[\s\-_/]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('') || '?';

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

const gradient = (hue: number, spread = 40) =>
  `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,56%)"/><stop offset="1" stop-color="hsl(${(hue + spread) % 360},70%,30%)"/></linearGradient>`;

/** A light decoration that hints at the kind of game. */
const GLYPHS: Record<string, string> = {
  LOTT: '<circle cx="46" cy="46" r="22" fill="#fff" fill-opacity=".18"/><circle cx="160" cy="40" r="14" fill="#fff" fill-opacity=".14"/>',
  ELOTT:
    '<circle cx="160" cy="44" r="24" fill="#fff" fill-opacity=".16"/><circle cx="40" cy="160" r="12" fill="#fff" fill-opacity=".14"/>',
  LIVE: '<path d="M100 18l22 22-22 22-22-22z" fill="#fff" fill-opacity=".2"/>',
  RNG: '<path d="M0 150q50-40 100 0t100 0v50H0z" fill="#fff" fill-opacity=".12"/><circle cx="165" cy="35" r="18" fill="#fff" fill-opacity=".15"/>',
  FISH: '<path d="M0 160q25-18 50 0t50 0 50 0 50 0v40H0z" fill="#fff" fill-opacity=".16"/>',
  SPORTS:
    '<circle cx="100" cy="100" r="70" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="8"/>',
  ESPORTS: '<path d="M30 40h40v12H30zM130 148h40v12h-40z" fill="#fff" fill-opacity=".2"/>',
  COCKFIGHT: '<path d="M150 20l30 30-30 30z" fill="#fff" fill-opacity=".18"/>',
  PVP: '<rect x="140" y="18" width="40" height="56" rx="6" fill="#fff" fill-opacity=".18" transform="rotate(12 160 46)"/>',
};

/** A game icon: gradient tile, a glyph of its category, its initials and its vendor. */
export const gameSvg = (game: { name: string; category: string; vendorCode: string }): string => {
  const hue = hashOf(game.name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs>${gradient(hue)}<clipPath id="c"><rect width="200" height="200" rx="28"/></clipPath></defs><g clip-path="url(#c)"><rect width="200" height="200" fill="url(#g)"/>${GLYPHS[game.category] ?? ''}</g><text x="100" y="122" ${FONT} font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeMarkup(initialsOf(game.name))}</text><text x="100" y="176" ${FONT} font-size="15" font-weight="600" fill="#fff" fill-opacity=".8" text-anchor="middle" letter-spacing="2">${escapeMarkup(game.vendorCode.slice(0, 14))}</text></svg>`;
};

/** A vendor wordmark: its display name on a rounded band of its colour. */
export const vendorSvg = (displayName: string): string => {
  const hue = hashOf(displayName) % 360;
  const size = Math.max(14, Math.min(34, Math.floor(300 / Math.max(displayName.length, 1))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><defs>${gradient(hue, 25)}</defs><rect width="240" height="80" rx="16" fill="url(#g)"/><text x="120" y="${40 + size * 0.36}" ${FONT} font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${escapeMarkup(displayName)}</text></svg>`;
};

/** A vendor's square mark: its initials on the colours of its wordmark, legible at 16 px. */
export const vendorMarkSvg = (displayName: string): string => {
  const hue = hashOf(displayName) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs>${gradient(hue, 25)}</defs><rect width="64" height="64" rx="14" fill="url(#g)"/><text x="32" y="42" ${FONT} font-size="28" font-weight="800" fill="#fff" text-anchor="middle">${escapeMarkup(initialsOf(displayName))}</text></svg>`;
};

/** A round avatar with initials. */
export const avatarSvg = (name: string): string => {
  const hue = hashOf(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs>${gradient(hue, 60)}</defs><circle cx="80" cy="80" r="80" fill="url(#g)"/><text x="80" y="100" ${FONT} font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${escapeMarkup(initialsOf(name))}</text></svg>`;
};

/** The glyphs of the preset head icons (spec §7 Head icon), drawn white on a 160 × 160 disc. */
const PRESET_GLYPHS = [
  // a player: head and shoulders
  '<circle cx="80" cy="62" r="24"/><path d="M36 128c4-26 22-40 44-40s40 14 44 40z"/>',
  // a star
  '<path d="M80 30l14 30 33 4-24 22 6 33-29-16-29 16 6-33-24-22 33-4z"/>',
  // a crown
  '<path d="M38 112l-6-54 28 22 20-34 20 34 28-22-6 54z"/><rect x="38" y="118" width="84" height="12" rx="4"/>',
  // a spade
  '<path d="M80 30c18 26 42 38 42 60 0 14-12 22-24 20-6-1-10-4-12-8 0 12 4 20 12 26H62c8-6 12-14 12-26-2 4-6 7-12 8-12 2-24-6-24-20 0-22 24-34 42-60z"/>',
  // a heart
  '<path d="M80 126c-30-22-48-38-48-60 0-14 10-24 24-24 10 0 18 6 24 14 6-8 14-14 24-14 14 0 24 10 24 24 0 22-18 38-48 60z"/>',
  // a diamond
  '<path d="M80 28l36 52-36 52-36-52z"/>',
  // a crescent moon
  '<path d="M96 34a48 48 0 1 0 30 80A40 40 0 0 1 96 34z"/>',
  // a lightning bolt
  '<path d="M90 26L48 88h28l-8 46 44-64H84z"/>',
] as const;

/** A preset head icon (1 to PRESET_GLYPHS.length): a glyph on a disc of its own colour. */
export const presetAvatarSvg = (preset: number): string => {
  const glyph = PRESET_GLYPHS[(preset - 1) % PRESET_GLYPHS.length] ?? PRESET_GLYPHS[0];
  const hue = (preset * 47 + 200) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs>${gradient(hue, 60)}</defs><circle cx="80" cy="80" r="80" fill="url(#g)"/><g fill="#fff" fill-opacity=".92">${glyph}</g></svg>`;
};

/** Characters drawn about twice as wide as a Latin letter (CJK, kana, hangul, full-width forms). */
const WIDE =
  '\u1100-\u115f\u2e80-\u303e\u3041-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6';
const WIDE_CHARACTER = new RegExp(`[${WIDE}]`, 'u');
/** Where a line may break: a space, or beside a wide character (Chinese and Japanese use no spaces). */
const PIECES = new RegExp(`[${WIDE}]|[^\\s${WIDE}]+|\\s+`, 'gu');

const widthOf = (text: string): number =>
  Array.from(text).reduce((width, character) => width + (WIDE_CHARACTER.test(character) ? 2 : 1), 0);

/**
 * `text` in lines of at most `width` (Latin letters; a wide character counts two), at most `lines`
 * lines (the last one cut with '…'). Lines break at spaces, and between wide characters.
 */
const wrap = (text: string, width: number, lines: number): string[] => {
  const result: string[] = [];
  let line = '';
  let spaced = false;
  for (const piece of text.match(PIECES) ?? []) {
    if (/^\s/.test(piece)) {
      spaced = line !== '';
      continue;
    }
    const joined = line + (spaced ? ' ' : '') + piece;
    if (line && widthOf(joined) > width) {
      result.push(line);
      line = piece;
    } else line = joined;
    spaced = false;
  }
  if (line) result.push(line);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
};

/** A banner with its title in up to two lines over a gradient with soft circles. */
export const bannerSvg = (banner: { title: string; width: number; height: number }): string => {
  const { width, height } = banner;
  const hue = hashOf(banner.title) % 360;
  const lines = wrap(banner.title, 22, 2);
  const size = Math.round(height / 6.5);
  const top = height / 2 - ((lines.length - 1) * size * 1.2) / 2 + size * 0.35;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${Math.round(width * 0.07)}" y="${Math.round(top + index * size * 1.2)}" ${FONT} font-size="${size}" font-weight="800" fill="#fff">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradient(hue, 50)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.55}" fill="#fff" fill-opacity=".1"/><circle cx="${width * 0.72}" cy="${height}" r="${height * 0.4}" fill="#fff" fill-opacity=".08"/>${text}</svg>`;
};
