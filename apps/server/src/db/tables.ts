/**
 * The tables no one feature owns: the operator audit trail, which every operator change (system's
 * merchants, games' flags) appends to in its own transaction through db/operator-audit.ts, and the
 * body keys of plugins/body-keys.ts.
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/** Every operator change: who, what, the document before and after, when. Append-only. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    actor: text('actor').notNull(),
    clientIp: text('client_ip').notNull(),
    /** What changed: 'config', 'access', or 'merchant' (its creation: before is null). */
    target: text('target').notNull(),
    patch: jsonb('patch').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_audit_merchant_idx').on(table.merchantCode, table.createdAt)],
);

/** X25519 key pairs of the encrypted bodies. The newest is published; older ones stay valid until retired. */
export const bodyKeys = pgTable('body_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  secretKey: text('secret_key').notNull(),
  createdAt: createdAtColumn(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
