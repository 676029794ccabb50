/**
 * The inbox (issue 15): the player's messages from the operator, one player's or everyone's.
 * Plain values and calls are in inbox-rules.ts.
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { INBOX_CALLS } from './inbox-rules';

/** Spec §7: value.unReadCount (the chat's unread count has the same shape). */
export const UnreadCountValue = Type.Object({ unReadCount: Type.Integer({ minimum: 0 }) });
export type UnreadCountValue = Static<typeof UnreadCountValue>;

export const inboxRoutes = {
  unreadCount: { ...INBOX_CALLS.unreadCount, response: Ok(UnreadCountValue) },
} as const;
