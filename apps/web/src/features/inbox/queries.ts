/**
 * Server state of the inbox (contract INBOX_CALLS). Keys start with the session token like the
 * wallet's, so another account never sees this one's messages. A visitor or a trial account (type 4,
 * spec §6) asks nothing. After a read, a mark-read or a delete the unread count changes: the calls
 * that answer it set it at once; reading one message asks for it again, at most once per
 * UNREAD_THROTTLE_MS (spec §9).
 */
import type { InboxMessageSummary } from '@app/contract';
import type { LanguageCode } from '@app/contract/client';
import { INBOX_CALLS, isTrial, UNREAD_THROTTLE_MS } from '@app/contract/client';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { usePagedList } from '../wallet/queries';

export const inboxKeys = {
  all: (token: string) => ['inbox', token] as const,
  unreadCount: (token: string) => [...inboxKeys.all(token), 'unread-count'] as const,
  messages: (token: string, language: LanguageCode) =>
    [...inboxKeys.all(token), language, 'messages'] as const,
  message: (token: string, language: LanguageCode, id: string) =>
    [...inboxKeys.all(token), language, 'message', id] as const,
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

/** The active language; re-renders (and so re-keys) when the player switches it. */
function useLanguageCode(): LanguageCode {
  useTranslation();
  return activeLanguageCode();
}

let unreadAskedAt = 0;
let unreadQueued = false;

/** Asks for the unread count again: at once, or once at the end of the throttle window (spec §9). */
function refreshUnreadCount(queryClient: QueryClient, token: string): void {
  if (unreadQueued) return;
  const ask = () => {
    unreadQueued = false;
    unreadAskedAt = Date.now();
    void queryClient.invalidateQueries({ queryKey: inboxKeys.unreadCount(token) });
  };
  const wait = unreadAskedAt + UNREAD_THROTTLE_MS - Date.now();
  if (wait <= 0) {
    ask();
    return;
  }
  unreadQueued = true;
  setTimeout(ask, wait);
}

/** The member's messages, newest first, page by page (spec §9 infinite scroll). */
export function useInboxMessages() {
  const token = useInboxToken();
  return usePagedList(inboxKeys.messages(token, useLanguageCode()), (page, signal) =>
    call(INBOX_CALLS.messages, { query: page, signal }),
  );
}

type MessagesData = InfiniteData<{ list: InboxMessageSummary[]; totalPages: number; pageNum: number }>;

/** Changes the cached rows of every language's list (a read flag, a deleted row). */
function updateRows(
  queryClient: QueryClient,
  token: string,
  change: (rows: InboxMessageSummary[]) => InboxMessageSummary[],
): void {
  queryClient.setQueriesData<MessagesData>(
    { queryKey: inboxKeys.all(token), predicate: (query) => query.queryKey.at(-1) === 'messages' },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, list: change(page.list) })) },
  );
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** One message with its content; reading it marks it read (the list's row and the count follow). */
export function useInboxMessage(id: string, { enabled = true } = {}) {
  const token = useInboxToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.message(token, useLanguageCode(), id),
    queryFn: async ({ signal }) => {
      const message = await call(INBOX_CALLS.message, { params: { messageId: id }, signal });
      updateRows(queryClient, token, (rows) =>
        rows.map((row) => (row.messageId === id ? { ...row, read: true } : row)),
      );
      refreshUnreadCount(queryClient, token);
      return message;
    },
    enabled: enabled && token !== '',
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** Marks every message read; the answer is the new unread count (0). */
export function useMarkAllRead() {
  const token = useInboxToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(INBOX_CALLS.markRead, { body: { all: true } }),
    onSuccess: (value) => {
      queryClient.setQueryData(inboxKeys.unreadCount(token), value);
      updateRows(queryClient, token, (rows) => rows.map((row) => ({ ...row, read: true })));
    },
  });
}

/** Deletes messages for good; the answer is the new unread count. */
export function useDeleteMessages() {
  const token = useInboxToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageIds: string[]) => call(INBOX_CALLS.remove, { body: { messageIds } }),
    onSuccess: (value, messageIds) => {
      queryClient.setQueryData(inboxKeys.unreadCount(token), value);
      updateRows(queryClient, token, (rows) => rows.filter((row) => !messageIds.includes(row.messageId)));
      for (const id of messageIds) {
        queryClient.removeQueries({
          queryKey: inboxKeys.all(token),
          predicate: (query) => query.queryKey.at(-2) === 'message' && query.queryKey.at(-1) === id,
        });
      }
      // The pages after the deleted rows moved up: ask again for what is shown.
      void queryClient.invalidateQueries({
        queryKey: inboxKeys.all(token),
        predicate: (query) => query.queryKey.at(-1) === 'messages',
      });
    },
  });
}
