/** Feedback and its pictures in the database; the operator's reply is audited in the same transaction. */
import type { FeedbackStatus } from '@app/contract';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import type { Picture } from '../../lib/picture';
import { feedback, feedbackPictures } from './tables';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackPictureRow = Omit<typeof feedbackPictures.$inferSelect, 'image'>;
export type NewFeedback = Pick<
  typeof feedback.$inferInsert,
  'merchantCode' | 'memberId' | 'sender' | 'type' | 'content' | 'remark'
>;
export interface NewPicture extends Picture {
  pictureId: string;
  image: Buffer;
}

/** The reply's audit keeps what the reply changes. */
const audited = auditedRows({
  table: feedback,
  kind: 'feedback',
  documentOf: ({ status, reply, repliedBy }: FeedbackRow) => ({ status, reply, repliedBy }),
});

const newestFirst = [desc(feedback.createdAt), desc(feedback.id)];

export const createFeedbackRepository = (db: Database) => {
  /** The pictures of these feedback (without their bytes), by feedback id, in their order. */
  const picturesOf = async (ids: number[]): Promise<Map<number, FeedbackPictureRow[]>> => {
    const byFeedback = new Map<number, FeedbackPictureRow[]>();
    if (ids.length === 0) return byFeedback;
    const rows = await db
      .select({
        pictureId: feedbackPictures.pictureId,
        feedbackId: feedbackPictures.feedbackId,
        position: feedbackPictures.position,
        contentType: feedbackPictures.contentType,
        width: feedbackPictures.width,
        height: feedbackPictures.height,
      })
      .from(feedbackPictures)
      .where(inArray(feedbackPictures.feedbackId, ids))
      .orderBy(asc(feedbackPictures.feedbackId), asc(feedbackPictures.position));
    for (const row of rows) byFeedback.set(row.feedbackId, [...(byFeedback.get(row.feedbackId) ?? []), row]);
    return byFeedback;
  };

  const withPictures = async (rows: FeedbackRow[]) => {
    const pictures = await picturesOf(rows.map((row) => row.id));
    return rows.map((row) => ({ row, pictures: pictures.get(row.id) ?? [] }));
  };

  return {
    /** How many feedback the member sent since `since`, and the oldest of them (the rate limit's window). */
    async sentSince(memberId: number, since: Date): Promise<{ sent: number; oldest: Date | null }> {
      const [row] = await db
        .select({ sent: count(), oldest: sql<string | null>`min(${feedback.createdAt})` })
        .from(feedback)
        .where(and(eq(feedback.memberId, memberId), gte(feedback.createdAt, since)));
      return { sent: row?.sent ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Stores the feedback and its pictures in one transaction. */
    async create(values: NewFeedback, pictures: NewPicture[], at: Date): Promise<FeedbackRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({ ...values, createdAt: at })
          .returning();
        if (!row) throw new Error('feedback insert returned no row');
        if (pictures.length > 0) {
          await tx
            .insert(feedbackPictures)
            .values(pictures.map((picture, position) => ({ ...picture, feedbackId: row.id, position })));
        }
        return row;
      });
    },

    /** One page of the member's feedback, newest first. */
    async pageOfMember(memberId: number, page: PageRequest) {
      const where = eq(feedback.memberId, memberId);
      const { total, rows } = await pageWithTotal(
        db.select({ value: count() }).from(feedback).where(where),
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(...newestFirst)
          .$dynamic(),
        page,
      );
      return { total, entries: await withPictures(rows) };
    },

    /** One page of the merchant's feedback, optionally of one status, newest first. */
    async pageOfMerchant(merchantCode: string, status: FeedbackStatus | undefined, page: PageRequest) {
      const where = and(
        eq(feedback.merchantCode, merchantCode),
        status ? eq(feedback.status, status) : undefined,
      );
      const { total, rows } = await pageWithTotal(
        db.select({ value: count() }).from(feedback).where(where),
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(...newestFirst)
          .$dynamic(),
        page,
      );
      return { total, entries: await withPictures(rows) };
    },

    async find(merchantCode: string, id: number) {
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.merchantCode, merchantCode), eq(feedback.id, id)));
      if (!row) return null;
      const [entry] = await withPictures([row]);
      return entry ?? null;
    },

    /** Sets the reply (a second one replaces the first), audited; null when the merchant has no such feedback. */
    async reply(merchantCode: string, id: number, reply: string, at: Date, audit: OperatorActor) {
      const row = await audited.patch(
        db,
        merchantCode,
        id,
        () => ({ reply, status: 'replied' as const, repliedBy: audit.actor, repliedAt: at }),
        { reply },
        audit,
      );
      if (!row) return null;
      const [entry] = await withPictures([row]);
      return entry ?? null;
    },

    /** A picture's bytes and type by its id; null when unknown. */
    async picture(pictureId: string) {
      const [row] = await db
        .select({ contentType: feedbackPictures.contentType, image: feedbackPictures.image })
        .from(feedbackPictures)
        .where(eq(feedbackPictures.pictureId, pictureId));
      return row ?? null;
    },
  };
};

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
