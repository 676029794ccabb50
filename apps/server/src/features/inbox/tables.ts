/**
 * The inbox's tables (issue 15, decision 0043): the operator's messages, and each member's read and
 * deleted marks. A message to one member names them; a message to all members names nobody and is
 * one row however many members the merchant has: it shows to every member who existed when it was
 * sent, and a member's receipt (made when they read or delete it) holds their state of it.
 */
import type { InboxTexts, LocalizedValue } from '@app/contract';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../account/tables';

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** The one member it is for; null: every member of the merchant who existed at sentAt. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** { EN: { title, content }, VI?: ... }; content is sanitized HTML, titles plain text. */
    texts: jsonb('texts').$type<LocalizedValue<InboxTexts>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Operator-Actor who sent it ('seed' for the demo's). */
    sentBy: text('sent_by').notNull(),
    /** Withdrawn by the operator: no member sees it any more. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Seed identity, so the idempotent demo seed inserts each message once. */
    seedKey: text('seed_key'),
  },
  (table) => [
    index('inbox_messages_member_idx').on(table.merchantCode, table.memberId, table.sentAt),
    uniqueIndex('inbox_messages_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);

/** One member's state of one message, made at their first read or delete of it. */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Deleted by the member: it never shows to them again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.memberId] }),
    index('inbox_receipts_member_idx').on(table.memberId),
  ],
);
