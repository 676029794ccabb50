/**
 * Agent applications, plans and commission (issue 16; decision 0047). Plain values and calls are
 * in agents-rules.ts. Amounts are integers of minor units; times ISO 8601; periods YYYY-MM (UTC).
 */
import Type, { type Static } from 'typebox';
import {
  AGENT_APPLICATION_STATUSES,
  AGENT_CHANNEL_DETAIL_MAX,
  AGENT_CHANNELS,
  AGENT_CONTACT_KINDS,
  AGENT_CONTACT_MAX,
  AGENT_EXPECTED_PLAYERS_MAX,
  AGENT_MIN_ACTIVE_MAX,
  AGENT_NOTE_MAX,
  AGENT_PERIOD_PATTERN,
  AGENT_PERIOD_STATUSES,
  AGENT_PLAN_NAME_MAX,
  AGENT_PLAN_PERIODS,
  AGENT_RATE_BPS_MAX,
  AGENT_REAL_NAME_MAX,
  AGENT_REAPPLY_WAIT_DAYS_MAX,
  AGENT_REJECT_REASON_MAX,
  AGENTS_CALLS,
  AGENTS_OPERATOR_PATHS,
} from './agents-rules';
import { Ok } from './envelope';
import { Money, Time } from './money-schemas';

export const AgentChannelSchema = Type.Enum(AGENT_CHANNELS);
export const AgentContactKindSchema = Type.Enum(AGENT_CONTACT_KINDS);
export const AgentApplicationStatusSchema = Type.Enum(AGENT_APPLICATION_STATUSES);

/** The application form (spec §2 /m/agentRegister); consent must be true. */
export const AgentApplyBody = Type.Object(
  {
    realName: Type.String({ minLength: 1, maxLength: AGENT_REAL_NAME_MAX }),
    contactKind: AgentContactKindSchema,
    contact: Type.String({ minLength: 1, maxLength: AGENT_CONTACT_MAX }),
    channel: AgentChannelSchema,
    channelDetail: Type.String({ minLength: 1, maxLength: AGENT_CHANNEL_DETAIL_MAX }),
    expectedPlayers: Type.Integer({ minimum: 1, maximum: AGENT_EXPECTED_PLAYERS_MAX }),
    note: Type.Optional(Type.String({ maxLength: AGENT_NOTE_MAX })),
    consent: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type AgentApplyBody = Static<typeof AgentApplyBody>;

/** The member's latest application as they see it. */
export const AgentApplicationView = Type.Object({
  applicationId: Type.String(),
  status: AgentApplicationStatusSchema,
  submittedAt: Time,
  decidedAt: Type.Union([Time, Type.Null()]),
  /** The operator's reason of a rejection (null otherwise). */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** A rejected applicant may apply again from then (null: at once). */
  reapplyAfter: Type.Union([Time, Type.Null()]),
});
export type AgentApplicationView = Static<typeof AgentApplicationView>;

/** GET application: the member's latest application (null: none) and whether they may apply now. */
export const AgentApplicationValue = Type.Object({
  isAgent: Type.Boolean(),
  canApply: Type.Boolean(),
  application: Type.Union([AgentApplicationView, Type.Null()]),
});
export type AgentApplicationValue = Static<typeof AgentApplicationValue>;

/** A plan as the agent sees it. */
export const AgentPlanView = Type.Object({
  name: Type.String(),
  rateBps: Type.Integer(),
  minActiveMembers: Type.Integer(),
  period: Type.Enum(AGENT_PLAN_PERIODS),
});
export type AgentPlanView = Static<typeof AgentPlanView>;

/** A period's figures, from the ledger (or, once settled, as the statement recorded them). */
export const AgentPeriodFigures = Type.Object({
  period: Type.String({ pattern: AGENT_PERIOD_PATTERN }),
  downlineMembers: Type.Integer({ minimum: 0 }),
  activeMembers: Type.Integer({ minimum: 0 }),
  turnover: Money,
  wins: Money,
  bonuses: Money,
  netRevenue: Money,
  rateBps: Type.Integer(),
  minActiveMembers: Type.Integer(),
  commission: Money,
});
export type AgentPeriodFigures = Static<typeof AgentPeriodFigures>;

export const AgentPastPeriod = Type.Object({
  ...AgentPeriodFigures.properties,
  status: Type.Enum(AGENT_PERIOD_STATUSES),
  /** When it was paid (status 'paid'). */
  paidAt: Type.Union([Time, Type.Null()]),
});
export type AgentPastPeriod = Static<typeof AgentPastPeriod>;

/** The agent's commission screen: their plan (null: none assigned), the running month, the past ones, newest first. */
export const AgentCommissionValue = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Minor digits of the currency (0 for VND). */
  decimals: Type.Integer({ minimum: 0 }),
  plan: Type.Union([AgentPlanView, Type.Null()]),
  current: Type.Union([AgentPeriodFigures, Type.Null()]),
  past: Type.Array(AgentPastPeriod),
});
export type AgentCommissionValue = Static<typeof AgentCommissionValue>;

export const agentsRoutes = {
  application: { ...AGENTS_CALLS.application, response: Ok(AgentApplicationValue) },
  apply: { ...AGENTS_CALLS.apply, body: AgentApplyBody, response: Ok(AgentApplicationValue) },
  commission: { ...AGENTS_CALLS.commission, response: Ok(AgentCommissionValue) },
} as const;

// ---- operator ---------------------------------------------------------------------------------

const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' });
const NumericId = Type.String({ pattern: '^[0-9]{1,15}$' });
const Period = Type.String({ pattern: AGENT_PERIOD_PATTERN });

export const OperatorAgentApplication = Type.Object({
  applicationId: Type.String(),
  username: Type.String(),
  realName: Type.String(),
  contactKind: AgentContactKindSchema,
  contact: Type.String(),
  channel: AgentChannelSchema,
  channelDetail: Type.String(),
  expectedPlayers: Type.Integer(),
  note: Type.String(),
  status: AgentApplicationStatusSchema,
  submittedAt: Time,
  decidedAt: Type.Union([Time, Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  reapplyAfter: Type.Union([Time, Type.Null()]),
  /** The affiliate code the approval gave. */
  affiliateCode: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorAgentApplication = Static<typeof OperatorAgentApplication>;

export const AgentApplicationsQuery = Type.Object(
  { status: Type.Optional(AgentApplicationStatusSchema) },
  { additionalProperties: false },
);
export const AgentApproveBody = Type.Object(
  { planId: Type.Optional(NumericId) },
  { additionalProperties: false },
);
export type AgentApproveBody = Static<typeof AgentApproveBody>;
export const AgentRejectBody = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: AGENT_REJECT_REASON_MAX }),
    /** Days before the member may apply again; 0 (default): at once. */
    waitDays: Type.Optional(Type.Integer({ minimum: 0, maximum: AGENT_REAPPLY_WAIT_DAYS_MAX })),
  },
  { additionalProperties: false },
);
export type AgentRejectBody = Static<typeof AgentRejectBody>;

export const AgentPlan = Type.Object({
  planId: Type.String(),
  name: Type.String(),
  rateBps: Type.Integer(),
  minActiveMembers: Type.Integer(),
  period: Type.Enum(AGENT_PLAN_PERIODS),
  active: Type.Boolean(),
  /** How many agents have this plan. */
  agents: Type.Integer({ minimum: 0 }),
});
export type AgentPlan = Static<typeof AgentPlan>;

const planFields = {
  name: Type.String({ minLength: 1, maxLength: AGENT_PLAN_NAME_MAX }),
  rateBps: Type.Integer({ minimum: 0, maximum: AGENT_RATE_BPS_MAX }),
  minActiveMembers: Type.Integer({ minimum: 0, maximum: AGENT_MIN_ACTIVE_MAX }),
  period: Type.Enum(AGENT_PLAN_PERIODS),
  active: Type.Boolean(),
};
export const AgentPlanCreate = Type.Object(
  {
    name: planFields.name,
    rateBps: planFields.rateBps,
    minActiveMembers: planFields.minActiveMembers,
    period: Type.Optional(planFields.period),
    active: Type.Optional(planFields.active),
  },
  { additionalProperties: false },
);
export type AgentPlanCreate = Static<typeof AgentPlanCreate>;
export const AgentPlanPatch = Type.Partial(Type.Object(planFields, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type AgentPlanPatch = Static<typeof AgentPlanPatch>;
export const AgentPlanAssign = Type.Object({ planId: NumericId }, { additionalProperties: false });

/** A settled period's statement: the figures used and what was paid. */
export const AgentStatement = Type.Object({
  username: Type.String(),
  ...AgentPeriodFigures.properties,
  planName: Type.String(),
  status: Type.Enum(AGENT_PERIOD_STATUSES),
  transactionId: Type.Union([Type.String(), Type.Null()]),
  settledAt: Time,
});
export type AgentStatement = Static<typeof AgentStatement>;

export const AgentSettleValue = Type.Object({
  period: Type.String(),
  /** Statements this call wrote (a repeated settle writes none). */
  settled: Type.Integer({ minimum: 0 }),
  statements: Type.Array(AgentStatement),
});
export type AgentSettleValue = Static<typeof AgentSettleValue>;

const MerchantParams = Type.Object({ merchantCode: MerchantCode });
const ApplicationParams = Type.Object({ merchantCode: MerchantCode, applicationId: NumericId });
const PlanParams = Type.Object({ merchantCode: MerchantCode, planId: NumericId });
const AgentParams = Type.Object({
  merchantCode: MerchantCode,
  username: Type.String({ minLength: 1, maxLength: 64 }),
});
const PeriodParams = Type.Object({ merchantCode: MerchantCode, period: Period });

export const agentsOperatorRoutes = {
  applications: {
    method: 'GET',
    url: AGENTS_OPERATOR_PATHS.applications,
    params: MerchantParams,
    querystring: AgentApplicationsQuery,
    response: Ok(Type.Array(OperatorAgentApplication)),
  },
  approve: {
    method: 'POST',
    url: AGENTS_OPERATOR_PATHS.approve,
    params: ApplicationParams,
    body: AgentApproveBody,
    response: Ok(OperatorAgentApplication),
  },
  reject: {
    method: 'POST',
    url: AGENTS_OPERATOR_PATHS.reject,
    params: ApplicationParams,
    body: AgentRejectBody,
    response: Ok(OperatorAgentApplication),
  },
  plans: {
    method: 'GET',
    url: AGENTS_OPERATOR_PATHS.plans,
    params: MerchantParams,
    response: Ok(Type.Array(AgentPlan)),
  },
  createPlan: {
    method: 'POST',
    url: AGENTS_OPERATOR_PATHS.plans,
    params: MerchantParams,
    body: AgentPlanCreate,
    response: Ok(AgentPlan),
  },
  patchPlan: {
    method: 'PATCH',
    url: AGENTS_OPERATOR_PATHS.plan,
    params: PlanParams,
    body: AgentPlanPatch,
    response: Ok(AgentPlan),
  },
  assignPlan: {
    method: 'PUT',
    url: AGENTS_OPERATOR_PATHS.agentPlan,
    params: AgentParams,
    body: AgentPlanAssign,
    response: Ok(Type.Object({ username: Type.String(), planId: Type.String() })),
  },
  statements: {
    method: 'GET',
    url: AGENTS_OPERATOR_PATHS.commission,
    params: PeriodParams,
    response: Ok(Type.Array(AgentStatement)),
  },
  settle: {
    method: 'POST',
    url: AGENTS_OPERATOR_PATHS.settle,
    params: PeriodParams,
    response: Ok(AgentSettleValue),
  },
} as const;
