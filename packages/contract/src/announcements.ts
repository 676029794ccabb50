/**
 * The announcements feature: banners by group (m_home, m_live, m_newgame, m_reg), player notices
 * (the home ticker and /m/notice), pop-ups and promotions, per merchant. Public; with a session the
 * read flags are the member's own.
 */
import Type, { type Static } from 'typebox';
import { ANNOUNCEMENTS_CALLS, BANNER_ACTIONS } from './announcements-rules';
import { Ok } from './envelope';
import { Game } from './games';

/** Spec §3 Banner: groupName and url (the image), plus what a click does. */
export const Banner = Type.Object({
  id: Type.String(),
  groupName: Type.String(),
  title: Type.String(),
  /** The image address. */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** ROUTE: a path of the site (/m/...); URL: an outside address, opened in a new tab; GAME: a node id to launch. */
  action: Type.Enum(BANNER_ACTIONS),
  target: Type.String(),
  /** GAME banners: the game to launch (null for other actions, or when the game is no longer shown). */
  game: Type.Union([Game, Type.Null()]),
});
export type Banner = Static<typeof Banner>;

/** Spec §3 Announcement: id (announcementId), title, read flag. content is sanitized HTML. */
export const Announcement = Type.Object({
  announcementId: Type.String(),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601' }),
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementsQuery = Type.Object({
  /** Comma-separated content types: B, PL, PU, PR, A (spec §3). Default B,PL,PU. */
  types: Type.Optional(Type.String({ pattern: '^(A|PL|B|PU|PR)(,(A|PL|B|PU|PR))*$' })),
  /** Only banners of this group. */
  groupName: Type.Optional(Type.String({ maxLength: 32 })),
  platform: Type.Optional(Type.String({ maxLength: 8 })),
  merchantCode: Type.Optional(Type.String()),
  language: Type.Optional(Type.String({ maxLength: 8 })),
});
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

/** Spec §7: value.banners, player, popup, promotion; a type not asked for answers an empty list. */
export const AnnouncementsValue = Type.Object({
  banners: Type.Array(Banner),
  player: Type.Array(Announcement),
  popup: Type.Array(Announcement),
  promotion: Type.Array(Announcement),
});
export type AnnouncementsValue = Static<typeof AnnouncementsValue>;

export const announcementsRoutes = {
  list: {
    ...ANNOUNCEMENTS_CALLS.list,
    querystring: AnnouncementsQuery,
    response: Ok(AnnouncementsValue),
  },
} as const;
