/**
 * The slot symbols as inline SVG (nothing to download, crisp at any size, themed by their own
 * colours so they read on light and dark reels). A symbol id names its drawing when it contains a
 * known word (seven, cherry, wild ...); any other id gets a drawing by its place in the game's
 * symbol list, so a new symbol still looks like a symbol.
 */
import type { ReactElement } from 'react';

const GLYPHS: Record<string, ReactElement> = {
  seven: (
    <>
      <rect x="6" y="6" width="52" height="52" rx="12" fill="#7a0d1b" />
      <path d="M18 16h28v7L33 50h-9l12-25H18z" fill="#ff4058" stroke="#ffd66b" strokeWidth="3" />
    </>
  ),
  cherry: (
    <>
      <path d="M22 38c4-14 10-22 20-28M42 10c0 12 2 20 4 28" fill="none" stroke="#2f9e44" strokeWidth="4" />
      <path d="M40 10c6-4 12-3 16 1-6 3-11 3-16-1z" fill="#40c057" />
      <circle cx="20" cy="44" r="11" fill="#e03131" />
      <circle cx="44" cy="44" r="11" fill="#c92a2a" />
      <circle cx="16" cy="40" r="3" fill="#ffc9c9" />
      <circle cx="40" cy="40" r="3" fill="#ffc9c9" />
    </>
  ),
  bell: (
    <>
      <path
        d="M32 8c-11 0-16 9-16 20v10l-6 8h44l-6-8V28c0-11-5-20-16-20z"
        fill="#f5b700"
        stroke="#a86b00"
        strokeWidth="3"
      />
      <circle cx="32" cy="52" r="6" fill="#a86b00" />
      <path d="M24 22c2-5 5-7 8-7" fill="none" stroke="#fff3bf" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  bar: (
    <>
      <rect x="6" y="18" width="52" height="28" rx="6" fill="#212529" stroke="#ffd43b" strokeWidth="3" />
      <text
        x="32"
        y="38.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="17"
        fontWeight="900"
        fill="#ffd43b"
      >
        BAR
      </text>
    </>
  ),
  lemon: (
    <>
      <path d="M40 20c4-8 12-10 16-8-2 6-8 10-16 8z" fill="#40c057" />
      <ellipse
        cx="30"
        cy="38"
        rx="22"
        ry="15"
        fill="#fcc419"
        stroke="#e67700"
        strokeWidth="3"
        transform="rotate(-18 30 38)"
      />
      <path d="M18 34c3-5 8-8 13-9" fill="none" stroke="#fff9db" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  plum: (
    <>
      <circle cx="32" cy="36" r="20" fill="#7048e8" />
      <path d="M32 16c0-4 2-7 6-9" fill="none" stroke="#2f9e44" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="28" r="5" fill="#b197fc" />
    </>
  ),
  star: (
    <path
      d="M32 6l7.6 16.4L57 24.6 44 37l3.2 18L32 46.6 16.8 55 20 37 7 24.6l17.4-2.2z"
      fill="#ffd43b"
      stroke="#f08c00"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  diamond: (
    <>
      <path
        d="M14 22l8-12h20l8 12-18 32z"
        fill="#4dabf7"
        stroke="#1864ab"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M14 22h36M22 10l10 44 10-44" fill="none" stroke="#d0ebff" strokeWidth="2" />
    </>
  ),
  clover: (
    <>
      <circle cx="24" cy="24" r="10" fill="#37b24d" />
      <circle cx="40" cy="24" r="10" fill="#2f9e44" />
      <circle cx="24" cy="40" r="10" fill="#2f9e44" />
      <circle cx="40" cy="40" r="10" fill="#37b24d" />
      <path d="M32 34c2 10 6 16 12 20" fill="none" stroke="#2b8a3e" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  coin: (
    <>
      <circle cx="32" cy="32" r="24" fill="#fab005" stroke="#e67700" strokeWidth="3" />
      <circle cx="32" cy="32" r="16" fill="none" stroke="#fff3bf" strokeWidth="3" />
      <rect x="27" y="27" width="10" height="10" fill="#e67700" />
    </>
  ),
  jade: (
    <>
      <path
        d="M32 6l22 13v26L32 58 10 45V19z"
        fill="#12b886"
        stroke="#087f5b"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 18l12 7v14l-12 7-12-7V25z" fill="#96f2d7" />
    </>
  ),
  wild: (
    <>
      <rect x="6" y="6" width="52" height="52" rx="12" fill="#5f3dc4" stroke="#ffd43b" strokeWidth="3" />
      <path
        d="M14 20l6 26 6-18 6 18 6-18 6 18 6-26"
        fill="none"
        stroke="#ffd43b"
        strokeWidth="5"
        strokeLinejoin="round"
      />
    </>
  ),
  scatter: (
    <>
      <path
        d="M32 4l6 16 16-6-6 16 16 6-16 6 6 16-16-6-6 16-6-16-16 6 6-16-16-6 16-6-6-16 16 6z"
        fill="#f06595"
        stroke="#a61e4d"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="32" r="9" fill="#fff0f6" />
    </>
  ),
};

type GlyphName = keyof typeof GLYPHS;
/** Drawings for unknown ids, in the order of the game's symbol list. */
const FALLBACK_ORDER: GlyphName[] = [
  'diamond',
  'star',
  'bell',
  'clover',
  'coin',
  'plum',
  'lemon',
  'bar',
  'jade',
  'cherry',
];

/** The drawing of a symbol: by the word in its id, else by its place in the game's symbol list. */
export function glyphNameOf(symbolId: string, symbolIds: readonly string[]): GlyphName {
  const id = symbolId.toLowerCase();
  const named = Object.keys(GLYPHS).find((name) => id.includes(name));
  if (named) return named;
  if (id === '7' || id.includes('lucky')) return 'seven';
  const index = Math.max(0, symbolIds.indexOf(symbolId));
  return FALLBACK_ORDER[index % FALLBACK_ORDER.length] ?? 'star';
}

/** A symbol drawn at the size of its box; `label` names it for assistive technology. */
export function SymbolGlyph({
  symbolId,
  symbolIds,
  label,
}: {
  symbolId: string;
  symbolIds: readonly string[];
  label?: string;
}) {
  return (
    <svg
      className="slot-symbol"
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {GLYPHS[glyphNameOf(symbolId, symbolIds)]}
    </svg>
  );
}

/**
 * A symbol's name for assistive technology: its id, as the game names it (like a game's name, the
 * game's own words, not the site's).
 */
export const symbolNameOf = (symbolId: string): string => {
  const words = symbolId.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
