/** The help centre's table (issue 15 point 5): the operator's sections and their items. */
import type { HelpItemDevice, HelpTexts, LocalizedValue } from '@app/contract';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';

export const helpItems = pgTable(
  'help_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** Null: a section (the first level); else the section this item belongs to (two levels only). */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => helpItems.id),
    /** { EN: { title, content }, VI?: ... }; content is sanitized HTML ('' for a section). */
    texts: jsonb('texts').$type<LocalizedValue<Required<HelpTexts>>>().notNull(),
    device: text('device').$type<HelpItemDevice>().notNull().default('ALL'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Seed identity, so the idempotent demo seed inserts each section and item once. */
    seedKey: text('seed_key'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('help_items_merchant_idx').on(table.merchantCode, table.parentId, table.sortOrder),
    uniqueIndex('help_items_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);
