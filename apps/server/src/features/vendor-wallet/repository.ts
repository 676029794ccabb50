/**
 * The vendor wallet's tables (tables.ts). Every function takes the caller's database or
 * transaction first: a vendor transaction and its round are written in the ledger's transaction of
 * its movement (its `alongside`; decision 0011).
 */
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { gameRounds, vendorPlayerTokens, vendors, vendorTransactions } from './tables';

export type VendorTransactionKind = (typeof vendorTransactions.$inferSelect)['kind'];

export const findVendor = async (db: Database, vendorCode: string) => {
  const [row] = await db.select().from(vendors).where(eq(vendors.vendorCode, vendorCode));
  return row ?? null;
};

/** The secret of an enabled vendor, or null. */
export const enabledVendorSecret = async (db: Database, vendorCode: string) => {
  const [row] = await db
    .select({ secret: vendors.secret })
    .from(vendors)
    .where(and(eq(vendors.vendorCode, vendorCode), eq(vendors.enabled, true)));
  return row?.secret ?? null;
};

export const insertPlayerToken = async (db: Database, token: typeof vendorPlayerTokens.$inferInsert) => {
  await db.insert(vendorPlayerTokens).values(token);
};

/** The player of a token hash (and the vendor of its launch), or null. */
export const findPlayerToken = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .select({
      vendorCode: vendorPlayerTokens.vendorCode,
      merchantCode: vendorPlayerTokens.merchantCode,
      memberId: vendorPlayerTokens.memberId,
      currency: vendorPlayerTokens.currency,
    })
    .from(vendorPlayerTokens)
    .where(eq(vendorPlayerTokens.tokenHash, tokenHash));
  return row ?? null;
};

/** A vendor transaction of this vendor with the member of its round, or null. */
export const findVendorTransaction = async (db: Database, vendorCode: string, transactionId: string) => {
  const [row] = await db
    .select({
      kind: vendorTransactions.kind,
      ledgerTransactionId: vendorTransactions.ledgerTransactionId,
      roundId: vendorTransactions.roundId,
      memberId: gameRounds.memberId,
    })
    .from(vendorTransactions)
    .innerJoin(
      gameRounds,
      and(
        eq(gameRounds.vendorCode, vendorTransactions.vendorCode),
        eq(gameRounds.roundId, vendorTransactions.roundId),
      ),
    )
    .where(
      and(eq(vendorTransactions.vendorCode, vendorCode), eq(vendorTransactions.transactionId, transactionId)),
    );
  return row ?? null;
};

/**
 * Adds to the round (creating it at its first transaction): stake and win add up, a win or a lost
 * round settles it, a rollback of its whole stake rolls it back. False when the round id is
 * another member's. The vendor transaction that changes it, if any, is recorded in the same
 * statement (one round trip less while the ledger holds the wallet's lock).
 */
export const addToRound = async (
  db: Database,
  round: { vendorCode: string; roundId: string; merchantCode: string; memberId: number; gameCode: string },
  change: { stake: number; win: number; settle: boolean },
  transaction?: typeof vendorTransactions.$inferInsert,
) => {
  const { stake, win, settle } = change;
  const recorded = transaction
    ? [db.$with('recorded', {}).as(db.insert(vendorTransactions).values(transaction).getSQL())]
    : [];
  const [added] = await db
    .with(...recorded)
    .insert(gameRounds)
    .values({ ...round, stake: Math.max(stake, 0), win, status: settle ? 'settled' : 'open' })
    .onConflictDoUpdate({
      target: [gameRounds.vendorCode, gameRounds.roundId],
      set: {
        stake: sql`${gameRounds.stake} + ${stake}`,
        win: sql`${gameRounds.win} + ${win}`,
        status: settle
          ? sql`'settled'`
          : stake < 0
            ? sql`case when ${gameRounds.stake} + ${stake} <= 0 then 'rolled_back' else ${gameRounds.status} end`
            : gameRounds.status,
        updatedAt: sql`now()`,
      },
      setWhere: eq(gameRounds.memberId, round.memberId),
    })
    .returning({ roundId: gameRounds.roundId });
  return added !== undefined;
};

/** One page of the member's rounds, newest first, and how many there are. */
export const memberRoundsPage = (
  db: Database,
  member: { merchantCode: string; memberId: number },
  page: PageRequest,
) => {
  const where = and(
    eq(gameRounds.merchantCode, member.merchantCode),
    eq(gameRounds.memberId, member.memberId),
  );
  return pageWithTotal(
    db.select({ value: count() }).from(gameRounds).where(where),
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.roundId))
      .$dynamic(),
    page,
  );
};

/** The merchant's biggest settled wins since then, biggest first (the latest first among equals). */
export const biggestWins = (db: Database, merchantCode: string, since: Date, limit: number) =>
  db
    .select({
      memberId: gameRounds.memberId,
      vendorCode: gameRounds.vendorCode,
      gameCode: gameRounds.gameCode,
      win: gameRounds.win,
      at: gameRounds.updatedAt,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantCode, merchantCode),
        eq(gameRounds.status, 'settled'),
        gt(gameRounds.win, 0),
        gt(gameRounds.updatedAt, since),
      ),
    )
    .orderBy(desc(gameRounds.win), desc(gameRounds.updatedAt))
    .limit(limit);
