/**
 * The agent centre's plain values (no schemas): paths and calls of an agent's own business (spec §7
 * agent endpoint group: KPI A and B, downline, affiliate URLs, downline transfer, quotas), the
 * periods and their boundaries, the downline's sort keys and the transfer limits' fallback. Every
 * call needs a session of an agent (403 NOT_AGENT otherwise) and is only ever about the calling
 * agent's own downline. Schemas are in agent-centre.ts; decision 0048.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const AGENT_CENTRE_PATHS = {
  /** KPI A (the period) and B (the period before it) of the agent's downline. */
  kpi: '/wps/agent/kpi',
  /** The agent's downline members with their figures in a period: search, sort, 25 a page. */
  downline: '/wps/agent/downline',
  /** The agent's affiliate code and registration links, one per domain of the merchant. */
  links: '/wps/agent/links',
  /** The transfer limits and what is left of today's quota. */
  quota: '/wps/agent/quota',
  /** POST: a transfer to a downline member (Idempotency-Key); GET: the agent's transfers, newest first. */
  transfers: '/wps/agent/transfers',
} as const;

export const AGENT_CENTRE_CALLS = {
  kpi: { method: 'GET', url: AGENT_CENTRE_PATHS.kpi },
  downline: { method: 'GET', url: AGENT_CENTRE_PATHS.downline },
  links: { method: 'GET', url: AGENT_CENTRE_PATHS.links },
  quota: { method: 'GET', url: AGENT_CENTRE_PATHS.quota },
  /** Sealed like the withdrawal: it carries the payment password. */
  transfer: { method: 'POST', url: AGENT_CENTRE_PATHS.transfers, encrypted: true },
  transfers: { method: 'GET', url: AGENT_CENTRE_PATHS.transfers },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key): the merchant's default transfer limits and each agent's own. */
export const AGENT_CENTRE_OPERATOR_PATHS = {
  quotas: '/wps/operator/merchants/:merchantCode/agent-quotas',
  defaultQuota: '/wps/operator/merchants/:merchantCode/agent-quotas/default',
  agentQuota: '/wps/operator/merchants/:merchantCode/agent-quotas/agents/:username',
} as const;

export const AGENT_KPI_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
export type AgentKpiPeriod = (typeof AGENT_KPI_PERIODS)[number];

/** The downline list's page size (spec §9: lists page by 25). */
export const AGENT_DOWNLINE_PAGE_SIZE = 25;
export const AGENT_DOWNLINE_SORTS = [
  'joined',
  'lastLogin',
  'username',
  'deposits',
  'turnover',
  'wins',
  'net',
] as const;
export type AgentDownlineSort = (typeof AGENT_DOWNLINE_SORTS)[number];

/** An agent's transfer limits in minor units: per transfer, and the sum of a UTC day's transfers. */
export interface AgentTransferLimits {
  minPerTransfer: number;
  maxPerTransfer: number;
  dailyQuota: number;
}

/** The limits of a merchant whose operator set none (1,000 to 10,000,000 a transfer, 50,000,000 a day). */
export const AGENT_TRANSFER_FALLBACK_LIMITS: AgentTransferLimits = {
  minPerTransfer: 1_000,
  maxPerTransfer: 10_000_000,
  dailyQuota: 50_000_000,
};

/** Limits the operator may set: min ≤ max, each at most 10^15. */
export const agentLimitsProblem = (limits: AgentTransferLimits): string | null =>
  limits.minPerTransfer > limits.maxPerTransfer ? 'minPerTransfer must not exceed maxPerTransfer' : null;

export const AGENT_CENTRE_MESSAGES = {
  [ErrorCode.AGENT_QUOTA_EXCEEDED]: "The transfer is above what is left of today's transfer quota",
  notDownline: 'No such member in your downline',
} as const;

/** A [from, to) span of time. */
export interface Span {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
const utcMonth = (at: Date, add: number) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + add, 1);

/**
 * KPI A (the period around `now`, whole calendar units in UTC: a week starts on Monday) and KPI B
 * (the same kind of unit just before it: yesterday for today, last week for this week, the month
 * before for a month). The merchants have no time zone of their own (site config carries none).
 */
export const kpiSpansOf = (period: AgentKpiPeriod, now: Date): { current: Span; previous: Span } => {
  const day = utcDay(now);
  const span = (from: number, to: number): Span => ({ from: new Date(from), to: new Date(to) });
  switch (period) {
    case 'today':
      return { current: span(day, day + DAY_MS), previous: span(day - DAY_MS, day) };
    case 'yesterday':
      return { current: span(day - DAY_MS, day), previous: span(day - 2 * DAY_MS, day - DAY_MS) };
    case 'thisWeek': {
      const monday = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
      return { current: span(monday, monday + 7 * DAY_MS), previous: span(monday - 7 * DAY_MS, monday) };
    }
    case 'thisMonth':
      return {
        current: span(utcMonth(now, 0), utcMonth(now, 1)),
        previous: span(utcMonth(now, -1), utcMonth(now, 0)),
      };
    case 'lastMonth':
      return {
        current: span(utcMonth(now, -1), utcMonth(now, 0)),
        previous: span(utcMonth(now, -2), utcMonth(now, -1)),
      };
  }
};

/** Today in UTC: the day a daily quota counts. */
export const quotaDayOf = (now: Date): Span => {
  const day = utcDay(now);
  return { from: new Date(day), to: new Date(day + DAY_MS) };
};

/** A registration link of the agent's code on one domain (spec §4 affiliate: the register page reads it). */
export const affiliateLinkOf = (domain: string, code: string) =>
  `https://${domain}/m/register?affiliateCode=${encodeURIComponent(code)}`;

/** B's change to A as a whole percentage, or null when B is 0 (no base). */
export const changePercentOf = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 100);
