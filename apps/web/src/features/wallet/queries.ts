/**
 * Server state of the wallet (contract WALLET_CALLS, VENDOR_WALLET_CALLS): the balance and the
 * account and betting records, plus what the money features share: the session token their keys
 * start with (so another login never sees this one's money), the paged-list reader and the
 * Idempotency-Key header. payments/queries.ts and withdrawals/queries.ts hold the rest.
 */
import {
  GAME_LIST_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  VENDOR_WALLET_CALLS,
  WALLET_CALLS,
} from '@app/contract/client';
import {
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import type { recordsQueryOf } from './records-filter';

/** A paged list as the money calls answer it (DESIGN §4: list, totalPages, pageNum). */
interface Page<T> {
  list: T[];
  totalPages: number;
  pageNum: number;
}

/** The page a paged list asks for. */
interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export const walletKeys = {
  all: (token: string) => ['wallet', token] as const,
  balance: (token: string) => [...walletKeys.all(token), 'balance'] as const,
  records: (token: string, query?: ReturnType<typeof recordsQueryOf>) =>
    [...walletKeys.all(token), 'records', ...(query ? [query] : [])] as const,
  gameRecords: (token: string) => [...walletKeys.all(token), 'game-records'] as const,
};

export const withIdempotencyKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** The signed-in session's token ('' when signed out: the money queries then stay disabled). */
export function useSessionToken(): string {
  return useSession()?.token ?? '';
}

/** Spec §7 Wallet: sumBalance, currency, decimals, withdrawable, held and the withdrawal limits. */
export const walletQuery = (token: string) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => call(WALLET_CALLS.wallet, { signal }),
    enabled: token !== '',
  });

export function useWallet() {
  return useQuery(walletQuery(useSessionToken()));
}

/** A paged list read page by page (InfiniteScroll), GAME_LIST_PAGE_SIZE at a time (spec §9). */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: PageRequest, signal: AbortSignal) => Promise<Page<T>>,
) {
  const token = useSessionToken();
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    select: (data) => data.pages.flatMap((page) => page.list),
    enabled: token !== '',
  });
}

export function useRecords(query: ReturnType<typeof recordsQueryOf>) {
  return usePagedList(walletKeys.records(useSessionToken(), query), (page, signal) =>
    call(WALLET_CALLS.records, { query: { ...query, ...page }, signal }),
  );
}

export function useGameRecords() {
  return usePagedList(walletKeys.gameRecords(useSessionToken()), (page, signal) =>
    call(VENDOR_WALLET_CALLS.gameRecords, { query: page, signal }),
  );
}

/** Money came in or went out: the balance and the account record are asked for again. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.records(token) }),
      ]),
    [queryClient, token],
  );
}
