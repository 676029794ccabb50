/**
 * The house's two slot games as data: symbols with their paytable, reel strips and paylines, and
 * the bets a spin may take in each currency. The published RTP is computed from this data
 * (slot-math.ts exactReturn), never written down: changing a strip or a pay changes the figure,
 * and the simulation test then checks the new one.
 */
import type { SlotGameCode } from '@app/contract';
import { machineOf, type SlotGameDef, type SlotMachine } from './slot-math';

/** A strip written one letter per stop (`legend` names each letter's symbol), top to bottom. */
const strip = (letters: string, legend: Readonly<Record<string, string>>): string[] =>
  [...letters].map((letter) => {
    const id = legend[letter];
    if (!id) throw new Error(`strip letter ${letter} has no symbol`);
    return id;
  });

const LUCKY7_LEGEND = {
  C: 'CHERRY',
  L: 'LEMON',
  O: 'ORANGE',
  P: 'PLUM',
  B: 'BELL',
  R: 'BAR',
  '7': 'SEVEN',
};

/**
 * Lucky 7: the classic three-reel fruit machine, 3 × 3, five lines (the rows and both diagonals).
 * Cherries pay from one on the first reel; everything else pays three in a row. No wild.
 */
const LUCKY7: SlotGameDef<'LUCKY7'> = {
  code: 'LUCKY7',
  rows: 3,
  symbols: [
    { id: 'CHERRY', pays: [1, 4, 14] },
    { id: 'LEMON', pays: [0, 0, 20] },
    { id: 'ORANGE', pays: [0, 0, 25] },
    { id: 'PLUM', pays: [0, 0, 30] },
    { id: 'BELL', pays: [0, 0, 40] },
    { id: 'BAR', pays: [0, 0, 60] },
    { id: 'SEVEN', pays: [0, 0, 100] },
  ],
  reels: [
    strip('CPLBOCLP7COLBPCLORPBCLO7CPLBOR', LUCKY7_LEGEND),
    strip('CPLOBCLP7OLBCPOLRCOPBL7OCPLBOR', LUCKY7_LEGEND),
    strip('PCLOBLP7OCRLBPOCLOPBRL7OCPLBOR', LUCKY7_LEGEND),
  ],
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
};

const JADE5_LEGEND = {
  W: 'JADE',
  D: 'DRAGON',
  P: 'PHOENIX',
  G: 'TIGER',
  F: 'KOI',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
};

/**
 * Jade Fortune: five reels × three rows, twenty lines. The jade is wild: it stands for every symbol
 * and pays its own run; the middle reels hold most of them. Three to five in a row pay.
 */
const JADE5: SlotGameDef<'JADE5'> = {
  code: 'JADE5',
  rows: 3,
  symbols: [
    { id: 'JADE', pays: [0, 0, 40, 150, 800], wild: true },
    { id: 'DRAGON', pays: [0, 0, 25, 100, 400] },
    { id: 'PHOENIX', pays: [0, 0, 20, 80, 250] },
    { id: 'TIGER', pays: [0, 0, 15, 50, 200] },
    { id: 'KOI', pays: [0, 0, 12, 40, 150] },
    { id: 'A', pays: [0, 0, 8, 25, 100] },
    { id: 'K', pays: [0, 0, 8, 20, 80] },
    { id: 'Q', pays: [0, 0, 8, 20, 60] },
    { id: 'J', pays: [0, 0, 6, 15, 50] },
    { id: '10', pays: [0, 0, 6, 15, 40] },
  ],
  reels: [
    strip('TAPJKGQTAFJKPQDTGAJKFQWPTAJGKQFD', JADE5_LEGEND),
    strip('TAJWKPGQTAFJWKQDTGAJWKFPQTAJWGKQFD', JADE5_LEGEND),
    strip('JWKQDTGAJWKFPQTAJWGKQFDTAJWKPGQTAF', JADE5_LEGEND),
    strip('PQTAJWGKQFDTAJWKPGQTAFJWKQDTGAJWKF', JADE5_LEGEND),
    strip('DFQKGJATPWQFKJAGTDQPKJFATQGKJPAT', JADE5_LEGEND),
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 0, 0],
    [2, 2, 1, 2, 2],
    [1, 2, 2, 2, 1],
    [1, 0, 0, 0, 1],
    [1, 0, 1, 0, 1],
    [1, 2, 1, 2, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 2, 0, 2, 0],
    [2, 0, 2, 0, 2],
    [0, 2, 2, 2, 0],
  ],
};

/** The games with their symbols numbered, by code. */
export const SLOT_MACHINES: Readonly<Record<SlotGameCode, SlotMachine<SlotGameCode>>> = {
  LUCKY7: machineOf(LUCKY7),
  JADE5: machineOf(JADE5),
};

/**
 * The smallest bet in each currency, in minor units (about 0.05 to 0.20 US dollars); the bet levels
 * are it times BET_STEPS. Every one is a multiple of every game's line count, so a line bet (the bet
 * over the paylines) is a whole number of minor units and every win is exact.
 */
const SMALLEST_BET: Readonly<Record<string, number>> = {
  VND: 1_000,
  IDR: 1_000,
  KRW: 100,
  JPY: 20,
  MMK: 200,
  KHR: 400,
  THB: 200,
  PHP: 200,
  MYR: 20,
  INR: 500,
  CNY: 100,
  USD: 20,
  USDT: 20,
};
/** A currency without its own smallest bet: 100 minor units (1.00 of a two-decimal currency). */
const DEFAULT_SMALLEST_BET = 100;
const BET_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

/** The total bets a spin may take in this currency, smallest first. */
export const betLevelsOf = (currency: string): number[] => {
  const smallest = SMALLEST_BET[currency] ?? DEFAULT_SMALLEST_BET;
  return BET_STEPS.map((step) => step * smallest);
};

/** The currencies with bet levels of their own (the test checks each against every game). */
export const BET_CURRENCIES = Object.keys(SMALLEST_BET);
