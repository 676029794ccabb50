/** The withdrawals feature's tables: payment passwords and their locks, bank cards, withdrawals and their timelines. */
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/**
 * A member's payment password (argon2id) and its guard's count (decision 0020). A member without a
 * row has set none. It was three columns of `members` until the withdrawals feature took it over
 * (decision 0029).
 */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  hash: text('hash').notNull(),
  /** Wrong payment passwords since the last right one (or the last lock); decision 0020. */
  failures: integer('failures').notNull().default(0),
  /** Payment calls are refused until then (set by the wrong guess that reached the limit). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A member's bank cards, the only places a withdrawal pays to. */
export const memberBankCards = pgTable(
  'member_bank_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('member_bank_cards_account_uq').on(table.memberId, table.accountNumber)],
);

/**
 * Every payment lock, for the operator (GET .../payment-locks): when it began and would end, and
 * when an SMS code ended it early. A lock without unlockedAt ended by time at lockedUntil.
 */
export const paymentPasswordLocks = pgTable(
  'payment_password_locks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_password_locks_merchant_idx').on(table.merchantCode, table.lockedAt),
    index('payment_password_locks_member_idx').on(table.memberId, table.lockedAt),
  ],
);

/** A withdrawal request: its amount is in the member's hold from submission until it is paid or rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankCardId: bigint('bank_card_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankCards.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'submitted' | 'reviewing' | 'approved' | 'paid' | 'rejected'>().notNull(),
    /** The ledger transaction that moved the amount into the hold. */
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('withdrawals_hold_uq').on(table.holdTransactionId),
    index('withdrawals_member_idx').on(table.memberId, table.createdAt),
    index('withdrawals_status_idx').on(table.merchantCode, table.status, table.createdAt),
  ],
);

/** The timeline the player sees: one row per status reached. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: text('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    status: text('status').$type<'submitted' | 'reviewing' | 'approved' | 'paid' | 'rejected'>().notNull(),
    note: text('note'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('withdrawal_events_status_uq').on(table.withdrawalId, table.status)],
);
