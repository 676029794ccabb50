/**
 * The live chat's tables (issue 15, decision 0044): one conversation per member, its messages and
 * the pictures sent in it. Unread counts are not stored: each side's last read message id is, and
 * the count is the other side's messages after it.
 */
import type { ChatSender } from '@app/contract';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /**
     * The member's username (the account's, which never changes), kept here so that the staff's
     * search of the chats by username runs in the database (decision 0069).
     */
    username: text('username').notNull(),
    /** 'open', or 'closed' by the staff until the member writes again. */
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** The last message each side has read (0: none): the unread counts are the other side's after it. */
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_conversations_member_uq').on(table.memberId),
    index('chat_conversations_merchant_idx').on(table.merchantCode, table.updatedAt),
  ],
);

/** A picture sent in a conversation, served by its random id (CHAT_PATHS.picture). */
export const chatPictures = pgTable(
  'chat_pictures',
  {
    id: text('id').primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('chat_pictures_conversation_idx').on(table.conversationId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').$type<ChatSender>().notNull(),
    /** Who of the staff wrote it (the operator call's actor); null for the member's messages. */
    staffName: text('staff_name'),
    /** '' for a picture. */
    text: text('text').notNull().default(''),
    pictureId: text('picture_id').references(() => chatPictures.id),
    pictureWidth: smallint('picture_width'),
    pictureHeight: smallint('picture_height'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    index('chat_messages_sender_idx').on(table.conversationId, table.sender, table.id),
  ],
);
