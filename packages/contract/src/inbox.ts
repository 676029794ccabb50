/**
 * The inbox (issue 15): the player's messages from the operator, one player's or everyone's.
 * Plain values and calls are in inbox-rules.ts. Operators write a message in one or several
 * languages (English required); a player reads it in theirs (English where it has none).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import {
  INBOX_CALLS,
  INBOX_CONTENT_MAX,
  INBOX_IDS_MAX,
  INBOX_MESSAGE_ID_PATTERN,
  INBOX_OPERATOR_PATHS,
  INBOX_TITLE_MAX,
} from './inbox-rules';
import { Localized } from './localized';
import { Paged, PageQuery } from './money-schemas';

/** Spec §7: value.unReadCount (the chat's unread count has the same shape). */
export const UnreadCountValue = Type.Object({ unReadCount: Type.Integer({ minimum: 0 }) });
export type UnreadCountValue = Static<typeof UnreadCountValue>;

const MessageId = Type.String({ pattern: INBOX_MESSAGE_ID_PATTERN });

/** A row of the list: no content (the message carries it). */
export const InboxMessageSummary = Type.Object({
  messageId: Type.String(),
  title: Type.String(),
  /** ISO 8601. */
  sentAt: Type.String(),
  read: Type.Boolean(),
});
export type InboxMessageSummary = Static<typeof InboxMessageSummary>;

export const InboxMessage = Type.Object({
  ...InboxMessageSummary.properties,
  content: Type.String({ description: 'Sanitized HTML' }),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const InboxListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export const InboxMessageParams = Type.Object({ messageId: MessageId });

/** The ids of the messages a call acts on. */
const MessageIds = Type.Array(MessageId, { minItems: 1, maxItems: INBOX_IDS_MAX });

/** Mark read: `messageIds`, or `all: true` (exactly one of them). */
export const InboxMarkReadBody = Type.Object(
  { messageIds: Type.Optional(MessageIds), all: Type.Optional(Type.Literal(true)) },
  { additionalProperties: false },
);
export type InboxMarkReadBody = Static<typeof InboxMarkReadBody>;

export const InboxDeleteBody = Type.Object({ messageIds: MessageIds }, { additionalProperties: false });
export type InboxDeleteBody = Static<typeof InboxDeleteBody>;

export const inboxRoutes = {
  unreadCount: { ...INBOX_CALLS.unreadCount, response: Ok(UnreadCountValue) },
  messages: {
    ...INBOX_CALLS.messages,
    querystring: InboxListQuery,
    response: Ok(Paged(InboxMessageSummary)),
  },
  message: { ...INBOX_CALLS.message, params: InboxMessageParams, response: Ok(InboxMessage) },
  markRead: { ...INBOX_CALLS.markRead, body: InboxMarkReadBody, response: Ok(UnreadCountValue) },
  remove: { ...INBOX_CALLS.remove, body: InboxDeleteBody, response: Ok(UnreadCountValue) },
} as const;

// ---- operator ---------------------------------------------------------------------------------

/** One language's message; content is rich HTML, sanitized by the server before it is stored. */
export const InboxTexts = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: INBOX_TITLE_MAX }),
    content: Type.String({ minLength: 1, maxLength: INBOX_CONTENT_MAX }),
  },
  { additionalProperties: false },
);
export type InboxTexts = Static<typeof InboxTexts>;

/** A message to one member (`username`) or to every member of the merchant (`all: true`): exactly one. */
export const InboxSend = Type.Object(
  {
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    all: Type.Optional(Type.Literal(true)),
    texts: Localized(InboxTexts),
  },
  { additionalProperties: false },
);
export type InboxSend = Static<typeof InboxSend>;

/** A message as the operator sees it: every language, to whom, how many read and deleted it. */
export const OperatorInboxMessage = Type.Object({
  messageId: Type.String(),
  /** The member's username, or null for a message to all members. */
  to: Type.Union([Type.String(), Type.Null()]),
  texts: Localized(Type.Object({ title: Type.String(), content: Type.String() })),
  sentAt: Type.String(),
  /** Who sent it (the Operator-Actor, or 'seed' for the demo's). */
  sentBy: Type.String(),
  /** Null while members see it. */
  withdrawnAt: Type.Union([Type.String(), Type.Null()]),
  readCount: Type.Integer({ minimum: 0 }),
  deletedCount: Type.Integer({ minimum: 0 }),
});
export type OperatorInboxMessage = Static<typeof OperatorInboxMessage>;

const OperatorMerchantParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
});
const OperatorMessageParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  messageId: MessageId,
});

export const inboxOperatorRoutes = {
  send: {
    method: 'POST',
    url: INBOX_OPERATOR_PATHS.messages,
    params: OperatorMerchantParams,
    body: InboxSend,
    response: Ok(OperatorInboxMessage),
  },
  list: {
    method: 'GET',
    url: INBOX_OPERATOR_PATHS.messages,
    params: OperatorMerchantParams,
    querystring: InboxListQuery,
    response: Ok(Paged(OperatorInboxMessage)),
  },
  withdraw: {
    method: 'DELETE',
    url: INBOX_OPERATOR_PATHS.message,
    params: OperatorMessageParams,
    response: Ok(OperatorInboxMessage),
  },
} as const;
