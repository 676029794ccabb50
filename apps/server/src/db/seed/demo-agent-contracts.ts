/**
 * The demo agent's contracts (issue 16, decision 0049), so the home alerts after login show in the
 * demo: a daily salary offered (waiting), a dividend offered (waiting) and an hourly salary the
 * agent accepted. Amounts in đồng (VND). Each has a seed key, so the idempotent seed inserts it once;
 * an operator's withdrawal or the agent's answer stays.
 */
import type { AnyContractTier, ContractKind, ContractStatus } from '@app/contract';
import type { agentContracts } from '../../features/agent-contracts/tables';

type ContractRow = typeof agentContracts.$inferInsert;

const DAY_MS = 86_400_000;

/** Daily salary: the downline's turnover of the day and its active members → đồng a day. */
const DAILY_TIERS: AnyContractTier[] = [
  { minTurnover: 20_000_000, minActiveMembers: 3, amount: 200_000 },
  { minTurnover: 50_000_000, minActiveMembers: 5, amount: 600_000 },
  { minTurnover: 150_000_000, minActiveMembers: 10, amount: 2_000_000 },
];
/** Dividend: the downline's net loss of the half-month and its active members → basis points of it. */
const DIVIDEND_TIERS: AnyContractTier[] = [
  { minNetLoss: 10_000_000, minActiveMembers: 5, rateBp: 1_500 },
  { minNetLoss: 50_000_000, minActiveMembers: 10, rateBp: 2_500 },
  { minNetLoss: 200_000_000, minActiveMembers: 20, rateBp: 3_500 },
];
/** Hourly salary: the downline's turnover in the hour → đồng an hour. */
const HOURLY_TIERS: AnyContractTier[] = [
  { minTurnover: 2_000_000, amount: 20_000 },
  { minTurnover: 10_000_000, amount: 120_000 },
];

const CONTRACTS: readonly {
  seedKey: string;
  kind: ContractKind;
  status: ContractStatus;
  tiers: AnyContractTier[];
}[] = [
  { seedKey: 'agent-daily-salary', kind: 'daily_salary', status: 'offered', tiers: DAILY_TIERS },
  { seedKey: 'agent-dividend', kind: 'dividend', status: 'offered', tiers: DIVIDEND_TIERS },
  { seedKey: 'agent-hourly-salary', kind: 'hourly_salary', status: 'accepted', tiers: HOURLY_TIERS },
];

/** The demo agent's contracts: offered a day before `now`, the hourly one accepted half a day later. */
export const demoAgentContractsOf = (merchantCode: string, agentId: number, now: number): ContractRow[] =>
  CONTRACTS.map(({ seedKey, kind, status, tiers }) => ({
    merchantCode,
    memberId: agentId,
    kind,
    tiers,
    status,
    offeredAt: new Date(now - DAY_MS),
    offeredBy: 'seed',
    answeredAt: status === 'accepted' ? new Date(now - DAY_MS / 2) : null,
    seedKey,
  }));
