/**
 * The announcements feature's plain values (no schemas): paths and rules. Spec §3 Announcement and
 * Banner, §7 Announcements (types B; B,PL,PU; or B with groupName m_reg).
 */
import type { ApiCall } from './api-call';
import type { AnnouncementType } from './enums';

export const ANNOUNCEMENTS_PATHS = {
  /** GET with types (comma-separated content types) and optional groupName: banners, player, popup, promotion. */
  list: '/wps/announcements',
  /** Spec §7 Notices GET: the notices of /m/notice the viewer may see (agent notices only to agents), with read flags. */
  notices: '/wps/announcements/notices',
  /** One notice with its content (sanitized HTML). */
  detail: '/wps/announcements/:announcementId',
  /** Spec §7 Mark as read: POST with announcementId, read true (a session; idempotent). */
  markRead: '/wps/announcements/read',
  /** Generated banner artwork (SVG), immutable. */
  bannerArt: '/wps/art/banners/:bannerId.svg',
} as const;

export const ANNOUNCEMENTS_CALLS = {
  list: { method: 'GET', url: ANNOUNCEMENTS_PATHS.list },
  notices: { method: 'GET', url: ANNOUNCEMENTS_PATHS.notices },
  detail: { method: 'GET', url: ANNOUNCEMENTS_PATHS.detail },
  markRead: { method: 'POST', url: ANNOUNCEMENTS_PATHS.markRead },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): every announcement of a merchant, live or not; create; change. */
export const ANNOUNCEMENTS_OPERATOR_PATHS = {
  announcements: '/wps/operator/merchants/:merchantCode/announcements',
  announcement: '/wps/operator/merchants/:merchantCode/announcements/:announcementId',
} as const;

/** Spec §3 Announcement content types (enums.ts AnnouncementType): Player PL, Promotion PR, Pop-up PU, Agent A, Banner B. */
export const ANNOUNCEMENT_TYPES = [
  'PL',
  'PR',
  'PU',
  'A',
  'B',
] as const satisfies readonly (typeof AnnouncementType)[keyof typeof AnnouncementType][];
export type AnnouncementTypeCode = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * What /m/notice lists, as its tabs, in this order: player notices, promotion notices and, for
 * agents only, agent notices (decision 0042). Pop-ups show on their own; banners are pictures.
 */
export const NOTICE_TYPES = ['PL', 'PR', 'A'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Agent notices (type A) are only for agents (spec §6: type not 0, 4, 40). */
export const AGENT_NOTICE_TYPE = 'A';

/** The notice types a viewer may see: agent notices only for agents. */
export const noticeTypesFor = (agent: boolean): NoticeType[] =>
  NOTICE_TYPES.filter((type) => agent || type !== AGENT_NOTICE_TYPE);

/** The lengths of an operator's announcement. */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;

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
