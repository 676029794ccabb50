/**
 * The demo brand's default agent transfer limits (agent centre, decision 0048), in đồng: 10,000 ₫
 * to 20,000,000 ₫ a transfer, 100,000,000 ₫ of transfers a day per agent. Inserted once: what the
 * operator changes afterwards stays.
 */
import { agentCentreDefaultQuotas } from '../../features/agent-centre/tables';
import type { Database } from '../database';

export const DEMO_AGENT_QUOTA = {
  merchantCode: 'DEMO',
  minPerTransfer: 10_000,
  maxPerTransfer: 20_000_000,
  dailyQuota: 100_000_000,
} as const;

export const seedDemoAgentQuotas = async (db: Database): Promise<void> => {
  await db
    .insert(agentCentreDefaultQuotas)
    .values({ ...DEMO_AGENT_QUOTA, updatedBy: 'seed' })
    .onConflictDoNothing({ target: agentCentreDefaultQuotas.merchantCode });
};
