/** The player page's reads and changes; a change asks again for what it touched. */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { addNote, fetchMember, type MemberRef, setLocked } from './players-api';

export const playerKey = (member: MemberRef) => ['operator', 'players', member.merchantCode, member.username];

/** The member's wallet movements, every filter and page of them. */
export const playerLedgerKey = (member: MemberRef) => [...playerKey(member), 'ledger'];

/**
 * Asks again for what a change of the member's money touched: the player's page itself (its
 * balance and held amount) and their ledger; the notes, sessions and protection are left alone.
 * Other features (a balance adjustment, an approval's decision) call this rather than copy keys.
 */
export const invalidatePlayerMoney = (queryClient: QueryClient, member: MemberRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKey(member), exact: true }),
    queryClient.invalidateQueries({ queryKey: playerLedgerKey(member) }),
  ]);

export const usePlayer = (member: MemberRef) =>
  useQuery({ queryKey: playerKey(member), queryFn: ({ signal }) => fetchMember(member, signal) });

export function useAddNote(member: MemberRef) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addNote(member, body),
    onSuccess: () => {
      void message.success(t('players.notes.saved'));
      return queryClient.invalidateQueries({ queryKey: [...playerKey(member), 'notes'] });
    },
  });
}

/** The lock or unlock; the player's page (status, sessions) and the search are asked again. */
export function useSetLocked(member: MemberRef) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locked, reason }: { locked: boolean; reason: string }) =>
      setLocked(member, locked, reason),
    onSuccess: (_answer, { locked }) => {
      void message.success(t(locked ? 'players.lockedDone' : 'players.unlockedDone'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['operator', 'players'] }),
  });
}
