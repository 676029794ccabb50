/**
 * The reels: grid[reel][row] drawn as columns, with the winning lines traced over them. Paylines
 * are read left to right in every language, so the reels keep that direction in right-to-left
 * pages too (decision 0036). A new spin's symbols drop in reel by reel, unless the player asks for
 * reduced motion (slots.css).
 */
import type { SlotGameValue, SlotSpin } from '@app/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cellKey, winningCellsOf } from './slot-rules';
import { SymbolGlyph, symbolNameOf } from './symbol-glyph';

/** Colours of the traced lines, by payline index. */
const LINE_COLOURS = ['#ffd43b', '#ff6b6b', '#4dabf7', '#69db7c', '#da77f2', '#ffa94d', '#3bc9db', '#f783ac'];
export const lineColourOf = (line: number): string => LINE_COLOURS[line % LINE_COLOURS.length] ?? '#ffd43b';

/** What the reels show before the first spin: the game's symbols in turn, so the machine looks dressed. */
export const restingGridOf = (game: SlotGameValue): string[][] =>
  Array.from({ length: game.reels }, (_, reel) =>
    Array.from(
      { length: game.rows },
      (_, row) => game.symbols[(reel + row * 2) % game.symbols.length]?.id ?? '',
    ),
  );

export function Reels({
  game,
  spin,
  spinning,
}: {
  game: SlotGameValue;
  spin: SlotSpin | null;
  spinning: boolean;
}) {
  const { t } = useTranslation();
  const grid = spin?.grid ?? restingGridOf(game);
  const symbolIds = game.symbols.map((symbol) => symbol.id);
  const winning = spin && !spinning ? winningCellsOf(spin.wins, game.paylines) : new Set<string>();
  const style = { '--reels': game.reels, '--rows': game.rows } as CSSProperties;
  return (
    <figure
      className={`slot-reels${spinning ? ' slot-reels--spinning' : ''}`}
      style={style}
      dir="ltr"
      aria-label={t('slot_reels')}
      aria-busy={spinning}
    >
      {grid.map((reel, reelIndex) => (
        <div
          // A reel is its place; a new spin re-mounts the reels so their symbols drop in again.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={`${spin?.spinId ?? 'rest'}:${reelIndex}`}
          className="slot-reel"
          style={{ '--reel': reelIndex } as CSSProperties}
        >
          {reel.map((symbolId, row) => (
            <div
              key={cellKey(reelIndex, row)}
              className={`slot-cell${winning.has(cellKey(reelIndex, row)) ? ' slot-cell--win' : ''}`}
              data-testid="slot-cell"
            >
              <SymbolGlyph symbolId={symbolId} symbolIds={symbolIds} label={symbolNameOf(symbolId)} />
            </div>
          ))}
        </div>
      ))}
      {spin && !spinning && spin.wins.length > 0 && (
        <svg
          className="slot-paylines"
          viewBox={`0 0 ${game.reels} ${game.rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {spin.wins.map((win) => (
            <polyline
              key={win.line}
              points={(game.paylines[win.line] ?? [])
                .map((row, reel) => `${reel + 0.5},${row + 0.5}`)
                .join(' ')}
              stroke={lineColourOf(win.line)}
            />
          ))}
        </svg>
      )}
    </figure>
  );
}
