/**
 * The vendor wallet's tables (docs/decisions/0013): the vendors and their secrets, the player
 * tokens of game launches, every vendor transaction applied and the game rounds they add up to.
 */
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';
import { ledgerTransactions } from '../wallet/tables';

/** Game vendors of the seamless wallet; the secret signs their calls (HMAC-SHA256). */
export const vendors = pgTable('vendors', {
  vendorCode: text('vendor_code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAtColumn(),
});

/** The player token a game launch hands to a vendor; stored as its SHA-256. */
export const vendorPlayerTokens = pgTable('vendor_player_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  vendorCode: text('vendor_code')
    .notNull()
    .references(() => vendors.vendorCode),
  merchantCode: text('merchant_code').notNull(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  /** The brand's currency at launch: a trial member's merchant code names no merchant of its own. */
  currency: text('currency').notNull(),
  createdAt: createdAtColumn(),
});

/** Every vendor transaction id applied, once per vendor (the primary key), with its ledger transaction. */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    roundId: text('round_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.transactionId] }),
    uniqueIndex('vendor_transactions_ledger_uq').on(table.ledgerTransactionId),
  ],
);

/** A game round as the betting record shows it: stake and win add up the round's debits and credits. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull().default('open'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.roundId] }),
    index('game_rounds_member_idx').on(table.memberId, table.createdAt),
  ],
);
