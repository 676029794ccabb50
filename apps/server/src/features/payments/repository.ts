/**
 * The payments feature's channels and deposit orders (tables.ts; the sandbox gateway keeps its own
 * books in sandbox-gateway.ts, as an outside gateway would). Every function takes the caller's
 * database or transaction first: an order is completed in the ledger's transaction of its credit
 * (its `alongside`; decision 0011).
 */
import { and, asc, count, desc, eq, gte, inArray, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { depositOrders, paymentChannels } from './tables';

export type OrderRow = typeof depositOrders.$inferSelect;
export type OrderStatus = OrderRow['status'];

/** The merchant's enabled channels in their order; sandbox ones only when `withSandbox`. */
export const enabledChannels = (db: Database, merchantCode: string, withSandbox: boolean) =>
  db
    .select()
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.merchantCode, merchantCode),
        eq(paymentChannels.enabled, true),
        withSandbox ? undefined : ne(paymentChannels.kind, 'sandbox'),
      ),
    )
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));

/**
 * Serializes the new orders of one member until the transaction ends: what a deposit limit counts
 * is read and the order written under it, so two orders cannot pass a limit together.
 */
export const lockMemberOrders = (tx: Database, memberId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposit_orders:${memberId}`}))`);

/** The sum of the member's orders that meet `conditions` (minor units). */
const memberOrdersTotal = async (
  db: Database,
  member: { merchantCode: string; memberId: number },
  ...conditions: SQL[]
) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantCode, member.merchantCode),
        eq(depositOrders.memberId, member.memberId),
        ...conditions,
      ),
    );
  return Number(row?.total ?? 0);
};

/**
 * What the member's orders since then ask to deposit: every order but the cancelled and the
 * rejected (a pending one counts, so several cannot pass a deposit limit together).
 */
export const orderedSince = (db: Database, member: { merchantCode: string; memberId: number }, since: Date) =>
  memberOrdersTotal(
    db,
    member,
    notInArray(depositOrders.status, ['cancelled', 'rejected']),
    gte(depositOrders.createdAt, since),
  );

/** The new order, or null when the member's Idempotency-Key made one before. */
export const insertOrder = async (db: Database, order: typeof depositOrders.$inferInsert) => {
  const [created] = await db.insert(depositOrders).values(order).onConflictDoNothing().returning();
  return created ?? null;
};

export const findOrderByIdempotencyKey = async (
  db: Database,
  member: { merchantCode: string; memberId: number },
  idempotencyKey: string,
) => {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantCode, member.merchantCode),
        eq(depositOrders.memberId, member.memberId),
        eq(depositOrders.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
};

export const findOrder = async (db: Database, orderId: string) => {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.id, orderId));
  return row ?? null;
};

/** pending → completed with its ledger transaction; false when it was no longer pending. */
export const completeOrder = async (
  db: Database,
  orderId: string,
  completion: { ledgerTransactionId: number; completedAt: Date },
) => {
  const [done] = await db
    .update(depositOrders)
    .set({ status: 'completed', ...completion })
    .where(and(eq(depositOrders.id, orderId), eq(depositOrders.status, 'pending')))
    .returning({ id: depositOrders.id });
  return done !== undefined;
};

/** pending → cancelled or rejected; null when it was no longer pending. */
export const closeOrder = async (
  db: Database,
  orderId: string,
  close: { status: Extract<OrderStatus, 'cancelled' | 'rejected'>; reason: string | null },
) => {
  const [closed] = await db
    .update(depositOrders)
    .set(close)
    .where(and(eq(depositOrders.id, orderId), eq(depositOrders.status, 'pending')))
    .returning();
  return closed ?? null;
};

/** The gateway's reference and payment page of a gateway order. */
export const setOrderPayment = async (
  db: Database,
  orderId: string,
  payment: { providerRef: string; paymentUrl: string },
) => {
  await db.update(depositOrders).set(payment).where(eq(depositOrders.id, orderId));
};

/** The member's latest orders, newest first. */
export const latestMemberOrders = (
  db: Database,
  member: { merchantCode: string; memberId: number },
  limit: number,
) =>
  db
    .select()
    .from(depositOrders)
    .where(
      and(eq(depositOrders.merchantCode, member.merchantCode), eq(depositOrders.memberId, member.memberId)),
    )
    .orderBy(desc(depositOrders.createdAt))
    .limit(limit);

/** What a back-office deposits queue may be narrowed to (times in Unix ms, `to` excluded). */
export interface OrdersQueueFilter {
  statuses?: readonly OrderStatus[];
  memberId?: number;
  from?: number;
  to?: number;
}

/** One page of a merchant's orders of the filter, newest first, and how many there are. */
export const merchantOrdersPage = (
  db: Database,
  merchantCode: string,
  filter: OrdersQueueFilter,
  page: PageRequest,
) => {
  const where = and(
    eq(depositOrders.merchantCode, merchantCode),
    filter.statuses ? inArray(depositOrders.status, [...filter.statuses]) : undefined,
    filter.memberId === undefined ? undefined : eq(depositOrders.memberId, filter.memberId),
    filter.from === undefined ? undefined : gte(depositOrders.createdAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(depositOrders.createdAt, new Date(filter.to)),
  );
  return pageWithTotal(
    db.select({ value: count() }).from(depositOrders).where(where),
    db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .$dynamic(),
    page,
  );
};

/** The sum of the member's completed sandbox orders in this currency. */
export const sandboxCredited = (
  db: Database,
  member: { merchantCode: string; memberId: number },
  currency: string,
) =>
  memberOrdersTotal(
    db,
    member,
    eq(depositOrders.currency, currency),
    eq(depositOrders.kind, 'sandbox'),
    eq(depositOrders.status, 'completed'),
  );
