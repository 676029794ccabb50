/**
 * The live chat (issue 15): a support conversation per member over WebSocket, persisted, with
 * pictures, typing and unread counts, the staff's side in the operator API. Plain values and calls
 * are in chat-rules.ts; the events a socket carries are typed here (decision 0044).
 */
import Type, { type Static } from 'typebox';
import {
  CHAT_CALLS,
  CHAT_OPERATOR_PATHS,
  CHAT_PAGE_SIZE,
  CHAT_PICTURE_BASE64_MAX,
  CHAT_TEXT_MAX,
  type ChatSender,
} from './chat-rules';
import { Ok } from './envelope';
import { UnreadCountValue } from './inbox';
import { OperatorPageQuery } from './operator-page';

/** Spec §7 Chat launch: b2c=1, language (any CN variant collapsed to CN), backUrl, headerColor, title. */
export const ChatLaunchQuery = Type.Object({
  b2c: Type.Optional(Type.String({ maxLength: 2 })),
  language: Type.Optional(Type.String({ maxLength: 8 })),
  backUrl: Type.Optional(Type.String({ maxLength: 512 })),
  headerColor: Type.Optional(Type.String({ maxLength: 32 })),
  title: Type.Optional(Type.String({ maxLength: 80 })),
});
export type ChatLaunchQuery = Static<typeof ChatLaunchQuery>;

/** Spec §3 Live chat response: chatUrl (the site's own chat screen, or the operator's external chat). */
export const ChatLaunchValue = Type.Object({ chatUrl: Type.String() });
export type ChatLaunchValue = Static<typeof ChatLaunchValue>;

/** Spec §7 Customer service: one entry; type '3' carries its path sealed (chat-rules.ts). */
export const CustomerServicePathEntry = Type.Object({
  type: Type.String(),
  csType: Type.String(),
  title: Type.String(),
  path: Type.String(),
});
export type CustomerServicePathEntry = Static<typeof CustomerServicePathEntry>;
export const CustomerServiceValue = Type.Object({
  version: Type.Object({ pathList: Type.Array(CustomerServicePathEntry) }),
});
export type CustomerServiceValue = Static<typeof CustomerServiceValue>;

export const ChatTicketValue = Type.Object({ ticket: Type.String(), expiresInSeconds: Type.Integer() });
export type ChatTicketValue = Static<typeof ChatTicketValue>;

/** One message as both sides see it; a picture message has pictureUrl and its size, text ''. */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  sender: Type.Union([Type.Literal('member'), Type.Literal('staff')]),
  text: Type.String(),
  pictureUrl: Type.Union([Type.String(), Type.Null()]),
  pictureWidth: Type.Union([Type.Integer(), Type.Null()]),
  pictureHeight: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatHistoryQuery = Type.Object(
  {
    /** Messages older than this id (the oldest one shown); none: the newest page. */
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CHAT_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type ChatHistoryQuery = Static<typeof ChatHistoryQuery>;

/** A page of history, oldest first; hasMore: older messages remain. */
export const ChatHistoryValue = Type.Object({
  list: Type.Array(ChatMessage),
  hasMore: Type.Boolean(),
  /** The member's unread count (member side) or the staff's (operator side), before this read. */
  unReadCount: Type.Integer({ minimum: 0 }),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('none')]),
});
export type ChatHistoryValue = Static<typeof ChatHistoryValue>;

/** Printable text without control characters but newlines and tabs, 1 to CHAT_TEXT_MAX characters. */
export const ChatTextBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: CHAT_TEXT_MAX }) },
  { additionalProperties: false },
);
export type ChatTextBody = Static<typeof ChatTextBody>;

export const ChatPictureBody = Type.Object(
  {
    image: Type.String({
      minLength: 4,
      maxLength: CHAT_PICTURE_BASE64_MAX,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
    }),
  },
  { additionalProperties: false },
);
export type ChatPictureBody = Static<typeof ChatPictureBody>;

export const ChatPictureParams = Type.Object({ pictureId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }) });

export const chatRoutes = {
  launch: { ...CHAT_CALLS.launch, querystring: ChatLaunchQuery, response: Ok(ChatLaunchValue) },
  unreadCount: { ...CHAT_CALLS.unreadCount, response: Ok(UnreadCountValue) },
  customerService: { ...CHAT_CALLS.customerService, response: Ok(CustomerServiceValue) },
  ticket: { ...CHAT_CALLS.ticket, response: Ok(ChatTicketValue) },
  history: { ...CHAT_CALLS.history, querystring: ChatHistoryQuery, response: Ok(ChatHistoryValue) },
  send: { ...CHAT_CALLS.send, body: ChatTextBody, response: Ok(ChatMessage) },
  sendPicture: { ...CHAT_CALLS.sendPicture, body: ChatPictureBody, response: Ok(ChatMessage) },
  read: { ...CHAT_CALLS.read, response: Ok(UnreadCountValue) },
} as const;

// ---- operator (the staff) ---------------------------------------------------------------------

/** A conversation as the staff's list shows it. */
export const ChatConversation = Type.Object({
  username: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  /** The member's messages the staff has not read. */
  staffUnread: Type.Integer({ minimum: 0 }),
  /** The staff's messages the member has not read. */
  memberUnread: Type.Integer({ minimum: 0 }),
  lastMessage: Type.Union([ChatMessage, Type.Null()]),
  updatedAt: Type.String(),
});
export type ChatConversation = Static<typeof ChatConversation>;

/**
 * The staff's list of chats: a page of them, latest activity first, optionally those whose member's
 * username contains `search` (any case) and those with messages the staff has not read.
 */
export const ChatListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    unread: Type.Optional(Type.Boolean()),
    ...OperatorPageQuery,
  },
  { additionalProperties: false },
);
export type ChatListQuery = Static<typeof ChatListQuery>;

/** A page of chats (OperatorPage) and the merchant's unread member messages over every chat. */
export const ChatListValue = Type.Object({
  list: Type.Array(ChatConversation),
  total: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** The member messages the staff has not read, over every chat of the merchant (not the page's only). */
  staffUnread: Type.Integer({ minimum: 0 }),
});
export type ChatListValue = Static<typeof ChatListValue>;

const OperatorMerchantParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
});
const OperatorChatParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
});

export const chatOperatorRoutes = {
  list: {
    method: 'GET',
    url: CHAT_OPERATOR_PATHS.chats,
    params: OperatorMerchantParams,
    querystring: ChatListQuery,
    response: Ok(ChatListValue),
  },
  ticket: {
    method: 'POST',
    url: CHAT_OPERATOR_PATHS.ticket,
    params: OperatorMerchantParams,
    response: Ok(ChatTicketValue),
  },
  history: {
    method: 'GET',
    url: CHAT_OPERATOR_PATHS.messages,
    params: OperatorChatParams,
    querystring: ChatHistoryQuery,
    response: Ok(ChatHistoryValue),
  },
  reply: {
    method: 'POST',
    url: CHAT_OPERATOR_PATHS.messages,
    params: OperatorChatParams,
    body: ChatTextBody,
    response: Ok(ChatMessage),
  },
  replyPicture: {
    method: 'POST',
    url: CHAT_OPERATOR_PATHS.pictures,
    params: OperatorChatParams,
    body: ChatPictureBody,
    response: Ok(ChatMessage),
  },
  read: {
    method: 'POST',
    url: CHAT_OPERATOR_PATHS.read,
    params: OperatorChatParams,
    response: Ok(UnreadCountValue),
  },
  close: {
    method: 'POST',
    url: CHAT_OPERATOR_PATHS.close,
    params: OperatorChatParams,
    response: Ok(ChatConversation),
  },
} as const;

// ---- socket events (JSON frames) --------------------------------------------------------------

/**
 * What a socket receives. The member's socket sees its own conversation; the staff's every
 * conversation of the merchant, each event naming the member (username).
 */
export type ChatServerEvent =
  | { type: 'ready'; unReadCount: number }
  | { type: 'message'; username: string; message: ChatMessage }
  | { type: 'typing'; username: string; sender: ChatSender; typing: boolean }
  | { type: 'read'; username: string; reader: ChatSender }
  | { type: 'closed'; username: string }
  | { type: 'pong' };

/** What a socket may send: typing marks (the staff names the member) and pings. */
export type ChatClientEvent = { type: 'typing'; typing: boolean; username?: string } | { type: 'ping' };
