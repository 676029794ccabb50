/**
 * The house lottery (issue 13; docs/decisions/0033): the fast games of LOTTERY_GAMES, played
 * through the seamless wallet like a vendor's game (decision 0013). Each round is made before it
 * takes bets with a random seed whose SHA-256 (the commit) is published at once; the seed is
 * revealed when the round is drawn, and the draw is lotteryNumberOf(seed, game, round) — anyone
 * can recompute it (scripts/verify-draws.mjs). A bet slip is one debit (its order id the round and
 * transaction id), a cancel before the close its rollback, the settlement one credit per slip (0
 * for a loss closes the round), so the betting record and the winner board fill themselves.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  HOUSE_GAMES_MESSAGES,
  HOUSE_LOTTERY_VENDOR_CODES,
  LOTTERY_GAMES,
  type LotteryGame,
  type LotteryGameCode,
  type LotteryOrder,
  type LotteryOrderBody,
  type LotteryOrderPlaced,
  type LotteryOrderStatus,
  type LotteryResult,
  type LotteryRound,
  type LotteryStateValue,
  lotteryCommitOf,
  lotteryRoundAt,
  RECORDS_DEFAULT_PAGE_SIZE,
  WALLET_MESSAGES,
} from '@app/contract';
import { currencyDecimals } from '@app/contract/client';
import type { Database } from '../../db/database';
import { createOnce, requestHashOf } from '../../db/idempotent-create';
import { createPlayGuard, type PlayLimits } from '../../lib/play-guard';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { VendorPlayer, VendorWalletService } from '../vendor-wallet/service';
import { createDrawing } from './drawing';
import * as repository from './repository';
import { stakeLimitsOf } from './stakes';
import type { LotteryOrderState } from './tables';

/** How often the drawing loop looks for due rounds. */
const DRAWING_PASS_MS = 1000;

/** The results a game's state shows. */
const RECENT_RESULTS = 10;

type Page = { pageNo?: number; pageSize?: number };

const gameOf = (gameCode: LotteryGameCode) => {
  const game = LOTTERY_GAMES.find((candidate) => candidate.code === gameCode);
  if (!game) throw new ApiError(ErrorCode.GAME_NOT_FOUND, `No such lottery game: ${gameCode}`);
  return game;
};

const bettingClosed = (roundNo: number) =>
  new ApiError(ErrorCode.BETTING_CLOSED, HOUSE_GAMES_MESSAGES[ErrorCode.BETTING_CLOSED], {
    fields: { roundNo: `round ${roundNo} no longer takes bets` },
  });

const pageOf = (page: Page) => ({
  pageNum: page.pageNo ?? 1,
  pageSize: page.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE,
});

const resultOf = (row: repository.LotteryRoundRow): LotteryResult => ({
  gameCode: row.gameCode as LotteryGameCode,
  roundNo: row.roundNo,
  number: row.number ?? 0,
  commit: row.commit,
  seed: row.seed,
  drawnAt: (row.drawnAt ?? row.drawsAt).toISOString(),
});

/** What the member sees of the server's states: a slip being placed is not listed; a claimed cancel is one. */
const SHOWN_STATUS: Record<LotteryOrderState, LotteryOrderStatus> = {
  placing: 'open',
  open: 'open',
  cancelling: 'cancelled',
  cancelled: 'cancelled',
  won: 'won',
  lost: 'lost',
};

const orderOf = (row: repository.LotteryOrderRow, closesAt: number, number: number | null): LotteryOrder => ({
  orderId: row.id,
  gameCode: row.gameCode as LotteryGameCode,
  roundNo: row.roundNo,
  status: SHOWN_STATUS[row.status],
  lines: row.lines,
  stake: row.stake,
  payout: row.payout,
  number,
  createdAt: row.createdAt.toISOString(),
  closesAt: new Date(closesAt).toISOString(),
});

/** The lottery lobbies of spec §4 the house plays. */
const servedVendors: readonly string[] = HOUSE_LOTTERY_VENDOR_CODES;

/** What a slip stakes in all: the sum of its lines. */
const slipStake = (body: LotteryOrderBody): number => body.lines.reduce((sum, line) => sum + line.stake, 0);

export type HouseLotteryService = ReturnType<typeof createHouseLotteryService>;

export const createHouseLotteryService = ({
  db,
  vendorWallet,
  limits,
  now,
}: {
  db: Database;
  vendorWallet: Pick<VendorWalletService, 'playerOf' | 'act'>;
  limits: PlayLimits;
  now: () => number;
}) => {
  const guard = createPlayGuard({
    playerOfToken: (playerToken) => vendorWallet.playerOf(undefined, playerToken),
    serves: (vendorCode) => servedVendors.includes(vendorCode),
    limits,
  });

  const lotteryGameOf = (gameCode: LotteryGameCode, currency: string): LotteryGame => {
    const game = gameOf(gameCode);
    return { code: game.code, intervalSeconds: game.intervalSeconds, ...stakeLimitsOf(currency) };
  };

  /**
   * The round taking bets at `at` and the next one, made now if no process made them yet: their
   * commitments exist before either takes a bet.
   */
  const currentRounds = async (gameCode: LotteryGameCode, at: number) => {
    const { intervalSeconds } = gameOf(gameCode);
    const current = lotteryRoundAt(intervalSeconds, at);
    const next = lotteryRoundAt(intervalSeconds, current.drawsAt);
    const schedule = [current, next];
    const roundNos = schedule.map((round) => round.roundNo);
    let rows = await repository.findRounds(db, gameCode, roundNos);
    if (rows.length < schedule.length) {
      await repository.insertRounds(
        db,
        schedule.map((round) => {
          const seed = randomBytes(32).toString('hex');
          return {
            gameCode,
            roundNo: round.roundNo,
            seed,
            commit: lotteryCommitOf(seed),
            drawsAt: new Date(round.drawsAt),
          };
        }),
      );
      rows = await repository.findRounds(db, gameCode, roundNos);
    }
    const published = (round: typeof current): LotteryRound => {
      const row = rows.find((candidate) => candidate.roundNo === round.roundNo);
      if (!row) throw new Error(`round ${gameCode}:${round.roundNo} was not made`);
      return {
        roundNo: round.roundNo,
        commit: row.commit,
        opensAt: new Date(round.opensAt).toISOString(),
        closesAt: new Date(round.closesAt).toISOString(),
        drawsAt: new Date(round.drawsAt).toISOString(),
      };
    };
    return { current: published(current), next: published(next), closesAt: current.closesAt };
  };

  const closesAtOf = (gameCode: string, roundNo: number) => {
    const { intervalSeconds } = gameOf(gameCode as LotteryGameCode);
    return lotteryRoundAt(intervalSeconds, roundNo * intervalSeconds * 1000).closesAt;
  };

  /** Orders of one game as the member sees them, each with its round's number once drawn (one query). */
  const answerOrders = async (
    gameCode: string,
    rows: repository.LotteryOrderRow[],
  ): Promise<LotteryOrder[]> => {
    if (rows.length === 0) return [];
    const rounds = await repository.findRounds(db, gameCode, [...new Set(rows.map((row) => row.roundNo))]);
    const drawn = new Map(
      rounds.flatMap((round) => (round.status === 'open' ? [] : [[round.roundNo, round.number] as const])),
    );
    return rows.map((row) => orderOf(row, closesAtOf(gameCode, row.roundNo), drawn.get(row.roundNo) ?? null));
  };
  const answerOrder = async (row: repository.LotteryOrderRow) =>
    (await answerOrders(row.gameCode, [row]))[0] as LotteryOrder;

  const walletBalance = async (player: VendorPlayer) =>
    (await vendorWallet.act('balance', player, {})).balance;

  /** The one debit of a slip: its order id is the round id and the transaction id. */
  const debitOrder = (player: VendorPlayer, order: repository.LotteryOrderRow) =>
    vendorWallet.act('debit', player, {
      transactionId: order.id,
      roundId: order.id,
      gameCode: order.gameCode,
      amount: order.stake,
    });

  const requireStakesInRange = (body: LotteryOrderBody, currency: string) => {
    const { minStake, maxStake } = stakeLimitsOf(currency);
    const fields: Record<string, string> = {};
    body.lines.forEach((line, index) => {
      if (line.stake < minStake || line.stake > maxStake) {
        fields[`lines.${index}.stake`] = `must be ${minStake} to ${maxStake}`;
      }
    });
    if (Object.keys(fields).length > 0) {
      throw new ApiError(ErrorCode.AMOUNT_OUT_OF_RANGE, WALLET_MESSAGES[ErrorCode.AMOUNT_OUT_OF_RANGE], {
        fields,
      });
    }
  };

  /**
   * A new slip, or for a repeated Idempotency-Key the slip that key made before (409 when it was
   * made for a different slip).
   */
  const openOrder = async (
    player: VendorPlayer,
    gameCode: LotteryGameCode,
    body: LotteryOrderBody,
    idempotencyKey: string | undefined,
  ) => {
    const requestHash = requestHashOf({ gameCode, body });
    const { row } = await createOnce(
      requestHash,
      () =>
        repository.insertOrder(db, {
          id: randomUUID(),
          gameCode,
          roundNo: body.roundNo,
          vendorCode: player.vendorCode,
          merchantCode: player.merchantCode,
          memberId: player.memberId,
          currency: player.currency,
          lines: body.lines.map((line) => ({ ...line, payout: null })),
          stake: slipStake(body),
          status: 'placing',
          idempotencyKey: idempotencyKey ?? null,
          requestHash,
        }),
      () => repository.findOrderByIdempotencyKey(db, player, idempotencyKey ?? ''),
    );
    return row;
  };

  const drawing = createDrawing({ db, vendorWallet, now });

  /**
   * One pass of the drawing loop: every game's current and next round made (their commitments
   * published before they take bets), then every due round drawn and settled. Passes of one
   * process run one after another (a test's call waits for the loop's).
   */
  let lastPass: Promise<void> = Promise.resolve();
  const drawDue = (): Promise<void> => {
    lastPass = lastPass
      .catch(() => undefined)
      .then(async () => {
        for (const game of LOTTERY_GAMES) await currentRounds(game.code, now());
        await drawing.drawDue();
      });
    return lastPass;
  };

  return {
    playerOf: guard.playerOf,

    async lobby(session: SessionInfo, playerToken: string) {
      const player = await guard.playerOf(session, playerToken);
      return {
        games: LOTTERY_GAMES.map((game) => lotteryGameOf(game.code, player.currency)),
        currency: player.currency,
        decimals: currencyDecimals(player.currency),
      };
    },

    async state(
      session: SessionInfo,
      playerToken: string,
      gameCode: LotteryGameCode,
    ): Promise<LotteryStateValue> {
      const player = await guard.playerOf(session, playerToken);
      const at = now();
      const { current, next } = await currentRounds(gameCode, at);
      const { rows } = await repository.drawnRoundsPage(db, gameCode, {
        pageNum: 1,
        pageSize: RECENT_RESULTS,
      });
      return {
        game: lotteryGameOf(gameCode, player.currency),
        serverTime: new Date(at).toISOString(),
        current,
        next,
        results: rows.map(resultOf),
      };
    },

    /**
     * A bet slip for the open round it names: checked by the play guard, the close and the stake
     * limits, then taken in one debit. The order is written first as `placing`, so a crash after
     * the debit leaves a trace the settlement refunds; a refused debit removes it.
     */
    async placeOrder(
      session: SessionInfo,
      playerToken: string,
      gameCode: LotteryGameCode,
      body: LotteryOrderBody,
      idempotencyKey: string | undefined,
    ): Promise<LotteryOrderPlaced> {
      const player = await guard.beforeStake(session, playerToken, slipStake(body));
      requireStakesInRange(body, player.currency);
      const at = now();
      const { current, closesAt } = await currentRounds(gameCode, at);
      const order = await openOrder(player, gameCode, body, idempotencyKey);
      if (order.status !== 'placing') {
        return { order: await answerOrder(order), balance: await walletBalance(player) };
      }
      if (order.roundNo !== current.roundNo || at >= closesAt) {
        await repository.deletePlacingOrder(db, order.id);
        throw bettingClosed(order.roundNo);
      }
      let balance: number;
      try {
        balance = (await debitOrder(player, order)).balance;
      } catch (error) {
        await repository.deletePlacingOrder(db, order.id);
        throw error;
      }
      if (!(await repository.moveOrder(db, order.id, 'placing', 'open'))) {
        // The debit outlasted the round and the settlement refunded the slip meanwhile: it may
        // have found no bet to undo then, so the stake comes back now.
        await drawing.refund(order);
        throw bettingClosed(order.roundNo);
      }
      return { order: await answerOrder({ ...order, status: 'open' }), balance };
    },

    async orders(session: SessionInfo, playerToken: string, gameCode: LotteryGameCode, page: Page) {
      const player = await guard.playerOf(session, playerToken);
      const request = pageOf(page);
      const { total, rows } = await repository.memberOrdersPage(db, player, gameCode, request);
      return {
        list: await answerOrders(gameCode, rows),
        totalPages: Math.ceil(total / request.pageSize),
        pageNum: request.pageNum,
      };
    },

    /**
     * Cancels an open order before its round closes: claimed first (open → cancelling, so the
     * settlement cannot pay it meanwhile), then the stake comes back through a rollback.
     */
    async cancelOrder(
      session: SessionInfo,
      playerToken: string,
      orderId: string,
    ): Promise<LotteryOrderPlaced> {
      const player = await guard.playerOf(session, playerToken);
      const order = await repository.findOrder(db, orderId);
      if (!order || order.memberId !== player.memberId || order.merchantCode !== player.merchantCode) {
        throw new ApiError(ErrorCode.NOT_FOUND, `No such order: ${orderId}`);
      }
      if (now() >= closesAtOf(order.gameCode, order.roundNo)) throw bettingClosed(order.roundNo);
      // A cancel that was claimed before (and perhaps crashed) finishes; an open order is claimed.
      const claimed =
        order.status === 'cancelling' ||
        order.status === 'cancelled' ||
        (order.status === 'open' && (await repository.moveOrder(db, orderId, 'open', 'cancelling')));
      if (!claimed) throw bettingClosed(order.roundNo);
      await drawing.refund(order);
      return {
        order: await answerOrder({ ...order, status: 'cancelled' }),
        balance: await walletBalance(player),
      };
    },

    /** The game's drawn rounds with their seeds: public, so that anyone may verify them. */
    async rounds(gameCode: LotteryGameCode, page: Page) {
      gameOf(gameCode);
      const request = pageOf(page);
      const { total, rows } = await repository.drawnRoundsPage(db, gameCode, request);
      return {
        list: rows.map(resultOf),
        totalPages: Math.ceil(total / request.pageSize),
        pageNum: request.pageNum,
      };
    },

    drawDue,

    /**
     * Calls drawDue every DRAWING_PASS_MS until the returned stop; stop waits for the pass in
     * flight, so that the database is not closed under it.
     */
    startDrawingLoop(onError: (error: unknown) => void) {
      let passing = false;
      const timer = setInterval(() => {
        // A long settlement is not queued behind by more passes: the next tick looks again.
        if (passing) return;
        passing = true;
        drawDue()
          .catch(onError)
          .finally(() => {
            passing = false;
          });
      }, DRAWING_PASS_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await lastPass.catch(() => undefined);
      };
    },
  };
};
