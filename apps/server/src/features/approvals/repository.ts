/**
 * The approvals' reads and writes of their table. Every write that changes a request records its
 * operator_audit entry in the same transaction (target `approval:<id>`). Every function takes the
 * caller's database or transaction first.
 */
import type { ApprovalKind, ApprovalStatus } from '@app/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { approvals } from './tables';

export type ApprovalRow = typeof approvals.$inferSelect;

/** What the audit trail keeps of a request: everything but the database's own columns. */
const documentOf = (row: ApprovalRow) => ({
  kind: row.kind,
  subject: row.subject,
  amount: row.amount,
  currency: row.currency,
  request: row.request,
  status: row.status,
  requestedBy: row.requestedBy,
  requestReason: row.requestReason,
  decidedBy: row.decidedBy,
  decisionReason: row.decisionReason,
  result: row.result,
});

export const findApproval = async (db: Database, merchantCode: string, id: number) => {
  const [row] = await db
    .select()
    .from(approvals)
    .where(and(eq(approvals.merchantCode, merchantCode), eq(approvals.id, id)));
  return row ?? null;
};

/** The adjustment request made with this idempotency key, whatever its status. */
export const findAdjustmentByKey = async (db: Database, merchantCode: string, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.merchantCode, merchantCode),
        eq(approvals.kind, 'adjustment'),
        sql`${approvals.request}->>'idempotencyKey' = ${idempotencyKey}`,
      ),
    );
  return row ?? null;
};

/** The open request of a withdrawal's approval, if any (at most one: approvals_pending_subject_uq). */
export const findPendingWithdrawal = async (db: Database, merchantCode: string, withdrawalId: string) => {
  const [row] = await db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.merchantCode, merchantCode),
        eq(approvals.kind, 'withdrawal'),
        eq(approvals.subject, withdrawalId),
        eq(approvals.status, 'pending'),
      ),
    );
  return row ?? null;
};

/**
 * Serializes the adjustment requests of one idempotency key (the table has no unique index on
 * it): the caller looks for the key's request and inserts one under this lock.
 */
export const lockAdjustmentKey = (tx: Database, merchantCode: string, idempotencyKey: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`approvals:${merchantCode}:${idempotencyKey}`}))`);

/** A new request, audited. */
export const insertApproval = async (
  tx: Database,
  values: Omit<typeof approvals.$inferInsert, 'id' | 'status' | 'createdAt'>,
  actor: OperatorActor,
) => {
  const [row] = await tx.insert(approvals).values(values).returning();
  if (!row) throw new Error('approval insert returned no row');
  await recordAudit(tx, {
    merchantCode: row.merchantCode,
    ...actor,
    target: `approval:${row.id}`,
    patch: { request: values.request, reason: values.requestReason },
    before: null,
    after: documentOf(row),
  });
  return row;
};

/**
 * Decides a pending request, audited: null when it is not pending (any more), so that of two
 * decisions at once only one is made.
 */
export const decideApproval = async (
  tx: Database,
  before: ApprovalRow,
  decision: {
    status: Exclude<ApprovalStatus, 'pending'>;
    reason: string | null;
    result: unknown;
  },
  actor: OperatorActor,
) => {
  const [row] = await tx
    .update(approvals)
    .set({
      status: decision.status,
      decidedBy: actor.actor,
      decidedAt: new Date(),
      decisionReason: decision.reason,
      result: decision.result,
    })
    .where(and(eq(approvals.id, before.id), eq(approvals.status, 'pending')))
    .returning();
  if (!row) return null;
  await recordAudit(tx, {
    merchantCode: row.merchantCode,
    ...actor,
    target: `approval:${row.id}`,
    patch: { status: decision.status, reason: decision.reason },
    before: documentOf(before),
    after: documentOf(row),
  });
  return row;
};

/** One page of the merchant's requests of a status and kind, newest first, and how many match. */
export const approvalsPage = (
  db: Database,
  merchantCode: string,
  filter: { status?: ApprovalStatus; kind?: ApprovalKind },
  page: PageRequest,
) => {
  const where = and(
    eq(approvals.merchantCode, merchantCode),
    filter.status === undefined ? undefined : eq(approvals.status, filter.status),
    filter.kind === undefined ? undefined : eq(approvals.kind, filter.kind),
  );
  return pageWithTotal(
    db.select({ value: count() }).from(approvals).where(where),
    db
      .select()
      .from(approvals)
      .where(where)
      .orderBy(desc(approvals.createdAt), desc(approvals.id))
      .$dynamic(),
    page,
  );
};
