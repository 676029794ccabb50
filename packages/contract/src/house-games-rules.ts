/**
 * The house games' plain values (no schemas): the built-in provider that plays the fast lottery and
 * the slots through the same launch and seamless wallet a vendor uses (decisions 0013, 0015; issue
 * 13). The game pages (/m/lotto-h5/..., /m/play/...) get a player token from the launch and send it
 * with every call (PLAYER_TOKEN_HEADER) beside the member's session: a gone session or token stops
 * play. The schemas are in house-games.ts. Amounts are integers of minor units (wallet-rules.ts).
 *
 * The draw rule is in house-games-draw.ts (its own module, so a page that only plays does not carry
 * the hash code: a bundle holds a module whole).
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const HOUSE_GAMES_PATHS = {
  /** The fast lottery games the player token's vendor is served with (404 when the house does not serve it). */
  lotteryLobby: '/wps/house/lottery',
  /** One game: its current round (commit hash published before betting opens), the last results. */
  lotteryState: '/wps/house/lottery/:gameCode',
  /** POST a bet slip for the open round (Idempotency-Key); GET the member's orders of the game, paged. */
  lotteryOrders: '/wps/house/lottery/:gameCode/orders',
  /** Cancel an order while its round still takes bets: the stake comes back (a rollback). */
  lotteryCancel: '/wps/house/lottery/orders/:orderId/cancel',
  /** Drawn rounds with their revealed seeds, newest first, paged. Public: anyone may verify. */
  lotteryRounds: '/wps/house/lottery/:gameCode/rounds',
  /** A slot game: reels, symbols, paytable, paylines, bet levels and the published RTP. */
  slotGame: '/wps/house/slots/:gameCode',
  /** POST one spin (Idempotency-Key): the bet, the grid, the line wins; GET the member's spins, paged. */
  slotSpins: '/wps/house/slots/:gameCode/spins',
} as const;

export const HOUSE_GAMES_CALLS = {
  lotteryLobby: { method: 'GET', url: HOUSE_GAMES_PATHS.lotteryLobby },
  lotteryState: { method: 'GET', url: HOUSE_GAMES_PATHS.lotteryState },
  placeLotteryOrder: { method: 'POST', url: HOUSE_GAMES_PATHS.lotteryOrders },
  lotteryOrders: { method: 'GET', url: HOUSE_GAMES_PATHS.lotteryOrders },
  cancelLotteryOrder: { method: 'POST', url: HOUSE_GAMES_PATHS.lotteryCancel },
  lotteryRounds: { method: 'GET', url: HOUSE_GAMES_PATHS.lotteryRounds },
  slotGame: { method: 'GET', url: HOUSE_GAMES_PATHS.slotGame },
  spin: { method: 'POST', url: HOUSE_GAMES_PATHS.slotSpins },
  slotSpins: { method: 'GET', url: HOUSE_GAMES_PATHS.slotSpins },
} as const satisfies Record<string, ApiCall>;

/**
 * The catalogue vendors the house plays: the lottery lobbies of spec §4 (TCG_LOTTO_VN, LOTT, ELOTT)
 * open the fast lottery; the house's own slot vendor lists the slots. A player token of another
 * vendor gets GAME_NOT_FOUND from the house calls.
 */
export const HOUSE_LOTTERY_VENDOR_CODES = ['TCG_LOTTO_VN', 'LOTT', 'ELOTT'] as const;
export const HOUSE_SLOTS_VENDOR_CODE = 'HOUSE';

/** The launch's player token, sent by the game page with every house call. */
export const PLAYER_TOKEN_HEADER = 'x-player-token';
export const playerTokenHeaders = (playerToken: string) => ({ [PLAYER_TOKEN_HEADER]: playerToken });

// ---- fast lottery ---------------------------------------------------------------------------

/** The fast lottery games: a draw every 1, 3 and 5 minutes. */
export const LOTTERY_GAMES = [
  { code: 'FAST1', intervalSeconds: 60 },
  { code: 'FAST3', intervalSeconds: 180 },
  { code: 'FAST5', intervalSeconds: 300 },
] as const;
export type LotteryGameCode = (typeof LOTTERY_GAMES)[number]['code'];
export const LOTTERY_GAME_CODES = LOTTERY_GAMES.map((game) => game.code);

/** Betting closes this long before the draw, so no bet races the result. */
export const LOTTERY_CLOSE_BEFORE_DRAW_SECONDS = 5;

/**
 * Round n of a game runs from n × interval to (n + 1) × interval (Unix time): every server process
 * agrees on the schedule without asking another. Bets close LOTTERY_CLOSE_BEFORE_DRAW_SECONDS
 * before the draw at the round's end.
 */
export const lotteryRoundAt = (intervalSeconds: number, atMs: number) => {
  const intervalMs = intervalSeconds * 1000;
  const roundNo = Math.floor(atMs / intervalMs);
  const drawsAt = (roundNo + 1) * intervalMs;
  return {
    roundNo,
    opensAt: roundNo * intervalMs,
    closesAt: drawsAt - LOTTERY_CLOSE_BEFORE_DRAW_SECONDS * 1000,
    drawsAt,
  };
};

/** The bet kinds and what each may pick: a number 0-9, big (5-9) or small (0-4), odd or even, a colour. */
export const LOTTERY_BET_PICKS = {
  number: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  size: ['big', 'small'],
  parity: ['odd', 'even'],
  colour: ['green', 'red', 'violet'],
} as const;
export type LotteryBetKind = keyof typeof LOTTERY_BET_PICKS;
export const LOTTERY_BET_KINDS = Object.keys(LOTTERY_BET_PICKS) as LotteryBetKind[];
export const LOTTERY_PICKS = Object.values(LOTTERY_BET_PICKS).flat();

/** Colours of the numbers: green the odd ones, red the even ones, and 0 and 5 also violet. */
export const lotteryColoursOf = (number: number): ('green' | 'red' | 'violet')[] => {
  const colours: ('green' | 'red' | 'violet')[] = [number % 2 === 1 ? 'green' : 'red'];
  if (number === 0 || number === 5) colours.push('violet');
  return colours;
};

/**
 * What a bet pays per 100 staked when the draw is `number` (0 when it loses): a number 900 (9×),
 * big/small and odd/even 196, green/red 196 but 147 when the number is also violet (0, 5), violet
 * 450. The stake is in the payout (a 196 pays back the stake and 96 more).
 */
export const lotteryPayoutPer100 = (kind: LotteryBetKind, pick: string, number: number): number => {
  switch (kind) {
    case 'number':
      return pick === String(number) ? 900 : 0;
    case 'size':
      return pick === (number >= 5 ? 'big' : 'small') ? 196 : 0;
    case 'parity':
      return pick === (number % 2 === 1 ? 'odd' : 'even') ? 196 : 0;
    case 'colour': {
      const colours = lotteryColoursOf(number);
      if (!colours.includes(pick as 'green' | 'red' | 'violet')) return 0;
      if (pick === 'violet') return 450;
      return colours.includes('violet') ? 147 : 196;
    }
  }
};

/** The payout of a stake in minor units (rounded down). */
export const lotteryPayout = (kind: LotteryBetKind, pick: string, number: number, stake: number): number =>
  Math.floor((stake * lotteryPayoutPer100(kind, pick, number)) / 100);

export const LOTTERY_ORDER_STATUSES = ['open', 'won', 'lost', 'cancelled'] as const;
export type LotteryOrderStatus = (typeof LOTTERY_ORDER_STATUSES)[number];

/** How many lines one bet slip may carry. */
export const LOTTERY_MAX_SLIP_LINES = 20;

// ---- slots ----------------------------------------------------------------------------------

export const SLOT_GAME_CODES = ['LUCKY7', 'JADE5'] as const;
export type SlotGameCode = (typeof SLOT_GAME_CODES)[number];

/** The English text of the house games' own error codes. */
export const HOUSE_GAMES_MESSAGES = {
  [ErrorCode.BETTING_CLOSED]: 'Betting for this round has closed',
  [ErrorCode.PLAY_STOPPED]: 'Play is stopped by a limit on your account',
} as const;
