/** The payments feature's tables: deposit channels, deposit orders and the sandbox gateway's books. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

export interface ChannelPayee {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** Deposit channels of a merchant. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    merchantCode: text('merchant_code').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'sandbox' | 'bank_transfer'>().notNull(),
    min: bigint('min', { mode: 'number' }).notNull(),
    max: bigint('max', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    payee: jsonb('payee').$type<ChannelPayee>(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.id] })],
);

/** A deposit: a gateway payment or a manual bank transfer; credited once through the ledger. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelId: text('channel_id').notNull(),
    kind: text('kind').$type<'sandbox' | 'bank_transfer'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'completed' | 'cancelled' | 'rejected'>().notNull(),
    /** The client's Idempotency-Key and the hash of what it asked, for safe retries. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    reference: text('reference'),
    payerName: text('payer_name'),
    reason: text('reason'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: createdAtColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposit_orders_idempotency_uq')
      .on(table.merchantCode, table.memberId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('deposit_orders_member_idx').on(table.memberId, table.createdAt),
    index('deposit_orders_status_idx').on(table.merchantCode, table.status, table.createdAt),
  ],
);

/** The sandbox gateway's own books: what a real gateway would keep on its side. */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'created' | 'paid' | 'cancelled'>().notNull(),
  returnUrl: text('return_url').notNull(),
  callbackUrl: text('callback_url').notNull(),
  createdAt: createdAtColumn(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  callbackDeliveredAt: timestamp('callback_delivered_at', { withTimezone: true }),
});
