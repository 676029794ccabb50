/** The live chat in the database: conversations, messages, pictures; a close is audited. */
import type { ChatSender } from '@app/contract';
import { and, count, desc, eq, gt, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { chatConversations, chatMessages, chatPictures } from './tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export interface NewPicture {
  id: string;
  contentType: string;
  width: number;
  height: number;
  image: Buffer;
}

/** The staff's list: latest activity first, the newer conversation first on a tie (stable pages). */
const STAFF_ORDER = [desc(chatConversations.updatedAt), desc(chatConversations.id)] as const;

/** The staff list's filters: only chats with unread member messages; a part of the username, any case. */
export interface StaffListFilter {
  unread: boolean;
  search?: string;
}

/**
 * The merchant's conversations; with `unread`, those with a member message after the staff's last
 * read one; with `search`, those whose member's username contains it.
 */
const staffWhere = (merchantCode: string, { unread, search }: StaffListFilter) =>
  and(
    eq(chatConversations.merchantCode, merchantCode),
    search ? ilike(chatConversations.username, containsPattern(search)) : undefined,
    unread
      ? sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.sender} = 'member' and ${chatMessages.id} > ${chatConversations.staffReadId})`
      : undefined,
  );

export const createChatRepository = (db: Database) => {
  /** The other side's messages after this side's last read one. */
  const unreadOf = async (conversationId: number, sender: ChatSender, afterId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.sender, sender),
          gt(chatMessages.id, afterId),
        ),
      );
    return Number(row?.n ?? 0);
  };

  return {
    async findConversation(memberId: number): Promise<ConversationRow | null> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.memberId, memberId));
      return row ?? null;
    },

    /** The member's conversation, made at its first message. */
    async ensureConversation(
      merchantCode: string,
      memberId: number,
      username: string,
    ): Promise<ConversationRow> {
      await db.insert(chatConversations).values({ merchantCode, memberId, username }).onConflictDoNothing();
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.memberId, memberId));
      if (!row) throw new Error('chat conversation insert returned no row');
      return row;
    },

    /** Stores a message (and its picture) and opens the conversation again; one transaction. */
    async addMessage(
      conversationId: number,
      message: { sender: ChatSender; staffName: string | null; text: string },
      picture: NewPicture | null,
    ): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        if (picture) await tx.insert(chatPictures).values({ ...picture, conversationId });
        const [row] = await tx
          .insert(chatMessages)
          .values({
            conversationId,
            ...message,
            pictureId: picture?.id ?? null,
            pictureWidth: picture?.width ?? null,
            pictureHeight: picture?.height ?? null,
          })
          .returning();
        if (!row) throw new Error('chat message insert returned no row');
        await tx
          .update(chatConversations)
          .set({
            lastMessageId: row.id,
            status: 'open',
            updatedAt: new Date(),
            // The writer has read everything up to their own message.
            ...(message.sender === 'member' ? { memberReadId: row.id } : { staffReadId: row.id }),
          })
          .where(eq(chatConversations.id, conversationId));
        return row;
      });
    },

    /** A page of messages older than `before` (newest page without), oldest first. */
    async history(conversationId: number, before: number | undefined, pageSize: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(pageSize + 1);
      return { rows: rows.slice(0, pageSize).reverse(), hasMore: rows.length > pageSize };
    },

    /** How many of the staff's messages the member has not read. */
    memberUnread: (conversation: ConversationRow) =>
      unreadOf(conversation.id, 'staff', conversation.memberReadId),
    /** How many of the member's messages the staff has not read. */
    staffUnread: (conversation: ConversationRow) =>
      unreadOf(conversation.id, 'member', conversation.staffReadId),

    /** The reader has read up to the last message (never moves back). */
    async markRead(conversationId: number, reader: ChatSender) {
      const column = reader === 'member' ? chatConversations.memberReadId : chatConversations.staffReadId;
      const field = reader === 'member' ? 'memberReadId' : 'staffReadId';
      await db
        .update(chatConversations)
        .set({ [field]: sql`greatest(${column}, coalesce(${chatConversations.lastMessageId}, 0))` })
        .where(eq(chatConversations.id, conversationId));
    },

    /**
     * A page of the merchant's conversations, latest activity first (ties: the newer one), as the
     * filter keeps them.
     */
    staffPage(merchantCode: string, filter: StaffListFilter, page: PageRequest) {
      const where = staffWhere(merchantCode, filter);
      return pageWithTotal(
        db.select({ value: count() }).from(chatConversations).where(where),
        db
          .select()
          .from(chatConversations)
          .where(where)
          .orderBy(...STAFF_ORDER)
          .$dynamic(),
        page,
      );
    },

    /** The member messages the staff has not read, over every conversation of the merchant. */
    async staffUnreadTotal(merchantCode: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatMessages.conversationId, chatConversations.id))
        .where(
          and(
            eq(chatConversations.merchantCode, merchantCode),
            eq(chatMessages.sender, 'member'),
            gt(chatMessages.id, chatConversations.staffReadId),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Conversations with their last message and both unread counts. */
    async withDetails(conversations: readonly ConversationRow[]) {
      const lastIds = conversations.flatMap((c) => (c.lastMessageId ? [c.lastMessageId] : []));
      const lasts =
        lastIds.length === 0
          ? []
          : await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds));
      const lastById = new Map(lasts.map((row) => [row.id, row]));
      return Promise.all(
        conversations.map(async (conversation) => ({
          conversation,
          lastMessage: conversation.lastMessageId ? (lastById.get(conversation.lastMessageId) ?? null) : null,
          staffUnread: await unreadOf(conversation.id, 'member', conversation.staffReadId),
          memberUnread: await unreadOf(conversation.id, 'staff', conversation.memberReadId),
        })),
      );
    },

    async close(
      conversation: ConversationRow,
      audit: OperatorActor & { merchantCode: string },
    ): Promise<ConversationRow> {
      return db.transaction(async (tx) => {
        const [after] = await tx
          .update(chatConversations)
          .set({ status: 'closed', updatedAt: new Date() })
          .where(eq(chatConversations.id, conversation.id))
          .returning();
        if (!after) throw new Error('chat conversation update returned no row');
        await recordAudit(tx, {
          ...audit,
          target: `chat:${conversation.memberId}`,
          patch: { status: 'closed' },
          before: { status: conversation.status },
          after: { status: after.status },
        });
        return after;
      });
    },

    async picture(pictureId: string) {
      const [row] = await db
        .select({ contentType: chatPictures.contentType, image: chatPictures.image })
        .from(chatPictures)
        .where(eq(chatPictures.id, pictureId));
      return row ?? null;
    },

    async countPictures(conversationId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(chatPictures)
        .where(eq(chatPictures.conversationId, conversationId));
      return Number(row?.n ?? 0);
    },
  };
};

export type ChatRepository = ReturnType<typeof createChatRepository>;
