/** The one drizzle schema (pg-core), valid on PostgreSQL 15 and on PGlite's PostgreSQL 18. */
import type { AccessSettings, SiteConfig } from '@app/contract';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A brand. Its site configuration and access settings are documents the operator edits as a whole. */
export const merchants = pgTable('merchants', {
  merchantCode: text('merchant_code').primaryKey(),
  /** SiteConfig without merchantCode, which is the key. */
  config: jsonb('config').$type<Omit<SiteConfig, 'merchantCode'>>().notNull(),
  access: jsonb('access').$type<AccessSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator change: who, what, the document before and after, when. Append-only. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    actor: text('actor').notNull(),
    clientIp: text('client_ip').notNull(),
    /** What changed: 'config' or 'access'. */
    target: text('target').notNull(),
    patch: jsonb('patch').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_audit_merchant_idx').on(table.merchantCode, table.createdAt)],
);
