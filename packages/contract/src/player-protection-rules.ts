/**
 * Player protection's plain values (no schemas; issue 19): the member's limits, reality check,
 * time-out and self-exclusion, as the UK Gambling Commission's RTS 12-14 and the MGA's
 * player-protection rules expect. The schemas are in player-protection.ts; amounts are integers of
 * minor units (wallet-rules.ts). The site's page is /m/member/responsibleGaming.
 *
 * The rules every side applies alike:
 * - A limit's period is a rolling window ending now: a day is the last 24 hours, a week the last 7
 *   days, a month the last 30 days (no calendar or time zone for a player to game).
 * - Tightening (a lower value, or a limit where there was none) applies at once. Loosening (a
 *   higher value, or removing the limit) applies only after PLAYER_PROTECTION_COOLING_OFF_HOURS:
 *   until then the old value holds and the new one waits as `pending`; a later tightening replaces
 *   a waiting loosening.
 * - Time-out and self-exclusion end every session at once and refuse login, deposit and play
 *   until they end. The player cannot lift or shorten either; the operator cannot shorten them.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const PLAYER_PROTECTION_PATHS = {
  /** GET: the member's limits with what each has used, the reality-check interval (session required, real account). */
  settings: '/wps/player-protection',
  /** POST one limit ({ limit, value }; value null removes it): answers the settings after. */
  limit: '/wps/player-protection/limits',
  /** GET: this session's time and net result for the reality check; POST: the interval. */
  realityCheck: '/wps/player-protection/reality-check',
  /** POST a time-out ({ days }): the member's sessions end at once. */
  timeOut: '/wps/player-protection/time-out',
  /** POST a self-exclusion ({ months }): the member's sessions end at once. */
  selfExclusion: '/wps/player-protection/self-exclusion',
  /** GET the member's changes, newest first, paged. */
  history: '/wps/player-protection/history',
} as const;

export const PLAYER_PROTECTION_CALLS = {
  settings: { method: 'GET', url: PLAYER_PROTECTION_PATHS.settings },
  setLimit: { method: 'POST', url: PLAYER_PROTECTION_PATHS.limit },
  realityCheck: { method: 'GET', url: PLAYER_PROTECTION_PATHS.realityCheck },
  setRealityCheck: { method: 'POST', url: PLAYER_PROTECTION_PATHS.realityCheck },
  timeOut: { method: 'POST', url: PLAYER_PROTECTION_PATHS.timeOut },
  selfExclusion: { method: 'POST', url: PLAYER_PROTECTION_PATHS.selfExclusion },
  history: { method: 'GET', url: PLAYER_PROTECTION_PATHS.history },
} as const satisfies Record<string, ApiCall>;

/**
 * Operator API (Operator-Key header): a member's settings, blocks and history (each read audited),
 * and a time-out or self-exclusion placed for the member (only ever ending later than one in force).
 */
export const PLAYER_PROTECTION_OPERATOR_PATHS = {
  member: '/wps/operator/merchants/:merchantCode/members/:username/player-protection',
  block: '/wps/operator/merchants/:merchantCode/members/:username/player-protection/block',
} as const;

/** The limits a member sets, in the order the site lists them. */
export const PLAYER_LIMITS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'sessionMinutes',
] as const;
export type PlayerLimitName = (typeof PLAYER_LIMITS)[number];

export const PLAYER_LIMIT_PERIOD_HOURS = { day: 24, week: 7 * 24, month: 30 * 24 } as const;
export type PlayerLimitPeriod = keyof typeof PLAYER_LIMIT_PERIOD_HOURS;

/** The money limits: what they count and over which rolling window. sessionMinutes is a time. */
export const PLAYER_MONEY_LIMITS = {
  depositDay: { counts: 'deposits', period: 'day' },
  depositWeek: { counts: 'deposits', period: 'week' },
  depositMonth: { counts: 'deposits', period: 'month' },
  lossDay: { counts: 'losses', period: 'day' },
  lossWeek: { counts: 'losses', period: 'week' },
  lossMonth: { counts: 'losses', period: 'month' },
} as const satisfies Record<
  Exclude<PlayerLimitName, 'sessionMinutes'>,
  { counts: string; period: PlayerLimitPeriod }
>;

/** How long a loosening waits before it applies. */
export const PLAYER_PROTECTION_COOLING_OFF_HOURS = 24;

/** Bounds of a limit's value. */
export const PLAYER_LIMIT_BOUNDS = {
  /** A money limit, minor units: 10^15 keeps every amount a safe integer. */
  minAmount: 1,
  maxAmount: 1_000_000_000_000_000,
  sessionMinutes: { min: 5, max: 24 * 60 },
} as const;

/** The reality check's intervals a member may choose (minutes); null turns it off. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
/** A new member's interval until they choose. */
export const REALITY_CHECK_DEFAULT_MINUTES: RealityCheckMinutes = 60;

/** Time-out: 24 hours to 6 weeks, in whole days. The site offers TIME_OUT_CHOICES_DAYS. */
export const TIME_OUT_DAYS = { min: 1, max: 42 } as const;
export const TIME_OUT_CHOICES_DAYS = [1, 2, 7, 14, 28, 42] as const;
/** Self-exclusion: 6 months to 5 years, in whole months. The site offers SELF_EXCLUSION_CHOICES_MONTHS. */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
export const SELF_EXCLUSION_CHOICES_MONTHS = [6, 12, 24, 36, 60] as const;

export const PLAYER_BLOCKS = ['timeOut', 'selfExclusion'] as const;
export type PlayerBlockKind = (typeof PLAYER_BLOCKS)[number];

/**
 * PLAY_STOPPED's value.reason when player protection stops a stake (house games and the seamless
 * wallet's debits): the loss limit that the stake would pass, the session's time limit, a block.
 */
export const PLAY_STOPPED_REASONS = [
  'lossDay',
  'lossWeek',
  'lossMonth',
  'sessionMinutes',
  'timeOut',
  'selfExclusion',
] as const;
export type PlayStoppedReason = (typeof PLAY_STOPPED_REASONS)[number];

/** What the history lists (newest first). */
export const PLAYER_PROTECTION_EVENTS = [
  /** A limit set or lowered: in force at once. */
  'limitApplied',
  /** A limit raised or removed: waiting until effectiveAt. */
  'limitPending',
  /** A waiting loosening replaced by a tightening before it applied. */
  'limitPendingCancelled',
  'realityCheckSet',
  'timeOut',
  'selfExclusion',
] as const;
export type PlayerProtectionEvent = (typeof PLAYER_PROTECTION_EVENTS)[number];

/** The English text of player protection's own error codes (the site translates by code). */
export const PLAYER_PROTECTION_MESSAGES = {
  [ErrorCode.DEPOSIT_LIMIT_EXCEEDED]: 'This deposit would exceed your deposit limit',
  [ErrorCode.PLAYER_BLOCKED]: 'Your account is in a time-out or self-exclusion',
  [ErrorCode.SESSION_TIME_LIMIT]: 'Your session time limit is reached',
  [ErrorCode.BLOCK_NOT_SHORTENED]: 'A time-out or self-exclusion cannot be shortened or lifted',
} as const;
