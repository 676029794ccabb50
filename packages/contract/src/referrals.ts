/**
 * Invite friends (issue 16 point 1; docs/decisions/0046): the member's invite code and what their
 * friends earned them, the two claims (each ONE ledger movement of kind 'bonus'), and the
 * operator's REFERRAL programme rules. Real members who are not agents only: a trial account is
 * refused with FREE_REJECT, an agent with REFERRAL_AGENT, everyone with REFERRAL_UNAVAILABLE while
 * the merchant's REFERRAL switch is off or its rules are missing or disabled.
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Localized } from './localized';
import { IdempotencyHeaders, Money, Time } from './money-schemas';
import {
  REFERRAL_DESCRIPTION_MAX,
  REFERRAL_FRIEND_ID_PATTERN,
  REFERRAL_LIMITS,
  REFERRAL_REASONS,
  REFERRAL_SIDES,
  REFERRAL_STATES,
  REFERRAL_TITLE_MAX,
  REFERRALS_CALLS,
  REFERRALS_OPERATOR_PATHS,
} from './referrals-rules';
import { MerchantParams } from './system';

const closed = { additionalProperties: false } as const;

export const ReferralText = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: REFERRAL_TITLE_MAX }),
    /** Plain text (shown as text, never as markup). */
    description: Type.String({ maxLength: REFERRAL_DESCRIPTION_MAX }),
  },
  closed,
);

/** The figures of the programme (minor units, days). */
const RuleFigures = {
  /** What the member who invited gets per qualified friend. */
  referrerBonus: Type.Integer({ minimum: 1, maximum: REFERRAL_LIMITS.bonusMax }),
  /** What the invited friend gets. */
  friendBonus: Type.Integer({ minimum: 1, maximum: REFERRAL_LIMITS.bonusMax }),
  /** The friend qualifies when their deposits since registering reach this within the window. */
  minDeposit: Type.Integer({ minimum: 1, maximum: REFERRAL_LIMITS.minDepositMax }),
  windowDays: Type.Integer({ minimum: 1, maximum: REFERRAL_LIMITS.windowDaysMax }),
  /** At most this many friends' bonuses per UTC month for the member who invited. */
  monthlyCap: Type.Integer({ minimum: 1, maximum: REFERRAL_LIMITS.monthlyCapMax }),
  /** Wagering requirement of a bonus: its amount times this (0: none). */
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: REFERRAL_LIMITS.turnoverMultiplierMax }),
};

// ---- member ---------------------------------------------------------------------------------

/** The rules as the member reads them, in the request's language (English where it has none). */
export const ReferralRules = Type.Object({
  title: Type.String(),
  description: Type.String(),
  ...RuleFigures,
});
export type ReferralRules = Static<typeof ReferralRules>;

/** One side's progress: the deposits counted, its state, and the bonus. */
const Progress = {
  /** The deposits since registering, within the window (minor units). */
  deposited: Money,
  state: Type.Enum(REFERRAL_STATES),
  /** The bonus: what a claim credits or credited. */
  amount: Money,
  /** Why it is not claimable now; null when it is. */
  reason: Type.Union([Type.Enum(REFERRAL_REASONS), Type.Null()]),
  /** The end of the window to deposit in. */
  expiresAt: Time,
};

/** A friend the member invited (the username masked: 'ab***yz'). */
export const ReferralFriend = Type.Object({
  friendId: Type.String({ pattern: REFERRAL_FRIEND_ID_PATTERN }),
  username: Type.String(),
  joinedAt: Time,
  ...Progress,
});
export type ReferralFriend = Static<typeof ReferralFriend>;

/** The member's own side, when a member's invite link brought them. */
export const ReferralInvitedBy = Type.Object({
  /** The masked username of the member who invited them. */
  username: Type.String(),
  ...Progress,
});
export type ReferralInvitedBy = Static<typeof ReferralInvitedBy>;

export const ReferralsValue = Type.Object({
  /** The member's invite code (the link is `<origin>/m/register?recommenderId=<code>`). */
  code: Type.String(),
  rules: ReferralRules,
  friends: Type.Array(ReferralFriend),
  /** Everything the programme paid the member (both sides), from their claims. */
  earned: Money,
  /** Referrer bonuses claimed in the current UTC month (against rules.monthlyCap). */
  claimedThisMonth: Type.Integer({ minimum: 0 }),
  invitedBy: Type.Union([ReferralInvitedBy, Type.Null()]),
});
export type ReferralsValue = Static<typeof ReferralsValue>;

export const ReferralClaim = Type.Object({
  friendId: Type.String(),
  side: Type.Enum(REFERRAL_SIDES),
  amount: Money,
  turnoverRequired: Money,
  createdAt: Time,
});
export type ReferralClaim = Static<typeof ReferralClaim>;

export const ReferralClaimValue = Type.Object({ claim: ReferralClaim, balance: Money });
export type ReferralClaimValue = Static<typeof ReferralClaimValue>;

export const ReferralFriendParams = Type.Object({
  friendId: Type.String({ pattern: REFERRAL_FRIEND_ID_PATTERN }),
});

// ---- operator -------------------------------------------------------------------------------

/** The whole rules, as the operator writes them (PUT replaces them) and reads them. */
export const OperatorReferralRulesBody = Type.Object(
  { enabled: Type.Boolean(), texts: Localized(ReferralText), ...RuleFigures },
  closed,
);
export type OperatorReferralRulesBody = Static<typeof OperatorReferralRulesBody>;

export const OperatorReferralRules = Type.Object({
  ...OperatorReferralRulesBody.properties,
  updatedAt: Time,
});
export type OperatorReferralRules = Static<typeof OperatorReferralRules>;

// ---- the routes -------------------------------------------------------------------------------

export const referralsRoutes = {
  overview: { ...REFERRALS_CALLS.overview, response: Ok(ReferralsValue) },
  claimFriend: {
    ...REFERRALS_CALLS.claimFriend,
    params: ReferralFriendParams,
    headers: IdempotencyHeaders,
    response: Ok(ReferralClaimValue),
  },
  claimOwn: {
    ...REFERRALS_CALLS.claimOwn,
    headers: IdempotencyHeaders,
    response: Ok(ReferralClaimValue),
  },
} as const;

export const referralsOperatorRoutes = {
  rules: {
    method: 'GET',
    url: REFERRALS_OPERATOR_PATHS.rules,
    params: MerchantParams,
    response: Ok(Type.Union([OperatorReferralRules, Type.Null()])),
  },
  putRules: {
    method: 'PUT',
    url: REFERRALS_OPERATOR_PATHS.rules,
    params: MerchantParams,
    body: OperatorReferralRulesBody,
    response: Ok(OperatorReferralRules),
  },
} as const;
