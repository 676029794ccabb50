/**
 * The double-entry ledger (DESIGN §5, docs/decisions/0011 and 0054). Every money movement is its own
 * ledger transaction — its idempotency key, its postings, its answer — and movements that arrive
 * together share one database transaction and one commit (a batch), so that a busy wallet or the
 * merchant's house account is locked once per batch instead of once per movement:
 *   1. every account of the batch is locked `FOR UPDATE` in ascending id, so two batches never
 *      wait on each other in opposite orders (no deadlocks), in this process or another;
 *   2. keys used before (read after the locks, so a movement that held them has committed) answer
 *      their first result (the same request) or 409 (a different one);
 *   3. under those locks, each movement in turn: a player debit that would leave less than its
 *      keep (default 0) is 409 INSUFFICIENT_BALANCE, alone; the others' postings carry the balance
 *      each left behind;
 *   4. the transactions, the postings (checked to sum to zero) and the accounts' changes are
 *      written, one statement each for the whole batch; the database adds the changes to the
 *      balances and must arrive where the postings say;
 *   5. whatever each caller writes alongside (an order's status, a game round), in the same commit.
 * When a write fails, the batch rolls back and each of its movements is posted alone. Nothing reads
 * a balance without its row lock and writes it back: that loses money under concurrency (the
 * invariant test proves it against a naive version).
 */
import { createHash } from 'node:crypto';
import { ErrorCode, type LedgerTransactionKind, WALLET_MESSAGES } from '@app/contract';
import { and, asc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
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
  /**
   * More writes of the same database transaction, given the balances the movement leaves (as
   * PostedMovement's); throwing rolls the whole movement back.
   */
  alongside?: (tx: Database, transactionId: number, balances: PostedMovement['balances']) => Promise<void>;
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

/**
 * How many batches may be in their database transactions at once: one commits while the next
 * gathers and locks; more would only queue on the same rows (decision 0054).
 */
const BATCHES_AT_ONCE = 2;
/** The most movements one batch carries. */
const MOST_PER_BATCH = 200;

/** A movement waiting for its batch: its legs with their account ids, ascending. */
interface Queued {
  movement: Movement;
  requestHash: string;
  legs: (Leg & { accountId: number })[];
  resolve: (posted: PostedMovement) => void;
  reject: (error: unknown) => void;
}

type Outcome = { posted: PostedMovement } | { error: Error };

const memberIdOf = (owner: AccountOwner) => ('memberId' in owner ? owner.memberId : 0);
const isPlayerKind = (kind: string) => (PLAYER_ACCOUNT_KINDS as readonly string[]).includes(kind);

/** The balance a movement left in one account, for the answer to its caller. */
export const balanceAfter = (posted: PostedMovement, owner: AccountOwner): number | undefined =>
  posted.balances.find((entry) => entry.kind === owner.kind && entry.memberId === memberIdOf(owner))
    ?.balanceAfter;

/**
 * A member's balances (wallet, withdrawal hold; 0 for an account not opened yet) in the currency
 * of the placeholder `currency`, as columns of a statement that names the member: what the balance
 * call reads in its session lookup's statement (decision 0057).
 */
export const memberBalanceColumns = (member: { merchantCode: SQLWrapper; memberId: SQLWrapper }) => {
  const balanceOf = (kind: PlayerAccountKind) =>
    sql<number>`coalesce((select ${ledgerAccounts.balance} from ${ledgerAccounts}
      where ${ledgerAccounts.merchantCode} = ${member.merchantCode} and ${ledgerAccounts.memberId} = ${member.memberId}
        and ${ledgerAccounts.currency} = ${sql.placeholder('currency')} and ${ledgerAccounts.kind} = ${kind}), 0)`.mapWith(
      Number,
    );
  return { wallet: balanceOf('player_wallet'), held: balanceOf('player_withdrawal_hold') };
};

/** A player debit: the only leg that may be refused for want of money. */
const isConditional = (leg: Leg) => leg.amount < 0 && isPlayerKind(leg.account.kind);

const keyOf = (merchantCode: string, idempotencyKey: string) => `${merchantCode}\u0000${idempotencyKey}`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const idempotencyConflict = () =>
  new ApiError(ErrorCode.IDEMPOTENCY_CONFLICT, WALLET_MESSAGES[ErrorCode.IDEMPOTENCY_CONFLICT]);

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

  /**
   * The movements of one batch, in one database transaction (decision 0054): each answers on its
   * own — its first result when its key was used before, 409 when its key was used for another
   * movement or a player leg lacks the money — and those that move write their rows together.
   * Throws when a write fails; the caller then posts each movement of the batch alone.
   */
  const postTogether = async (tx: Database, batch: readonly Queued[]): Promise<Outcome[]> => {
    const outcomes: Outcome[] = new Array(batch.length);

    // 1. Every account of the batch locked in ascending id (no two movements wait on each other in
    //    opposite orders, whatever process runs them), with the balances the lock now guards. A
    //    movement that held one of them has committed by now, so step 2 sees its key.
    const accountIds = [...new Set(batch.flatMap((entry) => entry.legs.map((leg) => leg.accountId)))];
    const locked = await tx
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, accountIds))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    const balance = new Map(locked.map((row) => [row.id, row.balance]));

    // 2. Keys used before answer their first result; nothing of theirs moves.
    const used = await tx
      .select({
        id: ledgerTransactions.id,
        merchantCode: ledgerTransactions.merchantCode,
        idempotencyKey: ledgerTransactions.idempotencyKey,
        requestHash: ledgerTransactions.requestHash,
      })
      .from(ledgerTransactions)
      .where(
        and(
          inArray(ledgerTransactions.merchantCode, [
            ...new Set(batch.map((entry) => entry.movement.merchantCode)),
          ]),
          inArray(ledgerTransactions.idempotencyKey, [
            ...new Set(batch.map((entry) => entry.movement.idempotencyKey)),
          ]),
        ),
      );
    const usedByKey = new Map(used.map((row) => [keyOf(row.merchantCode, row.idempotencyKey), row]));
    const fresh: number[] = [];
    for (const [index, entry] of batch.entries()) {
      const first = usedByKey.get(keyOf(entry.movement.merchantCode, entry.movement.idempotencyKey));
      if (!first) fresh.push(index);
      else if (first.requestHash !== entry.requestHash) outcomes[index] = { error: idempotencyConflict() };
      else
        outcomes[index] = {
          posted: { transactionId: first.id, replayed: true, balances: await balancesOf(tx, first.id) },
        };
    }

    // 3. The movements in their order, each against the balances its predecessors left: a player
    //    debit that would leave less than its keep is refused alone.
    const moving: { index: number; balances: PostedMovement['balances'] }[] = [];
    for (const index of fresh) {
      const { legs } = batch[index] as Queued;
      const balanceOf = (accountId: number) => {
        const known = balance.get(accountId);
        if (known === undefined) throw new Error(`ledger account ${accountId} was not locked`);
        return known;
      };
      const short = legs.some(
        (leg) => isConditional(leg) && balanceOf(leg.accountId) + leg.amount < (leg.keep ?? 0),
      );
      if (short) {
        outcomes[index] = { error: insufficient() };
        continue;
      }
      const balances = legs.map((leg) => {
        const after = balanceOf(leg.accountId) + leg.amount;
        balance.set(leg.accountId, after);
        return {
          accountId: leg.accountId,
          kind: leg.account.kind,
          memberId: memberIdOf(leg.account),
          balanceAfter: after,
        };
      });
      moving.push({ index, balances });
    }
    if (moving.length === 0) return outcomes;

    // 4. Their transactions (a key another process took meanwhile fails the batch), postings, and
    //    the accounts' new balances — each one statement for the whole batch.
    const created = await tx
      .insert(ledgerTransactions)
      .values(
        moving.map(({ index }) => {
          const { movement, requestHash } = batch[index] as Queued;
          return {
            merchantCode: movement.merchantCode,
            kind: movement.kind,
            idempotencyKey: movement.idempotencyKey,
            requestHash,
            reference: movement.reference,
            reversesTransactionId: movement.reversesTransactionId ?? null,
            ...(movement.at ? { createdAt: movement.at } : {}),
          };
        }),
      )
      .returning({
        id: ledgerTransactions.id,
        merchantCode: ledgerTransactions.merchantCode,
        idempotencyKey: ledgerTransactions.idempotencyKey,
        createdAt: ledgerTransactions.createdAt,
      });
    const createdByKey = new Map(created.map((row) => [keyOf(row.merchantCode, row.idempotencyKey), row]));
    const transactionOf = (index: number) => {
      const { movement } = batch[index] as Queued;
      const row = createdByKey.get(keyOf(movement.merchantCode, movement.idempotencyKey));
      if (!row) throw new Error(`ledger transaction ${movement.idempotencyKey} was not created`);
      return row;
    };
    const postings = moving.flatMap(({ index, balances }) => {
      const transaction = transactionOf(index);
      const { movement, legs } = batch[index] as Queued;
      return legs.map((leg, legIndex) => ({
        transactionId: transaction.id,
        accountId: leg.accountId,
        amount: leg.amount,
        balanceAfter: balances[legIndex]?.balanceAfter ?? Number.NaN,
        kind: movement.kind,
        createdAt: transaction.createdAt,
      }));
    });
    // Checked again on what is about to be written, whatever validate() saw.
    if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
      throw new Error('postings do not sum to zero');
    }
    await tx.insert(ledgerPostings).values(postings);
    const change = new Map<number, number>();
    for (const posting of postings) {
      change.set(posting.accountId, (change.get(posting.accountId) ?? 0) + posting.amount);
    }
    const changes = [...change].map(([id, amount]) => sql`(${id}::bigint, ${amount}::bigint)`);
    const updated = rowsOf<{ id: number | string; balance: number | string }>(
      await tx.execute(
        sql`update ledger_accounts as account set balance = account.balance + change.amount
          from (values ${sql.join(changes, sql`, `)}) as change(id, amount)
          where account.id = change.id returning account.id, account.balance`,
      ),
    );
    // The database adds the changes up itself; what it answers must be what the postings say.
    if (
      updated.length !== change.size ||
      updated.some((row) => balance.get(Number(row.id)) !== Number(row.balance))
    ) {
      throw new Error('account balances disagree with their postings');
    }

    // 5. The callers' own writes, in the movements' order, under the accounts' locks.
    for (const { index, balances } of moving) {
      const entry = batch[index] as Queued;
      const transactionId = transactionOf(index).id;
      await entry.movement.alongside?.(tx, transactionId, balances);
      outcomes[index] = { posted: { transactionId, replayed: false, balances } };
    }
    return outcomes;
  };

  /**
   * One batch in its database transaction. When a write of the batch fails (one movement's
   * `alongside` refused it, a unique index caught a second reversal, another process took a key
   * meanwhile), nothing of it stays and each movement is posted alone, so the failure is its own.
   * Alone, a key taken meanwhile is posted once more: it then answers that first result.
   */
  const runBatch = async (batch: readonly Queued[], retried = false): Promise<void> => {
    try {
      const outcomes = await db.transaction((tx) => postTogether(tx, batch));
      for (const [index, entry] of batch.entries()) {
        const outcome = outcomes[index];
        if (outcome && 'posted' in outcome) entry.resolve(outcome.posted);
        else entry.reject(outcome?.error ?? new Error('a movement of the batch got no outcome'));
      }
    } catch (error) {
      const [only] = batch;
      if (batch.length > 1) {
        for (const entry of batch) await runBatch([entry]);
      } else if (only && uniqueViolationOf(error) === 'ledger_transactions_idempotency_uq' && !retried) {
        await runBatch(batch, true);
      } else if (only && uniqueViolationOf(error) === 'ledger_transactions_reverses_uq') {
        only.reject(
          new AlreadyReversedError(`transaction ${only.movement.reversesTransactionId} is reversed already`),
        );
      } else {
        only?.reject(error);
      }
    }
  };

  /** Movements waiting for a batch, and how many batches are in their transactions now. */
  const waiting: Queued[] = [];
  let batchesRunning = 0;

  /** Starts batches of whatever waits while fewer than BATCHES_AT_ONCE run. */
  const startBatches = () => {
    while (batchesRunning < BATCHES_AT_ONCE && waiting.length > 0) {
      const batch = waiting.splice(0, MOST_PER_BATCH);
      batchesRunning++;
      void runBatch(batch).finally(() => {
        batchesRunning--;
        startBatches();
      });
    }
  };

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
    return new Promise<PostedMovement>((resolve, reject) => {
      waiting.push({ movement, requestHash, legs, resolve, reject });
      startBatches();
    });
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
