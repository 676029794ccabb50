/**
 * The wallet's tables (DESIGN §5, docs/decisions/0011): the ledger, written only by ledger.ts, and
 * the merchants' wallet settings.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';

/**
 * One balance per (merchant, kind, member, currency). Player kinds may never go below zero; the
 * system kinds (house, payment_clearing, bonus) are the other side of every movement and may
 * (docs/decisions/0011). System accounts have member_id 0. Balances change only together with
 * postings, in the ledger's one transaction per movement.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind')
      .$type<'player_wallet' | 'player_withdrawal_hold' | 'house' | 'payment_clearing' | 'bonus'>()
      .notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_uq').on(
      table.merchantCode,
      table.kind,
      table.memberId,
      table.currency,
    ),
    check(
      'ledger_accounts_player_balance_non_negative',
      sql`${table.kind} not in ('player_wallet', 'player_withdrawal_hold') or ${table.balance} >= 0`,
    ),
    check(
      'ledger_accounts_member_matches_kind',
      sql`(${table.kind} in ('player_wallet', 'player_withdrawal_hold')) = (${table.memberId} > 0)`,
    ),
  ],
);

/** One money movement. Append-only (a trigger refuses UPDATE and DELETE); corrections are reversals. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').notNull(),
    /** Unique per merchant: a repeat with the same request hash answers the first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the movement asked for (kind, legs, reference). */
    requestHash: text('request_hash').notNull(),
    /** What it is about: 'deposit:<order>', 'withdrawal:<id>', 'vendor:<code>:<txn>' ... */
    reference: text('reference').notNull(),
    /** A transaction is reversed at most once (unique). */
    reversesTransactionId: bigint('reverses_transaction_id', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_uq').on(table.merchantCode, table.idempotencyKey),
    uniqueIndex('ledger_transactions_reverses_uq')
      .on(table.reversesTransactionId)
      .where(sql`${table.reversesTransactionId} is not null`),
  ],
);

/** The legs of a transaction; they sum to zero. Append-only. kind and created_at are the transaction's, for the record queries. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: − leaves the account, + enters it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('ledger_postings_account_idx').on(table.accountId, table.createdAt),
    index('ledger_postings_transaction_idx').on(table.transactionId),
  ],
);

/** Per-merchant wallet rules; a merchant without a row uses DEFAULT_WITHDRAWAL_LIMITS. */
export const walletSettings = pgTable('wallet_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  withdrawalMin: bigint('withdrawal_min', { mode: 'number' }).notNull(),
  withdrawalMax: bigint('withdrawal_max', { mode: 'number' }).notNull(),
  /**
   * Four eyes (issue 21): a balance adjustment or a withdrawal of more than this many minor units
   * needs a second staff member's approval. Null: the contract's default.
   */
  approvalThreshold: bigint('approval_threshold', { mode: 'number' }),
});
