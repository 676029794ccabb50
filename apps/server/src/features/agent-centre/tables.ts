/**
 * The agent centre's tables (issue 16, decision 0048): the operator's transfer limits (a merchant's
 * default and an agent's own) and the agents' transfers to their downline (the ledger holds the
 * money; a row names who sent it to whom, for the daily quota and the agent's history).
 */
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../account/tables';

const limitColumns = () => ({
  minPerTransfer: bigint('min_per_transfer', { mode: 'number' }).notNull(),
  maxPerTransfer: bigint('max_per_transfer', { mode: 'number' }).notNull(),
  dailyQuota: bigint('daily_quota', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

export const agentCentreDefaultQuotas = pgTable('agent_centre_default_quotas', {
  merchantCode: text('merchant_code').primaryKey(),
  ...limitColumns(),
});

export const agentCentreQuotas = pgTable(
  'agent_centre_quotas',
  {
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ...limitColumns(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.memberId] })],
);

export const agentCentreTransfers = pgTable(
  'agent_centre_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The ledger movement (kind 'transfer'): one row per movement. */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_centre_transfers_tx_uq').on(table.transactionId),
    index('agent_centre_transfers_agent_idx').on(table.agentId, table.createdAt),
  ],
);
