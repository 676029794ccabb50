/**
 * The inbox's plain values (no schemas): paths and calls of the player's messages (spec §2
 * /m/webEmail, §7 Inbox unread count). Login required; a trial account (type 4) is refused with
 * 'free_reject' and the site does not ask its unread count (spec §6). The schemas are in inbox.ts.
 */
import type { ApiCall } from './api-call';

export const INBOX_PATHS = {
  /** How many of the member's messages are unread: value.unReadCount. */
  unreadCount: '/wps/inbox/unread-count',
} as const;

export const INBOX_CALLS = {
  unreadCount: { method: 'GET', url: INBOX_PATHS.unreadCount },
} as const satisfies Record<string, ApiCall>;
