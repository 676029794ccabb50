/**
 * Server state of the live chat (contract CHAT_CALLS): its unread count (spec §6: only with the
 * whitelabel flag CBS3 and not for a trial account, type 4), the conversation's history (pages
 * backwards), sending texts and pictures, marking read, and the customer-service entries (spec §7:
 * type '3' paths unsealed, then checked with isSafeLink). Keys start with the session token. The
 * socket is not here: chat-connection.ts, loaded only with the chat screen.
 */
import type { ChatHistoryValue, ChatMessage } from '@app/contract';
import {
  CHAT_CALLS,
  CS_ENTRY_TYPES,
  isSafeLink,
  isTrial,
  unsealCustomerServicePath,
} from '@app/contract/client';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { useSiteConfig } from '../system/queries';

export const chatKeys = {
  all: (token: string) => ['chat', token] as const,
  unreadCount: (token: string) => [...chatKeys.all(token), 'unread-count'] as const,
  history: (token: string) => [...chatKeys.all(token), 'history'] as const,
  customerService: ['chat', 'customer-service'] as const,
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

type History = InfiniteData<ChatHistoryValue, number | undefined>;

/** The conversation: the newest page first, older pages as the player scrolls up. */
export function useChatHistory(token: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(token),
    queryFn: ({ signal, pageParam }) =>
      call(CHAT_CALLS.history, { signal, query: pageParam === undefined ? {} : { before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.list[0]?.id : undefined),
    enabled: token !== '',
    // The socket keeps it current; a refetch would drop the pages scrolled up to.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The messages of every page loaded, oldest first, each once. */
export const messagesOf = (history: { pages: readonly ChatHistoryValue[] } | undefined): ChatMessage[] => {
  const byId = new Map<number, ChatMessage>();
  for (const page of [...(history?.pages ?? [])].reverse()) {
    for (const message of page.list) if (!byId.has(message.id)) byId.set(message.id, message);
  }
  return [...byId.values()];
};

/** Adds a message (sent, or delivered by the socket) to the newest page, once. */
export function addChatMessage(client: QueryClient, token: string, message: ChatMessage) {
  client.setQueryData<History>(chatKeys.history(token), (history) => {
    if (!history) return history;
    if (history.pages.some((page) => page.list.some((known) => known.id === message.id))) return history;
    const [newest, ...older] = history.pages;
    if (!newest) return history;
    return {
      ...history,
      pages: [{ ...newest, status: 'open', list: [...newest.list, message] }, ...older],
    };
  });
}

/** Marks the conversation closed by the staff (until the member writes again). */
export function markChatClosed(client: QueryClient, token: string) {
  client.setQueryData<History>(chatKeys.history(token), (history) => {
    const [newest, ...older] = history?.pages ?? [];
    return history && newest ? { ...history, pages: [{ ...newest, status: 'closed' }, ...older] } : history;
  });
}

/** Sends a text or a picture (base64); the answer joins the history. */
export function useSendChat(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: { text: string } | { image: string }) =>
      'text' in message
        ? call(CHAT_CALLS.send, { body: { text: message.text } })
        : call(CHAT_CALLS.sendPicture, { body: { image: message.image } }),
    onSuccess: (message) => addChatMessage(client, token, message),
  });
}

/** The member has read the staff's messages: the badge drops to 0 at once, then the server is told. */
export function useMarkChatRead(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(CHAT_CALLS.read),
    onMutate: () => client.setQueryData(chatKeys.unreadCount(token), { unReadCount: 0 }),
  });
}

/** A customer-service entry the site may open: its unsealed path passed isSafeLink. */
export interface CustomerServiceLink {
  csType: string;
  title: string;
  path: string;
  /** The site's own chat screen (type '1'). */
  builtIn: boolean;
}

/** Spec §7 Customer service: type '3' paths unsealed with their last 8 characters, unsafe ones dropped. */
export const customerServiceLinksOf = (
  pathList: readonly { type: string; csType: string; title: string; path: string }[],
): CustomerServiceLink[] =>
  pathList.flatMap((entry) => {
    const path = entry.type === CS_ENTRY_TYPES.sealed ? unsealCustomerServicePath(entry.path) : entry.path;
    return isSafeLink(path)
      ? [
          {
            csType: entry.csType,
            title: entry.title,
            path,
            builtIn: entry.type === CS_ENTRY_TYPES.builtInChat,
          },
        ]
      : [];
  });

export function useCustomerServiceLinks() {
  return useQuery({
    queryKey: chatKeys.customerService,
    queryFn: ({ signal }) => call(CHAT_CALLS.customerService, { signal }),
    select: (value) => customerServiceLinksOf(value.version.pathList),
    staleTime: 5 * 60_000,
  });
}
