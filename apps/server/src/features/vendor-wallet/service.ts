/**
 * The seamless wallet for game vendors (docs/decisions/0013). A game launch hands the vendor a
 * player token (issuePlayerToken; the games feature calls it at launch). The vendor then calls
 * balance, debit (a bet), credit (a win) and rollback (undo a bet), each signed with its secret
 * and idempotent by its own transaction id: the ledger key is `vendor:<code>:<transaction id>`, and
 * vendor_transactions holds each id once per vendor. Bets and wins add up in game_rounds, which the
 * betting record reads.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type GameRecord,
  RECORDS_DEFAULT_PAGE_SIZE,
  VENDOR_WALLET_MESSAGES,
  type VendorWalletBody,
  type VendorWalletValue,
  WALLET_MESSAGES,
} from '@app/contract';
import type { Database } from '../../db/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import type { PlayLimits } from '../../lib/play-guard';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import {
  AlreadyReversedError,
  balanceAfter,
  type PostedMovement,
  type WalletService,
} from '../wallet/service';
import * as repository from './repository';

/** Vendors change rarely; their secrets are read once a minute at most. */
const VENDOR_CACHE_MS = 60_000;
/**
 * Player tokens remembered (a token names one player for good: tokens are never changed nor
 * deleted), so that a bet does not read its token again. Beyond this many the oldest is forgotten.
 */
const REMEMBERED_TOKENS = 10_000;

export interface VendorPlayer {
  vendorCode: string;
  merchantCode: string;
  memberId: number;
  currency: string;
}

/** What a movement needs of a vendor's call: the player is resolved already (by the token, or by the house). */
export type VendorMovement = Omit<VendorWalletBody, 'playerToken'>;

/** More writes of the caller in the transaction of a debit or credit; throwing undoes it. */
type Alongside = (tx: Database) => Promise<void>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const missing = (field: string) =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body`, { fields: { [field]: 'is required' } });

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;

export const createVendorWalletService = ({
  db,
  wallet,
  limits,
  now,
}: {
  db: Database;
  wallet: WalletService;
  /** Player protection's word on every new debit (blocks, session-time and loss limits; decision 0059). */
  limits: PlayLimits;
  now: () => number;
}) => {
  const { ledger } = wallet;
  const secrets = new Map<string, { secret: string | null; until: number }>();

  const vendorSecret = async (vendorCode: string): Promise<string | null> => {
    const cached = secrets.get(vendorCode);
    if (cached && cached.until > now()) return cached.secret;
    const secret = await repository.enabledVendorSecret(db, vendorCode);
    secrets.set(vendorCode, { secret, until: now() + VENDOR_CACHE_MS });
    return secret;
  };

  /**
   * The player a launch's token names: for a vendor's signed call, of that vendor only; for the house
   * games (no vendorCode), of whichever vendor the launch was for.
   */
  const players = new Map<string, VendorPlayer>();
  const playerOf = async (vendorCode: string | undefined, playerToken: string): Promise<VendorPlayer> => {
    const tokenHash = hashToken(playerToken);
    const row = players.get(tokenHash) ?? (await repository.findPlayerToken(db, tokenHash));
    if (!row || (vendorCode !== undefined && row.vendorCode !== vendorCode))
      throw new ApiError(
        ErrorCode.PLAYER_TOKEN_INVALID,
        VENDOR_WALLET_MESSAGES[ErrorCode.PLAYER_TOKEN_INVALID],
      );
    if (!players.has(tokenHash)) {
      if (players.size >= REMEMBERED_TOKENS) players.delete(players.keys().next().value as string);
      players.set(tokenHash, row);
    }
    return row;
  };

  const walletOf = (player: VendorPlayer) => ({ kind: 'player_wallet', memberId: player.memberId }) as const;

  const currentBalance = async (player: VendorPlayer) =>
    (await ledger.memberBalances(player.merchantCode, player.memberId, player.currency)).wallet;

  const answer = (player: VendorPlayer, posted: PostedMovement): VendorWalletValue => ({
    result: posted.replayed ? 'DUPLICATE' : 'OK',
    balance: balanceAfter(posted, walletOf(player)) ?? 0,
    currency: player.currency,
    transactionId: posted.transactionId,
  });

  /**
   * The round of this vendor, added to, with the vendor transaction that does it (when money
   * moved); 409 when the round id is another player's.
   */
  const addToRound = async (
    tx: Database,
    player: VendorPlayer,
    roundId: string,
    change: { gameCode?: string; stake?: number; win?: number; settle?: boolean },
    transaction?: {
      transactionId: string;
      kind: repository.VendorTransactionKind;
      ledgerTransactionId: number;
    },
  ) => {
    const round = {
      vendorCode: player.vendorCode,
      roundId,
      merchantCode: player.merchantCode,
      memberId: player.memberId,
      gameCode: change.gameCode ?? roundId,
    };
    const added = await repository.addToRound(
      tx,
      round,
      { stake: change.stake ?? 0, win: change.win ?? 0, settle: change.settle ?? false },
      transaction && { vendorCode: player.vendorCode, roundId, ...transaction },
    );
    if (!added) throw new ApiError(ErrorCode.CONFLICT, `Round ${roundId} belongs to another player`);
  };

  /** A vendor transaction id already used under another merchant is the vendor's mistake: 409. */
  const once = async (run: () => Promise<PostedMovement>) => {
    try {
      return await run();
    } catch (error) {
      if (uniqueViolationOf(error) === 'vendor_transactions_pkey') {
        throw new ApiError(ErrorCode.IDEMPOTENCY_CONFLICT, WALLET_MESSAGES[ErrorCode.IDEMPOTENCY_CONFLICT]);
      }
      throw error;
    }
  };

  const keyOf = (player: VendorPlayer, transactionId: string) =>
    `vendor:${player.vendorCode}:${transactionId}`;

  const debit = async (
    player: VendorPlayer,
    body: VendorMovement,
    alongside?: Alongside,
  ): Promise<VendorWalletValue> => {
    const { transactionId, roundId, gameCode, amount } = body;
    if (!transactionId) throw missing('transactionId');
    if (!roundId) throw missing('roundId');
    if (!gameCode) throw missing('gameCode');
    if (!amount) throw missing('amount');
    // A debit made before is answered as it was (DUPLICATE), never refused after the fact.
    const reason = await limits.refusal(player, { amount, currency: player.currency });
    if (reason !== null && !(await repository.findVendorTransaction(db, player.vendorCode, transactionId))) {
      throw new ApiError(ErrorCode.PLAY_STOPPED, VENDOR_WALLET_MESSAGES[ErrorCode.PLAY_STOPPED], { reason });
    }
    const posted = await once(() =>
      ledger.post({
        merchantCode: player.merchantCode,
        currency: player.currency,
        kind: 'bet',
        idempotencyKey: keyOf(player, transactionId),
        reference: keyOf(player, transactionId),
        legs: [
          { account: walletOf(player), amount: -amount },
          { account: { kind: 'house' }, amount },
        ],
        alongside: async (tx, ledgerId) => {
          await addToRound(
            tx,
            player,
            roundId,
            { gameCode, stake: amount },
            { transactionId, kind: 'bet', ledgerTransactionId: ledgerId },
          );
          await alongside?.(tx);
        },
      }),
    );
    return answer(player, posted);
  };

  const credit = async (
    player: VendorPlayer,
    body: VendorMovement,
    alongside?: Alongside,
  ): Promise<VendorWalletValue> => {
    const { transactionId, roundId, gameCode, amount } = body;
    if (!transactionId) throw missing('transactionId');
    if (!roundId) throw missing('roundId');
    if (amount === undefined) throw missing('amount');
    if (amount === 0) {
      // A lost round: nothing moves, the round closes.
      await db.transaction(async (tx) => {
        await addToRound(tx, player, roundId, { gameCode, settle: true });
        await alongside?.(tx);
      });
      return {
        result: 'OK',
        balance: await currentBalance(player),
        currency: player.currency,
        transactionId: null,
      };
    }
    const posted = await once(() =>
      ledger.post({
        merchantCode: player.merchantCode,
        currency: player.currency,
        kind: 'win',
        idempotencyKey: keyOf(player, transactionId),
        reference: keyOf(player, transactionId),
        legs: [
          { account: { kind: 'house' }, amount: -amount },
          { account: walletOf(player), amount },
        ],
        alongside: async (tx, ledgerId) => {
          await addToRound(
            tx,
            player,
            roundId,
            { gameCode, win: amount, settle: true },
            { transactionId, kind: 'win', ledgerTransactionId: ledgerId },
          );
          await alongside?.(tx);
        },
      }),
    );
    return answer(player, posted);
  };

  const rollback = async (player: VendorPlayer, body: VendorMovement): Promise<VendorWalletValue> => {
    const { transactionId, refTransactionId } = body;
    if (!transactionId) throw missing('transactionId');
    if (!refTransactionId) throw missing('refTransactionId');
    const nothingToUndo = async (
      result: 'BET_NOT_FOUND' | 'ALREADY_ROLLED_BACK',
    ): Promise<VendorWalletValue> => ({
      result,
      balance: await currentBalance(player),
      currency: player.currency,
      transactionId: null,
    });
    const bet = await repository.findVendorTransaction(db, player.vendorCode, refTransactionId);
    if (bet?.kind !== 'bet' || bet.memberId !== player.memberId) return nothingToUndo('BET_NOT_FOUND');
    const legs = await ledger.reversingLegs(bet.ledgerTransactionId);
    const stake = legs.find((leg) => leg.account.kind === 'player_wallet')?.amount ?? 0;
    try {
      const posted = await once(() =>
        ledger.post({
          merchantCode: player.merchantCode,
          currency: player.currency,
          kind: 'rollback',
          idempotencyKey: keyOf(player, transactionId),
          reference: keyOf(player, transactionId),
          reversesTransactionId: bet.ledgerTransactionId,
          legs,
          alongside: async (tx, ledgerId) => {
            await addToRound(
              tx,
              player,
              bet.roundId,
              { stake: -stake },
              { transactionId, kind: 'rollback', ledgerTransactionId: ledgerId },
            );
          },
        }),
      );
      return answer(player, posted);
    } catch (error) {
      if (error instanceof AlreadyReversedError) return nothingToUndo('ALREADY_ROLLED_BACK');
      throw error;
    }
  };

  return {
    vendorSecret,
    playerOf,

    /** The token a game launch gives the vendor for this member (DESIGN: stored hashed, like sessions). */
    async issuePlayerToken(vendorCode: string, player: Omit<VendorPlayer, 'vendorCode'>): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repository.insertPlayerToken(db, { tokenHash: hashToken(token), vendorCode, ...player });
      return token;
    },

    vendor: (vendorCode: string) => repository.findVendor(db, vendorCode),

    /** The merchant's biggest settled wins since then, by member and game (the games feature's winners list). */
    biggestWins: (merchantCode: string, since: Date, limit: number) =>
      repository.biggestWins(db, merchantCode, since, limit),

    /**
     * One seamless-wallet call. `alongside` (a debit or a credit) writes the caller's own rows in the
     * same commit: the house games store a spin's outcome with its stake, and mark it settled with
     * its win. A replayed debit or credit (DUPLICATE) moves nothing and does not call it.
     */
    async act(
      action: 'balance' | 'debit' | 'credit' | 'rollback',
      player: VendorPlayer,
      body: VendorMovement,
      alongside?: Alongside,
    ) {
      switch (action) {
        case 'balance':
          return {
            result: 'OK' as const,
            balance: await currentBalance(player),
            currency: player.currency,
            transactionId: null,
          };
        case 'debit':
          return debit(player, body, alongside);
        case 'credit':
          return credit(player, body, alongside);
        case 'rollback':
          return rollback(player, body);
      }
    },

    /** The betting record: the member's rounds, newest first. */
    async gameRecords(session: SessionInfo, page: { pageNo?: number; pageSize?: number }) {
      const pageNum = page.pageNo ?? 1;
      const pageSize = page.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
      const { total, rows } = await repository.memberRoundsPage(db, session, { pageNum, pageSize });
      const list: GameRecord[] = rows.map((row) => ({
        vendorCode: row.vendorCode,
        roundId: row.roundId,
        gameCode: row.gameCode,
        stake: row.stake,
        win: row.win,
        status: row.status,
        time: row.createdAt.toISOString(),
      }));
      return { list, totalPages: Math.ceil(total / pageSize), pageNum };
    },
  };
};
