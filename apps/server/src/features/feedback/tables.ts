/**
 * The feedback feature's tables (issue 15 point 6): what members send (spec §3 Feedback payload)
 * with the operator's reply, and the pictures sent with it, stored in the database and served by
 * their random id.
 */
import type { FeedbackStatus } from '@app/contract';
import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAtColumn } from '../../db/columns';
import type { PictureType } from '../../lib/picture';
import { members } from '../account/tables';

export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Spec §3 sender: the member's username when it was sent. */
    sender: text('sender').notNull(),
    /** Spec §3 question type (FeedbackType). */
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<FeedbackStatus>().notNull().default('open'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('feedback_member_idx').on(table.memberId, table.createdAt),
    index('feedback_merchant_status_idx').on(table.merchantCode, table.status, table.createdAt),
  ],
);

export const feedbackPictures = pgTable(
  'feedback_pictures',
  {
    /** 16 random bytes, base64url: the picture's address, known only to its sender and the operator. */
    pictureId: text('picture_id').primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id),
    position: smallint('position').notNull(),
    contentType: text('content_type').$type<PictureType>().notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    image: bytea('image').notNull(),
  },
  (table) => [index('feedback_pictures_feedback_idx').on(table.feedbackId, table.position)],
);
