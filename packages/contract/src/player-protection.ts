/**
 * Player protection (issue 19): the member's limits, reality check, time-out and self-exclusion,
 * and the operator's read of them. Rules, bounds and the paths are in player-protection-rules.ts;
 * amounts are integers of minor units (wallet-rules.ts), times ISO 8601.
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Money, Paged, PageQuery, Time } from './money-schemas';
import {
  PLAYER_BLOCKS,
  PLAYER_LIMIT_BOUNDS,
  PLAYER_LIMITS,
  PLAYER_PROTECTION_CALLS,
  PLAYER_PROTECTION_EVENTS,
  PLAYER_PROTECTION_OPERATOR_PATHS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
} from './player-protection-rules';

const LimitName = Type.Enum(PLAYER_LIMITS);
const BlockKind = Type.Enum(PLAYER_BLOCKS);
/** A limit's value: minor units for the money limits, minutes for sessionMinutes (the service checks which). */
const LimitValue = Type.Integer({ minimum: 1, maximum: PLAYER_LIMIT_BOUNDS.maxAmount });
const RealityCheckMinutes = Type.Union([Type.Enum(REALITY_CHECK_MINUTES), Type.Null()]);

// ---- member ---------------------------------------------------------------------------------

/** One limit as it stands: the value in force, a loosening waiting out its cooling-off, the use so far. */
export const PlayerLimit = Type.Object({
  limit: LimitName,
  /** In force now; null: no limit. */
  value: Type.Union([LimitValue, Type.Null()]),
  /** A higher value or a removal (value null) that applies at effectiveAt; null when none waits. */
  pending: Type.Union([
    Type.Object({ value: Type.Union([LimitValue, Type.Null()]), effectiveAt: Time }),
    Type.Null(),
  ]),
  /**
   * What the limit's window holds now: deposits or net losses in minor units over the rolling
   * period, or this session's minutes for sessionMinutes.
   */
  used: Type.Integer({ minimum: 0 }),
});
export type PlayerLimit = Static<typeof PlayerLimit>;

export const PlayerProtectionSettings = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Minor-unit digits of the currency (wallet-rules.ts). */
  decimals: Type.Integer(),
  /** Every limit of PLAYER_LIMITS, in that order. */
  limits: Type.Array(PlayerLimit),
  /** Minutes between reality checks; null: off. */
  realityCheckMinutes: RealityCheckMinutes,
});
export type PlayerProtectionSettings = Static<typeof PlayerProtectionSettings>;

export const SetPlayerLimitBody = Type.Object(
  {
    limit: LimitName,
    /** The new limit; null removes it (after the cooling-off). */
    value: Type.Union([LimitValue, Type.Null()]),
  },
  { additionalProperties: false },
);
export type SetPlayerLimitBody = Static<typeof SetPlayerLimitBody>;

export const SetRealityCheckBody = Type.Object(
  { minutes: RealityCheckMinutes },
  { additionalProperties: false },
);
export type SetRealityCheckBody = Static<typeof SetRealityCheckBody>;

/** What the reality check shows: this session's time and its net result so far. */
export const RealityCheck = Type.Object({
  realityCheckMinutes: RealityCheckMinutes,
  /** When this session began (its login). */
  sessionStartedAt: Time,
  /** The server's clock, so the site counts from the same time. */
  now: Time,
  currency: Type.String(),
  currencySymbol: Type.String(),
  decimals: Type.Integer(),
  /** This session's stakes and wins (less rollbacks), and wins less stakes (negative: a loss). */
  staked: Money,
  won: Money,
  netResult: Money,
});
export type RealityCheck = Static<typeof RealityCheck>;

export const TimeOutBody = Type.Object(
  { days: Type.Integer({ minimum: TIME_OUT_DAYS.min, maximum: TIME_OUT_DAYS.max }) },
  { additionalProperties: false },
);
export const SelfExclusionBody = Type.Object(
  { months: Type.Integer({ minimum: SELF_EXCLUSION_MONTHS.min, maximum: SELF_EXCLUSION_MONTHS.max }) },
  { additionalProperties: false },
);

/** A time-out or self-exclusion in force. */
export const PlayerBlock = Type.Object({ kind: BlockKind, from: Time, until: Time });
export type PlayerBlock = Static<typeof PlayerBlock>;

export const PlayerProtectionHistoryEntry = Type.Object({
  at: Time,
  event: Type.Enum(PLAYER_PROTECTION_EVENTS),
  /** The limit changed (limit events), else null. */
  limit: Type.Union([LimitName, Type.Null()]),
  /** The value before and after (limits, reality check minutes); null where none. */
  from: Type.Union([Type.Integer(), Type.Null()]),
  to: Type.Union([Type.Integer(), Type.Null()]),
  /** When the change applies (a pending loosening) or a block ends. */
  effectiveAt: Type.Union([Time, Type.Null()]),
  /** 'member', or the operator's actor for a block placed by the operator. */
  by: Type.String(),
});
export type PlayerProtectionHistoryEntry = Static<typeof PlayerProtectionHistoryEntry>;

export const PlayerProtectionHistoryQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

// ---- operator -------------------------------------------------------------------------------

export const PlayerProtectionMemberParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
});

/** The operator's view of a member (the read is audited). */
export const OperatorPlayerProtection = Type.Object({
  username: Type.String(),
  settings: PlayerProtectionSettings,
  /** The time-out or self-exclusion in force, or null. */
  block: Type.Union([PlayerBlock, Type.Null()]),
  history: Type.Array(PlayerProtectionHistoryEntry),
});
export type OperatorPlayerProtection = Static<typeof OperatorPlayerProtection>;

/** A block placed for the member (at their request by phone, say): it may only end later than one in force. */
export const OperatorPlayerBlockBody = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('timeOut'),
      days: TimeOutBody.properties.days,
      reason: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('selfExclusion'),
      months: SelfExclusionBody.properties.months,
      reason: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
]);
export type OperatorPlayerBlockBody = Static<typeof OperatorPlayerBlockBody>;

// ---- the routes -------------------------------------------------------------------------------

export const playerProtectionRoutes = {
  settings: { ...PLAYER_PROTECTION_CALLS.settings, response: Ok(PlayerProtectionSettings) },
  setLimit: {
    ...PLAYER_PROTECTION_CALLS.setLimit,
    body: SetPlayerLimitBody,
    response: Ok(PlayerProtectionSettings),
  },
  realityCheck: { ...PLAYER_PROTECTION_CALLS.realityCheck, response: Ok(RealityCheck) },
  setRealityCheck: {
    ...PLAYER_PROTECTION_CALLS.setRealityCheck,
    body: SetRealityCheckBody,
    response: Ok(PlayerProtectionSettings),
  },
  /** The answer comes before the sessions end; the next call of any of them gets PLAYER_BLOCKED. */
  timeOut: { ...PLAYER_PROTECTION_CALLS.timeOut, body: TimeOutBody, response: Ok(PlayerBlock) },
  selfExclusion: {
    ...PLAYER_PROTECTION_CALLS.selfExclusion,
    body: SelfExclusionBody,
    response: Ok(PlayerBlock),
  },
  history: {
    ...PLAYER_PROTECTION_CALLS.history,
    querystring: PlayerProtectionHistoryQuery,
    response: Ok(Paged(PlayerProtectionHistoryEntry)),
  },
} as const;

/** Operator API (Operator-Key header). */
export const playerProtectionOperatorRoutes = {
  member: {
    method: 'GET',
    url: PLAYER_PROTECTION_OPERATOR_PATHS.member,
    params: PlayerProtectionMemberParams,
    response: Ok(OperatorPlayerProtection),
  },
  block: {
    method: 'POST',
    url: PLAYER_PROTECTION_OPERATOR_PATHS.block,
    params: PlayerProtectionMemberParams,
    body: OperatorPlayerBlockBody,
    response: Ok(PlayerBlock),
  },
} as const;
