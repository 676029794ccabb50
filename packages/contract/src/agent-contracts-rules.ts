/**
 * Agent contracts' plain values (no schemas; issue 16 point 4, decision 0049): the operator's offers
 * to an agent of a daily salary, a dividend or an hourly salary, their terms as tiers, the periods
 * they are settled for, the contract check's flags (spec §3, §7) and who is asked (spec §6). The
 * schemas are in agent-contracts.ts.
 */
import type { ApiCall } from './api-call';
import { CONTRACT_EXCLUDED_MEMBER_TYPES, isAgent } from './enums';
import { BASIS_POINTS } from './rewards-rules';

export const CONTRACT_KINDS = ['daily_salary', 'dividend', 'hourly_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const isContractKind = (value: string): value is ContractKind =>
  (CONTRACT_KINDS as readonly string[]).includes(value);

/** A contract's life: offered (waiting for the agent) → accepted or declined; withdrawn, ended by the operator. */
export const CONTRACT_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** The statuses of a live contract: one per agent and kind. */
export const LIVE_CONTRACT_STATUSES: readonly ContractStatus[] = ['offered', 'accepted'];

/** Spec §3: the contract check's flag of each kind (true while an offer of that kind waits). */
export const CONTRACT_FLAG_OF = {
  daily_salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly_salary: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;
export type ContractFlag = (typeof CONTRACT_FLAG_OF)[ContractKind];

/** Spec §2: the screen of each kind (the home alert's Go opens it). */
export const CONTRACT_SCREEN_OF = {
  daily_salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly_salary: '/m/member/agent/getHourContract',
} as const satisfies Record<ContractKind, string>;

export const contractKindOfScreen = (pathname: string): ContractKind | null =>
  CONTRACT_KINDS.find((kind) => CONTRACT_SCREEN_OF[kind] === pathname.replace(/\/+$/, '')) ?? null;

/** Spec §6: contract prompts only when AGENTPOLICY3 is on and the type is an agent's, not 4, 40, 41, 42. */
export const contractPromptsAllowed = (type: number, agentPolicyOn: boolean): boolean =>
  agentPolicyOn && isAgent(type) && !CONTRACT_EXCLUDED_MEMBER_TYPES.includes(type);

/** May this member hold a contract at all (the operator's offer checks it): an agent of a type not excluded. */
export const mayHoldContract = (type: number): boolean =>
  isAgent(type) && !CONTRACT_EXCLUDED_MEMBER_TYPES.includes(type);

export const AGENT_CONTRACTS_PATHS = {
  /** Spec §7 "contract requests GET with token": the three flags of spec §3. */
  check: '/wps/agent/contracts/check',
  /** The agent's live contract of a kind (offered or accepted) with its payouts; null when none. */
  contract: '/wps/agent/contracts/:kind',
  accept: '/wps/agent/contracts/:contractId/accept',
  decline: '/wps/agent/contracts/:contractId/decline',
} as const;

export const AGENT_CONTRACTS_CALLS = {
  check: { method: 'GET', url: AGENT_CONTRACTS_PATHS.check },
  contract: { method: 'GET', url: AGENT_CONTRACTS_PATHS.contract },
  accept: { method: 'POST', url: AGENT_CONTRACTS_PATHS.accept },
  decline: { method: 'POST', url: AGENT_CONTRACTS_PATHS.decline },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key): offer, list, withdraw an offer, end an accepted one, settle a period. */
export const AGENT_CONTRACTS_OPERATOR_PATHS = {
  contracts: '/wps/operator/merchants/:merchantCode/agent-contracts',
  withdraw: '/wps/operator/merchants/:merchantCode/agent-contracts/:contractId/withdraw',
  end: '/wps/operator/merchants/:merchantCode/agent-contracts/:contractId/end',
  settle: '/wps/operator/merchants/:merchantCode/agent-contracts/settle',
} as const;

export const CONTRACT_ID_PATTERN = '^[0-9]{1,15}$';

// ---- terms ----------------------------------------------------------------------------------

export const CONTRACT_TIERS_MAX = 10;
/** A threshold of turnover or net loss (minor units): up to 10^13 (10 trillion đồng). */
export const CONTRACT_THRESHOLD_MAX = 10_000_000_000_000;
export const CONTRACT_ACTIVE_MEMBERS_MAX = 100_000;
/** A salary's amount per day or hour (minor units): 1 to 10^9. */
export const CONTRACT_AMOUNT_MAX = 1_000_000_000;
/** A dividend's rate in basis points of the net loss: 0.01% to 50%. */
export const CONTRACT_RATE_BP_MAX = 5_000;

/** Daily salary: reach this downline turnover of the day with this many active members → this amount. */
export interface DailySalaryTier {
  minTurnover: number;
  minActiveMembers: number;
  amount: number;
}
/** Hourly salary: reach this downline turnover in the hour → this amount. */
export interface HourlySalaryTier {
  minTurnover: number;
  amount: number;
}
/** Dividend: reach this downline net loss (turnover − wins − bonuses) in the half-month with these active members → this rate. */
export interface DividendTier {
  minNetLoss: number;
  minActiveMembers: number;
  rateBp: number;
}
export interface ContractTierOf {
  daily_salary: DailySalaryTier;
  hourly_salary: HourlySalaryTier;
  dividend: DividendTier;
}
export type AnyContractTier = DailySalaryTier | HourlySalaryTier | DividendTier;

/** A downline's figures in a period, what the tiers are measured against. */
export interface DownlineFigures {
  turnover: number;
  /** turnover − wins − bonuses (the house's gain from the downline; may be negative). */
  netLoss: number;
  /** Downline members with any turnover in the period. */
  activeMembers: number;
}

const thresholdOf = (tier: AnyContractTier): number =>
  'minNetLoss' in tier ? tier.minNetLoss : tier.minTurnover;
const membersOf = (tier: AnyContractTier): number => ('minActiveMembers' in tier ? tier.minActiveMembers : 0);
const payOf = (tier: AnyContractTier): number => ('rateBp' in tier ? tier.rateBp : tier.amount);

/**
 * What is wrong with a ladder of tiers, by field (empty when fine): each tier's main threshold
 * (turnover or net loss) strictly above the previous one's, its active members no fewer, its pay
 * (amount or rate) strictly more — so the highest tier met is the best one. A dividend's net loss
 * starts at 1 (a dividend is a share of a loss).
 */
export const contractTierProblems = (tiers: readonly AnyContractTier[]): Record<string, string> => {
  const problems: Record<string, string> = {};
  tiers.forEach((tier, index) => {
    if ('minNetLoss' in tier && tier.minNetLoss < 1)
      problems[`tiers.${index}.minNetLoss`] = 'must be at least 1';
    const previous = tiers[index - 1];
    if (!previous) return;
    if (thresholdOf(tier) <= thresholdOf(previous)) {
      problems[`tiers.${index}`] = 'thresholds must ascend: above the previous tier';
    } else if (membersOf(tier) < membersOf(previous)) {
      problems[`tiers.${index}.minActiveMembers`] = 'must be no fewer than the previous tier';
    } else if (payOf(tier) <= payOf(previous)) {
      problems[`tiers.${index}`] = 'must pay more than the previous tier';
    }
  });
  return problems;
};

/** The index of the highest tier these figures meet, or null (exactly the threshold qualifies). */
export const contractTierMet = (
  tiers: readonly AnyContractTier[],
  figures: DownlineFigures,
): number | null => {
  for (let index = tiers.length - 1; index >= 0; index--) {
    const tier = tiers[index] as AnyContractTier;
    const measured = 'minNetLoss' in tier ? figures.netLoss : figures.turnover;
    if (measured >= thresholdOf(tier) && figures.activeMembers >= membersOf(tier)) return index;
  }
  return null;
};

/** What a tier pays for these figures: a salary's amount, or a dividend's rate of the net loss (rounded down). */
export const contractPayOf = (tier: AnyContractTier, figures: DownlineFigures): number =>
  'rateBp' in tier ? Math.floor((Math.max(0, figures.netLoss) * tier.rateBp) / BASIS_POINTS) : tier.amount;

// ---- periods (UTC) --------------------------------------------------------------------------

/**
 * A settled period's name: a daily salary's day `2026-11-25`, an hourly salary's hour
 * `2026-11-25T13` (13:00-14:00 UTC), a dividend's half-month `2026-11-1H` (1st-15th) or
 * `2026-11-2H` (16th to the month's end).
 */
export const CONTRACT_PERIOD_PATTERN = '^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2})?|-[12]H)$';
export const CONTRACT_PERIOD_EXAMPLE: Record<ContractKind, string> = {
  daily_salary: '2026-11-25',
  hourly_salary: '2026-11-25T13',
  dividend: '2026-11-1H',
};

const HOUR_MS = 3_600_000;

/** The period's start (inclusive) and end (exclusive), Unix ms; null when the name is not one of the kind's. */
export const contractPeriodRange = (
  kind: ContractKind,
  period: string,
): { from: number; to: number } | null => {
  const patterns: Record<ContractKind, RegExp> = {
    daily_salary: /^(\d{4})-(\d{2})-(\d{2})$/,
    hourly_salary: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
    dividend: /^(\d{4})-(\d{2})-([12])H$/,
  };
  const match = patterns[kind].exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || month < 1 || month > 12) return null;
  if (kind === 'dividend') {
    const first = match[3] === '1';
    return {
      from: Date.UTC(year, month - 1, first ? 1 : 16),
      to: first ? Date.UTC(year, month - 1, 16) : Date.UTC(year, month, 1),
    };
  }
  const day = Number(match[3]);
  const from = Date.UTC(year, month - 1, day, kind === 'hourly_salary' ? Number(match[4]) : 0);
  const check = new Date(from);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (kind === 'hourly_salary') {
    if (Number(match[4]) > 23) return null;
    return { from, to: from + HOUR_MS };
  }
  return { from, to: from + 24 * HOUR_MS };
};

/** The English text of the contracts' error codes. */
export const AGENT_CONTRACTS_MESSAGES = {
  CONTRACT_NOT_OFFERED: 'This contract is no longer waiting for your answer',
  noContract: 'No such contract',
  liveExists: 'This agent already has a live contract of this kind: withdraw or end it first',
  notAgent: 'is not an agent who may hold contracts',
  periodOpen: 'is not over yet: only a closed period is settled',
  periodInvalid: 'is not a period of this kind',
} as const;
