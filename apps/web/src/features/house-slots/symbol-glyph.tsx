/**
 * The slot symbols as inline SVG (nothing to download, crisp at any size, themed by their own
 * colours so they read on light and dark reels). A symbol id names its drawing when it contains a
 * known word (seven, cherry, dragon, wild ...), a card rank (A, K, Q, J, 10) is written on a tile,
 * and any other id gets a drawing by its place in the game's symbol list, so a new symbol still
 * looks like a symbol.
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
  orange: (
    <>
      <circle cx="32" cy="36" r="20" fill="#fd7e14" stroke="#d9480f" strokeWidth="3" />
      <path d="M32 16c2-6 8-9 14-8-2 6-8 9-14 8z" fill="#40c057" />
      <circle cx="25" cy="29" r="4" fill="#ffd8a8" />
    </>
  ),
  dragon: (
    <>
      <rect x="6" y="6" width="52" height="52" rx="12" fill="#c92a2a" stroke="#ffd43b" strokeWidth="3" />
      <path
        d="M16 44c4-16 16-24 30-22-8 2-12 6-12 10 6-4 12-2 14 2-6-1-10 1-12 5 5-1 9 1 10 5-8-3-18-2-30 0z"
        fill="#ffd43b"
      />
      <circle cx="44" cy="18" r="5" fill="#fff3bf" />
    </>
  ),
  phoenix: (
    <>
      <path
        d="M32 58c-14-6-20-18-14-32 2 8 6 12 10 12-4-10-2-22 8-30-2 10 2 16 8 20 0-6 2-10 6-12-2 14 4 20-2 30-3 6-9 10-16 12z"
        fill="#ff922b"
        stroke="#d9480f"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 52c-5-3-7-9-4-15 3 4 6 4 8 2 1 6 0 10-4 13z" fill="#ffe066" />
    </>
  ),
  tiger: (
    <>
      <path d="M14 14l10 6h16l10-6-2 14H16z" fill="#f08c00" />
      <circle cx="32" cy="36" r="20" fill="#ffa94d" stroke="#d9480f" strokeWidth="3" />
      <path
        d="M32 18v8M20 26l5 5M44 26l-5 5M14 38h8M42 38h8"
        stroke="#212529"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="25" cy="36" r="3" fill="#212529" />
      <circle cx="39" cy="36" r="3" fill="#212529" />
      <path d="M28 45h8l-4 4z" fill="#212529" />
    </>
  ),
  koi: (
    <>
      <path
        d="M8 32c8-12 26-16 38-6l10-8-2 14 2 14-10-8C34 48 16 44 8 32z"
        fill="#ff6b6b"
        stroke="#c92a2a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M22 26c4 4 4 10 0 14M30 24c3 5 3 11 0 16"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="15" cy="30" r="2.5" fill="#212529" />
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

/** Drawings for other ids, in the order of the game's symbol list: shapes no named symbol uses. */
const FALLBACK_ORDER = ['diamond', 'star', 'clover', 'coin'];

/** Colours of the card-rank tiles (A K Q J 10 ...), in the order of the game's symbol list. */
const RANK_COLOURS = ['#1c7ed6', '#7048e8', '#2b8a3e', '#e8590c', '#c2255c', '#0b7285'];

/** A card rank or a number (A, K, Q, J, 10): the id itself, written on a tile. */
const isRank = (id: string): boolean => /^([AKQJ]|\d{1,2})$/.test(id) && id !== '7';

const rankTile = (rank: string, colour: string) => (
  <>
    <rect x="8" y="8" width="48" height="48" rx="10" fill="#ffffff" stroke={colour} strokeWidth="4" />
    <text
      x="32"
      y="43"
      textAnchor="middle"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontSize={rank.length > 1 ? 26 : 32}
      fontWeight="700"
      fill={colour}
    >
      {rank}
    </text>
  </>
);

/** A symbol's drawing: by the word in its id, a card rank as itself, else by its place in the list. */
function glyphOf(symbolId: string, symbolIds: readonly string[]): ReactElement | undefined {
  const id = symbolId.toLowerCase();
  const index = Math.max(0, symbolIds.indexOf(symbolId));
  const named = id === '7' ? 'seven' : Object.keys(GLYPHS).find((name) => id.includes(name));
  if (named) return GLYPHS[named];
  if (isRank(symbolId)) return rankTile(symbolId, RANK_COLOURS[index % RANK_COLOURS.length] ?? '#1c7ed6');
  return GLYPHS[FALLBACK_ORDER[index % FALLBACK_ORDER.length] ?? 'star'];
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
      {glyphOf(symbolId, symbolIds)}
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
