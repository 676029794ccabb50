import { AGENT_CONTRACTS_OPERATOR_PATHS, HEADER, type OperatorContract } from '@app/contract';
import { launchServer } from './server';

/**
 * The demo seed offers the demo agent contracts, whose alerts show on home after login (spec §4):
 * on the shared server they are withdrawn, so the specs that log in as `agent` land on a quiet home
 * (agent-contracts.spec.ts sees them on a server of its own).
 */
async function withdrawSeededOffers(baseURL: string, operatorKey: string) {
  const headers = { [HEADER.operatorKey]: operatorKey, 'operator-actor': 'e2e-setup' };
  const contracts = AGENT_CONTRACTS_OPERATOR_PATHS.contracts.replace(':merchantCode', 'DEMO');
  const response = await fetch(`${baseURL}${contracts}?username=agent&status=offered`, { headers });
  if (!response.ok) throw new Error(`listing the seeded contracts answered ${response.status}`);
  const { value } = (await response.json()) as { value: OperatorContract[] };
  for (const { contractId } of value) {
    const path = AGENT_CONTRACTS_OPERATOR_PATHS.withdraw
      .replace(':merchantCode', 'DEMO')
      .replace(':contractId', contractId);
    const withdrawn = await fetch(`${baseURL}${path}`, { method: 'POST', headers });
    if (!withdrawn.ok) throw new Error(`withdrawing contract ${contractId} answered ${withdrawn.status}`);
  }
}

/** One server for the whole run; its address reaches the workers through the environment. */
export default async function globalSetup() {
  const server = await launchServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_OPERATOR_KEY = server.operatorKey;
  await withdrawSeededOffers(server.baseURL, server.operatorKey);
  return server.stop;
}
