/**
 * The withdrawals feature's tables (tables.ts). Every function takes the caller's database or
 * transaction first: the service decides what runs in one transaction, and a hold's rows are
 * written in the ledger's own transaction (its `alongside`; decision 0011).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PageRequest, pageWithTotal } from '../../db/page';
import {
  memberBankCards,
  paymentPasswordLocks,
  paymentPasswords,
  withdrawalEvents,
  withdrawals,
} from './tables';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = WithdrawalRow['status'];
export type BankCardRow = typeof memberBankCards.$inferSelect;
export type PaymentPasswordRow = typeof paymentPasswords.$inferSelect;
export type PaymentLockRow = typeof paymentPasswordLocks.$inferSelect;

// ---- payment passwords and their locks (decision 0020) ------------------------------------------

export const findPaymentPassword = async (db: Database, memberId: number) => {
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  return row ?? null;
};

/** Stores the member's first payment password; false when the member has one already. */
export const insertPaymentPassword = async (db: Database, memberId: number, hash: string) => {
  const [set] = await db
    .insert(paymentPasswords)
    .values({ memberId, hash })
    .onConflictDoNothing()
    .returning({ memberId: paymentPasswords.memberId });
  return set !== undefined;
};

/**
 * Counts one guess in one conditional UPDATE (a lock that has ended starts the count again); the
 * guess that reaches `maxFailures` sets the lock until `lockUntil`. Null when the member is locked
 * (another guess locked it since it was read), else the lock this guess set, if any.
 */
export const countPaymentPasswordGuess = async (
  db: Database,
  memberId: number,
  guess: { at: Date; maxFailures: number; lockUntil: Date },
) => {
  const counted = sql`case when ${paymentPasswords.lockedUntil} is null then ${paymentPasswords.failures} + 1 else 1 end`;
  const [place] = await db
    .update(paymentPasswords)
    .set({
      failures: counted,
      lockedUntil: sql`case when ${counted} >= ${guess.maxFailures} then ${guess.lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(paymentPasswords.memberId, memberId),
        or(isNull(paymentPasswords.lockedUntil), lte(paymentPasswords.lockedUntil, guess.at)),
      ),
    )
    .returning({ lockedUntil: paymentPasswords.lockedUntil });
  return place ?? null;
};

/** A right password, or an SMS unlock: no count, no lock. */
export const clearPaymentPasswordGuesses = async (db: Database, memberId: number) => {
  await db
    .update(paymentPasswords)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(paymentPasswords.memberId, memberId));
};

export const insertPaymentLock = async (db: Database, lock: typeof paymentPasswordLocks.$inferInsert) => {
  await db.insert(paymentPasswordLocks).values(lock);
};

/** Marks the member's lock still running at `at` as ended then by an SMS code. */
export const endPaymentLock = async (db: Database, memberId: number, at: Date) => {
  await db
    .update(paymentPasswordLocks)
    .set({ unlockedAt: at })
    .where(
      and(
        eq(paymentPasswordLocks.memberId, memberId),
        isNull(paymentPasswordLocks.unlockedAt),
        gt(paymentPasswordLocks.lockedUntil, at),
      ),
    );
};

/** A merchant's latest locks, newest first. */
export const latestPaymentLocks = (db: Database, merchantCode: string, limit: number) =>
  db
    .select()
    .from(paymentPasswordLocks)
    .where(eq(paymentPasswordLocks.merchantCode, merchantCode))
    .orderBy(desc(paymentPasswordLocks.lockedAt), desc(paymentPasswordLocks.id))
    .limit(limit);

// ---- bank cards ---------------------------------------------------------------------------------

export const bankCardsOfMember = (db: Database, memberId: number) =>
  db
    .select()
    .from(memberBankCards)
    .where(eq(memberBankCards.memberId, memberId))
    .orderBy(asc(memberBankCards.id));

export const countBankCards = async (db: Database, memberId: number) => {
  const [bound] = await db
    .select({ value: count() })
    .from(memberBankCards)
    .where(eq(memberBankCards.memberId, memberId));
  return bound?.value ?? 0;
};

export const insertBankCard = async (db: Database, card: typeof memberBankCards.$inferInsert) => {
  const [row] = await db.insert(memberBankCards).values(card).returning();
  if (!row) throw new Error('bank card insert returned nothing');
  return row;
};

/** The member's card of this id, or null. */
export const findBankCard = async (db: Database, memberId: number, id: number) => {
  const [row] = await db
    .select()
    .from(memberBankCards)
    .where(and(eq(memberBankCards.id, id), eq(memberBankCards.memberId, memberId)));
  return row ?? null;
};

export const bankCardsByIds = (db: Database, ids: readonly number[]) =>
  db
    .select()
    .from(memberBankCards)
    .where(inArray(memberBankCards.id, [...new Set(ids)]));

// ---- withdrawals and their timelines ------------------------------------------------------------

export const insertWithdrawal = async (db: Database, withdrawal: typeof withdrawals.$inferInsert) => {
  await db.insert(withdrawals).values(withdrawal);
};

export const insertWithdrawalEvent = async (db: Database, event: typeof withdrawalEvents.$inferInsert) => {
  await db.insert(withdrawalEvents).values(event);
};

export const findWithdrawal = async (db: Database, id: string) => {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
};

/** The timelines of these withdrawals, in the order their steps were taken. */
export const eventsOfWithdrawals = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(withdrawalEvents)
    .where(inArray(withdrawalEvents.withdrawalId, [...ids]))
    .orderBy(asc(withdrawalEvents.id));

/** One page of the member's withdrawals, newest first, and how many there are. */
export const memberWithdrawalsPage = (
  db: Database,
  member: { merchantCode: string; memberId: number },
  page: PageRequest,
) => {
  const where = and(
    eq(withdrawals.merchantCode, member.merchantCode),
    eq(withdrawals.memberId, member.memberId),
  );
  return pageWithTotal(
    db.select({ value: count() }).from(withdrawals).where(where),
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt)).$dynamic(),
    page,
  );
};

/** What a back-office withdrawals queue may be narrowed to (times in Unix ms, `to` excluded). */
export interface WithdrawalsQueueFilter {
  statuses?: readonly WithdrawalStatus[];
  memberId?: number;
  from?: number;
  to?: number;
}

/** One page of a merchant's withdrawals of the filter, newest first, and how many there are. */
export const merchantWithdrawalsPage = (
  db: Database,
  merchantCode: string,
  filter: WithdrawalsQueueFilter,
  page: PageRequest,
) => {
  const where = and(
    eq(withdrawals.merchantCode, merchantCode),
    filter.statuses ? inArray(withdrawals.status, [...filter.statuses]) : undefined,
    filter.memberId === undefined ? undefined : eq(withdrawals.memberId, filter.memberId),
    filter.from === undefined ? undefined : gte(withdrawals.createdAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(withdrawals.createdAt, new Date(filter.to)),
  );
  return pageWithTotal(
    db.select({ value: count() }).from(withdrawals).where(where),
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .$dynamic(),
    page,
  );
};

/** Moves the withdrawal from one status to the next; false when it was no longer in `from`. */
export const moveWithdrawal = async (
  db: Database,
  id: string,
  move: { from: WithdrawalStatus; to: WithdrawalStatus },
) => {
  const [moved] = await db
    .update(withdrawals)
    .set({ status: move.to })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, move.from)))
    .returning({ id: withdrawals.id });
  return moved !== undefined;
};

/** The status of the withdrawal each of these ledger transactions moved into the hold, by transaction. */
export const statusesOfHolds = async (
  db: Database,
  holdTransactionIds: readonly number[],
): Promise<Map<number, WithdrawalStatus>> => {
  if (holdTransactionIds.length === 0) return new Map();
  const rows = await db
    .select({ holdTransactionId: withdrawals.holdTransactionId, status: withdrawals.status })
    .from(withdrawals)
    .where(inArray(withdrawals.holdTransactionId, [...new Set(holdTransactionIds)]));
  return new Map(rows.map((row) => [row.holdTransactionId, row.status]));
};
