/** The system feature's tables: the merchants (brands) and their documents. */
import type { AccessSettings, SiteConfig } from '@app/contract';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A brand. Its site configuration and access settings are documents the operator edits as a whole. */
export const merchants = pgTable('merchants', {
  merchantCode: text('merchant_code').primaryKey(),
  /** SiteConfig without merchantCode, which is the key. */
  config: jsonb('config').$type<Omit<SiteConfig, 'merchantCode'>>().notNull(),
  access: jsonb('access').$type<AccessSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
