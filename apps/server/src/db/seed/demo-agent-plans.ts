/**
 * The demo brands' agent plans (issue 16, decision 0047): three tiers of commission on the
 * downline's net gaming revenue, each needing more active members a month; the demo agent
 * (`agent`, AG1001) has Bronze. Seed keys make the idempotent seed insert each plan once.
 */
import type { agentsPlans } from '../../features/agents/tables';

type PlanRow = typeof agentsPlans.$inferInsert;

export const DEMO_AGENT_PLAN_OF_AGENT = 'bronze';

export const demoAgentPlansOf = (merchantCode: string): PlanRow[] => [
  { merchantCode, seedKey: 'bronze', name: 'Bronze 25%', rateBps: 2_500, minActiveMembers: 3 },
  { merchantCode, seedKey: 'silver', name: 'Silver 35%', rateBps: 3_500, minActiveMembers: 10 },
  { merchantCode, seedKey: 'gold', name: 'Gold 45%', rateBps: 4_500, minActiveMembers: 25 },
];
