/**
 * The inbox's plain values (no schemas): paths and calls of the player's messages (spec §2
 * /m/webEmail, §7 Inbox unread count). Login required; a trial account (type 4) is refused with
 * 'free_reject' and the site does not ask its unread count (spec §6). The schemas are in inbox.ts.
 * Decision 0043: a message to all members is one row; each member's read and deleted marks are
 * receipts of their own.
 */
import type { ApiCall } from './api-call';

export const INBOX_PATHS = {
  /** How many of the member's messages are unread: value.unReadCount. */
  unreadCount: '/wps/inbox/unread-count',
  /** The member's messages, newest first, paged (pageNo, pageSize): list, totalPages, pageNum. */
  messages: '/wps/inbox/messages',
  /** One message with its content (sanitized HTML); reading it marks it read. */
  message: '/wps/inbox/messages/:messageId',
  /** Mark messages read: the ids given, or all. Answers the unread count after. */
  markRead: '/wps/inbox/messages/read',
  /** Delete messages (one or several); a deleted message never comes back. Answers the unread count after. */
  remove: '/wps/inbox/messages/delete',
} as const;

export const INBOX_CALLS = {
  unreadCount: { method: 'GET', url: INBOX_PATHS.unreadCount },
  messages: { method: 'GET', url: INBOX_PATHS.messages },
  message: { method: 'GET', url: INBOX_PATHS.message },
  markRead: { method: 'POST', url: INBOX_PATHS.markRead },
  remove: { method: 'POST', url: INBOX_PATHS.remove },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): send (to one member or to all), list what was sent, withdraw. */
export const INBOX_OPERATOR_PATHS = {
  messages: '/wps/operator/merchants/:merchantCode/inbox/messages',
  message: '/wps/operator/merchants/:merchantCode/inbox/messages/:messageId',
} as const;

/** A message's id as the calls carry it. */
export const INBOX_MESSAGE_ID_PATTERN = '^[0-9]{1,15}$';
/** How many ids one mark-read or delete call takes. */
export const INBOX_IDS_MAX = 100;
/** The lengths of an operator's message, per language. */
export const INBOX_TITLE_MAX = 100;
export const INBOX_CONTENT_MAX = 10_000;
