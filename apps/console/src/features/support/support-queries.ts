import type { ChatHistoryValue, ChatMessage, ContractOffer } from '@app/contract';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import {
  approveAgentApplication,
  type ChatListQuery,
  fetchAgentApplications,
  fetchAgentContracts,
  fetchAgentPlans,
  fetchChatHistory,
  fetchChats,
  fetchFeedbackPage,
  offerAgentContract,
  rejectAgentApplication,
  replyToFeedback,
  stopAgentContract,
} from './support-api';
import { type ApplicationFilter, type ContractFilter, type FeedbackFilter, statusOf } from './support-view';

const SUPPORT_KEY = ['operator', 'support'] as const;
export const chatsKey = (merchantCode: string) => [...SUPPORT_KEY, merchantCode, 'chats'] as const;
/** Every open chat's history of a merchant (asked again when the socket comes back). */
export const chatHistoriesKey = (merchantCode: string) => [...SUPPORT_KEY, merchantCode, 'chat'] as const;
export const chatKey = (merchantCode: string, username: string) =>
  [...chatHistoriesKey(merchantCode), username] as const;

/** Without the live socket (a viewer has no ticket, or it is down) the chats are asked again this often. */
export const CHAT_POLL_MS = 15_000;

/** A page of the chats (the server's order: latest activity first); the socket's events ask it again. */
export const useChats = (merchantCode: string, query: ChatListQuery, live: boolean) =>
  useQuery({
    queryKey: [...chatsKey(merchantCode), query],
    queryFn: ({ signal }) => fetchChats(merchantCode, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : CHAT_POLL_MS,
  });

/** A member's chat, the newest page first, older pages fetched on demand (`before` the oldest shown). */
export const useChatHistory = (merchantCode: string, username: string, live: boolean) =>
  useInfiniteQuery({
    queryKey: chatKey(merchantCode, username),
    queryFn: ({ pageParam, signal }) => fetchChatHistory(merchantCode, username, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatHistoryValue) => (page.hasMore ? page.list[0]?.id : undefined),
    refetchInterval: live ? false : CHAT_POLL_MS,
  });

/** Every message of the pages loaded, oldest first, each once. */
export const messagesOf = (data: InfiniteData<ChatHistoryValue> | undefined): ChatMessage[] => {
  const byId = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) for (const message of page.list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** A message that just came (the socket's, or the answer of one's own reply) joins the newest page. */
export function addChatMessage(
  queryClient: QueryClient,
  merchantCode: string,
  username: string,
  message: ChatMessage,
): void {
  queryClient.setQueryData<InfiniteData<ChatHistoryValue>>(chatKey(merchantCode, username), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest || newest.list.some(({ id }) => id === message.id)) return data;
    return { ...data, pages: [{ ...newest, list: [...newest.list, message] }, ...older] };
  });
}

export const useFeedbackPage = (
  merchantCode: string | undefined,
  filter: FeedbackFilter,
  pageNo: number,
  pageSize: number,
) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, merchantCode, 'feedback', filter, pageNo, pageSize],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) =>
      fetchFeedbackPage(merchantCode as string, { status: statusOf(filter), pageNo, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export const useAgentApplications = (merchantCode: string | undefined, filter: ApplicationFilter) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, merchantCode, 'applications', filter],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) => fetchAgentApplications(merchantCode as string, statusOf(filter), signal),
  });

/** The merchant's agent plans, for the approval's choice. */
export const useAgentPlans = (merchantCode: string | undefined, enabled = true) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, merchantCode, 'plans'],
    enabled: enabled && merchantCode !== undefined,
    queryFn: ({ signal }) => fetchAgentPlans(merchantCode as string, signal),
  });

export const useAgentContracts = (merchantCode: string | undefined, filter: ContractFilter) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, merchantCode, 'contracts', filter],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) => fetchAgentContracts(merchantCode as string, statusOf(filter), signal),
  });

/**
 * A desk's change, told by a message once done; the desk's lists are asked again whatever the
 * answer (a refusal for a row a colleague handled meanwhile then shows where it is now).
 */
function useSupportMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void message.success(t('support.done'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
}

export const useFeedbackReply = () =>
  useSupportMutation((input: { merchantCode: string; feedbackId: string; reply: string }) =>
    replyToFeedback(input.merchantCode, input.feedbackId, input.reply),
  );

export const useApplicationDecision = () =>
  useSupportMutation(
    (input: {
      merchantCode: string;
      applicationId: string;
      decision: 'approve' | 'reject';
      planId?: string;
      reason?: string;
      waitDays?: number;
    }) =>
      input.decision === 'approve'
        ? approveAgentApplication(input.merchantCode, input.applicationId, input.planId)
        : rejectAgentApplication(input.merchantCode, input.applicationId, {
            reason: input.reason ?? '',
            ...(input.waitDays === undefined ? {} : { waitDays: input.waitDays }),
          }),
  );

export const useContractStop = () =>
  useSupportMutation((input: { merchantCode: string; contractId: string; how: 'end' | 'withdraw' }) =>
    stopAgentContract(input.merchantCode, input.contractId, input.how),
  );

export const useContractOffer = () =>
  useSupportMutation((input: { merchantCode: string; offer: ContractOffer }) =>
    offerAgentContract(input.merchantCode, input.offer),
  );
