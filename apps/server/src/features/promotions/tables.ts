/** The promotions' table (issue 14): what an operator publishes on /m/activity. */
import type { LocalizedValue, PromotionActionKind, PromotionCategory, PromotionTexts } from '@app/contract';
import {
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

export const promotions = pgTable(
  'promotions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    category: text('category').$type<PromotionCategory>().notNull(),
    /** { EN: { title, summary, content }, VI?: ... }; content is sanitized HTML. */
    texts: jsonb('texts').$type<LocalizedValue<PromotionTexts>>().notNull(),
    /** The operator's picture; null: the server draws one (PROMOTIONS_PATHS.picture). */
    pictureUrl: text('picture_url'),
    pictureWidth: integer('picture_width'),
    pictureHeight: integer('picture_height'),
    actionKind: text('action_kind').$type<PromotionActionKind>().notNull().default('none'),
    /** The reward id (claim), the site page (route) or the https address (url); '' for none. */
    actionTarget: text('action_target').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Seed identity, so the idempotent demo seed inserts each promotion once. */
    seedKey: text('seed_key'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotions_merchant_idx').on(table.merchantCode, table.sortOrder),
    uniqueIndex('promotions_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);
