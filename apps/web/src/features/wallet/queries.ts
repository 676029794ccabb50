/**
 * Server state of the wallet feature (contract WALLET_PATHS): balance, deposit channels and orders,
 * bank cards, withdrawals and the account and betting records. Keys start with the session token,
 * so another login never sees this one's money; mutations invalidate what they change.
 */
import type {
  BankCard,
  BankCardsValue,
  BindBankCardBody,
  DepositChannel,
  DepositOrder,
  DepositOrderBody,
  DepositOrderCreated,
  GameRecord,
  ManualDepositBody,
  PaymentUnlockBody,
  SmsSendValue,
  TransactionRecord,
  WalletValue,
  Withdrawal,
  WithdrawBody,
} from '@app/contract';
import {
  ErrorCode,
  GAME_LIST_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENTS_PATHS,
  VENDOR_WALLET_PATHS,
  WALLET_PATHS,
  WITHDRAWALS_PATHS,
} from '@app/contract/client';
import {
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiRequest, type RequestOptions } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { sendEncrypted } from '../account/queries';
import type { recordsQueryOf } from './records-filter';

/** A paged list as the wallet calls answer it (DESIGN §4: list, totalPages, pageNum). */
export interface Page<T> {
  list: T[];
  totalPages: number;
  pageNum: number;
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
    queryFn: ({ signal }) => apiRequest<WalletValue>(WALLET_PATHS.wallet, { signal }),
    enabled: token !== '',
  });
}

export function useDepositChannels() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.channels(token),
    queryFn: ({ signal }) => apiRequest<DepositChannel[]>(PAYMENTS_PATHS.depositChannels, { signal }),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });
}

export function useDepositOrders() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.orders(token),
    queryFn: ({ signal }) => apiRequest<DepositOrder[]>(PAYMENTS_PATHS.depositOrders, { signal }),
    enabled: token !== '',
  });
}

/** One order, asked for again while it is pending (the gateway's notice arrives on its own time). */
export function useDepositOrder(orderId: string) {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.order(token, orderId),
    queryFn: ({ signal }) =>
      apiRequest<DepositOrder>(PAYMENTS_PATHS.depositOrder.replace(':orderId', encodeURIComponent(orderId)), {
        signal,
      }),
    enabled: token !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
}

export function useBankCards() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.bankCards(token),
    queryFn: ({ signal }) => apiRequest<BankCardsValue>(WITHDRAWALS_PATHS.bankCards, { signal }),
    enabled: token !== '',
  });
}

/** A paged list read page by page (InfiniteScroll), GAME_LIST_PAGE_SIZE at a time (spec §9). */
function usePagedList<T>(queryKey: QueryKey, path: string, query: RequestOptions['query'] = {}) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<T>>(path, {
        signal,
        query: { ...query, pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    select: (data) => data.pages.flatMap((page) => page.list),
    enabled: token !== '',
  });
}

export function useWithdrawals() {
  return usePagedList<Withdrawal>(walletKeys.withdrawals(useToken()), WITHDRAWALS_PATHS.withdrawals);
}

export function useRecords(query: ReturnType<typeof recordsQueryOf>) {
  return usePagedList<TransactionRecord>(walletKeys.records(useToken(), query), WALLET_PATHS.records, query);
}

export function useGameRecords() {
  return usePagedList<GameRecord>(walletKeys.gameRecords(useToken()), VENDOR_WALLET_PATHS.gameRecords);
}

/** A gateway deposit: the order and the payment page to send the player to. */
export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: DepositOrderBody; key: string }) =>
      apiRequest<DepositOrderCreated>(PAYMENTS_PATHS.depositOrders, {
        method: 'POST',
        body,
        headers: withIdempotencyKey(key),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.orders(token) }),
  });
}

/** A manual bank transfer the player reports; pending until an operator approves it. */
export function useManualDeposit() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: ManualDepositBody; key: string }) =>
      apiRequest<DepositOrder>(PAYMENTS_PATHS.depositManual, {
        method: 'POST',
        body,
        headers: withIdempotencyKey(key),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.orders(token) }),
  });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (paymentPassword: string) =>
      sendEncrypted<null>(queryClient, WITHDRAWALS_PATHS.paymentPassword, 'POST', { paymentPassword }),
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
      sendEncrypted<BankCard>(queryClient, WITHDRAWALS_PATHS.bankCards, 'POST', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankCards(token) }),
    onError: useRefetchLockOnRefusal(),
  });
}

/** While payment calls are locked: an SMS code to the number on the account (slider ticket). */
export const sendPaymentUnlockCode = (ticket: string) =>
  apiRequest<SmsSendValue>(WITHDRAWALS_PATHS.paymentUnlockCode, { method: 'POST', body: { ticket } });

/** Ends the lock with the SMS code (encrypted body). */
export function useUnlockPayments() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: PaymentUnlockBody) =>
      sendEncrypted<null>(queryClient, WITHDRAWALS_PATHS.paymentUnlock, 'POST', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankCards(token) }),
  });
}

/** The withdrawal holds the amount at once: balance, withdrawals and the record all change. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) =>
      sendEncrypted<Withdrawal>(
        queryClient,
        WITHDRAWALS_PATHS.withdraw,
        'POST',
        body,
        withIdempotencyKey(key),
      ),
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
