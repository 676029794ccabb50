/**
 * Server state of the live chat (contract CHAT_CALLS): its unread count (spec §6: only with the
 * whitelabel flag CBS3 and not for a trial account, type 4). Keys start with the session token.
 */
import { CHAT_CALLS, isTrial } from '@app/contract/client';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { useSiteConfig } from '../system/queries';

export const chatKeys = {
  all: (token: string) => ['chat', token] as const,
  unreadCount: (token: string) => [...chatKeys.all(token), 'unread-count'] as const,
};

/** Whether the merchant offers the built-in live chat (whitelabel CBS3). */
export function useLiveChatEnabled(): boolean {
  return useSiteConfig().data?.whitelabel.CBS3 ?? false;
}

/** The session's token when it may chat (signed in, not a trial account, CBS3 on), else ''. */
export function useChatToken(): string {
  const session = useSession();
  const enabled = useLiveChatEnabled();
  return enabled && session && !isTrial(session.type) ? session.token : '';
}

/** How many of the staff's messages the member has not read (0 when the chat is not theirs to use). */
export function useChatUnreadCount(): number {
  const token = useChatToken();
  const { data } = useQuery({
    queryKey: chatKeys.unreadCount(token),
    queryFn: ({ signal }) => call(CHAT_CALLS.unreadCount, { signal }),
    enabled: token !== '',
  });
  return token === '' ? 0 : (data?.unReadCount ?? 0);
}
