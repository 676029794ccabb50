/**
 * The reward centre (issue 14): the member's rewards with their state, the claim (one ledger
 * movement of kind 'bonus' with its wagering requirement), the unclaimed count of the home badge,
 * the claims with their wagering progress; the operator's reward definitions. Real members only
 * (403 FREE_REJECT for a trial account). docs/decisions/0038.
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Localized } from './localized';
import { Amount, IdempotencyHeaders, Money, Paged, PageQuery, Time } from './money-schemas';
import {
  BASIS_POINTS,
  REWARD_DESCRIPTION_MAX,
  REWARD_KINDS,
  REWARD_REASONS,
  REWARD_STATES,
  REWARD_TITLE_MAX,
  REWARDS_CALLS,
  REWARDS_OPERATOR_PATHS,
  type RewardKind,
} from './rewards-rules';
import { MerchantParams } from './system';

const RewardId = Type.String({ pattern: '^[0-9]{1,15}$', description: 'reward id, as a string' });
export const RewardParams = Type.Object({ rewardId: RewardId });

// ---- what each kind's parameters are --------------------------------------------------------

const closed = { additionalProperties: false } as const;
/** welcome and daily_check_in: a fixed amount. */
export const FixedRewardParams = Type.Object({ amount: Amount }, closed);
export const DepositRewardParams = Type.Object(
  {
    /** Of the deposit, 1 to 1000 %. */
    percent: Type.Integer({ minimum: 1, maximum: 1000 }),
    maxAmount: Amount,
    /** The smallest deposit that earns it (minor units). */
    minDeposit: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000_000 }),
    /** Only the member's first deposit ever; otherwise each deposit once (the latest unclaimed). */
    firstDepositOnly: Type.Boolean(),
  },
  closed,
);
export const RebateRewardParams = Type.Object(
  { basisPoints: Type.Integer({ minimum: 1, maximum: BASIS_POINTS }) },
  closed,
);
export const PointsRewardParams = Type.Object(
  {
    /** Turnover (minor units) that earns one point. */
    turnoverPerPoint: Amount,
    /** What one point is exchanged for (minor units). */
    pointValue: Amount,
  },
  closed,
);
export const REWARD_PARAMS_OF = {
  welcome: FixedRewardParams,
  deposit: DepositRewardParams,
  daily_check_in: FixedRewardParams,
  rebate: RebateRewardParams,
  points: PointsRewardParams,
} as const satisfies Record<RewardKind, unknown>;
export const AnyRewardParams = Type.Union([
  FixedRewardParams,
  DepositRewardParams,
  RebateRewardParams,
  PointsRewardParams,
]);
export type FixedRewardParams = Static<typeof FixedRewardParams>;
export type DepositRewardParams = Static<typeof DepositRewardParams>;
export type RebateRewardParams = Static<typeof RebateRewardParams>;
export type PointsRewardParams = Static<typeof PointsRewardParams>;
export type AnyRewardParams = Static<typeof AnyRewardParams>;

export const RewardText = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: REWARD_TITLE_MAX }),
    /** Plain text (shown as text, never as markup). */
    description: Type.String({ maxLength: REWARD_DESCRIPTION_MAX }),
  },
  closed,
);

// ---- member ---------------------------------------------------------------------------------

/** A reward as the member sees it, in the request's language. */
export const Reward = Type.Object({
  id: RewardId,
  kind: Type.Enum(REWARD_KINDS),
  title: Type.String(),
  description: Type.String(),
  /** How the amount is computed (the kind's parameters). */
  params: AnyRewardParams,
  /** Wagering requirement: the claimed amount times this. */
  turnoverMultiplier: Type.Integer(),
  state: Type.Enum(REWARD_STATES),
  /** What a claim now would credit; null while there is nothing to claim. */
  amount: Type.Union([Money, Type.Null()]),
  /** amount × turnoverMultiplier; null with amount. */
  turnoverRequired: Type.Union([Money, Type.Null()]),
  /** Why it is not claimable; null when it is. */
  reason: Type.Union([Type.Enum(REWARD_REASONS), Type.Null()]),
  /** A daily reward claimed today: when it comes back. */
  nextAvailableAt: Type.Union([Time, Type.Null()]),
  /** points: the points the member holds now. */
  points: Type.Union([Type.Integer(), Type.Null()]),
});
export type Reward = Static<typeof Reward>;

export const RewardsValue = Type.Object({ list: Type.Array(Reward) });
export type RewardsValue = Static<typeof RewardsValue>;

export const UnclaimedCountValue = Type.Object({ count: Type.Integer() });

/** A claim with its wagering progress (turnover counted towards its requirement so far). */
export const RewardClaim = Type.Object({
  id: Type.String(),
  rewardId: RewardId,
  kind: Type.Enum(REWARD_KINDS),
  title: Type.String(),
  amount: Money,
  turnoverRequired: Money,
  turnoverDone: Money,
  createdAt: Time,
});
export type RewardClaim = Static<typeof RewardClaim>;

export const RewardClaimsValue = Type.Object({
  ...Paged(RewardClaim).properties,
  /** What must still be wagered before a withdrawal (TURNOVER_REQUIRED); 0: nothing. */
  outstandingTurnover: Money,
});
export type RewardClaimsValue = Static<typeof RewardClaimsValue>;

export const ClaimValue = Type.Object({ claim: RewardClaim, balance: Money });
export type ClaimValue = Static<typeof ClaimValue>;

// ---- operator -------------------------------------------------------------------------------

const IsoTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  maxLength: 40,
  description: 'ISO 8601 with a zone',
});
const Multiplier = Type.Integer({ minimum: 0, maximum: 100 });
const SortOrder = Type.Integer({ minimum: 0, maximum: 1_000_000 });

export const OperatorReward = Type.Object({
  id: RewardId,
  kind: Type.Enum(REWARD_KINDS),
  texts: Localized(RewardText),
  params: AnyRewardParams,
  turnoverMultiplier: Type.Integer(),
  enabled: Type.Boolean(),
  startsAt: Time,
  endsAt: Type.Union([Time, Type.Null()]),
  sortOrder: Type.Integer(),
});
export type OperatorReward = Static<typeof OperatorReward>;

/** A new reward: its params must be those of its kind (REWARD_PARAMS_OF), checked by the server. */
export const OperatorRewardBody = Type.Object(
  {
    kind: Type.Enum(REWARD_KINDS),
    texts: Localized(RewardText),
    params: AnyRewardParams,
    turnoverMultiplier: Multiplier,
    enabled: Type.Optional(Type.Boolean()),
    startsAt: Type.Optional(IsoTime),
    endsAt: Type.Optional(Type.Union([IsoTime, Type.Null()])),
    sortOrder: Type.Optional(SortOrder),
  },
  closed,
);
export type OperatorRewardBody = Static<typeof OperatorRewardBody>;

/** A change of a reward (not of its kind). */
export const OperatorRewardPatch = Type.Object(
  {
    texts: Type.Optional(Localized(RewardText)),
    params: Type.Optional(AnyRewardParams),
    turnoverMultiplier: Type.Optional(Multiplier),
    enabled: Type.Optional(Type.Boolean()),
    startsAt: Type.Optional(IsoTime),
    endsAt: Type.Optional(Type.Union([IsoTime, Type.Null()])),
    sortOrder: Type.Optional(SortOrder),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OperatorRewardPatch = Static<typeof OperatorRewardPatch>;

export const OperatorRewardParams = Type.Object({
  merchantCode: MerchantParams.properties.merchantCode,
  rewardId: RewardId,
});

// ---- the routes -------------------------------------------------------------------------------

export const rewardsRoutes = {
  rewards: { ...REWARDS_CALLS.rewards, response: Ok(RewardsValue) },
  claim: {
    ...REWARDS_CALLS.claim,
    params: RewardParams,
    headers: IdempotencyHeaders,
    response: Ok(ClaimValue),
  },
  unclaimedCount: { ...REWARDS_CALLS.unclaimedCount, response: Ok(UnclaimedCountValue) },
  claims: {
    ...REWARDS_CALLS.claims,
    querystring: Type.Object(PageQuery),
    response: Ok(RewardClaimsValue),
  },
} as const;

export const rewardsOperatorRoutes = {
  list: {
    method: 'GET',
    url: REWARDS_OPERATOR_PATHS.rewards,
    params: MerchantParams,
    response: Ok(Type.Array(OperatorReward)),
  },
  create: {
    method: 'POST',
    url: REWARDS_OPERATOR_PATHS.rewards,
    params: MerchantParams,
    body: OperatorRewardBody,
    response: Ok(OperatorReward),
  },
  patch: {
    method: 'PATCH',
    url: REWARDS_OPERATOR_PATHS.reward,
    params: OperatorRewardParams,
    body: OperatorRewardPatch,
    response: Ok(OperatorReward),
  },
} as const;
