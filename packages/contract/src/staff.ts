/**
 * The back office's staff calls (issue 21) and the audit view: schemas of the paths in
 * staff-rules.ts. Errors reuse the players' codes: LOGIN_FAILED (unknown user, wrong password or a
 * disabled account alike), ACCOUNT_LOCKED (value.retryAfterSeconds), VERIFICATION_CODE_ERROR (a
 * wrong TOTP code), UNAUTHORIZED (no session, or it ended: idle or signed out) and FORBIDDEN (the
 * role may not, or the CSRF token is missing or wrong).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Time } from './money-schemas';
import { OperatorPage, OperatorPageQuery, TimeRangeQuery } from './operator-page';
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PATHS,
  STAFF_ROLES,
  STAFF_TOTP_CODE_PATTERN,
  STAFF_USERNAME_PATTERN,
} from './staff-rules';

const Username = Type.String({ pattern: STAFF_USERNAME_PATTERN });
const Role = Type.Enum(STAFF_ROLES);

/** Who is signed in: what the console shows and which menus it offers. */
export const StaffMember = Type.Object({ username: Type.String(), role: Role });
export type StaffMember = Static<typeof StaffMember>;

export const StaffLoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 32 }),
    password: Type.String({ minLength: 1, maxLength: STAFF_PASSWORD_MAX_LENGTH }),
    /** The authenticator's current code; absent on the first step. */
    code: Type.Optional(Type.String({ pattern: STAFF_TOTP_CODE_PATTERN })),
  },
  { additionalProperties: false },
);
export type StaffLoginBody = Static<typeof StaffLoginBody>;

/** A signed-in session: the member and the token every changing call sends (STAFF_CSRF_HEADER). */
export const StaffSession = Type.Object({ staff: StaffMember, csrfToken: Type.String() });
export type StaffSession = Static<typeof StaffSession>;

/**
 * The password was right. `enrol`: no TOTP yet; scan this secret (the QR code is an SVG of the
 * otpauth URI) and sign in again with its first code. `code`: send the authenticator's code.
 * `signedIn`: the session cookie is set.
 */
export const StaffLoginValue = Type.Union([
  Type.Object({
    step: Type.Literal('enrol'),
    secret: Type.String({ description: 'Base32, for typing in by hand' }),
    otpauthUri: Type.String(),
    qrSvg: Type.String({ description: 'An SVG picture of otpauthUri' }),
  }),
  Type.Object({ step: Type.Literal('code') }),
  Type.Object({ step: Type.Literal('signedIn'), ...StaffSession.properties }),
]);
export type StaffLoginValue = Static<typeof StaffLoginValue>;

/** A staff account as an admin sees it. */
export const StaffAccount = Type.Object({
  username: Type.String(),
  role: Role,
  disabled: Type.Boolean(),
  totpEnrolled: Type.Boolean(),
  lockedUntil: Type.Union([Time, Type.Null()]),
  lastLoginAt: Type.Union([Time, Type.Null()]),
  createdAt: Time,
});
export type StaffAccount = Static<typeof StaffAccount>;

export const StaffAccountCreate = Type.Object(
  {
    username: Username,
    password: Type.String({ minLength: STAFF_PASSWORD_MIN_LENGTH, maxLength: STAFF_PASSWORD_MAX_LENGTH }),
    role: Role,
  },
  { additionalProperties: false },
);
export type StaffAccountCreate = Static<typeof StaffAccountCreate>;

export const StaffAccountPatch = Type.Object(
  {
    role: Type.Optional(Role),
    /** A disabled account cannot sign in and its sessions end. */
    disabled: Type.Optional(Type.Boolean()),
    /** Forget the TOTP secret: the next sign-in enrols a new one (a lost phone). */
    resetTotp: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type StaffAccountPatch = Static<typeof StaffAccountPatch>;

/** One operator_audit row: who changed what, from where, and the documents before and after. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  /** The merchant changed, or AUDIT_PLATFORM_MERCHANT ('*') for a platform-wide change (staff accounts). */
  merchantCode: Type.String(),
  actor: Type.String(),
  clientIp: Type.String(),
  target: Type.String(),
  patch: Type.Unknown(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Time,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object(
  {
    merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    /** Part of the actor ('staff:alice', 'cli:root@host', 'operator-api'), case-insensitive. */
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** Part of the target ('config', 'announcement:12'), case-insensitive. */
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** Unix ms: entries made at or after `from`, before `to`. */
    ...TimeRangeQuery,
    ...OperatorPageQuery,
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = OperatorPage(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

const UsernameParams = Type.Object({ username: Username });

export const staffRoutes = {
  login: { method: 'POST', url: STAFF_PATHS.login, body: StaffLoginBody, response: Ok(StaffLoginValue) },
  logout: { method: 'POST', url: STAFF_PATHS.logout, response: Ok(Type.Object({})) },
  me: { method: 'GET', url: STAFF_PATHS.me, response: Ok(StaffSession) },
  accounts: {
    method: 'GET',
    url: STAFF_PATHS.accounts,
    response: Ok(Type.Object({ list: Type.Array(StaffAccount) })),
  },
  createAccount: {
    method: 'POST',
    url: STAFF_PATHS.accounts,
    body: StaffAccountCreate,
    response: Ok(StaffAccount),
  },
  patchAccount: {
    method: 'PATCH',
    url: STAFF_PATHS.account,
    params: UsernameParams,
    body: StaffAccountPatch,
    response: Ok(StaffAccount),
  },
  audit: { method: 'GET', url: STAFF_PATHS.audit, querystring: AuditQuery, response: Ok(AuditPage) },
} as const;
