/**
 * Four eyes (issue 21): a money step above the merchant's approval threshold waits here until a
 * second staff member, not the one who asked, approves or rejects it. Rows are never deleted; a
 * decided row keeps who decided, when, why, and what the step gave.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';

export const approvals = pgTable(
  'approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** 'adjustment' (a balance adjustment) or 'withdrawal' (a withdrawal's approval step). */
    kind: text('kind').notNull(),
    /** What it is about: the member's username of an adjustment, the withdrawal's id. */
    subject: text('subject').notNull(),
    /** Minor units, without sign: what the threshold is compared with. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The step as asked (an adjustment's body; a withdrawal step's body), made as is on approval. */
    request: jsonb('request').notNull(),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    requestedBy: text('requested_by').notNull(),
    requestReason: text('request_reason').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** What the approved step answered (an adjustment's transaction id and balance). */
    result: jsonb('result'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('approvals_queue_idx').on(table.merchantCode, table.status, table.createdAt),
    // One open request per subject of a kind: a second ask for the same withdrawal is refused.
    uniqueIndex('approvals_pending_subject_uq')
      .on(table.merchantCode, table.kind, table.subject)
      .where(sql`${table.status} = 'pending' and ${table.kind} = 'withdrawal'`),
  ],
);
