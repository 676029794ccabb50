/**
 * What the slot page decides without drawing: whether /m/play/{vendor}/{gameId} is a house slot,
 * and which cells a spin's line wins cover (the server pays; the page only shows what it paid).
 */
import type { SlotGameValue, SlotSpin } from '@app/contract';
import { HOUSE_SLOTS_VENDOR_CODE, SLOT_GAME_CODES, type SlotGameCode } from '@app/contract/client';

/** The house slot this game page plays; null for another vendor's game or an unknown slot. */
export const houseSlotOf = (vendor: string, gameId: string): SlotGameCode | null =>
  vendor === HOUSE_SLOTS_VENDOR_CODE ? (SLOT_GAME_CODES.find((code) => code === gameId) ?? null) : null;

/** A cell of the grid: reel (column, left to right) and row (0 top). */
export const cellKey = (reel: number, row: number): string => `${reel}:${row}`;

/**
 * The cells of the winning lines: a line win of `count` covers the line's first `count` reels,
 * because lines pay from the leftmost reel.
 */
export function winningCellsOf(wins: SlotSpin['wins'], paylines: SlotGameValue['paylines']): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    const rows = paylines[win.line] ?? [];
    rows.slice(0, win.count).forEach((row, reel) => {
      cells.add(cellKey(reel, row));
    });
  }
  return cells;
}

/** The counts in a row that pay and what each pays per line bet (pays[k] is for k + 1 in a row). */
export const paysOf = (pays: readonly number[]): { count: number; times: number }[] =>
  pays.map((times, index) => ({ count: index + 1, times })).filter((pay) => pay.times > 0);
