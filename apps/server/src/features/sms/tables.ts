/** The SMS feature's tables: the codes sent and the embedded provider's outbox. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';

/** SMS codes, stored hashed, with their guess count. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** Dialing code + number, digits only. */
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    guesses: integer('guesses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('sms_codes_mobile_idx').on(table.merchantCode, table.mobile, table.createdAt)],
);

/** What the embedded SMS provider "sent": tests and e2e read the codes here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.merchantCode, table.mobile, table.createdAt)],
);
