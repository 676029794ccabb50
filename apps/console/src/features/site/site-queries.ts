import type { OperatorGamesPage } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { errorMessage } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n/i18n';
import {
  fetchGames,
  fetchSiteSettings,
  type GameChange,
  type GamesQuery,
  patchAccess,
  patchGame,
  patchSiteConfig,
} from './site-api';

const settingsKey = (merchantCode: string | undefined) => ['operator', 'site', merchantCode] as const;
const gamesKey = (merchantCode: string | undefined) => ['operator', 'games', merchantCode] as const;

export const useSiteSettings = (merchantCode: string | undefined) =>
  useQuery({
    queryKey: settingsKey(merchantCode),
    queryFn: ({ signal }) => fetchSiteSettings(merchantCode as string, signal),
    enabled: merchantCode !== undefined,
  });

/** A section's change: the settings are asked again once it is saved (the masked view, not the answer). */
function useSettingsChange<Input extends { merchantCode: string }>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, { merchantCode }) =>
      queryClient.invalidateQueries({ queryKey: settingsKey(merchantCode) }),
  });
}

export const useConfigChange = () => useSettingsChange(patchSiteConfig);
export const useAccessChange = () => useSettingsChange(patchAccess);

export const useGamesPage = (merchantCode: string | undefined, query: GamesQuery) =>
  useQuery({
    queryKey: [...gamesKey(merchantCode), query],
    queryFn: ({ signal }) => fetchGames(merchantCode as string, query, signal),
    enabled: merchantCode !== undefined,
    placeholderData: keepPreviousData,
  });

/**
 * A game's flag or place, shown at once in the page it is on and put back if the server refuses
 * it (with the refusal's message); the lists are asked again either way, since a filter or the
 * order may no longer hold the game where it was.
 */
export function useGameChange(merchantCode: string | undefined, query: GamesQuery) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const pageKey = [...gamesKey(merchantCode), query];
  return useMutation({
    mutationFn: ({ nodeId, change }: { nodeId: string; change: GameChange }) =>
      patchGame({ merchantCode: merchantCode as string, nodeId, change }),
    onMutate: async ({ nodeId, change }) => {
      await queryClient.cancelQueries({ queryKey: pageKey });
      const before = queryClient.getQueryData<OperatorGamesPage>(pageKey);
      if (before) {
        queryClient.setQueryData<OperatorGamesPage>(pageKey, {
          ...before,
          list: before.list.map((game) => (game.nodeId === nodeId ? { ...game, ...change } : game)),
        });
      }
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(pageKey, context.before);
      void message.error(errorMessage(error, t));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKey(merchantCode) }),
  });
}
