/**
 * Server state of the inbox (contract INBOX_CALLS). Keys start with the session token like the
 * wallet's, so another account never sees this one's messages. A visitor or a trial account (type 4,
 * spec §6) asks nothing.
 */
import { INBOX_CALLS, isTrial } from '@app/contract/client';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';

export const inboxKeys = {
  all: (token: string) => ['inbox', token] as const,
  unreadCount: (token: string) => [...inboxKeys.all(token), 'unread-count'] as const,
};

/** The session's token when it may have an inbox (signed in, not a trial account), else ''. */
export function useInboxToken(): string {
  const session = useSession();
  return session && !isTrial(session.type) ? session.token : '';
}

/** How many messages are unread (0 for a visitor or a trial account). */
export function useInboxUnreadCount(): number {
  const token = useInboxToken();
  const { data } = useQuery({
    queryKey: inboxKeys.unreadCount(token),
    queryFn: ({ signal }) => call(INBOX_CALLS.unreadCount, { signal }),
    enabled: token !== '',
  });
  return token === '' ? 0 : (data?.unReadCount ?? 0);
}
