/**
 * What the money queues show, kept in the address (as the audit page does) so that a link shows
 * the same queue: the tab, the merchant, the status filter, the member, the days and the page.
 */
import {
  DEPOSIT_ORDER_STATUSES,
  type DepositOrderStatus,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@app/contract/client';
import {
  type DayRange,
  dayRangeOf,
  FIRST_PAGE,
  type PageView,
  pageViewOf,
  writeDayRange,
  writePageView,
} from '../../lib/server-paging';

export const MONEY_PATH = '/money';

export const MONEY_TABS = ['withdrawals', 'deposits'] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];

/** The withdrawal statuses that wait on staff: the queue's default. */
export const WAITING_WITHDRAWAL_STATUSES = [
  'submitted',
  'reviewing',
  'approved',
] as const satisfies readonly WithdrawalStatus[];

/** 'waiting': the statuses that wait on staff; 'all': every status. */
export type WithdrawalFilter = 'waiting' | 'all' | WithdrawalStatus;
export type DepositFilter = 'all' | DepositOrderStatus;

export const WITHDRAWAL_FILTERS: readonly WithdrawalFilter[] = ['waiting', 'all', ...WITHDRAWAL_STATUSES];
export const DEPOSIT_FILTERS: readonly DepositFilter[] = ['all', ...DEPOSIT_ORDER_STATUSES];

export interface MoneyView extends PageView, DayRange {
  tab: MoneyTab;
  merchantCode?: string;
  withdrawalStatus: WithdrawalFilter;
  depositStatus: DepositFilter;
  /** One member's rows only. */
  username?: string;
}

const DEFAULTS: MoneyView = {
  tab: 'withdrawals',
  withdrawalStatus: 'waiting',
  depositStatus: 'pending',
  ...FIRST_PAGE,
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/** The view of an address's query; what it cannot read is left at its default. */
export function moneyViewOf(search: URLSearchParams): MoneyView {
  const tab = oneOf(MONEY_TABS, search.get('tab')) ?? DEFAULTS.tab;
  const merchantCode = search.get('merchantCode')?.trim() || undefined;
  const username = search.get('username')?.trim() || undefined;
  const status = search.get('status');
  return {
    tab,
    ...(merchantCode ? { merchantCode } : {}),
    ...(username ? { username } : {}),
    ...dayRangeOf(search),
    ...pageViewOf(search),
    withdrawalStatus:
      (tab === 'withdrawals' && oneOf(WITHDRAWAL_FILTERS, status)) || DEFAULTS.withdrawalStatus,
    depositStatus: (tab === 'deposits' && oneOf(DEPOSIT_FILTERS, status)) || DEFAULTS.depositStatus,
  };
}

/** The address's query of a view: only what differs from the defaults (the status of its tab). */
export function searchOfMoneyView(view: MoneyView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.tab !== DEFAULTS.tab) search.set('tab', view.tab);
  if (view.merchantCode) search.set('merchantCode', view.merchantCode);
  const status = view.tab === 'withdrawals' ? view.withdrawalStatus : view.depositStatus;
  const defaultStatus = view.tab === 'withdrawals' ? DEFAULTS.withdrawalStatus : DEFAULTS.depositStatus;
  if (status !== defaultStatus) search.set('status', status);
  if (view.username) search.set('username', view.username);
  writeDayRange(search, view);
  writePageView(search, view);
  return search;
}

/** The statuses to ask the API for (none: every status). */
export const withdrawalStatusesOf = (filter: WithdrawalFilter): readonly WithdrawalStatus[] | undefined =>
  filter === 'waiting' ? WAITING_WITHDRAWAL_STATUSES : filter === 'all' ? undefined : [filter];

export const depositStatusesOf = (filter: DepositFilter): readonly DepositOrderStatus[] | undefined =>
  filter === 'all' ? undefined : [filter];
