/**
 * The agents feature's tables (issue 16, decision 0047): members' applications to become an
 * agent, the merchant's agent plans, which plan each agent has, and the commission statements the
 * operator's settlement of a closed month writes (the only stored commission: a running month is
 * always computed from the ledger).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

export const agentsApplications = pgTable(
  'agents_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    realName: text('real_name').notNull(),
    contactKind: text('contact_kind', { enum: ['mobile', 'telegram', 'email'] }).notNull(),
    contact: text('contact').notNull(),
    channel: text('channel', { enum: ['website', 'social', 'community', 'other'] }).notNull(),
    channelDetail: text('channel_detail').notNull(),
    expectedPlayers: integer('expected_players').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    submittedAt: createdAtColumn(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    rejectReason: text('reject_reason'),
    /** A rejected applicant may apply again from then; null: at once. */
    reapplyAfter: timestamp('reapply_after', { withTimezone: true }),
    /** The affiliate code the approval gave. */
    affiliateCode: text('affiliate_code'),
  },
  (table) => [
    index('agents_applications_member_idx').on(table.memberId, table.submittedAt),
    index('agents_applications_status_idx').on(table.merchantCode, table.status, table.submittedAt),
    // One open application per member, whatever two requests at once try.
    uniqueIndex('agents_applications_open_uq').on(table.memberId).where(sql`${table.status} = 'pending'`),
  ],
);

export const agentsPlans = pgTable(
  'agents_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    name: text('name').notNull(),
    /** Basis points of the downline's net gaming revenue (turnover − wins − bonuses). */
    rateBps: integer('rate_bps').notNull(),
    /** Members with turnover in the period needed for the period to pay. */
    minActiveMembers: integer('min_active_members').notNull(),
    period: text('period', { enum: ['monthly'] })
      .notNull()
      .default('monthly'),
    /** An inactive plan is not given to new agents; agents who have it keep it. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    /** Seed identity, so the idempotent demo seed inserts each plan once. */
    seedKey: text('seed_key'),
  },
  (table) => [
    uniqueIndex('agents_plans_name_uq').on(table.merchantCode, sql`lower(${table.name})`),
    uniqueIndex('agents_plans_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);

/** Each agent's plan (one). */
export const agentsPlanAssignments = pgTable('agents_plan_assignments', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantCode: text('merchant_code').notNull(),
  planId: bigint('plan_id', { mode: 'number' })
    .notNull()
    .references(() => agentsPlans.id),
  assignedAt: createdAtColumn(),
});

/** A settled month of one agent: the figures used and what was paid (once per agent and month). */
export const agentsCommissionStatements = pgTable(
  'agents_commission_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** YYYY-MM (UTC). */
    period: text('period').notNull(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => agentsPlans.id),
    planName: text('plan_name').notNull(),
    rateBps: integer('rate_bps').notNull(),
    minActiveMembers: integer('min_active_members').notNull(),
    downlineMembers: integer('downline_members').notNull(),
    activeMembers: integer('active_members').notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    wins: bigint('wins', { mode: 'number' }).notNull(),
    bonuses: bigint('bonuses', { mode: 'number' }).notNull(),
    netRevenue: bigint('net_revenue', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['paid', 'below_minimum', 'nothing'] }).notNull(),
    /** The ledger movement that paid it (status 'paid'). */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    settledAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('agents_commission_statements_uq').on(table.agentId, table.period)],
);
