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

export function prefetchHomeData(
  client: QueryClient,
  { token, language }: { token: string; language: LanguageCode },
) {
  void client.prefetchQuery(announcementsQuery(token, HOME_ANNOUNCEMENT_TYPES));
  void client.prefetchQuery(vendorTypesQuery(language));
  void client.prefetchQuery(hotGamesQuery(language));
}
