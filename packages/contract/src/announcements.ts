/**
 * The announcements feature: banners by group (m_home, m_live, m_newgame, m_reg), player notices
 * (the home ticker and /m/notice), pop-ups and promotions, per merchant. Public; with a session the
 * read flags are the member's own.
 */
import Type, { type Static } from 'typebox';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENTS_CALLS,
  ANNOUNCEMENTS_OPERATOR_PATHS,
  BANNER_ACTIONS,
  NOTICE_TYPES,
} from './announcements-rules';
import { BANNER_GROUPS } from './enums';
import { Ok } from './envelope';
import { Game } from './games';
import { LANGUAGE_CODES } from './languages';
import { Instant } from './promotions';
import { HttpsUrl } from './urls';

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

const AnnouncementId = Type.String({ pattern: '^[0-9]{1,15}$' });

/** A row of /m/notice: the notice without its content, with its type (the tab it is under). */
export const Notice = Type.Object({
  announcementId: Type.String(),
  type: Type.Enum(NOTICE_TYPES),
  title: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601' }),
});
export type Notice = Static<typeof Notice>;

export const NoticesValue = Type.Object({ list: Type.Array(Notice) });
export type NoticesValue = Static<typeof NoticesValue>;

/** One notice with its content (sanitized HTML); pop-ups too (type PU). */
export const NoticeDetail = Type.Object({
  announcementId: Type.String(),
  type: Type.Enum(['PL', 'PR', 'PU', 'A'] as const),
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
  read: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601' }),
});
export type NoticeDetail = Static<typeof NoticeDetail>;

export const NoticeParams = Type.Object({ announcementId: AnnouncementId });

/** Spec §7 Mark as read: announcementId and read true. */
export const MarkReadBody = Type.Object(
  { announcementId: AnnouncementId, read: Type.Literal(true) },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;
export const MarkReadValue = Type.Object({ announcementId: Type.String(), read: Type.Literal(true) });

export const announcementsRoutes = {
  list: {
    ...ANNOUNCEMENTS_CALLS.list,
    querystring: AnnouncementsQuery,
    response: Ok(AnnouncementsValue),
  },
  notices: { ...ANNOUNCEMENTS_CALLS.notices, response: Ok(NoticesValue) },
  detail: { ...ANNOUNCEMENTS_CALLS.detail, params: NoticeParams, response: Ok(NoticeDetail) },
  markRead: { ...ANNOUNCEMENTS_CALLS.markRead, body: MarkReadBody, response: Ok(MarkReadValue) },
} as const;

// ---- operator ---------------------------------------------------------------------------------

/** A banner's own picture (on one of the merchant's image hosts); null: the server draws one. */
export const AnnouncementPicture = Type.Object(
  {
    url: HttpsUrl,
    width: Type.Integer({ minimum: 1, maximum: 4096 }),
    height: Type.Integer({ minimum: 1, maximum: 4096 }),
  },
  { additionalProperties: false },
);

const writable = {
  type: Type.Enum(ANNOUNCEMENT_TYPES),
  /** Plain text (the site escapes it). */
  title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX }),
  /** Rich HTML, sanitized by the server before it is stored. */
  content: Type.String({ maxLength: ANNOUNCEMENT_CONTENT_MAX }),
  /** The language whose players see it; null: every language. */
  language: Type.Union([Type.Enum(LANGUAGE_CODES), Type.Null()]),
  /** Banners only, and required for them. */
  groupName: Type.Enum(BANNER_GROUPS),
  picture: Type.Union([AnnouncementPicture, Type.Null()]),
  /** Banners only: ROUTE a site page (/m/...), URL an https address, GAME a node id, NONE nothing. */
  action: Type.Enum(BANNER_ACTIONS),
  target: Type.String({ maxLength: 512 }),
  startsAt: Instant,
  /** Null: no end. */
  endsAt: Type.Union([Instant, Type.Null()]),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
};

/** A new announcement: type and title; the rest has defaults (every language, from now on, enabled). */
export const AnnouncementCreate = Type.Object(
  {
    type: writable.type,
    title: writable.title,
    content: Type.Optional(writable.content),
    language: Type.Optional(writable.language),
    groupName: Type.Optional(writable.groupName),
    picture: Type.Optional(writable.picture),
    action: Type.Optional(writable.action),
    target: Type.Optional(writable.target),
    startsAt: Type.Optional(writable.startsAt),
    endsAt: Type.Optional(writable.endsAt),
    enabled: Type.Optional(writable.enabled),
    sortOrder: Type.Optional(writable.sortOrder),
  },
  { additionalProperties: false },
);
export type AnnouncementCreate = Static<typeof AnnouncementCreate>;

/** A change: any of the fields but the type. */
export const AnnouncementPatch = Type.Object(
  {
    title: Type.Optional(writable.title),
    content: Type.Optional(writable.content),
    language: Type.Optional(writable.language),
    groupName: Type.Optional(writable.groupName),
    picture: Type.Optional(writable.picture),
    action: Type.Optional(writable.action),
    target: Type.Optional(writable.target),
    startsAt: Type.Optional(writable.startsAt),
    endsAt: Type.Optional(writable.endsAt),
    enabled: Type.Optional(writable.enabled),
    sortOrder: Type.Optional(writable.sortOrder),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AnnouncementPatch = Static<typeof AnnouncementPatch>;

/** An announcement as the operator sees it, live or not, with how many members read it. */
export const OperatorAnnouncement = Type.Object({
  announcementId: Type.String(),
  type: Type.Enum(ANNOUNCEMENT_TYPES),
  title: Type.String(),
  content: Type.String(),
  language: Type.Union([Type.String(), Type.Null()]),
  groupName: Type.Union([Type.String(), Type.Null()]),
  picture: Type.Union([
    Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }),
    Type.Null(),
  ]),
  action: Type.Enum(BANNER_ACTIONS),
  target: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  /** Enabled, started and not ended: what players see now. */
  live: Type.Boolean(),
  readCount: Type.Integer(),
  createdAt: Type.String(),
});
export type OperatorAnnouncement = Static<typeof OperatorAnnouncement>;

const OperatorMerchantParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
});

export const announcementsOperatorRoutes = {
  list: {
    method: 'GET',
    url: ANNOUNCEMENTS_OPERATOR_PATHS.announcements,
    params: OperatorMerchantParams,
    querystring: Type.Object(
      { type: Type.Optional(Type.Enum(ANNOUNCEMENT_TYPES)) },
      { additionalProperties: false },
    ),
    response: Ok(Type.Object({ list: Type.Array(OperatorAnnouncement) })),
  },
  create: {
    method: 'POST',
    url: ANNOUNCEMENTS_OPERATOR_PATHS.announcements,
    params: OperatorMerchantParams,
    body: AnnouncementCreate,
    response: Ok(OperatorAnnouncement),
  },
  patch: {
    method: 'PATCH',
    url: ANNOUNCEMENTS_OPERATOR_PATHS.announcement,
    params: Type.Object({
      merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
      announcementId: AnnouncementId,
    }),
    body: AnnouncementPatch,
    response: Ok(OperatorAnnouncement),
  },
} as const;
