/** The announcements' tables (issue 5): banners, notices, pop-ups, promotions and who read them. */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/** Spec §3 Announcement and Banner: content types A, PL, B, PU, PR; banners carry a group and an action. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    type: text('type').$type<'A' | 'PL' | 'B' | 'PU' | 'PR'>().notNull(),
    /** Banners only: m_home, m_live, m_newgame, m_reg. */
    groupName: text('group_name'),
    /** Null: shown in every language; else only to that language code (lower case). */
    language: text('language'),
    title: text('title').notNull(),
    /** Sanitized HTML (operator content is sanitized before it is stored). */
    content: text('content').notNull().default(''),
    /** Banners: the image address and its size (no layout shift). */
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    action: text('action').$type<'NONE' | 'ROUTE' | 'URL' | 'GAME'>().notNull().default('NONE'),
    target: text('target').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Seed identity, so the idempotent seed inserts each demo announcement once. */
    seedKey: text('seed_key'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('announcements_merchant_idx').on(table.merchantCode, table.type, table.sortOrder),
    uniqueIndex('announcements_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);

/** Which member read which announcement (spec §4 Announcement read). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcements.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.memberId] })],
);
