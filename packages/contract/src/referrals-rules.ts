/**
 * Invite friends (issue 16 point 1; spec §2 /m/inviteFriends, §4 Affiliate, §6 Referral entry;
 * docs/decisions/0046): the plain values (no schemas) — paths and calls, a friend's states, why a
 * bonus is not claimable, the link a member shares, the masking of a friend's username, and the
 * messages of its error codes. The schemas are in referrals.ts.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const REFERRALS_PATHS = {
  /** The member's code, the rules, the friends they invited, what they earned and who invited them. */
  overview: '/wps/referrals',
  /** The referrer's bonus for one friend (Idempotency-Key): one ledger movement of kind 'bonus'. */
  claimFriend: '/wps/referrals/friends/:friendId/claim',
  /** The invited member's own bonus (Idempotency-Key): one ledger movement of kind 'bonus'. */
  claimOwn: '/wps/referrals/own/claim',
} as const;

export const REFERRALS_CALLS = {
  overview: { method: 'GET', url: REFERRALS_PATHS.overview },
  claimFriend: { method: 'POST', url: REFERRALS_PATHS.claimFriend },
  claimOwn: { method: 'POST', url: REFERRALS_PATHS.claimOwn },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): the merchant's REFERRAL programme rules, read and replaced. */
export const REFERRALS_OPERATOR_PATHS = {
  rules: '/wps/operator/merchants/:merchantCode/referrals/rules',
} as const;

/**
 * A friend's (or the member's own) side of the programme: waiting for the qualifying deposit
 * within the window, qualified (claimable), claimed, or expired (the window passed without it).
 */
export const REFERRAL_STATES = ['waiting', 'qualified', 'claimed', 'expired'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** Why a bonus is not claimable: the `reason` of a row and of REFERRAL_NOT_CLAIMABLE. */
export const REFERRAL_REASONS = ['claimed', 'waiting', 'expired', 'monthly_cap', 'not_invited'] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

/** The sides a bonus is paid to: the member who invited, and the friend who was invited. */
export const REFERRAL_SIDES = ['referrer', 'friend'] as const;
export type ReferralSide = (typeof REFERRAL_SIDES)[number];

/** A friend's id as the calls carry it (the friend's member id). */
export const REFERRAL_FRIEND_ID_PATTERN = '^[0-9]{1,15}$';
/** An invite code as a link carries it (the registration's recommenderId, any case). */
export const INVITE_CODE_PATTERN = '^[A-Za-z0-9]{4,20}$';
export const REFERRAL_TITLE_MAX = 80;
export const REFERRAL_DESCRIPTION_MAX = 1000;
/** The bounds an operator's rules are checked against. */
export const REFERRAL_LIMITS = {
  bonusMax: 1_000_000_000,
  minDepositMax: 1_000_000_000_000,
  windowDaysMax: 365,
  monthlyCapMax: 1000,
  turnoverMultiplierMax: 100,
} as const;

/** Where a member's invite link leads: the registration screen with their code (spec §3 recommenderId). */
export const INVITE_REGISTER_PATH = '/m/register';
export const INVITE_LINK_PARAM = 'recommenderId';
export const inviteLinkOf = (origin: string, code: string): string =>
  `${origin}${INVITE_REGISTER_PATH}?${INVITE_LINK_PARAM}=${encodeURIComponent(code)}`;

/**
 * A friend's username as the member who invited them sees it: its first two and last two
 * characters around '***' ('ab***yz'); a short name keeps only its first character.
 */
export const maskUsername = (username: string): string => {
  const chars = Array.from(username);
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
};

/** The UTC month of a time, 'YYYY-MM': the period of the monthly cap. */
export const utcMonthOf = (time: number): string => new Date(time).toISOString().slice(0, 7);

/** The English text of the programme's error codes. */
export const REFERRALS_MESSAGES = {
  [ErrorCode.REFERRAL_UNAVAILABLE]: 'Invite friends is not available',
  [ErrorCode.REFERRAL_AGENT]: 'Agents invite with their affiliate links',
  [ErrorCode.REFERRAL_NOT_CLAIMABLE]: 'This bonus cannot be claimed now',
} as const;
