/**
 * What the support desk shows, kept in the address (as the money queues do) so that a link opens
 * the same desk: the tab, the merchant, the chat open, and each list's filter and page.
 */
import {
  AGENT_APPLICATION_STATUSES,
  type AgentApplicationStatus,
  CONTRACT_STATUSES,
  type ContractStatus,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '@app/contract/client';
import { FIRST_PAGE, type PageView, pageViewOf, writePageView } from '../../lib/server-paging';

export const SUPPORT_PATH = '/support';

export const SUPPORT_TABS = ['chats', 'feedback', 'applications', 'contracts'] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number];

export type FeedbackFilter = 'all' | FeedbackStatus;
export const FEEDBACK_FILTERS: readonly FeedbackFilter[] = ['all', ...FEEDBACK_STATUSES];
export type ApplicationFilter = 'all' | AgentApplicationStatus;
export const APPLICATION_FILTERS: readonly ApplicationFilter[] = ['all', ...AGENT_APPLICATION_STATUSES];
export type ContractFilter = 'all' | ContractStatus;
export const CONTRACT_FILTERS: readonly ContractFilter[] = ['all', ...CONTRACT_STATUSES];

/** Feedback pages the server answers (its page size bound is 100). */
export const FEEDBACK_PAGE_SIZES = [20, 50, 100] as const;

export interface SupportView {
  tab: SupportTab;
  merchantCode?: string;
  /** The member whose chat is open. */
  chat?: string;
  /** The chats of members whose username contains this. */
  chatSearch?: string;
  /** Only the chats with member messages not read yet. */
  chatUnread: boolean;
  /** The chats' page (the server's). */
  chatPage: PageView;
  feedbackStatus: FeedbackFilter;
  feedbackPage: number;
  feedbackPageSize: number;
  applicationStatus: ApplicationFilter;
  contractStatus: ContractFilter;
}

const DEFAULTS: SupportView = {
  tab: 'chats',
  chatUnread: false,
  chatPage: FIRST_PAGE,
  feedbackStatus: 'open',
  feedbackPage: 1,
  feedbackPageSize: FEEDBACK_PAGE_SIZES[0],
  applicationStatus: 'pending',
  contractStatus: 'all',
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

function positiveInteger(text: string | null): number | undefined {
  const number = Number(text);
  return text !== null && Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** The view of an address's query; what it cannot read is left at its default. */
export function supportViewOf(search: URLSearchParams): SupportView {
  const tab = oneOf(SUPPORT_TABS, search.get('tab')) ?? DEFAULTS.tab;
  const status = search.get('status');
  const merchantCode = search.get('merchantCode')?.trim() || undefined;
  const chat = search.get('chat')?.trim() || undefined;
  const pageSize = positiveInteger(search.get('pageSize'));
  const chatSearch = search.get('q')?.trim() || undefined;
  return {
    tab,
    ...(merchantCode ? { merchantCode } : {}),
    ...(tab === 'chats' && chat ? { chat } : {}),
    ...(tab === 'chats' && chatSearch ? { chatSearch } : {}),
    chatUnread: tab === 'chats' && search.get('unread') === '1',
    chatPage: tab === 'chats' ? pageViewOf(search) : DEFAULTS.chatPage,
    feedbackStatus: (tab === 'feedback' && oneOf(FEEDBACK_FILTERS, status)) || DEFAULTS.feedbackStatus,
    feedbackPage: (tab === 'feedback' && positiveInteger(search.get('pageNo'))) || DEFAULTS.feedbackPage,
    feedbackPageSize:
      tab === 'feedback' && pageSize && (FEEDBACK_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULTS.feedbackPageSize,
    applicationStatus:
      (tab === 'applications' && oneOf(APPLICATION_FILTERS, status)) || DEFAULTS.applicationStatus,
    contractStatus: (tab === 'contracts' && oneOf(CONTRACT_FILTERS, status)) || DEFAULTS.contractStatus,
  };
}

/** The address's query of a view: only what differs from the defaults, of its own tab. */
export function searchOfSupportView(view: SupportView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.tab !== DEFAULTS.tab) search.set('tab', view.tab);
  if (view.merchantCode) search.set('merchantCode', view.merchantCode);
  const differs = <K extends keyof SupportView>(name: K) => view[name] !== DEFAULTS[name];
  if (view.tab === 'chats') {
    if (view.chat) search.set('chat', view.chat);
    if (view.chatSearch) search.set('q', view.chatSearch);
    if (view.chatUnread) search.set('unread', '1');
    writePageView(search, view.chatPage);
  }
  if (view.tab === 'feedback') {
    if (differs('feedbackStatus')) search.set('status', view.feedbackStatus);
    if (differs('feedbackPage')) search.set('pageNo', String(view.feedbackPage));
    if (differs('feedbackPageSize')) search.set('pageSize', String(view.feedbackPageSize));
  }
  if (view.tab === 'applications' && differs('applicationStatus'))
    search.set('status', view.applicationStatus);
  if (view.tab === 'contracts' && differs('contractStatus')) search.set('status', view.contractStatus);
  return search;
}

/** 'all' asks the API for no status. */
export const statusOf = <T extends string>(filter: 'all' | T): T | undefined =>
  filter === 'all' ? undefined : filter;
