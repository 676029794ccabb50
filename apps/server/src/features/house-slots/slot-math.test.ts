/**
 * The slot arithmetic: what a line pays (the paytable, wild substitution, the leftmost-run rule),
 * the exact RTP checked against a full enumeration of the three-reel game, and millions of seeded
 * spins through spinOutcome — the function the server's spins use — landing within ±0.5
 * percentage points of the published figure.
 */
import { SLOT_GAME_CODES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { BET_CURRENCIES, betLevelsOf, SLOT_MACHINES } from './slot-games';
import { evaluateLine, exactReturn, gridOf, machineOf, rtpPercentOf, spinOutcome } from './slot-math';

const lucky7 = SLOT_MACHINES.LUCKY7;
const jade5 = SLOT_MACHINES.JADE5;

/** The symbol numbers of these ids in a machine. */
const numbered = (machine: typeof lucky7, ids: string[]) =>
  ids.map((id) => machine.symbols.findIndex((symbol) => symbol.id === id));
const payOfLine = (machine: typeof lucky7, ids: string[]) => {
  const win = evaluateLine(machine, numbered(machine, ids));
  return win && { symbol: machine.symbols[win.symbol]?.id, count: win.count, multiple: win.multiple };
};

/** sfc32: a small seeded generator, so that the simulation is the same every run. */
const seeded = (seed: number) => {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) next();
  /** A stop in [0, length): the 2^-32 unevenness of the scaling is far below what a test can see. */
  return (length: number) => Math.floor((next() / 2 ** 32) * length);
};

describe('slot lines', () => {
  it('pays a line what the paytable says, counting from the leftmost reel', () => {
    expect(payOfLine(lucky7, ['SEVEN', 'SEVEN', 'SEVEN'])).toEqual({
      symbol: 'SEVEN',
      count: 3,
      multiple: 100,
    });
    expect(payOfLine(lucky7, ['CHERRY', 'LEMON', 'CHERRY'])).toEqual({
      symbol: 'CHERRY',
      count: 1,
      multiple: 1,
    });
    expect(payOfLine(lucky7, ['CHERRY', 'CHERRY', 'BAR'])).toEqual({
      symbol: 'CHERRY',
      count: 2,
      multiple: 4,
    });
    // Not from the leftmost reel, or not in a row: nothing.
    expect(payOfLine(lucky7, ['LEMON', 'CHERRY', 'CHERRY'])).toBeNull();
    expect(payOfLine(lucky7, ['BELL', 'BELL', 'PLUM'])).toBeNull();
    expect(payOfLine(jade5, ['A', 'A', 'K', 'A', 'A'])).toBeNull();
    expect(payOfLine(jade5, ['DRAGON', 'DRAGON', 'DRAGON', 'A', 'DRAGON'])).toEqual({
      symbol: 'DRAGON',
      count: 3,
      multiple: 25,
    });
    expect(payOfLine(jade5, ['10', '10', '10', '10', '10'])).toEqual({
      symbol: '10',
      count: 5,
      multiple: 40,
    });
  });

  it('lets the wild stand for the first other symbol, or pay its own run when that is worth more', () => {
    expect(payOfLine(jade5, ['A', 'JADE', 'A', 'JADE', 'K'])).toEqual({
      symbol: 'A',
      count: 4,
      multiple: 25,
    });
    expect(payOfLine(jade5, ['JADE', 'JADE', 'TIGER', 'TIGER', 'Q'])).toEqual({
      symbol: 'TIGER',
      count: 4,
      multiple: 50,
    });
    // Three wilds pay 40; as J they would be four J for 15.
    expect(payOfLine(jade5, ['JADE', 'JADE', 'JADE', 'J', 'Q'])).toEqual({
      symbol: 'JADE',
      count: 3,
      multiple: 40,
    });
    expect(payOfLine(jade5, ['JADE', 'JADE', 'JADE', 'JADE', 'JADE'])).toEqual({
      symbol: 'JADE',
      count: 5,
      multiple: 800,
    });
    // A wild after a break does not join the run.
    expect(payOfLine(jade5, ['KOI', 'KOI', 'Q', 'JADE', 'KOI'])).toBeNull();
  });

  it('reads each payline off the grid of the reel stops', () => {
    const stops = [0, 5, 12, 20, 31];
    const grid = gridOf(jade5, stops);
    expect(grid).toHaveLength(5);
    jade5.strips.forEach((strip, reel) => {
      // The last stop wraps around the strip.
      expect(grid[reel]).toEqual([0, 1, 2].map((row) => strip[((stops[reel] ?? 0) + row) % strip.length]));
    });
    const { wins, multiple } = spinOutcome(jade5, stops);
    for (const win of wins) {
      const line = jade5.paylines[win.line]?.map((row, reel) => grid[reel]?.[row] ?? -1) ?? [];
      expect(evaluateLine(jade5, line)).toEqual({
        symbol: win.symbol,
        count: win.count,
        multiple: win.multiple,
      });
    }
    expect(multiple).toBe(wins.reduce((sum, win) => sum + win.multiple, 0));
  });

  it('refuses a strip symbol missing from the paytable', () => {
    expect(() =>
      machineOf({
        code: 'X',
        rows: 1,
        symbols: [{ id: 'A', pays: [1] }],
        reels: [['A', 'B']],
        paylines: [[0]],
      }),
    ).toThrow(/B is not in the paytable/);
  });
});

describe('slot return to player', () => {
  it('publishes believable figures, exact to two decimals', () => {
    for (const machine of Object.values(SLOT_MACHINES)) {
      const { rtp } = exactReturn(machine);
      expect(rtp).toBeGreaterThan(0.95);
      expect(rtp).toBeLessThan(0.97);
      expect(rtpPercentOf(machine)).toBe(Math.round(rtp * 10_000) / 100);
    }
    expect(rtpPercentOf(lucky7)).toBe(96.11);
    expect(rtpPercentOf(jade5)).toBe(96.61);
  });

  it('agrees with every stop combination of the three-reel game played through spinOutcome', () => {
    const [first, second, third] = lucky7.strips.map((strip) => strip.length);
    let paid = 0;
    for (let a = 0; a < (first ?? 0); a += 1)
      for (let b = 0; b < (second ?? 0); b += 1)
        for (let c = 0; c < (third ?? 0); c += 1) paid += spinOutcome(lucky7, [a, b, c]).multiple;
    const spins = (first ?? 0) * (second ?? 0) * (third ?? 0);
    // Each spin stakes one line bet per payline.
    const exact = exactReturn(lucky7);
    expect(paid * exact.total).toBe(exact.paid * spins * lucky7.paylines.length);
  });

  it.each(SLOT_GAME_CODES)(
    '%s: two million seeded spins return the published RTP within ±0.5 percentage points',
    (code) => {
      const machine = SLOT_MACHINES[code];
      const stopOf = seeded(20261126);
      const spins = 2_000_000;
      const lines = machine.paylines.length;
      const stops = machine.strips.map(() => 0);
      let returned = 0;
      let squares = 0;
      for (let spin = 0; spin < spins; spin += 1) {
        machine.strips.forEach((strip, reel) => {
          stops[reel] = stopOf(strip.length);
        });
        // What the spin returned per unit staked: its line multiples over the lines played.
        const ratio = spinOutcome(machine, stops).multiple / lines;
        returned += ratio;
        squares += ratio * ratio;
      }
      const measured = (returned / spins) * 100;
      const standardError = (Math.sqrt(squares / spins - (returned / spins) ** 2) / Math.sqrt(spins)) * 100;
      expect(Math.abs(measured - rtpPercentOf(machine))).toBeLessThanOrEqual(0.5);
      // The window is wide enough to pass by luck only if the sample is too small: it is not.
      expect(standardError).toBeLessThan(0.5 / 3);
    },
    60_000,
  );
});

describe('bet levels', () => {
  it('are whole line bets in every currency, for every game', () => {
    for (const currency of [...BET_CURRENCIES, 'EUR']) {
      const levels = betLevelsOf(currency);
      expect(levels.length).toBeGreaterThan(3);
      expect([...levels].sort((a, b) => a - b)).toEqual(levels);
      for (const machine of Object.values(SLOT_MACHINES))
        for (const level of levels) expect(level % machine.paylines.length).toBe(0);
    }
  });
});
