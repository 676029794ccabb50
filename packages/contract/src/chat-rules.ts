/**
 * The live chat's plain values (no schemas): paths and calls (spec §7 Chat launch, Chat unread
 * count; module CBS3). The built-in support chat answers its own screen as the chatUrl; an external
 * chat address the operator configured wins. The schemas are in chat.ts.
 */
import type { ApiCall } from './api-call';

export const CHAT_PATHS = {
  /** GET with b2c=1, language, backUrl, headerColor, title: value.chatUrl. */
  launch: '/wps/chat/launch',
  /** How many of the staff's chat messages the member has not read: value.unReadCount. */
  unreadCount: '/wps/chat/unread-count',
} as const;

export const CHAT_CALLS = {
  launch: { method: 'GET', url: CHAT_PATHS.launch },
  unreadCount: { method: 'GET', url: CHAT_PATHS.unreadCount },
} as const satisfies Record<string, ApiCall>;
