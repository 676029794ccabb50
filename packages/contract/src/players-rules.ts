/**
 * The back office's players (issue 21 point 3): search a merchant's members, a member's page
 * (profile, balance, ledger, sessions and sign-ins, notes) and the lock that keeps a member from
 * signing in. Limits and exclusions are player protection's own operator read
 * (PLAYER_PROTECTION_OPERATOR_PATHS.member). The schemas are in players.ts.
 */
import { isAgent, REAL_MEMBER_TYPES, TRIAL_MEMBER_TYPE } from './enums';

export const PLAYERS_OPERATOR_PATHS = {
  /** GET: the merchant's members (and its trial accounts) matching a search, paged. */
  members: '/wps/operator/merchants/:merchantCode/members',
  /** GET: one member's profile, balance and VIP level. */
  member: '/wps/operator/merchants/:merchantCode/members/:username',
  /** GET: the member's wallet movements, newest first, paged and filtered. */
  ledger: '/wps/operator/merchants/:merchantCode/members/:username/ledger',
  /** GET: the member's sessions (devices), newest first, paged. */
  sessions: '/wps/operator/merchants/:merchantCode/members/:username/sessions',
  /** GET: the member's sign-in attempts, newest first, paged. */
  loginAttempts: '/wps/operator/merchants/:merchantCode/members/:username/login-attempts',
  /** GET: staff notes on the member, newest first; POST: a new one (audited). */
  notes: '/wps/operator/merchants/:merchantCode/members/:username/notes',
  /** POST with a reason: the member can no longer sign in and their sessions end (audited). */
  lock: '/wps/operator/merchants/:merchantCode/members/:username/lock',
  /** POST with a reason: the member may sign in again (audited). */
  unlock: '/wps/operator/merchants/:merchantCode/members/:username/unlock',
} as const;

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * The search's member kinds (spec §3 member types): real accounts (0, 1, 2), trial accounts (4),
 * and agents (every type but the non-agent 0, 4, 40). Agents 1 and 2 are real accounts too.
 */
export const MEMBER_KINDS = ['real', 'trial', 'agent'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];
const KNOWN_MEMBER_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;
export const MEMBER_KIND_TYPES: Readonly<Record<MemberKind, readonly number[]>> = {
  real: REAL_MEMBER_TYPES,
  trial: [TRIAL_MEMBER_TYPE],
  agent: KNOWN_MEMBER_TYPES.filter(isAgent),
};

/** The search list's orders: by the time the account was made, or by its last sign-in. */
export const MEMBER_SORT_FIELDS = ['createdAt', 'lastLoginAt'] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The kinds of device a sign-in's User-Agent names (the server reads them with bowser): 'unknown'
 * when the header names none (a script, an unusual client).
 */
export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'tv', 'bot', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
/** How much of a sign-in's User-Agent header is kept. */
export const USER_AGENT_MAX_LENGTH = 500;

/** A note is plain text, shown as written (never as markup). */
export const MEMBER_NOTE_MAX_LENGTH = 1000;
/** The reason of a lock or an unlock, kept in the audit trail. */
export const MEMBER_LOCK_REASON_MAX_LENGTH = 200;
/** The search text: a username's beginning, a mobile number (with or without its dialing code) or an id. */
export const MEMBER_QUERY_MAX_LENGTH = 64;
