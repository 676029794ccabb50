/**
 * The double-entry ledger (DESIGN §5, docs/decisions/0011). Every money movement is ONE database
 * transaction:
 *   1. the transaction row with its idempotency key (ON CONFLICT DO NOTHING: if the key exists, the
 *      same request answers the first result and nothing moves; a different one is 409);
 *   2. each leg as one UPDATE of its account, in ascending account id so that two movements never
 *      wait on each other in opposite orders (no deadlocks); a player debit is conditional —
 *      `balance = balance - n WHERE balance >= n + keep` (keep: what the leg must leave, default 0)
 *      — and no row means 409 INSUFFICIENT_BALANCE with everything rolled back;
 *   3. the postings with the balance each left behind, after checking they sum to zero;
 *   4. whatever the caller writes alongside (an order's status, a game round), in the same commit.
 * Nothing here reads a balance and writes it back: that loses money under concurrency (the
 * invariant test proves it against a naive version).
 */
import { createHash } from 'node:crypto';
import { ErrorCode, type LedgerTransactionKind, WALLET_MESSAGES } from '@app/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import { ApiError } from '../../plugins/errors';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './tables';

export const PLAYER_ACCOUNT_KINDS = ['player_wallet', 'player_withdrawal_hold'] as const;
export const SYSTEM_ACCOUNT_KINDS = ['house', 'payment_clearing', 'bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

/** Whose account: a player's (by member id) or one of the merchant's system accounts. */
export type AccountOwner = { kind: PlayerAccountKind; memberId: number } | { kind: SystemAccountKind };

export interface Leg {
  account: AccountOwner;
  /** Signed minor units: − leaves the account, + enters it. */
  amount: number;
  /**
   * A player debit only: the balance that must remain after it (money that may not leave this
   * way, e.g. sandbox credits outside demo mode). Checked in the same conditional UPDATE. Default 0.
   */
  keep?: number;
}

export interface Movement {
  merchantCode: string;
  currency: string;
  kind: LedgerTransactionKind;
  /** Unique per merchant: the same key and movement again answers the first result. */
  idempotencyKey: string;
  reference: string;
  legs: readonly Leg[];
  reversesTransactionId?: number;
  /** More writes of the same database transaction; throwing rolls the whole movement back. */
  alongside?: (tx: Database, transactionId: number) => Promise<void>;
  /**
   * When it happened, for the demo seed's back-dated history only (a downline's last month); every
   * real movement takes the database's now. Not part of the request hash.
   */
  at?: Date;
}

export interface PostedMovement {
  transactionId: number;
  /** True when the idempotency key had been used for this movement before: nothing moved now. */
  replayed: boolean;
  /** Each leg's account and the balance its posting left behind. */
  balances: { accountId: number; kind: string; memberId: number; balanceAfter: number }[];
}

/** A movement that must not happen twice was asked for again (a second reversal of one transaction). */
export class AlreadyReversedError extends Error {
  override name = 'AlreadyReversedError';
}

const memberIdOf = (owner: AccountOwner) => ('memberId' in owner ? owner.memberId : 0);
const isPlayerKind = (kind: string) => (PLAYER_ACCOUNT_KINDS as readonly string[]).includes(kind);

/** The balance a movement left in one account, for the answer to its caller. */
export const balanceAfter = (posted: PostedMovement, owner: AccountOwner): number | undefined =>
  posted.balances.find((entry) => entry.kind === owner.kind && entry.memberId === memberIdOf(owner))
    ?.balanceAfter;

const insufficient = () =>
  new ApiError(ErrorCode.INSUFFICIENT_BALANCE, WALLET_MESSAGES[ErrorCode.INSUFFICIENT_BALANCE]);

const validate = (movement: Movement) => {
  const { legs } = movement;
  const owners = new Set(legs.map((leg) => `${leg.account.kind}:${memberIdOf(leg.account)}`));
  if (legs.length < 2 || owners.size !== legs.length) {
    throw new Error('a movement needs two or more legs on distinct accounts');
  }
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0)) {
    throw new Error('leg amounts are non-zero safe integers of minor units');
  }
  const keepInvalid = ({ keep = 0, amount, account }: Leg) =>
    !Number.isSafeInteger(keep) || keep < 0 || (keep > 0 && (amount > 0 || !isPlayerKind(account.kind)));
  if (legs.some(keepInvalid)) throw new Error('keep is a non-negative safe integer, on player debits only');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error('legs must sum to zero');
};

const requestHashOf = (movement: Movement) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        movement.kind,
        movement.currency,
        movement.reference,
        movement.reversesTransactionId ?? null,
        movement.legs.map((leg) => [leg.account.kind, memberIdOf(leg.account), leg.amount]),
      ]),
    )
    .digest('hex');

export type Ledger = ReturnType<typeof createLedger>;

export const createLedger = (db: Database) => {
  /** Account ids never change and accounts are never deleted, so they are remembered. */
  const accountIds = new Map<string, number>();

  const accountIdOf = async (merchantCode: string, currency: string, owner: AccountOwner) => {
    const memberId = memberIdOf(owner);
    const key = `${merchantCode}\u0000${owner.kind}\u0000${memberId}\u0000${currency}`;
    const known = accountIds.get(key);
    if (known !== undefined) return known;
    const [created] = await db
      .insert(ledgerAccounts)
      .values({ merchantCode, kind: owner.kind, memberId, currency })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    const id =
      created?.id ??
      (
        await db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.merchantCode, merchantCode),
              eq(ledgerAccounts.kind, owner.kind),
              eq(ledgerAccounts.memberId, memberId),
              eq(ledgerAccounts.currency, currency),
            ),
          )
      )[0]?.id;
    if (id === undefined) throw new Error(`ledger account ${key} neither created nor found`);
    accountIds.set(key, id);
    return id;
  };

  /** The first result of an idempotency key, or 409 when it was used for a different movement. */
  const firstResult = async (tx: Database, movement: Movement, requestHash: string) => {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.merchantCode, movement.merchantCode),
          eq(ledgerTransactions.idempotencyKey, movement.idempotencyKey),
        ),
      );
    if (!existing) throw new Error(`idempotency key ${movement.idempotencyKey} conflicted but is not there`);
    if (existing.requestHash !== requestHash) {
      throw new ApiError(ErrorCode.IDEMPOTENCY_CONFLICT, WALLET_MESSAGES[ErrorCode.IDEMPOTENCY_CONFLICT]);
    }
    return { transactionId: existing.id, replayed: true, balances: await balancesOf(tx, existing.id) };
  };

  const balancesOf = (tx: Database, transactionId: number) =>
    tx
      .select({
        accountId: ledgerPostings.accountId,
        kind: ledgerAccounts.kind,
        memberId: ledgerAccounts.memberId,
        balanceAfter: ledgerPostings.balanceAfter,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(eq(ledgerPostings.transactionId, transactionId));

  const post = async (movement: Movement): Promise<PostedMovement> => {
    validate(movement);
    const requestHash = requestHashOf(movement);
    const legs = await Promise.all(
      movement.legs.map(async (leg) => ({
        ...leg,
        accountId: await accountIdOf(movement.merchantCode, movement.currency, leg.account),
      })),
    );
    legs.sort((a, b) => a.accountId - b.accountId);

    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(ledgerTransactions)
          .values({
            merchantCode: movement.merchantCode,
            kind: movement.kind,
            idempotencyKey: movement.idempotencyKey,
            requestHash,
            reference: movement.reference,
            reversesTransactionId: movement.reversesTransactionId ?? null,
            ...(movement.at ? { createdAt: movement.at } : {}),
          })
          .onConflictDoNothing({
            target: [ledgerTransactions.merchantCode, ledgerTransactions.idempotencyKey],
          })
          .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
        if (!created) return firstResult(tx, movement, requestHash);

        const balances: PostedMovement['balances'] = [];
        for (const leg of legs) {
          const conditional = leg.amount < 0 && isPlayerKind(leg.account.kind);
          const [updated] = await tx
            .update(ledgerAccounts)
            .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
            .where(
              conditional
                ? and(
                    eq(ledgerAccounts.id, leg.accountId),
                    gte(ledgerAccounts.balance, -leg.amount + (leg.keep ?? 0)),
                  )
                : eq(ledgerAccounts.id, leg.accountId),
            )
            .returning({ balance: ledgerAccounts.balance });
          if (!updated) throw insufficient();
          balances.push({
            accountId: leg.accountId,
            kind: leg.account.kind,
            memberId: memberIdOf(leg.account),
            balanceAfter: updated.balance,
          });
        }
        const postings = legs.map((leg, index) => ({
          transactionId: created.id,
          accountId: leg.accountId,
          amount: leg.amount,
          balanceAfter: balances[index]?.balanceAfter ?? Number.NaN,
          kind: movement.kind,
          createdAt: created.createdAt,
        }));
        // Checked again on what is about to be written, whatever validate() saw.
        if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
          throw new Error('postings do not sum to zero');
        }
        await tx.insert(ledgerPostings).values(postings);
        await movement.alongside?.(tx, created.id);
        return { transactionId: created.id, replayed: false, balances };
      });
    } catch (error) {
      if (uniqueViolationOf(error) === 'ledger_transactions_reverses_uq') {
        throw new AlreadyReversedError(`transaction ${movement.reversesTransactionId} is reversed already`);
      }
      throw error;
    }
  };

  /** The legs of a posted transaction, turned around: what its reversal posts. */
  const reversingLegs = async (transactionId: number): Promise<Leg[]> => {
    const rows = await db
      .select({ kind: ledgerAccounts.kind, memberId: ledgerAccounts.memberId, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(eq(ledgerPostings.transactionId, transactionId));
    return rows.map((row) => ({
      account: isPlayerKind(row.kind)
        ? { kind: row.kind as PlayerAccountKind, memberId: row.memberId }
        : { kind: row.kind as SystemAccountKind },
      amount: -row.amount,
    }));
  };

  /** Current balances of a member's accounts in one currency (0 for an account not opened yet). */
  const memberBalances = async (merchantCode: string, memberId: number, currency: string) => {
    const rows = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantCode, merchantCode),
          eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.currency, currency),
        ),
      );
    const of = (kind: PlayerAccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    return { wallet: of('player_wallet'), held: of('player_withdrawal_hold') };
  };

  return { post, reversingLegs, memberBalances, accountIdOf };
};
