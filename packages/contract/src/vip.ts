/**
 * The VIP feature (issue 14): a merchant's levels and benefits, the member's progress on them
 * (GET /wps/vip, session required) and the operator's calls that write the levels. Rules and
 * bounds are in vip-rules.ts; amounts are integers of minor units (wallet-rules.ts). The member's
 * call answers each operator text in the request's Language (localized.ts).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Localized } from './localized';
import { Money } from './money-schemas';
import { MerchantParams } from './system';
import { VIP_CALLS, VIP_LIMITS, VIP_OPERATOR_PATHS } from './vip-rules';

const Figure = Type.Integer({ minimum: 0, maximum: VIP_LIMITS.maxAmount });

/**
 * What a level promises, in figures the site writes in the member's language and currency:
 * 0 means the level does not offer it.
 */
const VipFigures = {
  /** Paid once when the member reaches the level. */
  upgradeBonus: Figure,
  /** Share of the week's turnover given back, in basis points (35 = 0.35 %). */
  weeklyRebateBasisPoints: Type.Integer({ minimum: 0, maximum: VIP_LIMITS.maxRebateBasisPoints }),
  dailyWithdrawalLimit: Figure,
  dailyWithdrawals: Type.Integer({ minimum: 0, maximum: VIP_LIMITS.maxDailyWithdrawals }),
};

// ---- operator ---------------------------------------------------------------------------------

const VipLevelNumber = Type.Integer({ minimum: 0, maximum: VIP_LIMITS.maxLevel });

export const VipBenefitTexts = Type.Object(
  {
    title: Localized(Type.String({ minLength: 1, maxLength: VIP_LIMITS.benefitTitleLength })),
    detail: Localized(Type.String({ maxLength: VIP_LIMITS.benefitDetailLength })),
  },
  { additionalProperties: false },
);

/** A level as the operator writes it (PUT creates or replaces it whole). */
export const VipLevelBody = Type.Object(
  {
    /** The short label members see, e.g. 'VIP3' (spec §3 clubLabel.labelName). */
    name: Localized(Type.String({ minLength: 1, maxLength: VIP_LIMITS.nameLength })),
    /** Lifetime turnover (minor units) that reaches the level; level 0 is 0. */
    turnoverThreshold: Figure,
    ...VipFigures,
    benefits: Type.Array(VipBenefitTexts, { maxItems: VIP_LIMITS.benefits }),
  },
  { additionalProperties: false },
);
export type VipLevelBody = Static<typeof VipLevelBody>;

export const OperatorVipLevel = Type.Object({
  level: VipLevelNumber,
  ...VipLevelBody.properties,
  updatedAt: Type.String({ description: 'ISO 8601' }),
});
export type OperatorVipLevel = Static<typeof OperatorVipLevel>;

export const VipLevelParams = Type.Object({
  merchantCode: MerchantParams.properties.merchantCode,
  level: Type.String({ pattern: '^(0|[1-9][0-9]?)$', description: `0..${VIP_LIMITS.maxLevel}` }),
});

// ---- member ---------------------------------------------------------------------------------

export const VipLevel = Type.Object({
  level: VipLevelNumber,
  name: Type.String(),
  turnoverThreshold: Money,
  ...VipFigures,
  benefits: Type.Array(Type.Object({ title: Type.String(), detail: Type.String() })),
});
export type VipLevel = Static<typeof VipLevel>;

/** The member on the ladder: lifetime turnover from the ledger, the level reached and the next. */
export const VipProgress = Type.Object({
  /** The level reached; null while the merchant has no levels. */
  level: Type.Union([VipLevelNumber, Type.Null()]),
  turnover: Money,
  /** null at the top level. */
  nextLevel: Type.Union([VipLevelNumber, Type.Null()]),
  remaining: Money,
  /** 0..100 of the way from the level's threshold to the next one's; 100 at the top. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type VipProgress = Static<typeof VipProgress>;

export const VipValue = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Minor-unit digits of the currency (wallet-rules.ts). */
  decimals: Type.Integer(),
  /** By level, lowest first. */
  levels: Type.Array(VipLevel),
  progress: VipProgress,
});
export type VipValue = Static<typeof VipValue>;

// ---- the routes -------------------------------------------------------------------------------

export const vipRoutes = {
  vip: { ...VIP_CALLS.vip, response: Ok(VipValue) },
} as const;

/** Operator API (Operator-Key header). */
export const vipOperatorRoutes = {
  list: {
    method: 'GET',
    url: VIP_OPERATOR_PATHS.levels,
    params: MerchantParams,
    response: Ok(Type.Array(OperatorVipLevel)),
  },
  put: {
    method: 'PUT',
    url: VIP_OPERATOR_PATHS.level,
    params: VipLevelParams,
    body: VipLevelBody,
    response: Ok(OperatorVipLevel),
  },
  remove: {
    method: 'DELETE',
    url: VIP_OPERATOR_PATHS.level,
    params: VipLevelParams,
    response: Ok(Type.Null()),
  },
} as const;
