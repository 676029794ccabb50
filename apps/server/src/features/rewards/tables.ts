/** The reward centre's tables (issue 14): the operator's reward definitions and the members' claims. */
import type { AnyRewardParams, LocalizedValue, RewardKind } from '@app/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/** A reward a merchant offers: its kind, texts per language, the kind's parameters and its wagering. */
export const rewards = pgTable(
  'rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').$type<RewardKind>().notNull(),
    texts: jsonb('texts').$type<LocalizedValue<{ title: string; description: string }>>().notNull(),
    /** The kind's parameters (contract REWARD_PARAMS_OF), checked against the kind when written. */
    params: jsonb('params').$type<AnyRewardParams>().notNull(),
    /** Wagering requirement of a claim: its amount times this (0: none). */
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Seed identity, so the idempotent demo seed inserts each reward once. */
    seedKey: text('seed_key'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('rewards_merchant_idx').on(table.merchantCode, table.sortOrder),
    uniqueIndex('rewards_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);

/**
 * A member's claim of a reward for one period (the reward's once: 'once', a UTC day, a deposit, a
 * points total), written in the transaction of its ledger movement: the unique index makes each
 * claimable once per period, as the movement's idempotency key does for the money.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewards.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    currency: text('currency').notNull(),
    periodKey: text('period_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'number' }).notNull(),
    /** points: how many points this claim exchanged. */
    points: integer('points'),
    /** The Idempotency-Key of the request that made it: a retry with it answers this claim. */
    requestKey: text('request_key'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('reward_claims_period_uq').on(table.rewardId, table.memberId, table.periodKey),
    index('reward_claims_member_idx').on(table.memberId, table.createdAt),
  ],
);
