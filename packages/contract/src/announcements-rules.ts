/**
 * The announcements feature's plain values (no schemas): paths and rules. Spec §3 Announcement and
 * Banner, §7 Announcements (types B; B,PL,PU; or B with groupName m_reg).
 */
import type { ApiCall } from './api-call';

export const ANNOUNCEMENTS_PATHS = {
  /** GET with types (comma-separated content types) and optional groupName: banners, player, popup, promotion. */
  list: '/wps/announcements',
  /** Generated banner artwork (SVG), immutable. */
  bannerArt: '/wps/art/banners/:bannerId.svg',
} as const;

export const ANNOUNCEMENTS_CALLS = {
  list: { method: 'GET', url: ANNOUNCEMENTS_PATHS.list },
} as const satisfies Record<string, ApiCall>;

/** What a banner click does (spec §2 Home: a click triggers the banner action). */
export const BANNER_ACTIONS = ['NONE', 'ROUTE', 'URL', 'GAME'] as const;
export type BannerAction = (typeof BANNER_ACTIONS)[number];

/** Spec §2 Home: the carousel shows the groups m_home and m_live; live banners only with the live-model feature. */
export const HOME_BANNER_GROUPS = ['m_home', 'm_live'] as const;
const LIVE_BANNER_GROUP = 'm_live';

/**
 * The banners home shows, in order. Shared: the site's carousel shows them, and the server writes
 * the first one into the page's HTML shell so that it paints before any script runs.
 */
export const homeBannersOf = <B extends { groupName: string }>(
  banners: readonly B[],
  liveModel: boolean,
): B[] =>
  banners.filter(
    (banner) =>
      (HOME_BANNER_GROUPS as readonly string[]).includes(banner.groupName) &&
      (liveModel || banner.groupName !== LIVE_BANNER_GROUP),
  );

/**
 * The picture the server writes into the home page's HTML shell (the carousel's first slide), as
 * the site reads it back from there until the announcements answer (decision 0016).
 */
export interface ShellBanner {
  url: string;
  width: number;
  height: number;
}
