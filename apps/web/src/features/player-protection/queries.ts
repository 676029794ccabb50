/**
 * Server state of player protection (contract PLAYER_PROTECTION_CALLS, issue 19): the member's
 * limits with what each has used, the reality check's figures, the history of changes; setting a
 * limit or the reality check's interval, and a time-out or self-exclusion. Keys start with the
 * session token like the wallet's (wallet/queries.ts), so another login never sees these.
 */
import type { PlayerProtectionSettings, SetPlayerLimitBody } from '@app/contract';
import { PLAYER_PROTECTION_CALLS } from '@app/contract/client';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { usePagedList, useSessionToken } from '../wallet/queries';

export const playerProtectionKeys = {
  all: (token: string) => ['player-protection', token] as const,
  settings: (token: string) => [...playerProtectionKeys.all(token), 'settings'] as const,
  realityCheck: (token: string) => [...playerProtectionKeys.all(token), 'reality-check'] as const,
  history: (token: string) => [...playerProtectionKeys.all(token), 'history'] as const,
};

export const settingsQuery = (token: string) =>
  queryOptions({
    queryKey: playerProtectionKeys.settings(token),
    queryFn: ({ signal }) => call(PLAYER_PROTECTION_CALLS.settings, { signal }),
    enabled: token !== '',
  });

/**
 * What the page shows first (the member's settings), asked for as the app starts there (main.tsx
 * LANDING_DATA, decision 0058); nothing without a session, which the page sends to login.
 */
export const protectionDataPrefetches = (
  client: QueryClient,
  { token }: { token: string },
): (() => Promise<void>)[] => (token === '' ? [] : [() => client.prefetchQuery(settingsQuery(token))]);

export function useProtectionSettings() {
  return useQuery(settingsQuery(useSessionToken()));
}

/**
 * This session's start, the server's clock, time and net result. Asked for once per session and
 * again when a check is due (reality-check.tsx), never on focus: the schedule runs on its own timer.
 */
export const realityCheckQuery = (token: string) =>
  queryOptions({
    queryKey: playerProtectionKeys.realityCheck(token),
    queryFn: ({ signal }) => call(PLAYER_PROTECTION_CALLS.realityCheck, { signal }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useProtectionHistory() {
  const token = useSessionToken();
  return usePagedList(playerProtectionKeys.history(token), (page, signal) =>
    call(PLAYER_PROTECTION_CALLS.history, { query: page, signal }),
  );
}

/**
 * A change answered with the settings after it: they replace the cached ones; the history, and the
 * queries the change also moves, are asked for again.
 */
function useSettingsChange<Input>(
  send: (input: Input) => Promise<PlayerProtectionSettings>,
  alsoMoved: (token: string) => QueryKey[] = () => [],
) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: send,
    onSuccess: async (settings) => {
      queryClient.setQueryData(playerProtectionKeys.settings(token), settings);
      await Promise.all(
        [playerProtectionKeys.history(token), ...alsoMoved(token)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export function useSetLimit() {
  return useSettingsChange((body: SetPlayerLimitBody) => call(PLAYER_PROTECTION_CALLS.setLimit, { body }));
}

/** A new interval: the reality check asks again and reschedules from it. */
export function useSetRealityCheck() {
  return useSettingsChange(
    (minutes: PlayerProtectionSettings['realityCheckMinutes']) =>
      call(PLAYER_PROTECTION_CALLS.setRealityCheck, { body: { minutes } }),
    (token) => [playerProtectionKeys.realityCheck(token)],
  );
}

export function useTimeOut() {
  return useMutation({
    mutationFn: (days: number) => call(PLAYER_PROTECTION_CALLS.timeOut, { body: { days } }),
  });
}

export function useSelfExclusion() {
  return useMutation({
    mutationFn: (months: number) => call(PLAYER_PROTECTION_CALLS.selfExclusion, { body: { months } }),
  });
}
