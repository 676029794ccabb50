/**
 * The agents commands of the operator CLI: review agent applications, the merchant's agent plans,
 * an agent's plan, and settling a closed month's commission. Like the rest of the CLI they go
 * through the operator API, which validates and audits.
 */
import {
  AGENT_PERIOD_PATTERN,
  AGENTS_OPERATOR_PATHS,
  type AgentPlan,
  type AgentSettleValue,
  type OperatorAgentApplication,
} from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const AGENTS_USAGE = `Agent commands:
  agent-applications <merchant> [--status pending|approved|rejected]
                                              agent applications, newest first
  agent-approve <merchant> <id> [--plan <planId>]
                                              approve: the member becomes an agent (code generated)
                                              with the plan given or the merchant's first active plan
  agent-reject <merchant> <id> --reason <text> [--wait <days>]
                                              reject with a reason the member sees; --wait: days
                                              before they may apply again (default: at once)
  agent-plans <merchant>                      the merchant's agent plans
  agent-plan-create <merchant> '<json>'       {"name": "Silver 35%", "rateBps": 3500, "minActiveMembers": 10}
  agent-plan-patch <merchant> <planId> '<json>'
                                              change a plan (any of name, rateBps, minActiveMembers, active)
  agent-plan-assign <merchant> <username> <planId>
                                              give an agent a plan
  agent-commission <merchant> <YYYY-MM>       a settled month's statements
  agent-commission-settle <merchant> <YYYY-MM>
                                              settle a closed month: pay each agent once`;

/** The options of the agents commands (operator-cli.ts parses them). */
export interface AgentsCommandOptions {
  status?: string;
  reason?: string;
  plan?: string;
  wait?: string;
}

const PERIOD = new RegExp(AGENT_PERIOD_PATTERN);

/** Runs an agents command; null when the command is not one of them. */
export const runAgentsCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools & { values: AgentsCommandOptions },
): Promise<number | null> => {
  const { call, print, usage, values, out } = tools;
  const exactly = (count: number, line: string) => {
    if (rest.length !== count || rest.some((arg) => arg === ''))
      throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };
  const periodArg = (period: string) => {
    if (!PERIOD.test(period)) throw usage('The period is a month: YYYY-MM');
    return period;
  };

  switch (command) {
    case 'agent-applications': {
      const [merchantCode = ''] = exactly(1, 'agent-applications <merchant> [--status <status>]');
      const query = values.status ? `?status=${encodeURIComponent(values.status)}` : '';
      const list = (await call(
        'GET',
        `${fill(AGENTS_OPERATOR_PATHS.applications, { merchantCode })}${query}`,
      )) as OperatorAgentApplication[];
      for (const row of list) {
        out(
          [
            row.applicationId,
            row.submittedAt.slice(0, 16).replace('T', ' '),
            row.status,
            row.username,
            row.realName,
            `${row.contactKind}: ${row.contact}`,
            `${row.channel}: ${row.channelDetail}`,
            `${row.expectedPlayers}/month`,
            row.rejectReason ?? row.affiliateCode ?? '',
          ].join('\t'),
        );
      }
      if (list.length === 0) out('(none)');
      return 0;
    }
    case 'agent-approve': {
      const [merchantCode = '', applicationId = ''] = exactly(
        2,
        'agent-approve <merchant> <id> [--plan <planId>]',
      );
      print(
        await call('POST', fill(AGENTS_OPERATOR_PATHS.approve, { merchantCode, applicationId }), {
          ...(values.plan ? { planId: values.plan } : {}),
        }),
      );
      return 0;
    }
    case 'agent-reject': {
      const [merchantCode = '', applicationId = ''] = exactly(
        2,
        'agent-reject <merchant> <id> --reason <text> [--wait <days>]',
      );
      if (!values.reason) throw usage('agent-reject needs --reason <text>');
      if (values.wait !== undefined && !/^[0-9]{1,3}$/.test(values.wait))
        throw usage('--wait takes a number of days');
      print(
        await call('POST', fill(AGENTS_OPERATOR_PATHS.reject, { merchantCode, applicationId }), {
          reason: values.reason,
          ...(values.wait === undefined ? {} : { waitDays: Number(values.wait) }),
        }),
      );
      return 0;
    }
    case 'agent-plans': {
      const [merchantCode = ''] = exactly(1, 'agent-plans <merchant>');
      const plans = (await call('GET', fill(AGENTS_OPERATOR_PATHS.plans, { merchantCode }))) as AgentPlan[];
      for (const plan of plans) {
        out(
          [
            plan.planId,
            plan.name,
            `${plan.rateBps / 100}%`,
            `min ${plan.minActiveMembers} active`,
            plan.period,
            plan.active ? 'active' : 'inactive',
            `${plan.agents} agents`,
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'agent-plan-create': {
      const [merchantCode = '', json = ''] = exactly(2, "agent-plan-create <merchant> '<json>'");
      print(
        await call('POST', fill(AGENTS_OPERATOR_PATHS.plans, { merchantCode }), tools.jsonOf(json, 'plan')),
      );
      return 0;
    }
    case 'agent-plan-patch': {
      const [merchantCode = '', planId = '', json = ''] = exactly(
        3,
        "agent-plan-patch <merchant> <planId> '<json>'",
      );
      print(
        await call(
          'PATCH',
          fill(AGENTS_OPERATOR_PATHS.plan, { merchantCode, planId }),
          tools.jsonOf(json, 'plan patch'),
        ),
      );
      return 0;
    }
    case 'agent-plan-assign': {
      const [merchantCode = '', username = '', planId = ''] = exactly(
        3,
        'agent-plan-assign <merchant> <username> <planId>',
      );
      print(await call('PUT', fill(AGENTS_OPERATOR_PATHS.agentPlan, { merchantCode, username }), { planId }));
      return 0;
    }
    case 'agent-commission': {
      const [merchantCode = '', period = ''] = exactly(2, 'agent-commission <merchant> <YYYY-MM>');
      print(
        await call(
          'GET',
          fill(AGENTS_OPERATOR_PATHS.commission, { merchantCode, period: periodArg(period) }),
        ),
      );
      return 0;
    }
    case 'agent-commission-settle': {
      const [merchantCode = '', period = ''] = exactly(2, 'agent-commission-settle <merchant> <YYYY-MM>');
      const settled = (await call(
        'POST',
        fill(AGENTS_OPERATOR_PATHS.settle, { merchantCode, period: periodArg(period) }),
      )) as AgentSettleValue;
      out(`${settled.period}: ${settled.settled} statement(s) written by this call`);
      for (const row of settled.statements) {
        out([row.username, row.status, row.commission, row.activeMembers, row.netRevenue].join('\t'));
      }
      return 0;
    }
    default:
      return null;
  }
};
