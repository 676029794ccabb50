/**
 * Player protection's tables (issue 19; decision 0059): each member's limits with a loosening
 * waiting out its cooling-off, the reality-check interval, time-outs and self-exclusions, and the
 * history of every change. Members are the account's (its members table); the sums the limits
 * are measured against are the wallet's and the payments' (asked through their services).
 */
import type {
  PlayerBlockKind,
  PlayerLimitName,
  PlayerProtectionEvent,
  RealityCheckMinutes,
} from '@app/contract';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/**
 * One limit of a member. `value` is in force until `pendingAt`, when `pendingValue` (a loosening:
 * higher, or null for none) takes its place; the readers apply a matured loosening as they read
 * (rules.ts), and the next write stores it.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    limit: text('limit').$type<PlayerLimitName>().notNull(),
    /** Minor units for the money limits, minutes for sessionMinutes; null: no limit. */
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    /** When the waiting loosening applies; null when none waits. */
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.limit] })],
);

/** The member's reality-check interval; a member without a row has REALITY_CHECK_DEFAULT_MINUTES. */
export const playerRealityChecks = pgTable('player_reality_checks', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  /** null: the member turned it off. */
  minutes: integer('minutes').$type<RealityCheckMinutes>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A time-out or self-exclusion: login, deposits and play are refused from startsAt until endsAt. */
export const playerBlocks = pgTable(
  'player_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<PlayerBlockKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 'member', or the operator's actor. */
    placedBy: text('placed_by').notNull(),
    /** The operator's reason; null for the member's own. */
    reason: text('reason'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('player_blocks_member_idx').on(table.memberId, table.endsAt)],
);

/** Every change of a member's player protection, as the member's history and the operator read it. */
export const playerProtectionHistory = pgTable(
  'player_protection_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    event: text('event').$type<PlayerProtectionEvent>().notNull(),
    limit: text('limit').$type<PlayerLimitName>(),
    fromValue: bigint('from_value', { mode: 'number' }),
    toValue: bigint('to_value', { mode: 'number' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    /** 'member', or the operator's actor. */
    changedBy: text('changed_by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('player_protection_history_member_idx').on(table.memberId, table.id)],
);
