/**
 * The live chat (issue 15 point 4, decision 0044): one support conversation per member with the
 * operator's staff. Messages and pictures are written over HTTP (validated, rate limited, stored),
 * then delivered to the sockets of every process through the shared pub/sub; typing marks travel
 * the same way and are never stored. Sockets open with a one-time ticket from an HTTP call.
 */
import { randomBytes } from 'node:crypto';
import {
  CHAT_HEADER_COLOR_PATTERN,
  CHAT_PAGE_SIZE,
  CHAT_PATHS,
  CHAT_PICTURE_MAX_BYTES,
  CHAT_PICTURE_MAX_SIDE,
  CHAT_TICKET_SECONDS,
  type ChatConversation,
  type ChatHistoryValue,
  type ChatLaunchQuery,
  type ChatListQuery,
  type ChatListValue,
  type ChatMessage,
  type ChatSender,
  type ChatServerEvent,
  CS_ENTRY_TYPES,
  type CustomerServiceValue,
  chatLanguageOf,
  ErrorCode,
  isSafeLink,
  type LanguageCode,
  type SiteConfig,
  sealCustomerServicePath,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { operatorPage, operatorPageRequest } from '../../db/page';
import { type PictureBounds, readPicture } from '../../lib/picture';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { PubSub, SharedCache } from '../../plugins/shared-state';
import type { ChatRepository, ConversationRow, MessageRow } from './repository';

export const CHAT_PICTURE_BOUNDS: PictureBounds = {
  maxBytes: CHAT_PICTURE_MAX_BYTES,
  maxSide: CHAT_PICTURE_MAX_SIDE,
};
/** The built-in chat screen of the site. */
export const LIVE_CHAT_PAGE = '/m/liveChat';
/** The pub/sub channel every process's sockets listen to. */
export const CHAT_CHANNEL = 'chat';

/** What travels on the pub/sub channel: an event for the member's sockets, the staff's, or both. */
export interface ChatDelivery {
  merchantCode: string;
  memberId: number;
  to: 'member' | 'staff' | 'both';
  event: ChatServerEvent;
}

/** Who a redeemed ticket lets in. */
export type ChatTicket =
  | { kind: 'member'; merchantCode: string; memberId: number; username: string }
  | { kind: 'staff'; merchantCode: string; actor: string };
/** A stored ticket: its holder and when it stops opening a socket (the app's clock). */
type StoredTicket = ChatTicket & { expiresAt: number };

export interface ChatDeps {
  repository: ChatRepository;
  cache: SharedCache;
  pubsub: PubSub;
  /** The account service's member directory. */
  members: {
    memberIdOf(merchantCode: string, username: string): Promise<number | null>;
    usernamesOf(memberIds: readonly number[]): Promise<Map<number, string>>;
  };
  now: () => number;
}

const invalid = (field: string, problem: string) =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
    fields: { [field]: problem },
  });

const PICTURE_PROBLEM = `must be a PNG or JPEG of at most ${CHAT_PICTURE_MAX_BYTES / 1024 / 1024} MB and ${CHAT_PICTURE_MAX_SIDE} px a side`;

/** Control characters but tab and newline are refused (the text guard refuses NUL already). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

const textOf = (sent: string): string => {
  const text = sent.replace(/\r\n?/g, '\n').trim();
  if (text === '') throw invalid('text', 'must not be empty');
  if (CONTROL.test(text)) throw invalid('text', 'must not hold control characters');
  return text;
};

export const pictureUrlOf = (pictureId: string) => CHAT_PATHS.picture.replace(':pictureId', pictureId);

export const messageOf = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  text: row.text,
  pictureUrl: row.pictureId ? pictureUrlOf(row.pictureId) : null,
  pictureWidth: row.pictureWidth,
  pictureHeight: row.pictureHeight,
  createdAt: row.createdAt.toISOString(),
});

/** The chat is the merchant's only with the whitelabel switch CBS3 (spec §2, §7: module CBS3). */
export const assertChatOffered = (config: SiteConfig) => {
  if (!config.whitelabel.CBS3) {
    throw new ApiError(
      ErrorCode.FEATURE_DISABLED,
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
  }
};

/** A title for the chat screen's header: one line of plain text. */
const titleOf = (title: string | undefined) =>
  (title ?? '').replace(CONTROL, '').replace(/[<>]/g, '').trim().slice(0, 80);

export const createChatService = ({ repository, cache, pubsub, members, now }: ChatDeps) => {
  const ticketKey = (ticket: string) => `chat-ticket:${ticket}`;
  const publish = (delivery: ChatDelivery) => pubsub.publish(CHAT_CHANNEL, delivery);

  const issueTicket = async (holder: ChatTicket) => {
    const ticket = randomBytes(24).toString('base64url');
    const stored: StoredTicket = { ...holder, expiresAt: now() + CHAT_TICKET_SECONDS * 1000 };
    await cache.put(ticketKey(ticket), stored, CHAT_TICKET_SECONDS * 1000);
    return { ticket, expiresInSeconds: CHAT_TICKET_SECONDS };
  };

  const historyOf = async (
    conversation: ConversationRow | null,
    reader: ChatSender,
    before: number | undefined,
    pageSize: number | undefined,
  ): Promise<ChatHistoryValue> => {
    if (!conversation) return { list: [], hasMore: false, unReadCount: 0, status: 'none' };
    const { rows, hasMore } = await repository.history(conversation.id, before, pageSize ?? CHAT_PAGE_SIZE);
    const unReadCount =
      reader === 'member'
        ? await repository.memberUnread(conversation)
        : await repository.staffUnread(conversation);
    return { list: rows.map(messageOf), hasMore, unReadCount, status: conversation.status };
  };

  const pictureOf = (image: string) => {
    const bytes = Buffer.from(image, 'base64');
    const picture = readPicture(bytes, CHAT_PICTURE_BOUNDS);
    if (!picture) throw invalid('image', PICTURE_PROBLEM);
    return { id: randomBytes(16).toString('base64url'), image: bytes, ...picture };
  };

  const post = async (
    conversation: ConversationRow,
    username: string,
    message: { sender: ChatSender; staffName: string | null; text: string },
    picture: ReturnType<typeof pictureOf> | null,
  ): Promise<ChatMessage> => {
    const row = await repository.addMessage(conversation.id, message, picture);
    const sent = messageOf(row);
    await publish({
      merchantCode: conversation.merchantCode,
      memberId: conversation.memberId,
      to: 'both',
      event: { type: 'message', username, message: sent },
    });
    return sent;
  };

  /** The member a staff call names, and their conversation (made when the staff writes first). */
  const memberOf = async (merchantCode: string, username: string) => {
    const memberId = await members.memberIdOf(merchantCode, username);
    if (memberId === null)
      throw new ApiError(ErrorCode.NOT_FOUND, `No member ${username} in ${merchantCode}`);
    const canonical = (await members.usernamesOf([memberId])).get(memberId) ?? username;
    return { memberId, username: canonical };
  };

  const conversationForStaff = async (merchantCode: string, username: string) => {
    const member = await memberOf(merchantCode, username);
    return { ...member, conversation: await repository.findConversation(member.memberId) };
  };

  return {
    // ---- the player's side ------------------------------------------------------------------

    /**
     * Spec §7 Chat launch: the operator's external chat when set; else the site's chat screen with
     * the language (CN variants collapsed), a back address of this site, a header colour and title.
     */
    launch(config: SiteConfig, query: ChatLaunchQuery, requestLanguage: LanguageCode): { chatUrl: string } {
      assertChatOffered(config);
      if (config.externalChatUrl && isSafeLink(config.externalChatUrl))
        return { chatUrl: config.externalChatUrl };
      const params = new URLSearchParams({ language: chatLanguageOf(query.language, requestLanguage) });
      if (query.backUrl && /^\/m\/[!-~]*$/.test(query.backUrl) && isSafeLink(query.backUrl)) {
        params.set('backUrl', query.backUrl);
      }
      if (query.headerColor && new RegExp(CHAT_HEADER_COLOR_PATTERN).test(query.headerColor)) {
        params.set('headerColor', query.headerColor);
      }
      const title = titleOf(query.title);
      if (title) params.set('title', title);
      return { chatUrl: `${LIVE_CHAT_PAGE}?${params}` };
    },

    /**
     * Spec §7 Customer service: the built-in chat first (with CBS3; the external chat instead when
     * set), then the operator's entries, every outside address sealed as type '3'.
     */
    customerService(config: SiteConfig): CustomerServiceValue {
      const seal = (path: string) => sealCustomerServicePath(path, randomBytes(6).toString('base64url'));
      const chat = config.whitelabel.CBS3
        ? [
            config.externalChatUrl
              ? {
                  type: CS_ENTRY_TYPES.sealed,
                  csType: 'CS',
                  title: 'Live chat',
                  path: seal(config.externalChatUrl),
                }
              : { type: CS_ENTRY_TYPES.builtInChat, csType: 'CS', title: 'Live chat', path: LIVE_CHAT_PAGE },
          ]
        : [];
      const entries = config.customerService.map((entry) => ({
        type: CS_ENTRY_TYPES.sealed,
        csType: entry.csType,
        title: entry.title,
        path: seal(entry.path),
      }));
      return { version: { pathList: [...chat, ...entries] } };
    },

    async unreadCount(session: SessionInfo) {
      const conversation = await repository.findConversation(session.memberId);
      return { unReadCount: conversation ? await repository.memberUnread(conversation) : 0 };
    },

    memberTicket: (session: SessionInfo) =>
      issueTicket({
        kind: 'member',
        merchantCode: session.merchantCode,
        memberId: session.memberId,
        username: session.username,
      }),

    async history(session: SessionInfo, before?: number, pageSize?: number) {
      return historyOf(await repository.findConversation(session.memberId), 'member', before, pageSize);
    },

    async send(session: SessionInfo, sent: string): Promise<ChatMessage> {
      const text = textOf(sent);
      const conversation = await repository.ensureConversation(
        session.merchantCode,
        session.memberId,
        session.username,
      );
      return post(conversation, session.username, { sender: 'member', staffName: null, text }, null);
    },

    async sendPicture(session: SessionInfo, image: string): Promise<ChatMessage> {
      const picture = pictureOf(image);
      const conversation = await repository.ensureConversation(
        session.merchantCode,
        session.memberId,
        session.username,
      );
      return post(conversation, session.username, { sender: 'member', staffName: null, text: '' }, picture);
    },

    async read(session: SessionInfo) {
      const conversation = await repository.findConversation(session.memberId);
      if (conversation) {
        await repository.markRead(conversation.id, 'member');
        await publish({
          merchantCode: conversation.merchantCode,
          memberId: conversation.memberId,
          to: 'staff',
          event: { type: 'read', username: session.username, reader: 'member' },
        });
      }
      return { unReadCount: 0 };
    },

    // ---- the staff's side (operator API) ----------------------------------------------------

    /**
     * A page of the merchant's chats, latest activity first; `search` keeps the members whose
     * username contains it (any case), `unread` the chats with member messages the staff has not
     * read. staffUnread counts over every chat of the merchant.
     */
    async staffList(merchantCode: string, query: ChatListQuery = {}): Promise<ChatListValue> {
      const page = operatorPageRequest(query);
      const unread = query.unread === true;
      const search = query.search?.trim();
      const { total, rows: conversations } = await repository.staffPage(
        merchantCode,
        { unread, ...(search ? { search } : {}) },
        page,
      );
      const rows = await repository.withDetails(conversations);
      const list = rows.map(({ conversation, lastMessage, staffUnread, memberUnread }) => ({
        username: conversation.username,
        status: conversation.status,
        staffUnread,
        memberUnread,
        lastMessage: lastMessage ? messageOf(lastMessage) : null,
        updatedAt: conversation.updatedAt.toISOString(),
      }));
      return {
        ...operatorPage(list, total, page),
        staffUnread: await repository.staffUnreadTotal(merchantCode),
      };
    },

    /** The member messages the staff has not read, over every chat of the merchant. */
    staffUnreadTotal: (merchantCode: string) => repository.staffUnreadTotal(merchantCode),

    staffTicket: (merchantCode: string, actor: string) => issueTicket({ kind: 'staff', merchantCode, actor }),

    async staffHistory(merchantCode: string, username: string, before?: number, pageSize?: number) {
      const { conversation } = await conversationForStaff(merchantCode, username);
      return historyOf(conversation, 'staff', before, pageSize);
    },

    async reply(merchantCode: string, username: string, sent: string, actor: string): Promise<ChatMessage> {
      const text = textOf(sent);
      const member = await memberOf(merchantCode, username);
      const conversation = await repository.ensureConversation(
        merchantCode,
        member.memberId,
        member.username,
      );
      return post(conversation, member.username, { sender: 'staff', staffName: actor, text }, null);
    },

    async replyPicture(merchantCode: string, username: string, image: string, actor: string) {
      const picture = pictureOf(image);
      const member = await memberOf(merchantCode, username);
      const conversation = await repository.ensureConversation(
        merchantCode,
        member.memberId,
        member.username,
      );
      return post(conversation, member.username, { sender: 'staff', staffName: actor, text: '' }, picture);
    },

    async staffRead(merchantCode: string, username: string) {
      const {
        conversation,
        memberId,
        username: canonical,
      } = await conversationForStaff(merchantCode, username);
      if (conversation) {
        await repository.markRead(conversation.id, 'staff');
        await publish({
          merchantCode,
          memberId,
          to: 'both',
          event: { type: 'read', username: canonical, reader: 'staff' },
        });
      }
      return { unReadCount: 0 };
    },

    async close(merchantCode: string, username: string, audit: OperatorActor): Promise<ChatConversation> {
      const {
        conversation,
        memberId,
        username: canonical,
      } = await conversationForStaff(merchantCode, username);
      if (!conversation) throw new ApiError(ErrorCode.NOT_FOUND, `${canonical} has no conversation`);
      const after = await repository.close(conversation, { merchantCode, ...audit });
      await publish({ merchantCode, memberId, to: 'both', event: { type: 'closed', username: canonical } });
      return {
        username: canonical,
        status: after.status,
        staffUnread: await repository.staffUnread(after),
        memberUnread: await repository.memberUnread(after),
        lastMessage: null,
        updatedAt: after.updatedAt.toISOString(),
      };
    },

    // ---- sockets ----------------------------------------------------------------------------

    /** Who the ticket lets in, once; null for an unknown, used or expired ticket. */
    async redeemTicket(ticket: unknown): Promise<ChatTicket | null> {
      if (typeof ticket !== 'string') return null;
      const stored = await cache.take<StoredTicket>(ticketKey(ticket));
      if (!stored || stored.expiresAt < now()) return null;
      const { expiresAt: _, ...holder } = stored;
      return holder;
    },

    /** The member's unread count when their socket opens. */
    async memberUnreadOf(memberId: number) {
      const conversation = await repository.findConversation(memberId);
      return conversation ? repository.memberUnread(conversation) : 0;
    },

    /** A typing mark from a socket: the member's to the staff, the staff's to the member they name. */
    async typing(holder: ChatTicket, typing: boolean, username?: string) {
      if (holder.kind === 'member') {
        await publish({
          merchantCode: holder.merchantCode,
          memberId: holder.memberId,
          to: 'staff',
          event: { type: 'typing', username: holder.username, sender: 'member', typing },
        });
        return;
      }
      if (!username) return;
      const memberId = await members.memberIdOf(holder.merchantCode, username);
      if (memberId === null) return;
      await publish({
        merchantCode: holder.merchantCode,
        memberId,
        to: 'member',
        event: { type: 'typing', username, sender: 'staff', typing },
      });
    },

    subscribe: (listener: (delivery: ChatDelivery) => void) =>
      pubsub.subscribe(CHAT_CHANNEL, (message) => listener(message as ChatDelivery)),

    /** A picture's bytes by its random id; null when unknown. */
    picture: (pictureId: string) => repository.picture(pictureId),
  };
};

export type ChatService = ReturnType<typeof createChatService>;
