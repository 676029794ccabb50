/**
 * The back office's players (issue 21 point 3): schemas of the paths in players-rules.ts. Lists
 * are paged on the server (OperatorPage: the answer tells how many rows match).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Localized } from './localized';
import { Money, Time } from './money-schemas';
import { OperatorPageQuery, OperatorPage as Page, TimeRangeQuery } from './operator-page';
import {
  DEVICE_TYPES,
  MEMBER_KINDS,
  MEMBER_LOCK_REASON_MAX_LENGTH,
  MEMBER_NOTE_MAX_LENGTH,
  MEMBER_QUERY_MAX_LENGTH,
  MEMBER_SORT_FIELDS,
  MEMBER_STATUSES,
  PLAYERS_OPERATOR_PATHS,
  SORT_ORDERS,
} from './players-rules';
import { MerchantParams } from './system';
import { TransactionRecord } from './wallet';
import { RECORD_TYPES } from './wallet-rules';

export const MemberParams = Type.Object({
  merchantCode: MerchantParams.properties.merchantCode,
  username: Type.String({ minLength: 1, maxLength: 64 }),
});

export const MembersQuery = Type.Object(
  {
    /** A username's beginning (any case), a mobile number (with or without its dialing code) or a member id. */
    query: Type.Optional(Type.String({ minLength: 1, maxLength: MEMBER_QUERY_MAX_LENGTH })),
    status: Type.Optional(Type.Enum(MEMBER_STATUSES)),
    kind: Type.Optional(Type.Enum(MEMBER_KINDS)),
    sort: Type.Optional(Type.Enum(MEMBER_SORT_FIELDS)),
    order: Type.Optional(Type.Enum(SORT_ORDERS)),
    ...OperatorPageQuery,
  },
  { additionalProperties: false },
);
export type MembersQuery = Static<typeof MembersQuery>;

/** A member as the search lists them. */
export const MemberSummary = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  /** Spec §3 member type. */
  type: Type.Integer(),
  status: Type.Enum(MEMBER_STATUSES),
  /** '+84 912345678', or null. */
  mobile: Type.Union([Type.String(), Type.Null()]),
  /** The merchant code the account belongs to: the brand's, or its trial merchant code. */
  merchantCode: Type.String(),
  createdAt: Time,
  lastLoginAt: Type.Union([Time, Type.Null()]),
});
export type MemberSummary = Static<typeof MemberSummary>;
export const MembersPage = Page(MemberSummary);
export type MembersPage = Static<typeof MembersPage>;

/** A member's page: the profile, the wallet's balances and the VIP level (null when none is offered). */
export const MemberDetail = Type.Object({
  ...MemberSummary.properties,
  email: Type.Union([Type.String(), Type.Null()]),
  /** The agent whose affiliate code brought the member, and the member whose invite code did. */
  referrer: Type.Union([Type.String(), Type.Null()]),
  recommendedBy: Type.Union([Type.String(), Type.Null()]),
  inviteCode: Type.Union([Type.String(), Type.Null()]),
  affiliateCode: Type.Union([Type.String(), Type.Null()]),
  /** How and where the member registered (spec §4 registerMethod, domain), as sent. */
  registerMethod: Type.Union([Type.String(), Type.Null()]),
  registerDomain: Type.Union([Type.String(), Type.Null()]),
  balance: Type.Object({
    currency: Type.String(),
    decimals: Type.Integer(),
    wallet: Money,
    /** Held by withdrawals not paid yet. */
    held: Money,
  }),
  /** The VIP level's name in English (the ladder's default language). */
  vipLevel: Type.Union([Type.String(), Type.Null()]),
  /** The level's name in every language the operator wrote it in: the console shows its own. */
  vipLevelNames: Type.Union([Localized(Type.String()), Type.Null()]),
});
export type MemberDetail = Static<typeof MemberDetail>;

export const MemberLedgerQuery = Type.Object(
  {
    type: Type.Optional(Type.Enum(RECORD_TYPES)),
    /** Unix ms: movements at or after `from`, before `to`. */
    ...TimeRangeQuery,
    ...OperatorPageQuery,
  },
  { additionalProperties: false },
);
export type MemberLedgerQuery = Static<typeof MemberLedgerQuery>;
export const MemberLedgerPage = Page(TransactionRecord);
export type MemberLedgerPage = Static<typeof MemberLedgerPage>;

export const MemberPageQuery = Type.Object(OperatorPageQuery, { additionalProperties: false });

/**
 * What a sign-in's User-Agent says of the device: the browser with its major version ('Chrome 120'),
 * the system with its version ('Android 14', 'Windows 10'), each null when the header does not name
 * it, and the kind of device.
 */
export const MemberDevice = Type.Object({
  browser: Type.Union([Type.String(), Type.Null()]),
  os: Type.Union([Type.String(), Type.Null()]),
  type: Type.Enum(DEVICE_TYPES),
});
export type MemberDevice = Static<typeof MemberDevice>;

/** The User-Agent as kept (at most USER_AGENT_MAX_LENGTH characters) and its device; null on rows from before it was kept. */
const ClientDevice = {
  userAgent: Type.Union([Type.String(), Type.Null()]),
  device: Type.Union([MemberDevice, Type.Null()]),
};

/** A session: when and from where (address and device) it began, how, and whether it is still live. */
export const MemberSession = Type.Object({
  method: Type.String(),
  ip: Type.String(),
  ...ClientDevice,
  createdAt: Time,
  lastSeenAt: Time,
  expiresAt: Time,
  revokedAt: Type.Union([Time, Type.Null()]),
  live: Type.Boolean(),
});
export type MemberSession = Static<typeof MemberSession>;
export const MemberSessionsPage = Page(MemberSession);

/** A sign-in attempt: success, failure, locked, captcha. */
export const MemberLoginAttempt = Type.Object({
  id: Type.Integer(),
  method: Type.String(),
  ip: Type.String(),
  ...ClientDevice,
  outcome: Type.String(),
  createdAt: Time,
});
export type MemberLoginAttempt = Static<typeof MemberLoginAttempt>;
export const MemberLoginAttemptsPage = Page(MemberLoginAttempt);

export const MemberNote = Type.Object({
  id: Type.Integer(),
  /** The operator actor: 'staff:<username>', or the Operator-Key's actor. */
  author: Type.String(),
  body: Type.String(),
  createdAt: Time,
});
export type MemberNote = Static<typeof MemberNote>;
export const MemberNotesPage = Page(MemberNote);

export const MemberNoteBody = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: MEMBER_NOTE_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type MemberNoteBody = Static<typeof MemberNoteBody>;

export const MemberLockBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MEMBER_LOCK_REASON_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type MemberLockBody = Static<typeof MemberLockBody>;

/** Operator API (the Operator-Key, or a staff session whose role allows the call). */
export const playersOperatorRoutes = {
  members: {
    method: 'GET',
    url: PLAYERS_OPERATOR_PATHS.members,
    params: MerchantParams,
    querystring: MembersQuery,
    response: Ok(MembersPage),
  },
  member: {
    method: 'GET',
    url: PLAYERS_OPERATOR_PATHS.member,
    params: MemberParams,
    response: Ok(MemberDetail),
  },
  ledger: {
    method: 'GET',
    url: PLAYERS_OPERATOR_PATHS.ledger,
    params: MemberParams,
    querystring: MemberLedgerQuery,
    response: Ok(MemberLedgerPage),
  },
  sessions: {
    method: 'GET',
    url: PLAYERS_OPERATOR_PATHS.sessions,
    params: MemberParams,
    querystring: MemberPageQuery,
    response: Ok(MemberSessionsPage),
  },
  loginAttempts: {
    method: 'GET',
    url: PLAYERS_OPERATOR_PATHS.loginAttempts,
    params: MemberParams,
    querystring: MemberPageQuery,
    response: Ok(MemberLoginAttemptsPage),
  },
  notes: {
    method: 'GET',
    url: PLAYERS_OPERATOR_PATHS.notes,
    params: MemberParams,
    querystring: MemberPageQuery,
    response: Ok(MemberNotesPage),
  },
  addNote: {
    method: 'POST',
    url: PLAYERS_OPERATOR_PATHS.notes,
    params: MemberParams,
    body: MemberNoteBody,
    response: Ok(MemberNote),
  },
  lock: {
    method: 'POST',
    url: PLAYERS_OPERATOR_PATHS.lock,
    params: MemberParams,
    body: MemberLockBody,
    response: Ok(MemberSummary),
  },
  unlock: {
    method: 'POST',
    url: PLAYERS_OPERATOR_PATHS.unlock,
    params: MemberParams,
    body: MemberLockBody,
    response: Ok(MemberSummary),
  },
} as const;
