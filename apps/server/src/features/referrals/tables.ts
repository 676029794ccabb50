/**
 * Invite friends' tables (issue 16; docs/decisions/0046): the merchant's REFERRAL programme rules
 * (one row per merchant) and the bonuses paid. Who invited whom is the account's (members
 * .recommended_by); whether a friend qualified is computed from the ledger, never stored.
 */
import type { LocalizedValue } from '@app/contract';
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

export const referralRules = pgTable('referral_rules', {
  merchantCode: text('merchant_code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  texts: jsonb('texts').$type<LocalizedValue<{ title: string; description: string }>>().notNull(),
  referrerBonus: bigint('referrer_bonus', { mode: 'number' }).notNull(),
  friendBonus: bigint('friend_bonus', { mode: 'number' }).notNull(),
  minDeposit: bigint('min_deposit', { mode: 'number' }).notNull(),
  windowDays: integer('window_days').notNull(),
  monthlyCap: integer('monthly_cap').notNull(),
  turnoverMultiplier: integer('turnover_multiplier').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One bonus paid: to `memberId`, for the friend `friendId`, on one side (the referrer's, or the
 * friend's own, where memberId is friendId). Written in the transaction of its ledger movement,
 * whose idempotency key `referral:<friendId>:<side>` and the unique index make each side paid once.
 */
export const referralClaims = pgTable(
  'referral_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    currency: text('currency').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    side: text('side').$type<'referrer' | 'friend'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The bonus's wagering requirement (amount × the rules' multiplier when it was paid). */
    turnoverRequired: bigint('turnover_required', { mode: 'number' }).notNull(),
    /** The Idempotency-Key of the request that made it: a retry with it answers this claim. */
    requestKey: text('request_key'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('referral_claims_side_uq').on(table.friendId, table.side),
    index('referral_claims_member_idx').on(table.memberId, table.createdAt),
  ],
);
