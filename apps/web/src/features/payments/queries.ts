/**
 * Server state of the deposit side (contract PAYMENTS_CALLS): the channels, the member's recent
 * orders and one order while the gateway's notice is awaited; creating a gateway order or reporting
 * a bank transfer. Keys start with the session token like the wallet's (wallet/queries.ts).
 */
import type { DepositOrderBody, ManualDepositBody } from '@app/contract';
import { PAYMENTS_CALLS } from '@app/contract/client';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSessionToken, walletQuery, withIdempotencyKey } from '../wallet/queries';

/** While a gateway deposit waits for the gateway's notice, its order is asked for this often. */
const ORDER_POLL_MS = 2_000;

const paymentsKeys = {
  all: (token: string) => ['payments', token] as const,
  channels: (token: string) => [...paymentsKeys.all(token), 'channels'] as const,
  orders: (token: string) => [...paymentsKeys.all(token), 'orders'] as const,
  order: (token: string, orderId: string) => [...paymentsKeys.orders(token), orderId] as const,
};

export const depositChannelsQuery = (token: string) =>
  queryOptions({
    queryKey: paymentsKeys.channels(token),
    queryFn: ({ signal }) => call(PAYMENTS_CALLS.depositChannels, { signal }),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });

export function useDepositChannels() {
  return useQuery(depositChannelsQuery(useSessionToken()));
}

/**
 * What the deposit screen shows first (the wallet and the channels), asked for as the app starts
 * there (main.tsx); nothing without a session, which the screen sends to login.
 */
export const depositDataPrefetches = (
  client: QueryClient,
  { token }: { token: string },
): (() => Promise<void>)[] =>
  token === ''
    ? []
    : [
        () => client.prefetchQuery(walletQuery(token)),
        () => client.prefetchQuery(depositChannelsQuery(token)),
      ];

export function useDepositOrders() {
  const token = useSessionToken();
  return useQuery({
    queryKey: paymentsKeys.orders(token),
    queryFn: ({ signal }) => call(PAYMENTS_CALLS.depositOrders, { signal }),
    enabled: token !== '',
  });
}

/** One order, asked for again while it is pending (the gateway's notice arrives on its own time). */
export function useDepositOrder(orderId: string) {
  const token = useSessionToken();
  return useQuery({
    queryKey: paymentsKeys.order(token, orderId),
    queryFn: ({ signal }) => call(PAYMENTS_CALLS.depositOrder, { params: { orderId }, signal }),
    enabled: token !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
}

/** A gateway deposit: the order and the payment page to send the player to. */
export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: DepositOrderBody; key: string }) =>
      call(PAYMENTS_CALLS.createDepositOrder, { body, headers: withIdempotencyKey(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.orders(token) }),
  });
}

/** A manual bank transfer the player reports; pending until an operator approves it. */
export function useManualDeposit() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: ({ body, key }: { body: ManualDepositBody; key: string }) =>
      call(PAYMENTS_CALLS.manualDeposit, { body, headers: withIdempotencyKey(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.orders(token) }),
  });
}
