/**
 * The announcements feature's plain values (no schemas): paths and rules. Spec §3 Announcement and
 * Banner, §7 Announcements (types B; B,PL,PU; or B with groupName m_reg).
 */
export const ANNOUNCEMENTS_PATHS = {
  /** GET with types (comma-separated content types) and optional groupName: banners, player, popup, promotion. */
  list: '/wps/announcements',
  /** Generated banner artwork (SVG), immutable. */
  bannerArt: '/wps/art/banners/:bannerId.svg',
} as const;

/** What a banner click does (spec §2 Home: a click triggers the banner action). */
export const BANNER_ACTIONS = ['NONE', 'ROUTE', 'URL', 'GAME'] as const;
export type BannerAction = (typeof BANNER_ACTIONS)[number];
