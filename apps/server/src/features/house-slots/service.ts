/**
 * The house slots (issue 13 point 3; decision 0034): the house plays its slot games as a vendor
 * would, through the launch's player token and the seamless wallet. A spin is one debit of the bet
 * (transaction and round id: the spin id) written in one commit with the spin's outcome, then the
 * win's credit (0 closes a lost round). The credit is safe to repeat, so a spin left open by a
 * crash or a failed credit is finished by the member's next call or the next start: the outcome
 * was fixed and stored with the stake, and the win is never lost.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  currencyDecimals,
  ErrorCode,
  HOUSE_SLOTS_VENDOR_CODE,
  RECORDS_DEFAULT_PAGE_SIZE,
  type SlotGameCode,
  type SlotGameValue,
  type SlotSpin,
  type SpinBody,
  type SpinValue,
  WALLET_MESSAGES,
} from '@app/contract';
import type { Database } from '../../db/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import { createPlayGuard, type PlayLimits } from '../../lib/play-guard';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { VendorPlayer, VendorWalletService } from '../vendor-wallet/service';
import * as repository from './repository';
import { betLevelsOf, SLOT_MACHINES } from './slot-games';
import { rtpPercentOf, spinOutcome } from './slot-math';

/** The credit of a spin's win: its own transaction id in the wallet, beside the debit's (the spin id). */
const winTransactionIdOf = (spinId: string) => `${spinId}:win`;

const spinView = (row: repository.SpinRow): SlotSpin => ({
  spinId: row.id,
  gameCode: row.gameCode,
  bet: row.bet,
  grid: row.grid,
  wins: row.wins,
  totalWin: row.totalWin,
  createdAt: row.createdAt.toISOString(),
});

/** The player of a stored spin, to settle it without the launch's token. */
const playerOfSpin = (row: repository.SpinRow): VendorPlayer => ({
  vendorCode: HOUSE_SLOTS_VENDOR_CODE,
  merchantCode: row.merchantCode,
  memberId: row.memberId,
  currency: row.currency,
});

/** The published RTP of each game, computed once from its strips and paytable. */
const rtpPercents = new Map<SlotGameCode, number>();
const rtpPercentOfGame = (code: SlotGameCode) => {
  let percent = rtpPercents.get(code);
  if (percent === undefined) {
    percent = rtpPercentOf(SLOT_MACHINES[code]);
    rtpPercents.set(code, percent);
  }
  return percent;
};

export type HouseSlotsService = ReturnType<typeof createHouseSlotsService>;

export const createHouseSlotsService = ({
  db,
  vendorWallet,
  limits,
  now,
}: {
  db: Database;
  /** The player tokens, and every movement of money. */
  vendorWallet: VendorWalletService;
  /** Asked before every stake (issue 19 fills it). */
  limits: PlayLimits;
  now: () => number;
}) => {
  const playGuard = createPlayGuard({
    playerOfToken: (playerToken) => vendorWallet.playerOf(undefined, playerToken),
    serves: (vendorCode) => vendorCode === HOUSE_SLOTS_VENDOR_CODE,
    limits,
  });

  /**
   * Credits an open spin's win (0 closes its round) and marks it settled in the same commit: the
   * balance after. A credit already made answers DUPLICATE and its spin is settled already.
   */
  const settle = async (row: repository.SpinRow): Promise<number> => {
    const credited = await vendorWallet.act(
      'credit',
      playerOfSpin(row),
      {
        transactionId: winTransactionIdOf(row.id),
        roundId: row.id,
        gameCode: row.gameCode,
        amount: row.totalWin,
      },
      (tx) => repository.markSettled(tx, row.id, new Date(now())),
    );
    return credited.balance;
  };

  /** Finishes the open spins (one member's, or everyone's): a credit already made is not made again. */
  const settleOpenSpins = async (memberId?: number): Promise<number> => {
    const open = await repository.openSpins(db, memberId);
    for (const row of open) await settle(row);
    return open.length;
  };

  /** The first spin of an Idempotency-Key, for the same request again; another request is 409. */
  const answerAgain = async (
    earlier: repository.SpinRow,
    player: VendorPlayer,
    gameCode: SlotGameCode,
    bet: number,
  ): Promise<SpinValue> => {
    if (earlier.gameCode !== gameCode || earlier.bet !== bet) {
      throw new ApiError(ErrorCode.IDEMPOTENCY_CONFLICT, WALLET_MESSAGES[ErrorCode.IDEMPOTENCY_CONFLICT]);
    }
    const balance =
      earlier.status === 'open'
        ? await settle(earlier)
        : (await vendorWallet.act('balance', player, {})).balance;
    return { spin: spinView(earlier), balance };
  };

  return {
    settleOpenSpins,

    /** The game as its page draws it: reels, paytable, paylines, the bets of the launch's currency. */
    async game(session: SessionInfo, playerToken: string, code: SlotGameCode): Promise<SlotGameValue> {
      const { currency } = await playGuard.playerOf(session, playerToken);
      const machine = SLOT_MACHINES[code];
      return {
        code,
        reels: machine.strips.length,
        rows: machine.rows,
        symbols: machine.symbols.map(({ id, pays, wild }) => ({
          id,
          pays: [...pays],
          ...(wild ? { wild } : {}),
        })),
        paylines: machine.paylines.map((rows) => [...rows]),
        betLevels: betLevelsOf(currency),
        rtpPercent: rtpPercentOfGame(code),
        currency,
        decimals: currencyDecimals(currency),
      };
    },

    /**
     * One spin: the reels stop where node:crypto says (uniform, no modulo bias), the bet is debited
     * with the outcome stored, the win credited. The same Idempotency-Key and body answer the first
     * spin again, without a second debit.
     */
    async spin(
      session: SessionInfo,
      playerToken: string,
      gameCode: SlotGameCode,
      { bet }: SpinBody,
      idempotencyKey: string | undefined,
    ): Promise<SpinValue> {
      const player = await playGuard.beforeStake(session, playerToken, bet);
      const levels = betLevelsOf(player.currency);
      if (!levels.includes(bet)) {
        throw new ApiError(ErrorCode.AMOUNT_OUT_OF_RANGE, WALLET_MESSAGES[ErrorCode.AMOUNT_OUT_OF_RANGE], {
          fields: { bet: `one of ${levels.join(', ')}` },
        });
      }
      await settleOpenSpins(player.memberId);
      const earlier = idempotencyKey && (await repository.findSpinByKey(db, player, idempotencyKey));
      if (earlier) return answerAgain(earlier, player, gameCode, bet);

      const machine = SLOT_MACHINES[gameCode];
      const outcome = spinOutcome(
        machine,
        machine.strips.map((strip) => randomInt(strip.length)),
      );
      const lineBet = bet / machine.paylines.length;
      const symbolId = (symbol: number) => machine.symbols[symbol]?.id ?? '';
      const row: repository.SpinRow = {
        id: randomUUID(),
        merchantCode: player.merchantCode,
        memberId: player.memberId,
        currency: player.currency,
        gameCode,
        bet,
        grid: outcome.grid.map((reel) => reel.map(symbolId)),
        wins: outcome.wins.map(({ line, symbol, count, multiple }) => ({
          line,
          symbol: symbolId(symbol),
          count,
          amount: multiple * lineBet,
        })),
        totalWin: outcome.multiple * lineBet,
        idempotencyKey: idempotencyKey ?? null,
        status: 'open',
        createdAt: new Date(now()),
        settledAt: null,
      };
      try {
        await vendorWallet.act(
          'debit',
          player,
          { transactionId: row.id, roundId: row.id, gameCode, amount: bet },
          (tx) => repository.insertSpin(tx, row),
        );
      } catch (error) {
        // The same key raced this request and won: answer its spin (this debit was undone).
        const raced =
          idempotencyKey &&
          uniqueViolationOf(error) === 'house_slot_spins_idempotency_uq' &&
          (await repository.findSpinByKey(db, player, idempotencyKey));
        if (raced) return answerAgain(raced, player, gameCode, bet);
        throw error;
      }
      return { spin: spinView(row), balance: await settle(row) };
    },

    /** The member's spins of a game, newest first, paged. */
    async spins(
      session: SessionInfo,
      playerToken: string,
      gameCode: SlotGameCode,
      page: { pageNo?: number; pageSize?: number },
    ) {
      const player = await playGuard.playerOf(session, playerToken);
      const pageNum = page.pageNo ?? 1;
      const pageSize = page.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
      const { total, rows } = await repository.memberSpinsPage(db, player, gameCode, { pageNum, pageSize });
      return { list: rows.map(spinView), totalPages: Math.ceil(total / pageSize), pageNum };
    },
  };
};
