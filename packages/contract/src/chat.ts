/**
 * The live chat (issue 15): a support conversation per member over WebSocket, persisted, with
 * pictures, typing and unread counts, the staff's side in the operator API. Plain values and calls
 * are in chat-rules.ts.
 */
import Type, { type Static } from 'typebox';
import { CHAT_CALLS } from './chat-rules';
import { Ok } from './envelope';
import { UnreadCountValue } from './inbox';

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

export const chatRoutes = {
  launch: { ...CHAT_CALLS.launch, querystring: ChatLaunchQuery, response: Ok(ChatLaunchValue) },
  unreadCount: { ...CHAT_CALLS.unreadCount, response: Ok(UnreadCountValue) },
} as const;
