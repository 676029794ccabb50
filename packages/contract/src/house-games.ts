/**
 * The house games (issue 13): the built-in provider's fast lottery and slots, called by their game
 * pages with the member's session (Authorization) and the launch's player token
 * (PLAYER_TOKEN_HEADER). Money moves through the seamless wallet like a vendor's (decision 0013):
 * a bet slip or a spin is a debit, a win a credit, a cancelled slip a rollback. Amounts in minor
 * units; times ISO 8601. house-games-rules.ts has the paths, the schedule, the payouts and the draw.
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import {
  HOUSE_GAMES_CALLS,
  LOTTERY_BET_KINDS,
  LOTTERY_GAME_CODES,
  LOTTERY_MAX_SLIP_LINES,
  LOTTERY_ORDER_STATUSES,
  LOTTERY_PICKS,
  PLAYER_TOKEN_HEADER,
  SLOT_GAME_CODES,
} from './house-games-rules';
import { Amount, IdempotencyHeaders, Money, Paged, PageQuery, Time } from './money-schemas';

const Hex64 = Type.String({ pattern: '^[0-9a-f]{64}$', description: '32 bytes, hex' });

/** Every house call but the public rounds carries the launch's player token. */
export const PlayerTokenHeaders = Type.Object({
  [PLAYER_TOKEN_HEADER]: Type.String({ minLength: 1, maxLength: 128 }),
});
const PlayerTokenAndIdempotencyHeaders = Type.Object({
  ...PlayerTokenHeaders.properties,
  ...IdempotencyHeaders.properties,
});

// ---- fast lottery ---------------------------------------------------------------------------

export const LotteryGameParams = Type.Object({ gameCode: Type.Enum(LOTTERY_GAME_CODES) });
export const LotteryOrderParams = Type.Object({ orderId: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });

export const LotteryGame = Type.Object({
  code: Type.Enum(LOTTERY_GAME_CODES),
  intervalSeconds: Type.Integer(),
  /** The smallest and largest stake of one slip line. */
  minStake: Money,
  maxStake: Money,
});
export type LotteryGame = Static<typeof LotteryGame>;

export const LotteryLobbyValue = Type.Object({
  games: Type.Array(LotteryGame),
  currency: Type.String(),
  /** Minor-unit digits of the currency. */
  decimals: Type.Integer(),
});
export type LotteryLobbyValue = Static<typeof LotteryLobbyValue>;

/** A drawn round: the seed is revealed, so anyone can check SHA-256(seed) = commit and redraw the number. */
export const LotteryResult = Type.Object({
  gameCode: Type.Enum(LOTTERY_GAME_CODES),
  roundNo: Type.Integer(),
  number: Type.Integer({ minimum: 0, maximum: 9 }),
  commit: Hex64,
  seed: Hex64,
  drawnAt: Time,
});
export type LotteryResult = Static<typeof LotteryResult>;

/** The round that takes bets now, and the next one: both commitments are published already. */
export const LotteryRound = Type.Object({
  roundNo: Type.Integer(),
  commit: Hex64,
  opensAt: Time,
  closesAt: Time,
  drawsAt: Time,
});
export type LotteryRound = Static<typeof LotteryRound>;

export const LotteryStateValue = Type.Object({
  game: LotteryGame,
  serverTime: Time,
  current: LotteryRound,
  next: LotteryRound,
  /** The last drawn rounds, newest first. */
  results: Type.Array(LotteryResult),
});
export type LotteryStateValue = Static<typeof LotteryStateValue>;

export const LotteryBetLine = Type.Object(
  { kind: Type.Enum(LOTTERY_BET_KINDS), pick: Type.Enum(LOTTERY_PICKS), stake: Amount },
  { additionalProperties: false },
);
export type LotteryBetLine = Static<typeof LotteryBetLine>;

export const LotteryOrderBody = Type.Object(
  {
    /** The round the player saw open: a slip for a round that has closed is refused (BETTING_CLOSED). */
    roundNo: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    lines: Type.Array(LotteryBetLine, { minItems: 1, maxItems: LOTTERY_MAX_SLIP_LINES }),
  },
  { additionalProperties: false },
);
export type LotteryOrderBody = Static<typeof LotteryOrderBody>;

export const LotteryOrder = Type.Object({
  orderId: Type.String(),
  gameCode: Type.Enum(LOTTERY_GAME_CODES),
  roundNo: Type.Integer(),
  status: Type.Enum(LOTTERY_ORDER_STATUSES),
  lines: Type.Array(
    Type.Object({
      kind: Type.Enum(LOTTERY_BET_KINDS),
      pick: Type.Enum(LOTTERY_PICKS),
      stake: Money,
      /** What the line paid (0 for a loss); null until drawn. */
      payout: Type.Union([Money, Type.Null()]),
    }),
  ),
  stake: Money,
  /** The slip's total payout; null until drawn. */
  payout: Type.Union([Money, Type.Null()]),
  /** The round's number once drawn. */
  number: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Time,
  /** Cancellable until then (the round's close). */
  closesAt: Time,
});
export type LotteryOrder = Static<typeof LotteryOrder>;

export const LotteryOrderPlaced = Type.Object({
  order: LotteryOrder,
  /** The balance after the stake was taken. */
  balance: Money,
});
export type LotteryOrderPlaced = Static<typeof LotteryOrderPlaced>;

// ---- slots ----------------------------------------------------------------------------------

export const SlotGameParams = Type.Object({ gameCode: Type.Enum(SLOT_GAME_CODES) });

export const SlotSymbol = Type.Object({
  id: Type.String(),
  /** Line pays by count of the symbol from the leftmost reel: pays[k] for k + 1 in a row, × the line bet. */
  pays: Type.Array(Type.Integer({ minimum: 0 })),
  /** A wild stands for every symbol but scatters. */
  wild: Type.Optional(Type.Boolean()),
});

export const SlotGameValue = Type.Object({
  code: Type.Enum(SLOT_GAME_CODES),
  reels: Type.Integer(),
  rows: Type.Integer(),
  symbols: Type.Array(SlotSymbol),
  /** Each payline: the row (0 top) it crosses on each reel, left to right. */
  paylines: Type.Array(Type.Array(Type.Integer({ minimum: 0 }))),
  /** The total bets a spin may take, in minor units; the line bet is bet / paylines. */
  betLevels: Type.Array(Money),
  /** The published return to player, in percent (e.g. 96.2): the exact figure of the paytable and reel strips. */
  rtpPercent: Type.Number(),
  currency: Type.String(),
  decimals: Type.Integer(),
});
export type SlotGameValue = Static<typeof SlotGameValue>;

export const SpinBody = Type.Object({ bet: Amount }, { additionalProperties: false });
export type SpinBody = Static<typeof SpinBody>;

export const SlotSpin = Type.Object({
  spinId: Type.String(),
  gameCode: Type.Enum(SLOT_GAME_CODES),
  bet: Money,
  /** The symbols shown, grid[reel][row]. */
  grid: Type.Array(Type.Array(Type.String())),
  wins: Type.Array(
    Type.Object({
      /** Index into the game's paylines. */
      line: Type.Integer(),
      symbol: Type.String(),
      count: Type.Integer(),
      amount: Money,
    }),
  ),
  totalWin: Money,
  createdAt: Time,
});
export type SlotSpin = Static<typeof SlotSpin>;

export const SpinValue = Type.Object({
  spin: SlotSpin,
  /** The balance after the bet and the win. */
  balance: Money,
});
export type SpinValue = Static<typeof SpinValue>;

// ---- routes ---------------------------------------------------------------------------------

export const houseGamesRoutes = {
  lotteryLobby: {
    ...HOUSE_GAMES_CALLS.lotteryLobby,
    headers: PlayerTokenHeaders,
    response: Ok(LotteryLobbyValue),
  },
  lotteryState: {
    ...HOUSE_GAMES_CALLS.lotteryState,
    headers: PlayerTokenHeaders,
    params: LotteryGameParams,
    response: Ok(LotteryStateValue),
  },
  placeLotteryOrder: {
    ...HOUSE_GAMES_CALLS.placeLotteryOrder,
    headers: PlayerTokenAndIdempotencyHeaders,
    params: LotteryGameParams,
    body: LotteryOrderBody,
    response: Ok(LotteryOrderPlaced),
  },
  lotteryOrders: {
    ...HOUSE_GAMES_CALLS.lotteryOrders,
    headers: PlayerTokenHeaders,
    params: LotteryGameParams,
    querystring: Type.Object(PageQuery),
    response: Ok(Paged(LotteryOrder)),
  },
  cancelLotteryOrder: {
    ...HOUSE_GAMES_CALLS.cancelLotteryOrder,
    headers: PlayerTokenHeaders,
    params: LotteryOrderParams,
    response: Ok(LotteryOrderPlaced),
  },
  lotteryRounds: {
    ...HOUSE_GAMES_CALLS.lotteryRounds,
    params: LotteryGameParams,
    querystring: Type.Object(PageQuery),
    response: Ok(Paged(LotteryResult)),
  },
  slotGame: {
    ...HOUSE_GAMES_CALLS.slotGame,
    headers: PlayerTokenHeaders,
    params: SlotGameParams,
    response: Ok(SlotGameValue),
  },
  spin: {
    ...HOUSE_GAMES_CALLS.spin,
    headers: PlayerTokenAndIdempotencyHeaders,
    params: SlotGameParams,
    body: SpinBody,
    response: Ok(SpinValue),
  },
  slotSpins: {
    ...HOUSE_GAMES_CALLS.slotSpins,
    headers: PlayerTokenHeaders,
    params: SlotGameParams,
    querystring: Type.Object(PageQuery),
    response: Ok(Paged(SlotSpin)),
  },
} as const;
