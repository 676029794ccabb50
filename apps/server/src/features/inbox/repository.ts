/**
 * The inbox in the database. What a member sees: the merchant's messages to them, and its messages
 * to all sent at or after they joined, neither withdrawn nor deleted by them (their receipt). Every
 * operator write appends its audit row in the same transaction.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { inboxMessages, inboxReceipts } from './tables';

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
export type NewInboxMessage = Pick<typeof inboxMessages.$inferInsert, 'memberId' | 'texts' | 'sentBy'>;

/** The member a query is for: their merchant, id and when they joined. */
export interface Reader {
  merchantCode: string;
  memberId: number;
  joinedAt: Date;
}

/** The receipt of this reader joined to each message (absent: untouched). */
const receiptOf = (reader: Reader) =>
  and(eq(inboxReceipts.messageId, inboxMessages.id), eq(inboxReceipts.memberId, reader.memberId));

/** The messages the reader sees (with receiptOf joined). */
const visibleTo = (reader: Reader): SQL =>
  and(
    eq(inboxMessages.merchantCode, reader.merchantCode),
    isNull(inboxMessages.withdrawnAt),
    or(
      eq(inboxMessages.memberId, reader.memberId),
      and(isNull(inboxMessages.memberId), gte(inboxMessages.sentAt, reader.joinedAt)),
    ),
    isNull(inboxReceipts.deletedAt),
  ) as SQL;

const newestFirst = [desc(inboxMessages.sentAt), desc(inboxMessages.id)];

/** The audit document of a message: what the operator wrote and did. */
const auditDocumentOf = ({ seedKey, ...row }: InboxMessageRow) => row;
const audited = auditedRows({ table: inboxMessages, kind: 'inbox-message', documentOf: auditDocumentOf });

export const createInboxRepository = (db: Database) => {
  /** The ids among `ids` (or all, without) that the reader sees, optionally only the unread ones. */
  const visibleIds = async (reader: Reader, ids: readonly number[] | 'all', unreadOnly: boolean) => {
    const rows = await db
      .select({ id: inboxMessages.id })
      .from(inboxMessages)
      .leftJoin(inboxReceipts, receiptOf(reader))
      .where(
        and(
          visibleTo(reader),
          ids === 'all' ? undefined : inArray(inboxMessages.id, [...ids]),
          unreadOnly ? isNull(inboxReceipts.readAt) : undefined,
        ),
      );
    return rows.map((row) => row.id);
  };

  /** Sets a receipt column of the reader's visible messages among `ids` (kept if set before). */
  const mark = async (reader: Reader, ids: readonly number[], column: 'readAt' | 'deletedAt', at: Date) => {
    if (ids.length === 0) return;
    const name = column === 'readAt' ? inboxReceipts.readAt : inboxReceipts.deletedAt;
    await db
      .insert(inboxReceipts)
      .values(ids.map((messageId) => ({ messageId, memberId: reader.memberId, [column]: at })))
      .onConflictDoUpdate({
        target: [inboxReceipts.messageId, inboxReceipts.memberId],
        set: { [column]: sql`coalesce(${name}, excluded.${sql.identifier(name.name)})` },
      });
  };

  return {
    /** One page of the reader's messages, newest first, with their read flag. */
    async page(reader: Reader, page: PageRequest) {
      const counted = db
        .select({ value: count() })
        .from(inboxMessages)
        .leftJoin(inboxReceipts, receiptOf(reader))
        .where(visibleTo(reader));
      const ordered = db
        .select({
          id: inboxMessages.id,
          texts: inboxMessages.texts,
          sentAt: inboxMessages.sentAt,
          readAt: inboxReceipts.readAt,
        })
        .from(inboxMessages)
        .leftJoin(inboxReceipts, receiptOf(reader))
        .where(visibleTo(reader))
        .orderBy(...newestFirst)
        .$dynamic();
      return pageWithTotal(counted, ordered, page);
    },

    /** One message the reader sees, or null. */
    async find(reader: Reader, id: number) {
      const [row] = await db
        .select({
          id: inboxMessages.id,
          texts: inboxMessages.texts,
          sentAt: inboxMessages.sentAt,
          readAt: inboxReceipts.readAt,
        })
        .from(inboxMessages)
        .leftJoin(inboxReceipts, receiptOf(reader))
        .where(and(visibleTo(reader), eq(inboxMessages.id, id)));
      return row ?? null;
    },

    async unreadCount(reader: Reader): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(inboxMessages)
        .leftJoin(inboxReceipts, receiptOf(reader))
        .where(and(visibleTo(reader), isNull(inboxReceipts.readAt)));
      return row?.value ?? 0;
    },

    /** Marks read the reader's messages among `ids` (or all of them); others' ids are ignored. */
    async markRead(reader: Reader, ids: readonly number[] | 'all', at: Date) {
      await mark(reader, await visibleIds(reader, ids, true), 'readAt', at);
    },

    /** Deletes the reader's messages among `ids`; others' ids and deleted ones are ignored. */
    async remove(reader: Reader, ids: readonly number[], at: Date) {
      await mark(reader, await visibleIds(reader, ids, false), 'deletedAt', at);
    },

    /** Stores a message and its audit row. */
    send: (merchantCode: string, message: NewInboxMessage, audit: OperatorActor) =>
      audited.create(db, merchantCode, message, audit),

    /** Withdraws a message of the merchant (kept if withdrawn before); null when it has no such message. */
    async withdraw(merchantCode: string, id: number, at: Date, audit: OperatorActor) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(inboxMessages)
          .where(and(eq(inboxMessages.merchantCode, merchantCode), eq(inboxMessages.id, id)))
          .for('update');
        if (!before) return null;
        if (before.withdrawnAt) return before;
        const [after] = await tx
          .update(inboxMessages)
          .set({ withdrawnAt: at })
          .where(eq(inboxMessages.id, id))
          .returning();
        if (!after) throw new Error('inbox message update returned no row');
        await recordAudit(tx, {
          merchantCode,
          ...audit,
          target: `inbox-message:${id}`,
          patch: { withdraw: true },
          before: auditDocumentOf(before),
          after: auditDocumentOf(after),
        });
        return after;
      });
    },

    /** One page of the merchant's messages, newest first, with how many members read and deleted each. */
    async sentPage(merchantCode: string, page: PageRequest) {
      const counted = db
        .select({ value: count() })
        .from(inboxMessages)
        .where(eq(inboxMessages.merchantCode, merchantCode));
      const ordered = db
        .select({
          message: inboxMessages,
          readCount:
            sql<number>`(select count(*) from ${inboxReceipts} where ${inboxReceipts.messageId} = ${inboxMessages.id} and ${isNotNull(inboxReceipts.readAt)})`.mapWith(
              Number,
            ),
          deletedCount:
            sql<number>`(select count(*) from ${inboxReceipts} where ${inboxReceipts.messageId} = ${inboxMessages.id} and ${isNotNull(inboxReceipts.deletedAt)})`.mapWith(
              Number,
            ),
        })
        .from(inboxMessages)
        .where(eq(inboxMessages.merchantCode, merchantCode))
        .orderBy(...newestFirst)
        .$dynamic();
      return pageWithTotal(counted, ordered, page);
    },

    /** The counts of one message (after a send or withdraw). */
    async countsOf(id: number) {
      const [row] = await db
        .select({
          readCount: sql<number>`count(${inboxReceipts.readAt})`.mapWith(Number),
          deletedCount: sql<number>`count(${inboxReceipts.deletedAt})`.mapWith(Number),
        })
        .from(inboxReceipts)
        .where(eq(inboxReceipts.messageId, id));
      return { readCount: row?.readCount ?? 0, deletedCount: row?.deletedCount ?? 0 };
    },
  };
};

export type InboxRepository = ReturnType<typeof createInboxRepository>;
