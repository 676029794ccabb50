/**
 * Agent applications, agent plans and the plan's commission (issue 16 points 2, 3 and 5; spec §2
 * /m/agentRegister, §6 Agent, §7 agent endpoint groups). Plain values and calls, no schemas (those
 * are in agents.ts). Decision 0047: a member applies once at a time; the operator approves (the
 * member becomes an agent, type 1, with a generated affiliate code and a plan) or rejects with a
 * reason and an optional wait before the next application. Commission is computed from the ledger
 * per calendar month (UTC) and stored only when the operator settles a closed month.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const AGENTS_PATHS = {
  /** The member's latest application and whether they may apply (GET), or a new application (POST). */
  application: '/wps/agent/application',
  /** An agent's commission: the running month and the past months with their status. */
  commission: '/wps/agent/commission',
} as const;

export const AGENTS_CALLS = {
  application: { method: 'GET', url: AGENTS_PATHS.application },
  apply: { method: 'POST', url: AGENTS_PATHS.application },
  commission: { method: 'GET', url: AGENTS_PATHS.commission },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header). */
export const AGENTS_OPERATOR_PATHS = {
  applications: '/wps/operator/merchants/:merchantCode/agent-applications',
  approve: '/wps/operator/merchants/:merchantCode/agent-applications/:applicationId/approve',
  reject: '/wps/operator/merchants/:merchantCode/agent-applications/:applicationId/reject',
  plans: '/wps/operator/merchants/:merchantCode/agent-plans',
  plan: '/wps/operator/merchants/:merchantCode/agent-plans/:planId',
  agentPlan: '/wps/operator/merchants/:merchantCode/agents/:username/plan',
  commission: '/wps/operator/merchants/:merchantCode/agent-commission/:period',
  settle: '/wps/operator/merchants/:merchantCode/agent-commission/:period/settle',
} as const;

/** Where the agent will bring players from. */
export const AGENT_CHANNELS = ['website', 'social', 'community', 'other'] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];
/** How the operator reaches the applicant. */
export const AGENT_CONTACT_KINDS = ['mobile', 'telegram', 'email'] as const;
export type AgentContactKind = (typeof AGENT_CONTACT_KINDS)[number];
export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

export const AGENT_REAL_NAME_MAX = 64;
export const AGENT_CONTACT_MAX = 64;
export const AGENT_CHANNEL_DETAIL_MAX = 200;
export const AGENT_NOTE_MAX = 500;
export const AGENT_EXPECTED_PLAYERS_MAX = 100_000;
export const AGENT_REJECT_REASON_MAX = 200;
/** The most days an operator may make a rejected applicant wait before applying again. */
export const AGENT_REAPPLY_WAIT_DAYS_MAX = 90;

/** What each contact kind must look like (checked by the server; the site checks it first). */
export const AGENT_CONTACT_PATTERNS: Readonly<Record<AgentContactKind, string>> = {
  mobile: '^\\+?[0-9]{6,15}$',
  telegram: '^@?[A-Za-z0-9_]{5,32}$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
};
export const isAgentContact = (kind: AgentContactKind, value: string): boolean =>
  new RegExp(AGENT_CONTACT_PATTERNS[kind]).test(value.trim());

/** A plan's commission rate in basis points of the downline's net gaming revenue (10000 = 100 %). */
export const AGENT_RATE_BPS_MAX = 10_000;
export const AGENT_PLAN_NAME_MAX = 64;
export const AGENT_MIN_ACTIVE_MAX = 10_000;
/** The settlement period: one kind, the calendar month in UTC. */
export const AGENT_PLAN_PERIODS = ['monthly'] as const;
export type AgentPlanPeriod = (typeof AGENT_PLAN_PERIODS)[number];
/** A period as the calls name it: YYYY-MM. */
export const AGENT_PERIOD_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
/** How many closed months the agent's commission screen looks back (a month whose downline did nothing is left out). */
export const AGENT_PAST_PERIODS = 6;

/** A closed month's status: paid, below the active-member minimum, nothing to pay, or commission awaiting settlement. */
export const AGENT_PERIOD_STATUSES = ['paid', 'below_minimum', 'nothing', 'unsettled'] as const;
export type AgentPeriodStatus = (typeof AGENT_PERIOD_STATUSES)[number];

/** Net gaming revenue of a downline: turnover − wins − bonuses. */
export const netRevenueOf = (figures: { turnover: number; wins: number; bonuses: number }): number =>
  figures.turnover - figures.wins - figures.bonuses;

/**
 * The commission of a period: rate × net revenue (rounded down to a whole minor unit), nothing when
 * the net revenue is not positive or fewer members than the plan's minimum were active.
 */
export const commissionOf = (
  netRevenue: number,
  rateBps: number,
  activeMembers: number,
  minActiveMembers: number,
): number =>
  activeMembers < minActiveMembers || netRevenue <= 0 ? 0 : Math.floor((netRevenue * rateBps) / 10_000);

/** The month [from, to) in UTC of a YYYY-MM period. */
export const periodRangeOf = (period: string): { from: Date; to: Date } => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
};
/** The YYYY-MM period of a time, `offset` months later (negative: earlier). */
export const periodOf = (time: number | Date, offset = 0): string => {
  const date = new Date(time);
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
};

export const AGENTS_MESSAGES = {
  [ErrorCode.AGENT_APPLICATION_OPEN]: 'Your agent application is waiting for review',
  [ErrorCode.AGENT_REAPPLY_TOO_SOON]: 'You may apply again after the date given',
  [ErrorCode.ALREADY_AGENT]: 'You are an agent already',
  [ErrorCode.AGENT_APPLICATION_DECIDED]: 'This application has been decided already',
  [ErrorCode.PERIOD_OPEN]: 'An open period cannot be settled',
} as const;
