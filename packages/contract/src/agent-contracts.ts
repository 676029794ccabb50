/**
 * Agent contracts (issue 16 point 4, decision 0049): the agent's contract check (spec §3 flags,
 * §7), each kind's live contract with its payouts, accept and decline; the operator's offer, list,
 * withdraw, end and settle. Plain values, rules and periods are in agent-contracts-rules.ts.
 */
import Type, { type Static } from 'typebox';
import {
  AGENT_CONTRACTS_CALLS,
  AGENT_CONTRACTS_OPERATOR_PATHS,
  CONTRACT_ACTIVE_MEMBERS_MAX,
  CONTRACT_AMOUNT_MAX,
  CONTRACT_ID_PATTERN,
  CONTRACT_KINDS,
  CONTRACT_PERIOD_PATTERN,
  CONTRACT_RATE_BP_MAX,
  CONTRACT_STATUSES,
  CONTRACT_THRESHOLD_MAX,
  CONTRACT_TIERS_MAX,
} from './agent-contracts-rules';
import { Ok } from './envelope';
import { MerchantParams } from './system';

const Kind = Type.Enum(CONTRACT_KINDS);
const Status = Type.Enum(CONTRACT_STATUSES);
const Threshold = Type.Integer({ minimum: 0, maximum: CONTRACT_THRESHOLD_MAX });
const ActiveMembers = Type.Integer({ minimum: 0, maximum: CONTRACT_ACTIVE_MEMBERS_MAX });
const Amount = Type.Integer({ minimum: 1, maximum: CONTRACT_AMOUNT_MAX });
const ContractId = Type.String({ pattern: CONTRACT_ID_PATTERN });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Spec §3: true while an offer of that kind waits for the agent. */
export const ContractCheckValue = Type.Object({
  dailysalreqtype: Type.Boolean(),
  divtypecompperiodreq: Type.Boolean(),
  contracthoursalreq: Type.Boolean(),
});
export type ContractCheckValue = Static<typeof ContractCheckValue>;

export const DailySalaryTierSchema = Type.Object(
  { minTurnover: Threshold, minActiveMembers: ActiveMembers, amount: Amount },
  { additionalProperties: false },
);
export const HourlySalaryTierSchema = Type.Object(
  { minTurnover: Threshold, amount: Amount },
  { additionalProperties: false },
);
export const DividendTierSchema = Type.Object(
  {
    minNetLoss: Threshold,
    minActiveMembers: ActiveMembers,
    rateBp: Type.Integer({ minimum: 1, maximum: CONTRACT_RATE_BP_MAX }),
  },
  { additionalProperties: false },
);
const tiersOf = <
  T extends typeof DailySalaryTierSchema | typeof HourlySalaryTierSchema | typeof DividendTierSchema,
>(
  tier: T,
) => Type.Array(tier, { minItems: 1, maxItems: CONTRACT_TIERS_MAX });
const AnyTier = Type.Union([DailySalaryTierSchema, HourlySalaryTierSchema, DividendTierSchema]);

/** One settled period of an accepted contract: the downline's figures, the tier met and what was paid. */
export const ContractPayout = Type.Object({
  period: Type.String(),
  /** ISO 8601: the period's start (inclusive) and end (exclusive). */
  from: Type.String(),
  to: Type.String(),
  turnover: Type.Integer(),
  netLoss: Type.Integer(),
  activeMembers: Type.Integer({ minimum: 0 }),
  /** The tier met (0 the first), or null: nothing paid. */
  tier: Nullable(Type.Integer({ minimum: 0 })),
  amount: Type.Integer({ minimum: 0 }),
  settledAt: Type.String(),
});
export type ContractPayout = Static<typeof ContractPayout>;

export const AgentContract = Type.Object({
  contractId: Type.String(),
  kind: Kind,
  status: Status,
  tiers: Type.Array(AnyTier),
  offeredAt: Type.String(),
  /** When the agent accepted or declined. */
  answeredAt: Nullable(Type.String()),
  /** When the operator withdrew or ended it. */
  endedAt: Nullable(Type.String()),
  payouts: Type.Array(ContractPayout),
});
export type AgentContract = Static<typeof AgentContract>;

/** A kind's live contract (offered or accepted) of the agent, or null. */
export const AgentContractValue = Type.Object({ kind: Kind, contract: Nullable(AgentContract) });
export type AgentContractValue = Static<typeof AgentContractValue>;

export const ContractKindParams = Type.Object({ kind: Kind });
export const ContractIdParams = Type.Object({ contractId: ContractId });

export const agentContractsRoutes = {
  check: { ...AGENT_CONTRACTS_CALLS.check, response: Ok(ContractCheckValue) },
  contract: {
    ...AGENT_CONTRACTS_CALLS.contract,
    params: ContractKindParams,
    response: Ok(AgentContractValue),
  },
  accept: { ...AGENT_CONTRACTS_CALLS.accept, params: ContractIdParams, response: Ok(AgentContract) },
  decline: { ...AGENT_CONTRACTS_CALLS.decline, params: ContractIdParams, response: Ok(AgentContract) },
} as const;

// ---- operator ---------------------------------------------------------------------------------

const Username = Type.String({ minLength: 1, maxLength: 64 });

/** An offer to an agent (by username): the kind and its tiers, validated as a ladder (contractTierProblems). */
export const ContractOffer = Type.Union([
  Type.Object(
    { username: Username, kind: Type.Literal('daily_salary'), tiers: tiersOf(DailySalaryTierSchema) },
    { additionalProperties: false },
  ),
  Type.Object(
    { username: Username, kind: Type.Literal('hourly_salary'), tiers: tiersOf(HourlySalaryTierSchema) },
    { additionalProperties: false },
  ),
  Type.Object(
    { username: Username, kind: Type.Literal('dividend'), tiers: tiersOf(DividendTierSchema) },
    { additionalProperties: false },
  ),
]);
export type ContractOffer = Static<typeof ContractOffer>;

export const OperatorContract = Type.Object({
  ...AgentContract.properties,
  username: Type.String(),
  /** The Operator-Actor who offered it ('seed' for the demo's). */
  offeredBy: Type.String(),
});
export type OperatorContract = Static<typeof OperatorContract>;

export const OperatorContractQuery = Type.Object(
  { kind: Type.Optional(Kind), status: Type.Optional(Status), username: Type.Optional(Username) },
  { additionalProperties: false },
);

export const ContractSettleBody = Type.Object(
  { kind: Kind, period: Type.String({ pattern: CONTRACT_PERIOD_PATTERN, maxLength: 16 }) },
  { additionalProperties: false },
);
export type ContractSettleBody = Static<typeof ContractSettleBody>;

export const ContractSettlement = Type.Object({
  kind: Kind,
  period: Type.String(),
  from: Type.String(),
  to: Type.String(),
  payouts: Type.Array(
    Type.Object({
      ...ContractPayout.properties,
      contractId: Type.String(),
      username: Type.String(),
      /** True when this period of this contract was settled before: nothing moved this time. */
      replayed: Type.Boolean(),
    }),
  ),
});
export type ContractSettlement = Static<typeof ContractSettlement>;

const OperatorContractParams = Type.Object({ ...MerchantParams.properties, contractId: ContractId });

export const agentContractsOperatorRoutes = {
  offer: {
    method: 'POST',
    url: AGENT_CONTRACTS_OPERATOR_PATHS.contracts,
    params: MerchantParams,
    body: ContractOffer,
    response: Ok(OperatorContract),
  },
  list: {
    method: 'GET',
    url: AGENT_CONTRACTS_OPERATOR_PATHS.contracts,
    params: MerchantParams,
    querystring: OperatorContractQuery,
    response: Ok(Type.Array(OperatorContract)),
  },
  withdraw: {
    method: 'POST',
    url: AGENT_CONTRACTS_OPERATOR_PATHS.withdraw,
    params: OperatorContractParams,
    response: Ok(OperatorContract),
  },
  end: {
    method: 'POST',
    url: AGENT_CONTRACTS_OPERATOR_PATHS.end,
    params: OperatorContractParams,
    response: Ok(OperatorContract),
  },
  settle: {
    method: 'POST',
    url: AGENT_CONTRACTS_OPERATOR_PATHS.settle,
    params: MerchantParams,
    body: ContractSettleBody,
    response: Ok(ContractSettlement),
  },
} as const;
