/**
 * The agent centre (issue 16, decision 0048): an agent's KPI, downline, affiliate links, transfer
 * quota and transfers to their downline. Plain values and calls are in agent-centre-rules.ts.
 */
import Type, { type Static } from 'typebox';
import {
  AGENT_CENTRE_CALLS,
  AGENT_CENTRE_OPERATOR_PATHS,
  AGENT_DOWNLINE_SORTS,
  AGENT_KPI_PERIODS,
} from './agent-centre-rules';
import { Ok } from './envelope';
import { Amount, IdempotencyHeaders, Money, Paged, PageQuery, Time } from './money-schemas';

const Period = Type.Enum(AGENT_KPI_PERIODS);
const Count = Type.Integer({ minimum: 0 });

/** One period's figures of the downline, from the ledger (net revenue = turnover − wins − bonuses). */
export const AgentKpiFigures = Type.Object({
  registrations: Count,
  firstDepositors: Count,
  activeMembers: Count,
  deposits: Money,
  withdrawals: Money,
  turnover: Money,
  wins: Money,
  bonuses: Money,
  netRevenue: Money,
});
export type AgentKpiFigures = Static<typeof AgentKpiFigures>;

const KpiSpan = Type.Object({ from: Time, to: Time, figures: AgentKpiFigures });

/** KPI A (the period) and KPI B (the period before it). */
export const AgentKpiValue = Type.Object({
  period: Period,
  currency: Type.String(),
  current: KpiSpan,
  previous: KpiSpan,
});
export type AgentKpiValue = Static<typeof AgentKpiValue>;

export const AgentKpiQuery = Type.Object({ period: Type.Optional(Period) }, { additionalProperties: false });

export const AgentDownlineMember = Type.Object({
  username: Type.String(),
  nickname: Type.String(),
  joinedAt: Time,
  lastLoginAt: Type.Union([Time, Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  type: Type.Integer(),
  deposits: Money,
  turnover: Money,
  wins: Money,
  net: Money,
});
export type AgentDownlineMember = Static<typeof AgentDownlineMember>;

export const AgentDownlineQuery = Type.Object(
  {
    period: Type.Optional(Period),
    username: Type.Optional(Type.String({ maxLength: 64 })),
    sort: Type.Optional(Type.Enum(AGENT_DOWNLINE_SORTS)),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    pageNo: PageQuery.pageNo,
  },
  { additionalProperties: false },
);
export type AgentDownlineQuery = Static<typeof AgentDownlineQuery>;

export const AgentDownlinePage = Type.Object({
  ...Paged(AgentDownlineMember).properties,
  total: Count,
});
export type AgentDownlinePage = Static<typeof AgentDownlinePage>;

export const AgentLinksValue = Type.Object({
  affiliateCode: Type.String(),
  links: Type.Array(Type.Object({ domain: Type.String(), url: Type.String() })),
  /** Members registered with the code (all domains: the registration's domain is not told apart). */
  registrations: Count,
});
export type AgentLinksValue = Static<typeof AgentLinksValue>;

export const AgentTransferLimitsSchema = Type.Object({
  minPerTransfer: Amount,
  maxPerTransfer: Amount,
  dailyQuota: Amount,
});

export const AgentQuotaValue = Type.Object({
  ...AgentTransferLimitsSchema.properties,
  currency: Type.String(),
  usedToday: Money,
  remainingToday: Money,
  /** The agent's wallet balance, and what of it may be transferred (sandbox credits stay). */
  balance: Money,
  transferable: Money,
});
export type AgentQuotaValue = Static<typeof AgentQuotaValue>;

export const AgentTransferBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Amount,
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type AgentTransferBody = Static<typeof AgentTransferBody>;

export const AgentTransfer = Type.Object({
  transferId: Type.String(),
  username: Type.String(),
  amount: Money,
  currency: Type.String(),
  createdAt: Time,
});
export type AgentTransfer = Static<typeof AgentTransfer>;

export const AgentTransferResult = Type.Object({
  ...AgentTransfer.properties,
  /** The agent's balance after it. */
  balance: Money,
  remainingToday: Money,
  replayed: Type.Boolean(),
});
export type AgentTransferResult = Static<typeof AgentTransferResult>;

export const AgentTransfersQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

export const agentCentreRoutes = {
  kpi: { ...AGENT_CENTRE_CALLS.kpi, querystring: AgentKpiQuery, response: Ok(AgentKpiValue) },
  downline: {
    ...AGENT_CENTRE_CALLS.downline,
    querystring: AgentDownlineQuery,
    response: Ok(AgentDownlinePage),
  },
  links: { ...AGENT_CENTRE_CALLS.links, response: Ok(AgentLinksValue) },
  quota: { ...AGENT_CENTRE_CALLS.quota, response: Ok(AgentQuotaValue) },
  transfer: {
    ...AGENT_CENTRE_CALLS.transfer,
    headers: IdempotencyHeaders,
    body: AgentTransferBody,
    response: Ok(AgentTransferResult),
  },
  transfers: {
    ...AGENT_CENTRE_CALLS.transfers,
    querystring: AgentTransfersQuery,
    response: Ok(Paged(AgentTransfer)),
  },
} as const;

// ---- operator ---------------------------------------------------------------------------------

export const AgentLimitsBody = Type.Object(AgentTransferLimitsSchema.properties, {
  additionalProperties: false,
});
export type AgentLimitsBody = Static<typeof AgentLimitsBody>;

export const OperatorAgentQuotas = Type.Object({
  /** The merchant's default (the fallback when the operator set none). */
  default: AgentTransferLimitsSchema,
  agents: Type.Array(Type.Object({ username: Type.String(), ...AgentTransferLimitsSchema.properties })),
});
export type OperatorAgentQuotas = Static<typeof OperatorAgentQuotas>;

const MerchantParams = Type.Object({ merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) });
const AgentParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
});

export const agentCentreOperatorRoutes = {
  quotas: {
    method: 'GET',
    url: AGENT_CENTRE_OPERATOR_PATHS.quotas,
    params: MerchantParams,
    response: Ok(OperatorAgentQuotas),
  },
  setDefault: {
    method: 'PUT',
    url: AGENT_CENTRE_OPERATOR_PATHS.defaultQuota,
    params: MerchantParams,
    body: AgentLimitsBody,
    response: Ok(OperatorAgentQuotas),
  },
  setAgent: {
    method: 'PUT',
    url: AGENT_CENTRE_OPERATOR_PATHS.agentQuota,
    params: AgentParams,
    body: AgentLimitsBody,
    response: Ok(OperatorAgentQuotas),
  },
} as const;
