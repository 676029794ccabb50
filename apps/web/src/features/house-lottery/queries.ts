/**
 * Server state of the house's fast lottery (contract HOUSE_GAMES_CALLS; issue 13): the lobby, one
 * game's state, the member's orders, placing and cancelling a slip, and the public drawn rounds.
 * Every call but the rounds carries the launch's player token (PLAYER_TOKEN_HEADER) beside the
 * session call() adds; the keys start with that token, so another launch never sees this one's
 * orders. The slot screens keep their own queries: the two games share only the token header.
 */
import type { LotteryBetLine, LotteryGameCode } from '@app/contract';
import { GAME_LIST_PAGE_SIZE, HOUSE_GAMES_CALLS, playerTokenHeaders } from '@app/contract/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useRefreshBalance, withIdempotencyKey } from '../wallet/queries';

/** Results arrive as the server settles the draw: while an order waits for it, ask again this often. */
const OPEN_ORDERS_REFRESH_MS = 3_000;

export const lotteryKeys = {
  all: (playerToken: string) => ['house-lottery', playerToken] as const,
  lobby: (playerToken: string) => [...lotteryKeys.all(playerToken), 'lobby'] as const,
  state: (playerToken: string, game: LotteryGameCode) =>
    [...lotteryKeys.all(playerToken), 'state', game] as const,
  orders: (playerToken: string, game: LotteryGameCode) =>
    [...lotteryKeys.all(playerToken), 'orders', game] as const,
  /** Public: anyone may read the drawn rounds, so no token in the key. */
  rounds: (game: LotteryGameCode) => ['house-lottery-rounds', game] as const,
};

/** The games the launch's vendor is served with; GAME_NOT_FOUND when the house does not serve it. */
export function useLotteryLobby(playerToken: string) {
  return useQuery({
    queryKey: lotteryKeys.lobby(playerToken),
    queryFn: ({ signal }) =>
      call(HOUSE_GAMES_CALLS.lotteryLobby, { signal, headers: playerTokenHeaders(playerToken) }),
    enabled: playerToken !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The round taking bets, the next one and the last results; read again when the round is drawn. */
export function useLotteryState(playerToken: string, game: LotteryGameCode) {
  return useQuery({
    queryKey: lotteryKeys.state(playerToken, game),
    queryFn: ({ signal }) =>
      call(HOUSE_GAMES_CALLS.lotteryState, {
        signal,
        params: { gameCode: game },
        headers: playerTokenHeaders(playerToken),
      }),
  });
}

/** The member's latest orders of the game (the first page: the frame shows the recent ones). */
export function useLotteryOrders(playerToken: string, game: LotteryGameCode, serverNowMs: number) {
  return useQuery({
    queryKey: lotteryKeys.orders(playerToken, game),
    queryFn: ({ signal }) =>
      call(HOUSE_GAMES_CALLS.lotteryOrders, {
        signal,
        params: { gameCode: game },
        query: { pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE },
        headers: playerTokenHeaders(playerToken),
      }),
    select: (page) => page.list,
    // An open order whose round has closed waits for its draw's settlement.
    refetchInterval: (query) =>
      query.state.data?.list.some(
        (order) => order.status === 'open' && Date.parse(order.closesAt) <= serverNowMs,
      )
        ? OPEN_ORDERS_REFRESH_MS
        : false,
  });
}

/** The round was drawn or money moved: state, orders and the balance are asked for again. */
export function useRefreshLottery(playerToken: string, game: LotteryGameCode) {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lotteryKeys.state(playerToken, game) }),
      queryClient.invalidateQueries({ queryKey: lotteryKeys.orders(playerToken, game) }),
      refreshBalance(),
    ]);
}

export interface LotterySlip {
  roundNo: number;
  lines: LotteryBetLine[];
  /** One per attempt (wallet/idempotency.ts): a retried slip is not placed twice. */
  idempotencyKey: string;
}

export function usePlaceLotteryOrder(playerToken: string, game: LotteryGameCode) {
  const refresh = useRefreshLottery(playerToken, game);
  return useMutation({
    mutationFn: ({ roundNo, lines, idempotencyKey }: LotterySlip) =>
      call(HOUSE_GAMES_CALLS.placeLotteryOrder, {
        params: { gameCode: game },
        body: { roundNo, lines },
        headers: { ...playerTokenHeaders(playerToken), ...withIdempotencyKey(idempotencyKey) },
      }),
    onSettled: refresh,
  });
}

export function useCancelLotteryOrder(playerToken: string, game: LotteryGameCode) {
  const refresh = useRefreshLottery(playerToken, game);
  return useMutation({
    mutationFn: (orderId: string) =>
      call(HOUSE_GAMES_CALLS.cancelLotteryOrder, {
        params: { orderId },
        headers: playerTokenHeaders(playerToken),
      }),
    onSettled: refresh,
  });
}

/** Drawn rounds with their seeds, newest first, page by page (the verify page). */
export function useLotteryRounds(game: LotteryGameCode) {
  return useInfiniteQuery({
    queryKey: lotteryKeys.rounds(game),
    queryFn: ({ pageParam, signal }) =>
      call(HOUSE_GAMES_CALLS.lotteryRounds, {
        signal,
        params: { gameCode: game },
        query: { pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    select: (data) => data.pages.flatMap((page) => page.list),
  });
}
