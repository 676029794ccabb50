/**
 * The inbox (issue 15 point 2, decision 0043): a member's messages from the operator in the
 * request's language (English where a message has none), paged newest first with their read flag;
 * reading one marks it read; mark read (some or all), delete (some; never to come back), the unread
 * count. The operator sends to one member (by username) or to all of a merchant's members, lists
 * what was sent with how many read it, and withdraws a message; content is sanitized before it is
 * stored.
 */
import {
  ErrorCode,
  type InboxMarkReadBody,
  type InboxMessage,
  type InboxMessageSummary,
  type InboxSend,
  type LanguageCode,
  localizedIn,
  type OperatorInboxMessage,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import type { PageRequest } from '../../db/page';
import { sanitizeRichText } from '../../lib/rich-text';
import { ApiError } from '../../plugins/errors';
import type { InboxMessageRow, InboxRepository, Reader } from './repository';

/** What the inbox asks of the accounts (the account service's member directory). */
export interface InboxMembers {
  /** The member of this username (in any case) in the merchant, or null. */
  memberIdOf(merchantCode: string, username: string): Promise<number | null>;
  /** When the member joined (a message to all shows to members who existed when it was sent). */
  joinedAtOf(memberId: number): Promise<Date | null>;
  usernamesOf(memberIds: readonly number[]): Promise<Map<number, string>>;
}

/** The member a call is for: the session's. */
export interface InboxMember {
  merchantCode: string;
  memberId: number;
}

const DEFAULT_PAGE_SIZE = 25;

const invalid = (field: string, problem: string): ApiError =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
    fields: { [field]: problem },
  });

/** Each language's content sanitized; a content with nothing left is refused (the message would be empty). */
const sanitizedTexts = (texts: InboxSend['texts']): InboxSend['texts'] =>
  Object.fromEntries(
    Object.entries(texts).map(([language, text]) => {
      const content = sanitizeRichText(text.content);
      if (content === '') throw invalid(`texts.${language}.content`, 'has nothing left once sanitized');
      return [language, { title: text.title.trim(), content }];
    }),
  ) as InboxSend['texts'];

export type InboxService = ReturnType<typeof createInboxService>;

export const createInboxService = ({
  repository,
  members,
  now,
}: {
  repository: InboxRepository;
  members: InboxMembers;
  now: () => number;
}) => {
  const readerOf = async ({ merchantCode, memberId }: InboxMember): Promise<Reader> => {
    const joinedAt = await members.joinedAtOf(memberId);
    if (!joinedAt) throw new ApiError(ErrorCode.UNAUTHORIZED, 'You are not logged in, please login first');
    return { merchantCode, memberId, joinedAt };
  };
  const pageOf = (page: { pageNo?: number; pageSize?: number }): PageRequest => ({
    pageNum: page.pageNo ?? 1,
    pageSize: page.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const totalPagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

  const operatorViewOf = (
    row: InboxMessageRow,
    to: string | null,
    counts: { readCount: number; deletedCount: number },
  ): OperatorInboxMessage => ({
    messageId: String(row.id),
    to,
    texts: row.texts,
    sentAt: row.sentAt.toISOString(),
    sentBy: row.sentBy,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    ...counts,
  });
  const usernameOf = async (row: InboxMessageRow) =>
    row.memberId === null ? null : ((await members.usernamesOf([row.memberId])).get(row.memberId) ?? null);

  return {
    async list(member: InboxMember, language: LanguageCode, query: { pageNo?: number; pageSize?: number }) {
      const page = pageOf(query);
      const { total, rows } = await repository.page(await readerOf(member), page);
      return {
        list: rows.map(
          (row): InboxMessageSummary => ({
            messageId: String(row.id),
            title: localizedIn(row.texts, language).title,
            sentAt: row.sentAt.toISOString(),
            read: row.readAt !== null,
          }),
        ),
        totalPages: totalPagesOf(total, page.pageSize),
        pageNum: page.pageNum,
      };
    },

    /** One message; reading it marks it read (the answer says whether it was read before). */
    async read(member: InboxMember, language: LanguageCode, id: string): Promise<InboxMessage> {
      const reader = await readerOf(member);
      const row = await repository.find(reader, Number(id));
      if (!row) throw new ApiError(ErrorCode.NOT_FOUND, `No message ${id}`);
      if (row.readAt === null) await repository.markRead(reader, [row.id], new Date(now()));
      const { title, content } = localizedIn(row.texts, language);
      return { messageId: String(row.id), title, content, sentAt: row.sentAt.toISOString(), read: true };
    },

    async unreadCount(member: InboxMember): Promise<number> {
      return repository.unreadCount(await readerOf(member));
    },

    /** Marks read the ids given (those not the member's are ignored), or all; answers the unread count. */
    async markRead(member: InboxMember, body: InboxMarkReadBody): Promise<number> {
      if ((body.messageIds === undefined) === (body.all === undefined)) {
        throw invalid('messageIds', 'or all: true is required, not both');
      }
      const reader = await readerOf(member);
      await repository.markRead(
        reader,
        body.all ? 'all' : (body.messageIds ?? []).map(Number),
        new Date(now()),
      );
      return repository.unreadCount(reader);
    },

    /** Deletes the ids given (idempotent; ids not the member's are ignored); answers the unread count. */
    async remove(member: InboxMember, messageIds: readonly string[]): Promise<number> {
      const reader = await readerOf(member);
      await repository.remove(reader, messageIds.map(Number), new Date(now()));
      return repository.unreadCount(reader);
    },

    // ---- operator ----

    async send(merchantCode: string, input: InboxSend, audit: OperatorActor): Promise<OperatorInboxMessage> {
      if ((input.username === undefined) === (input.all === undefined)) {
        throw invalid('username', 'or all: true is required, not both');
      }
      let memberId: number | null = null;
      if (input.username !== undefined) {
        memberId = await members.memberIdOf(merchantCode, input.username);
        if (memberId === null) {
          throw new ApiError(ErrorCode.NOT_FOUND, `No member ${input.username} in ${merchantCode}`);
        }
      }
      const row = await repository.send(
        merchantCode,
        { memberId, texts: sanitizedTexts(input.texts), sentBy: audit.actor },
        audit,
      );
      return operatorViewOf(row, await usernameOf(row), { readCount: 0, deletedCount: 0 });
    },

    async sent(merchantCode: string, query: { pageNo?: number; pageSize?: number }) {
      const page = pageOf(query);
      const { total, rows } = await repository.sentPage(merchantCode, page);
      const usernames = await members.usernamesOf(rows.flatMap(({ message }) => message.memberId ?? []));
      return {
        list: rows.map(({ message, readCount, deletedCount }) =>
          operatorViewOf(
            message,
            message.memberId === null ? null : (usernames.get(message.memberId) ?? null),
            {
              readCount,
              deletedCount,
            },
          ),
        ),
        totalPages: totalPagesOf(total, page.pageSize),
        pageNum: page.pageNum,
      };
    },

    /** Null when the merchant has no such message; withdrawing twice answers the first withdrawal. */
    async withdraw(
      merchantCode: string,
      id: string,
      audit: OperatorActor,
    ): Promise<OperatorInboxMessage | null> {
      const row = await repository.withdraw(merchantCode, Number(id), new Date(now()), audit);
      return row && operatorViewOf(row, await usernameOf(row), await repository.countsOf(row.id));
    },
  };
};
