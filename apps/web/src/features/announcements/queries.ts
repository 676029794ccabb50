/**
 * Server state of the announcements feature (contract ANNOUNCEMENTS_CALLS, spec §7 Announcements):
 * banners, player notices, pop-ups and promotions; the notices of /m/notice, one notice, and marking
 * one read (spec §4: set locally at once, then told to the server at most every
 * MARK_READ_THROTTLE_MS, then the announcements reload). Keys carry the session token because the
 * read flags are the member's own, and the language because the notices are per language.
 */
import type { NoticeDetail, NoticesValue } from '@app/contract';
import { ANNOUNCEMENTS_CALLS, type LanguageCode, MARK_READ_THROTTLE_MS } from '@app/contract/client';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';

/** Content types of spec §3: Agent A, Player PL, Banner B, Pop-up PU, Promotion PR. */
export type AnnouncementType = 'A' | 'PL' | 'B' | 'PU' | 'PR';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (token: string, types: string) => [...announcementKeys.all, token, types] as const,
  notices: (token: string, language: LanguageCode) =>
    [...announcementKeys.all, token, language, 'notices'] as const,
  notice: (token: string, language: LanguageCode, id: string) =>
    [...announcementKeys.all, token, language, 'notice', id] as const,
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

/** The active language; re-renders (and so re-keys) when the player switches it. */
function useLanguageCode(): LanguageCode {
  useTranslation();
  return activeLanguageCode();
}

/** The notices of /m/notice the session may see (agent notices only for agents), with its read flags. */
export function useNotices() {
  const token = useSession()?.token ?? '';
  const language = useLanguageCode();
  return useQuery({
    queryKey: announcementKeys.notices(token, language),
    queryFn: ({ signal }) => call(ANNOUNCEMENTS_CALLS.notices, { signal }),
    select: (value: NoticesValue) => value.list,
    staleTime: ANNOUNCEMENTS_STALE_MS,
  });
}

/**
 * How many notices the member has not read (the message centre's badge). 0 for a visitor: a
 * visitor's reads are not kept, so the notices show no unread marks to them.
 */
export function useUnreadNoticesCount(): number {
  const signedIn = useSession() !== null;
  const { data } = useNotices();
  return signedIn ? (data?.filter((notice) => !notice.read).length ?? 0) : 0;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** One notice with its content; a 404 (ended, unknown, not the viewer's) is an answer, not worth asking again. */
export function useNotice(id: string, { enabled = true } = {}) {
  const token = useSession()?.token ?? '';
  const language = useLanguageCode();
  return useQuery({
    enabled,
    queryKey: announcementKeys.notice(token, language, id),
    queryFn: ({ signal }) => call(ANNOUNCEMENTS_CALLS.detail, { signal, params: { announcementId: id } }),
    staleTime: ANNOUNCEMENTS_STALE_MS,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** Sets the read flag of a notice in every cached answer that holds it (lists and details). */
function setReadLocally(client: QueryClient, id: string) {
  client.setQueriesData<NoticesValue>(
    { queryKey: announcementKeys.all, predicate: (query) => query.queryKey.at(-1) === 'notices' },
    (value) =>
      value && {
        list: value.list.map((notice) => (notice.announcementId === id ? { ...notice, read: true } : notice)),
      },
  );
  client.setQueriesData<NoticeDetail>(
    {
      queryKey: announcementKeys.all,
      predicate: (query) => query.queryKey.at(-1) === id && query.queryKey.at(-2) === 'notice',
    },
    (value) => value && { ...value, read: true },
  );
}

/**
 * The server's side of marking read, per query client: ids wait in a queue, sent at most one call
 * every MARK_READ_THROTTLE_MS (spec §7, §9), and the announcements reload once the queue is empty.
 */
const markReadQueues = new WeakMap<QueryClient, { ids: Set<string>; timer: number | null; last: number }>();

function queueMarkRead(client: QueryClient, id: string) {
  let queue = markReadQueues.get(client);
  if (!queue) {
    queue = { ids: new Set(), timer: null, last: 0 };
    markReadQueues.set(client, queue);
  }
  queue.ids.add(id);
  const state = queue;
  const flush = async () => {
    state.timer = null;
    const [next] = state.ids;
    if (next === undefined) return;
    state.ids.delete(next);
    state.last = Date.now();
    try {
      await call(ANNOUNCEMENTS_CALLS.markRead, { body: { announcementId: next, read: true } });
    } catch {
      // The flag stays set here; the reload below shows what the server kept.
    }
    if (state.ids.size > 0) schedule();
    else void client.invalidateQueries({ queryKey: announcementKeys.all });
  };
  const schedule = () => {
    if (state.timer !== null) return;
    const wait = Math.max(0, state.last + MARK_READ_THROTTLE_MS - Date.now());
    state.timer = window.setTimeout(() => void flush(), wait);
  };
  schedule();
}

/** Marks a notice read: at once on the screen, then on the server (throttled), then everything reloads. */
export function useMarkNoticeRead(): (id: string) => void {
  const client = useQueryClient();
  const signedIn = useSession() !== null;
  return useCallback(
    (id: string) => {
      // A visitor's reads are not kept (the server needs a session).
      if (!signedIn) return;
      setReadLocally(client, id);
      queueMarkRead(client, id);
    },
    [client, signedIn],
  );
}
