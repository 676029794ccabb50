/**
 * Server state of the house slots (contract HOUSE_GAMES_CALLS: slotGame, spin, slotSpins). Every
 * call carries the launch's player token (PLAYER_TOKEN_HEADER) beside the session that call() adds.
 * Keys start with the session token like the wallet's, so another login never sees these spins. A
 * spin's answer writes the new balance into the wallet's cached one (the balance widget shows it
 * without asking again) and marks the spin history and the betting record stale.
 */
import type { WalletValue } from '@app/contract';
import { HOUSE_GAMES_CALLS, playerTokenHeaders, type SlotGameCode } from '@app/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { usePagedList, useSessionToken, walletKeys, withIdempotencyKey } from '../wallet/queries';

export const slotsKeys = {
  all: (token: string) => ['house-slots', token] as const,
  game: (token: string, gameCode: SlotGameCode) => [...slotsKeys.all(token), gameCode] as const,
  spins: (token: string, gameCode: SlotGameCode) => [...slotsKeys.game(token, gameCode), 'spins'] as const,
};

/** The game's reels, symbols, paylines, bet levels and RTP; asked once per visit (the rules do not change). */
export function useSlotGame(gameCode: SlotGameCode, playerToken: string) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...slotsKeys.game(token, gameCode), 'rules'],
    queryFn: ({ signal }) =>
      call(HOUSE_GAMES_CALLS.slotGame, {
        params: { gameCode },
        headers: playerTokenHeaders(playerToken),
        signal,
      }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** One spin: the bet, the grid and the line wins, and the balance after both. */
export function useSpin(gameCode: SlotGameCode, playerToken: string) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: ({ bet, idempotencyKey }: { bet: number; idempotencyKey: string }) =>
      call(HOUSE_GAMES_CALLS.spin, {
        params: { gameCode },
        headers: { ...playerTokenHeaders(playerToken), ...withIdempotencyKey(idempotencyKey) },
        body: { bet },
      }),
    onSuccess: ({ balance }) => {
      queryClient.setQueryData<WalletValue>(walletKeys.balance(token), (wallet) =>
        wallet
          ? { ...wallet, sumBalance: balance, withdrawable: Math.min(wallet.withdrawable, balance) }
          : wallet,
      );
      void queryClient.invalidateQueries({ queryKey: slotsKeys.spins(token, gameCode) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.gameRecords(token) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.records(token) });
    },
  });
}

/** The member's spins of this game, newest first, paged. */
export function useSlotSpins(gameCode: SlotGameCode, playerToken: string) {
  return usePagedList(slotsKeys.spins(useSessionToken(), gameCode), (page, signal) =>
    call(HOUSE_GAMES_CALLS.slotSpins, {
      params: { gameCode },
      headers: playerTokenHeaders(playerToken),
      query: page,
      signal,
    }),
  );
}
