/**
 * The agent contracts' tables (issue 16 point 4, decision 0049): the operator's offers to agents
 * with their terms and status, and the payouts of each settled period. One live (offered or
 * accepted) contract per agent and kind is a partial unique index; a period of a contract is
 * settled once (unique contract and period), its money moved once by the wallet's idempotency key.
 */
import type { AnyContractTier, ContractKind, ContractStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../account/tables';

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** The agent it is offered to. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    /** The ladder of tiers (contract agent-contracts-rules.ts), checked before it is stored. */
    tiers: jsonb('tiers').$type<AnyContractTier[]>().notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('offered'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    /** The Operator-Actor who offered it ('seed' for the demo's). */
    offeredBy: text('offered_by').notNull(),
    /** When the agent accepted or declined. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the operator withdrew the offer or ended the contract. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Seed identity, so the idempotent demo seed inserts each contract once. */
    seedKey: text('seed_key'),
  },
  (table) => [
    uniqueIndex('agent_contracts_live_uq')
      .on(table.memberId, table.kind)
      .where(sql`${table.status} in ('offered', 'accepted')`),
    index('agent_contracts_merchant_idx').on(table.merchantCode, table.kind, table.status),
    uniqueIndex('agent_contracts_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);

/** One settled period of an accepted contract: the downline's figures, the tier met, what was paid. */
export const agentContractsPayouts = pgTable(
  'agent_contracts_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    period: text('period').notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    /** The tier met (0 the first), or null: nothing paid. */
    tier: integer('tier'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The wallet's movement that paid it (null when nothing was paid). */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('agent_contracts_payouts_period_uq').on(table.contractId, table.period)],
);
