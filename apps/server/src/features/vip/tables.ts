/** The VIP feature's table (issue 14): a merchant's levels, each a step of lifetime turnover. */
import type { VipLevelBody } from '@app/contract';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One level of a merchant's ladder. Thresholds rise with the level and level 0 starts at 0
 * (vipLadderProblems, checked on every write); the texts are Localized (EN required).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantCode: text('merchant_code').notNull(),
    level: integer('level').notNull(),
    /** The label in each language: { EN: 'VIP3', CN: ..., VI: ... }. */
    texts: jsonb('texts').$type<VipLevelBody['name']>().notNull(),
    turnoverThreshold: bigint('turnover_threshold', { mode: 'number' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'number' }).notNull().default(0),
    weeklyRebateBasisPoints: integer('weekly_rebate_basis_points').notNull().default(0),
    dailyWithdrawalLimit: bigint('daily_withdrawal_limit', { mode: 'number' }).notNull().default(0),
    dailyWithdrawals: integer('daily_withdrawals').notNull().default(0),
    benefits: jsonb('benefits').$type<VipLevelBody['benefits']>().notNull(),
    /** The demo seed's key for the rows it wrote (null for an operator's). */
    seedKey: text('seed_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.level] })],
);
