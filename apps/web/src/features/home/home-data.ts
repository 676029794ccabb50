/**
 * What home shows first, asked for as the app starts on a visit that lands on home (decision
 * 0016): the answers arrive while the language and the screen load, and home's first render (a
 * transition, in short slices) shows them, instead of one synchronous render per answer after it.
 */
import type { LanguageCode } from '@app/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { type AnnouncementType, announcementsQuery } from '../announcements/queries';
import { hotGamesQuery, vendorTypesQuery } from '../games/queries';

/** Banners and player notices: one call for the carousel and the ticker. */
export const HOME_ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL'];

/** The calls that ask for them, to start one by one (main.tsx starts each in a task of its own). */
export const homeDataPrefetches = (
  client: QueryClient,
  { token, language }: { token: string; language: LanguageCode },
): (() => Promise<void>)[] => [
  () => client.prefetchQuery(announcementsQuery(token, HOME_ANNOUNCEMENT_TYPES)),
  () => client.prefetchQuery(vendorTypesQuery(language)),
  () => client.prefetchQuery(hotGamesQuery(language)),
];
