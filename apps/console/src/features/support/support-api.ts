/**
 * The support desk's operator calls (contract chat.ts, feedback.ts, agents.ts, agent-contracts.ts):
 * a merchant's chats paged by the server (latest activity first, a username search, unread only),
 * a chat's history paged backwards,
 * replies, read marks and closing; feedback paged by the server; agent applications and
 * contracts (whole lists: a merchant has few).
 */
import type {
  AgentPlan,
  AgentRejectBody,
  ChatConversation,
  ChatHistoryValue,
  ChatListValue,
  ChatMessage,
  ChatTicketValue,
  ContractOffer,
  OperatorAgentApplication,
  OperatorContract,
  OperatorFeedback,
} from '@app/contract';
import {
  AGENT_CONTRACTS_OPERATOR_PATHS,
  AGENTS_OPERATOR_PATHS,
  type AgentApplicationStatus,
  CHAT_OPERATOR_PATHS,
  type ContractStatus,
  FEEDBACK_OPERATOR_PATHS,
  type FeedbackStatus,
} from '@app/contract/client';
import { callApi } from '../../lib/api-client';

/** What the chats' list asks: a page, a username's part, only the unread ones. */
export interface ChatListQuery {
  search?: string;
  unread: boolean;
  pageNo: number;
  pageSize: number;
}

export const fetchChats = (merchantCode: string, query: ChatListQuery, signal?: AbortSignal) =>
  callApi<ChatListValue>(
    { method: 'GET', url: CHAT_OPERATOR_PATHS.chats },
    {
      params: { merchantCode },
      query: {
        search: query.search,
        unread: query.unread ? 'true' : undefined,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      },
      signal,
    },
  );

export const fetchChatTicket = (merchantCode: string) =>
  callApi<ChatTicketValue>({ method: 'POST', url: CHAT_OPERATOR_PATHS.ticket }, { params: { merchantCode } });

/** A page of a member's chat, oldest first: the newest page, or the one before the message `before`. */
export const fetchChatHistory = (
  merchantCode: string,
  username: string,
  before: number | undefined,
  signal?: AbortSignal,
) =>
  callApi<ChatHistoryValue>(
    { method: 'GET', url: CHAT_OPERATOR_PATHS.messages },
    { params: { merchantCode, username }, query: { before }, signal },
  );

export const sendChatText = (merchantCode: string, username: string, text: string) =>
  callApi<ChatMessage>(
    { method: 'POST', url: CHAT_OPERATOR_PATHS.messages },
    { params: { merchantCode, username }, body: { text } },
  );

/** A picture as base64 (PNG or JPEG, without the data: prefix). */
export const sendChatPicture = (merchantCode: string, username: string, image: string) =>
  callApi<ChatMessage>(
    { method: 'POST', url: CHAT_OPERATOR_PATHS.pictures },
    { params: { merchantCode, username }, body: { image } },
  );

export const markChatRead = (merchantCode: string, username: string) =>
  callApi<{ unReadCount: number }>(
    { method: 'POST', url: CHAT_OPERATOR_PATHS.read },
    { params: { merchantCode, username } },
  );

export const closeChat = (merchantCode: string, username: string) =>
  callApi<ChatConversation>(
    { method: 'POST', url: CHAT_OPERATOR_PATHS.close },
    { params: { merchantCode, username } },
  );

export interface FeedbackPage {
  list: OperatorFeedback[];
  totalPages: number;
  pageNum: number;
}

export const fetchFeedbackPage = (
  merchantCode: string,
  query: { status?: FeedbackStatus; pageNo: number; pageSize: number },
  signal?: AbortSignal,
) =>
  callApi<FeedbackPage>(
    { method: 'GET', url: FEEDBACK_OPERATOR_PATHS.list },
    { params: { merchantCode }, query, signal },
  );

export const replyToFeedback = (merchantCode: string, feedbackId: string, reply: string) =>
  callApi<OperatorFeedback>(
    { method: 'POST', url: FEEDBACK_OPERATOR_PATHS.reply },
    { params: { merchantCode, feedbackId }, body: { reply } },
  );

export const fetchAgentApplications = (
  merchantCode: string,
  status: AgentApplicationStatus | undefined,
  signal?: AbortSignal,
) =>
  callApi<OperatorAgentApplication[]>(
    { method: 'GET', url: AGENTS_OPERATOR_PATHS.applications },
    { params: { merchantCode }, query: { status }, signal },
  );

/** Approves an application on the plan chosen (the API's default without one: the merchant's active plan). */
export const approveAgentApplication = (merchantCode: string, applicationId: string, planId?: string) =>
  callApi<OperatorAgentApplication>(
    { method: 'POST', url: AGENTS_OPERATOR_PATHS.approve },
    { params: { merchantCode, applicationId }, body: planId === undefined ? {} : { planId } },
  );

/** The merchant's agent plans (active or not), each with how many agents it has. */
export const fetchAgentPlans = (merchantCode: string, signal?: AbortSignal) =>
  callApi<AgentPlan[]>(
    { method: 'GET', url: AGENTS_OPERATOR_PATHS.plans },
    { params: { merchantCode }, signal },
  );

/** Offers an agent a contract of a kind with its tiers (the server checks the ladder). */
export const offerAgentContract = (merchantCode: string, offer: ContractOffer) =>
  callApi<OperatorContract>(
    { method: 'POST', url: AGENT_CONTRACTS_OPERATOR_PATHS.contracts },
    { params: { merchantCode }, body: offer },
  );

export const rejectAgentApplication = (merchantCode: string, applicationId: string, body: AgentRejectBody) =>
  callApi<OperatorAgentApplication>(
    { method: 'POST', url: AGENTS_OPERATOR_PATHS.reject },
    { params: { merchantCode, applicationId }, body },
  );

export const fetchAgentContracts = (
  merchantCode: string,
  status: ContractStatus | undefined,
  signal?: AbortSignal,
) =>
  callApi<OperatorContract[]>(
    { method: 'GET', url: AGENT_CONTRACTS_OPERATOR_PATHS.contracts },
    { params: { merchantCode }, query: { status }, signal },
  );

/** Ends an accepted contract, or withdraws one still offered (the API has a call for each). */
export const stopAgentContract = (merchantCode: string, contractId: string, how: 'end' | 'withdraw') =>
  callApi<OperatorContract>(
    {
      method: 'POST',
      url: how === 'end' ? AGENT_CONTRACTS_OPERATOR_PATHS.end : AGENT_CONTRACTS_OPERATOR_PATHS.withdraw,
    },
    { params: { merchantCode, contractId } },
  );
