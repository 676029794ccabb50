/**
 * The slot machines' arithmetic, pure (no randomness, no I/O): the grid a set of reel stops shows,
 * what each payline pays, and the exact return to player of a game's reel strips and paytable.
 * The server's spins and the simulation test both call spinOutcome, so the figure the test
 * measures is the figure the players get.
 *
 * Symbols are numbered (their index in the game's symbol list) so that millions of simulated spins
 * stay cheap; the answers name them by id.
 */

export interface SlotSymbolDef {
  id: string;
  /** pays[k]: the multiple of the line bet for k + 1 of the symbol in a row from the leftmost reel. */
  pays: readonly number[];
  /** Stands for every other symbol on a line (and pays its own run of wilds). */
  wild?: boolean;
}

export interface SlotGameDef<Code extends string = string> {
  code: Code;
  rows: number;
  symbols: readonly SlotSymbolDef[];
  /** One strip per reel, as symbol ids from top to bottom; it wraps around. */
  reels: readonly (readonly string[])[];
  /** Each payline: the row (0 top) it crosses on each reel, left to right. */
  paylines: readonly (readonly number[])[];
}

/** A game with its symbols numbered: what the evaluation runs on. */
export interface SlotMachine<Code extends string = string> extends SlotGameDef<Code> {
  /** Each reel's strip as symbol numbers. */
  strips: readonly (readonly number[])[];
  /** The wild's number, or -1 when the game has none. */
  wild: number;
}

export const machineOf = <Code extends string>(game: SlotGameDef<Code>): SlotMachine<Code> => {
  const numberOf = new Map(game.symbols.map((symbol, index) => [symbol.id, index]));
  const strips = game.reels.map((reel) =>
    reel.map((id) => {
      const number = numberOf.get(id);
      if (number === undefined) throw new Error(`${game.code}: reel symbol ${id} is not in the paytable`);
      return number;
    }),
  );
  if (game.symbols.some((symbol) => symbol.pays.length !== game.reels.length)) {
    throw new Error(`${game.code}: every symbol pays for 1 to ${game.reels.length} in a row`);
  }
  return { ...game, strips, wild: game.symbols.findIndex((symbol) => symbol.wild) };
};

/** One payline's win, in multiples of the line bet. */
export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  multiple: number;
}

const payOf = (machine: SlotMachine, symbol: number, count: number) =>
  machine.symbols[symbol]?.pays[count - 1] ?? 0;

/**
 * What the symbols along one payline pay: the leftmost symbol's run from reel 1, wilds standing in
 * for it. A run that starts with wilds counts for the first other symbol after them, or pays as a
 * run of wilds when that is worth more. One win per line, the larger; null when the line pays nothing.
 */
export const evaluateLine = (
  machine: SlotMachine,
  symbols: readonly number[],
): { symbol: number; count: number; multiple: number } | null => {
  const { wild } = machine;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const wildMultiple = wilds > 0 ? payOf(machine, wild, wilds) : 0;
  let best =
    wildMultiple > 0
      ? { symbol: wild, count: wilds, multiple: wildMultiple }
      : { symbol: -1, count: 0, multiple: 0 };
  const target = symbols[wilds];
  if (target !== undefined) {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) count += 1;
    const multiple = payOf(machine, target, count);
    if (multiple > best.multiple) best = { symbol: target, count, multiple };
  }
  return best.multiple > 0 ? best : null;
};

/** The symbols shown, grid[reel][row]: each reel shows `rows` symbols of its strip from its stop down. */
export const gridOf = (machine: SlotMachine, stops: readonly number[]): number[][] =>
  machine.strips.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: machine.rows }, (_, row) => strip[(stop + row) % strip.length] ?? -1);
  });

/** A spin's grid and its line wins (in multiples of the line bet) for these reel stops. */
export const spinOutcome = (machine: SlotMachine, stops: readonly number[]) => {
  const grid = gridOf(machine, stops);
  const wins: LineWin[] = [];
  let multiple = 0;
  // One buffer for every line: the simulation test evaluates tens of millions of them.
  const symbols: number[] = [];
  machine.paylines.forEach((rows, line) => {
    for (let reel = 0; reel < rows.length; reel += 1) symbols[reel] = grid[reel]?.[rows[reel] ?? 0] ?? -1;
    const win = evaluateLine(machine, symbols);
    if (win) {
      wins.push({ line, ...win });
      multiple += win.multiple;
    }
  });
  return { grid, wins, multiple };
};

/**
 * The exact return to player as a fraction of the amount staked, with its parts: `paid` over `total`
 * equally likely symbol combinations of one payline.
 *
 * Each reel stops uniformly on its strip, so every row of a reel shows each symbol as often as the
 * strip holds it, and the reels are independent: every payline has the same distribution, whatever
 * rows it crosses. The line bet is the bet over the paylines, so a spin returns, on average, what one
 * payline pays in multiples of its line bet. That is summed over every combination of symbols (one
 * per reel, weighted by how often each strip holds it) with the same evaluateLine the spins use:
 * 10^5 combinations for 5 reels of 10 symbols, all integers, no sampling.
 */
export const exactReturn = (machine: SlotMachine): { paid: number; total: number; rtp: number } => {
  const counts = machine.strips.map((strip) => {
    const count = new Map<number, number>();
    for (const symbol of strip) count.set(symbol, (count.get(symbol) ?? 0) + 1);
    return [...count];
  });
  const line: number[] = [];
  let paid = 0;
  const visit = (reel: number, weight: number) => {
    const reelCounts = counts[reel];
    if (!reelCounts) {
      paid += weight * (evaluateLine(machine, line)?.multiple ?? 0);
      return;
    }
    for (const [symbol, count] of reelCounts) {
      line[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  const total = machine.strips.reduce((product, strip) => product * strip.length, 1);
  if (!Number.isSafeInteger(paid * 100))
    throw new Error(`${machine.code}: the exact sum outgrew safe integers`);
  return { paid, total, rtp: paid / total };
};

/** The published RTP in percent: the exact figure, to two decimals. */
export const rtpPercentOf = (machine: SlotMachine): number =>
  Math.round(exactReturn(machine).rtp * 10_000) / 100;
