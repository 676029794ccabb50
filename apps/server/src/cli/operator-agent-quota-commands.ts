/**
 * The agent transfer limits' commands of the operator CLI (agent centre, decision 0048): list a
 * merchant's default and agents' own limits, set the default or one agent's. Through the operator
 * API, which validates and audits.
 */
import { AGENT_CENTRE_OPERATOR_PATHS, type OperatorAgentQuotas } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const AGENT_QUOTA_USAGE = `Agent transfer limit commands (minor units):
  agent-quota <merchant>                      the default limits and each agent's own
  agent-quota-set <merchant> default|<agent> <min> <max> <daily>
                                              set the default, or one agent's, per transfer min and max
                                              and daily quota`;

const AMOUNT = /^[1-9][0-9]{0,14}$/;

/** Runs an agent quota command; null when the command is not one of them. */
export const runAgentQuotaCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools,
): Promise<number | null> => {
  const { call, usage } = tools;
  const show = (quotas: OperatorAgentQuotas) => {
    const line = (name: string, q: { minPerTransfer: number; maxPerTransfer: number; dailyQuota: number }) =>
      tools.out(`${name}\tmin ${q.minPerTransfer}\tmax ${q.maxPerTransfer}\tdaily ${q.dailyQuota}`);
    line('(default)', quotas.default);
    for (const agent of quotas.agents) line(agent.username, agent);
  };
  switch (command) {
    case 'agent-quota': {
      const [merchantCode, ...extra] = rest;
      if (!merchantCode || extra.length > 0) throw usage('Usage: npm run operator -- agent-quota <merchant>');
      show(
        (await call(
          'GET',
          fill(AGENT_CENTRE_OPERATOR_PATHS.quotas, { merchantCode }),
        )) as OperatorAgentQuotas,
      );
      return 0;
    }
    case 'agent-quota-set': {
      const [merchantCode, who, min, max, daily, ...extra] = rest;
      if (!merchantCode || !who || !min || !max || !daily || extra.length > 0) {
        throw usage(
          'Usage: npm run operator -- agent-quota-set <merchant> default|<agent> <min> <max> <daily>',
        );
      }
      if (![min, max, daily].every((value) => AMOUNT.test(value))) {
        throw usage('min, max and daily are whole numbers of minor units above 0');
      }
      const body = { minPerTransfer: Number(min), maxPerTransfer: Number(max), dailyQuota: Number(daily) };
      const path =
        who === 'default'
          ? fill(AGENT_CENTRE_OPERATOR_PATHS.defaultQuota, { merchantCode })
          : fill(AGENT_CENTRE_OPERATOR_PATHS.agentQuota, { merchantCode, username: who });
      show((await call('PUT', path, body)) as OperatorAgentQuotas);
      return 0;
    }
    default:
      return null;
  }
};
