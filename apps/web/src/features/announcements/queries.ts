/**
 * Server state of the announcements feature (contract ANNOUNCEMENTS_CALLS, spec §7 Announcements):
 * banners, player notices, pop-ups and promotions. Keys carry the session token because the read
 * flags are the member's own.
 */
import { ANNOUNCEMENTS_CALLS } from '@app/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';

/** Content types of spec §3: Agent A, Player PL, Banner B, Pop-up PU, Promotion PR. */
export type AnnouncementType = 'A' | 'PL' | 'B' | 'PU' | 'PR';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (token: string, types: string) => [...announcementKeys.all, token, types] as const,
};

/** Announcements change rarely; a minute keeps home from asking again on every visit. */
const ANNOUNCEMENTS_STALE_MS = 60_000;

/** The announcements of these types as the session (token, '' for a visitor) sees them. */
export const announcementsQuery = (token: string, types: readonly AnnouncementType[]) => {
  const typeList = types.join(',');
  return queryOptions({
    queryKey: announcementKeys.list(token, typeList),
    queryFn: ({ signal }) => call(ANNOUNCEMENTS_CALLS.list, { signal, query: { types: typeList } }),
    staleTime: ANNOUNCEMENTS_STALE_MS,
  });
};

export function useAnnouncements(types: readonly AnnouncementType[], { enabled = true } = {}) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...announcementsQuery(token, types), enabled });
}
