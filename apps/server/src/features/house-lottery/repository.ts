/**
 * The house lottery's tables (tables.ts). Every write that several server processes may race on is
 * one conditional statement: a round is inserted once (on conflict do nothing), drawn once
 * (UPDATE ... WHERE status = 'open'), an order changes state only from the state it was read in.
 */
import { and, count, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { type LotteryOrderLineRow, type LotteryOrderState, lotteryOrders, lotteryRounds } from './tables';

export type LotteryRoundRow = typeof lotteryRounds.$inferSelect;
export type LotteryOrderRow = typeof lotteryOrders.$inferSelect;

/** Inserts the rounds that do not exist yet; a round another process made first keeps its seed. */
export const insertRounds = async (db: Database, rounds: (typeof lotteryRounds.$inferInsert)[]) => {
  await db.insert(lotteryRounds).values(rounds).onConflictDoNothing();
};

export const findRounds = (db: Database, gameCode: string, roundNos: number[]) =>
  db
    .select()
    .from(lotteryRounds)
    .where(and(eq(lotteryRounds.gameCode, gameCode), inArray(lotteryRounds.roundNo, roundNos)));

/** The open rounds whose draw time has come. */
export const dueRounds = (db: Database, at: Date) =>
  db
    .select({ gameCode: lotteryRounds.gameCode, roundNo: lotteryRounds.roundNo, seed: lotteryRounds.seed })
    .from(lotteryRounds)
    .where(and(eq(lotteryRounds.status, 'open'), lte(lotteryRounds.drawsAt, at)));

/** open → drawn with its number; false when another process drew it first. */
export const markDrawn = async (
  db: Database,
  round: { gameCode: string; roundNo: number },
  draw: { number: number; drawnAt: Date },
) => {
  const [drawn] = await db
    .update(lotteryRounds)
    .set({ status: 'drawn', ...draw })
    .where(
      and(
        eq(lotteryRounds.gameCode, round.gameCode),
        eq(lotteryRounds.roundNo, round.roundNo),
        eq(lotteryRounds.status, 'open'),
      ),
    )
    .returning({ roundNo: lotteryRounds.roundNo });
  return drawn !== undefined;
};

/** The drawn rounds whose orders are not all settled yet (this pass's, or one a crash left). */
export const roundsToSettle = (db: Database) =>
  db
    .select({
      gameCode: lotteryRounds.gameCode,
      roundNo: lotteryRounds.roundNo,
      number: lotteryRounds.number,
    })
    .from(lotteryRounds)
    .where(eq(lotteryRounds.status, 'drawn'));

export const markSettled = async (db: Database, round: { gameCode: string; roundNo: number }) => {
  await db
    .update(lotteryRounds)
    .set({ status: 'settled' })
    .where(and(eq(lotteryRounds.gameCode, round.gameCode), eq(lotteryRounds.roundNo, round.roundNo)));
};

const drawnWhere = (gameCode: string) =>
  and(eq(lotteryRounds.gameCode, gameCode), ne(lotteryRounds.status, 'open'));

/** The game's drawn rounds, newest first. */
export const drawnRoundsPage = (db: Database, gameCode: string, page: PageRequest) =>
  pageWithTotal(
    db.select({ value: count() }).from(lotteryRounds).where(drawnWhere(gameCode)),
    db
      .select()
      .from(lotteryRounds)
      .where(drawnWhere(gameCode))
      .orderBy(desc(lotteryRounds.roundNo))
      .$dynamic(),
    page,
  );

/** The new order, or null when the member's Idempotency-Key made one before. */
export const insertOrder = async (db: Database, order: typeof lotteryOrders.$inferInsert) => {
  const [created] = await db.insert(lotteryOrders).values(order).onConflictDoNothing().returning();
  return created ?? null;
};

export const findOrderByIdempotencyKey = async (
  db: Database,
  member: { merchantCode: string; memberId: number },
  idempotencyKey: string,
) => {
  const [row] = await db
    .select()
    .from(lotteryOrders)
    .where(
      and(
        eq(lotteryOrders.merchantCode, member.merchantCode),
        eq(lotteryOrders.memberId, member.memberId),
        eq(lotteryOrders.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
};

export const findOrder = async (db: Database, orderId: string) => {
  const [row] = await db.select().from(lotteryOrders).where(eq(lotteryOrders.id, orderId));
  return row ?? null;
};

/** from → to; false when the order was no longer in `from`. */
export const moveOrder = async (
  db: Database,
  orderId: string,
  from: LotteryOrderState,
  to: LotteryOrderState,
) => {
  const [moved] = await db
    .update(lotteryOrders)
    .set({ status: to })
    .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.status, from)))
    .returning({ id: lotteryOrders.id });
  return moved !== undefined;
};

/** A refused debit leaves nothing behind: the same Idempotency-Key may try again. */
export const deletePlacingOrder = async (db: Database, orderId: string) => {
  await db
    .delete(lotteryOrders)
    .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.status, 'placing')));
};

/** A batch of a drawn round's orders that still need money moved: open, placing or cancelling. */
export const unsettledOrders = (db: Database, round: { gameCode: string; roundNo: number }, limit: number) =>
  db
    .select()
    .from(lotteryOrders)
    .where(
      and(
        eq(lotteryOrders.gameCode, round.gameCode),
        eq(lotteryOrders.roundNo, round.roundNo),
        or(
          eq(lotteryOrders.status, 'open'),
          eq(lotteryOrders.status, 'placing'),
          eq(lotteryOrders.status, 'cancelling'),
        ),
      ),
    )
    .limit(limit);

export interface SettledOrder {
  id: string;
  status: LotteryOrderState;
  lines: LotteryOrderLineRow[];
  payout: number | null;
}

/** Writes a settled batch in one statement: each order's final state, its lines' payouts and total. */
export const settleOrders = async (db: Database, settled: SettledOrder[]) => {
  if (settled.length === 0) return;
  const values = sql.join(
    settled.map(
      (order) =>
        sql`(${order.id}, ${order.status}, ${JSON.stringify(order.lines)}::jsonb, ${order.payout}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${lotteryOrders} set status = v.status, lines = v.lines, payout = v.payout
    from (values ${values}) as v(id, status, lines, payout)
    where ${lotteryOrders.id} = v.id`);
};

const memberWhere = (member: { merchantCode: string; memberId: number }, gameCode: string) =>
  and(
    eq(lotteryOrders.merchantCode, member.merchantCode),
    eq(lotteryOrders.memberId, member.memberId),
    eq(lotteryOrders.gameCode, gameCode),
    ne(lotteryOrders.status, 'placing'),
  );

/** The member's orders of a game, newest first (a slip still being placed is not one yet). */
export const memberOrdersPage = (
  db: Database,
  member: { merchantCode: string; memberId: number },
  gameCode: string,
  page: PageRequest,
) =>
  pageWithTotal(
    db.select({ value: count() }).from(lotteryOrders).where(memberWhere(member, gameCode)),
    db
      .select()
      .from(lotteryOrders)
      .where(memberWhere(member, gameCode))
      .orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id))
      .$dynamic(),
    page,
  );
