/**
 * Server state of the money screens (contract WALLET_CALLS, PAYMENTS_CALLS, WITHDRAWALS_CALLS,
 * VENDOR_WALLET_CALLS): balance, deposit channels and orders, bank cards, withdrawals and the
 * account and betting records. Keys start with the session token,
 * so another login never sees this one's money; mutations invalidate what they change.
 */
import type {
  BindBankCardBody,
  DepositOrderBody,
  ManualDepositBody,
  PaymentUnlockBody,
  WithdrawBody,
} from '@app/contract';
import {
  ErrorCode,
  GAME_LIST_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENTS_CALLS,
  VENDOR_WALLET_CALLS,
  WALLET_CALLS,
  WITHDRAWALS_CALLS,
} from '@app/contract/client';
import {
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { sendEncrypted } from '../account/queries';
import type { recordsQueryOf } from './records-filter';

/** A paged list as the wallet calls answer it (DESIGN §4: list, totalPages, pageNum). */
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

/** While a gateway deposit waits for the gateway's notice, its order is asked for this often. */
export const ORDER_POLL_MS = 2_000;

export const walletKeys = {
  all: (token: string) => ['wallet', token] as const,
  balance: (token: string) => [...walletKeys.all(token), 'balance'] as const,
  channels: (token: string) => [...walletKeys.all(token), 'channels'] as const,
  orders: (token: string) => [...walletKeys.all(token), 'orders'] as const,
  order: (token: string, orderId: string) => [...walletKeys.orders(token), orderId] as const,
  bankCards: (token: string) => [...walletKeys.all(token), 'bank-cards'] as const,
  withdrawals: (token: string) => [...walletKeys.all(token), 'withdrawals'] as const,
  records: (token: string, query?: ReturnType<typeof recordsQueryOf>) =>
    [...walletKeys.all(token), 'records', ...(query ? [query] : [])] as const,
  gameRecords: (token: string) => [...walletKeys.all(token), 'game-records'] as const,
};

const withIdempotencyKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

function useToken(): string {
  return useSession()?.token ?? '';
}

/** Spec §7 Wallet: sumBalance, currency, decimals, withdrawable, held and the withdrawal limits. */
export function useWallet() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => call(WALLET_CALLS.wallet, { signal }),
    enabled: token !== '',
  });
}

export function useDepositChannels() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.channels(token),
    queryFn: ({ signal }) => call(PAYMENTS_CALLS.depositChannels, { signal }),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });
}

export function useDepositOrders() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.orders(token),
    queryFn: ({ signal }) => call(PAYMENTS_CALLS.depositOrders, { signal }),
    enabled: token !== '',
  });
}

/** One order, asked for again while it is pending (the gateway's notice arrives on its own time). */
export function useDepositOrder(orderId: string) {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.order(token, orderId),
    queryFn: ({ signal }) => call(PAYMENTS_CALLS.depositOrder, { params: { orderId }, signal }),
    enabled: token !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
}

export function useBankCards() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.bankCards(token),
    queryFn: ({ signal }) => call(WITHDRAWALS_CALLS.bankCards, { signal }),
    enabled: token !== '',
  });
}

/** A paged list read page by page (InfiniteScroll), GAME_LIST_PAGE_SIZE at a time (spec §9). */
function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: PageRequest, signal: AbortSignal) => Promise<Page<T>>,
) {
  const token = useToken();
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

export function useWithdrawals() {
  return usePagedList(walletKeys.withdrawals(useToken()), (page, signal) =>
    call(WITHDRAWALS_CALLS.withdrawals, { query: page, signal }),
  );
}

export function useRecords(query: ReturnType<typeof recordsQueryOf>) {
  return usePagedList(walletKeys.records(useToken(), query), (page, signal) =>
    call(WALLET_CALLS.records, { query: { ...query, ...page }, signal }),
  );
}

export function useGameRecords() {
  return usePagedList(walletKeys.gameRecords(useToken()), (page, signal) =>
    call(VENDOR_WALLET_CALLS.gameRecords, { query: page, signal }),
  );
}

/** A gateway deposit: the order and the payment page to send the player to. */
export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: DepositOrderBody; key: string }) =>
      call(PAYMENTS_CALLS.createDepositOrder, { body, headers: withIdempotencyKey(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.orders(token) }),
  });
}

/** A manual bank transfer the player reports; pending until an operator approves it. */
export function useManualDeposit() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: ManualDepositBody; key: string }) =>
      call(PAYMENTS_CALLS.manualDeposit, { body, headers: withIdempotencyKey(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.orders(token) }),
  });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (paymentPassword: string) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.setPaymentPassword, { body: { paymentPassword } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankCards(token) }),
  });
}

/**
 * A call refused with PAYMENT_PASSWORD_LOCKED (this one's wrong password locked them, or another
 * device's): the bank cards answer carries the lock, so the screen shows it in place of the forms.
 */
function useRefetchLockOnRefusal() {
  const queryClient = useQueryClient();
  const token = useToken();
  return (error: unknown) => {
    if (error instanceof ApiError && error.errorCode === ErrorCode.PAYMENT_PASSWORD_LOCKED) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.bankCards(token) });
    }
  };
}

export function useBindBankCard() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: BindBankCardBody) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.bindBankCard, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankCards(token) }),
    onError: useRefetchLockOnRefusal(),
  });
}

/** While payment calls are locked: an SMS code to the number on the account (slider ticket). */
export const sendPaymentUnlockCode = (ticket: string) =>
  call(WITHDRAWALS_CALLS.paymentUnlockCode, { body: { ticket } });

/** Ends the lock with the SMS code (encrypted body). */
export function useUnlockPayments() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: PaymentUnlockBody) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.paymentUnlock, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankCards(token) }),
  });
}

/** The withdrawal holds the amount at once: balance, withdrawals and the record all change. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.withdraw, { body, headers: withIdempotencyKey(key) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals(token) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.records(token) }),
      ]),
    onError: useRefetchLockOnRefusal(),
  });
}

/** A deposit was credited: the balance and the account record changed. */
export function useCreditedDeposit() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.records(token) }),
      ]),
    [queryClient, token],
  );
}
