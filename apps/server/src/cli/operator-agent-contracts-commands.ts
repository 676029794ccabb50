/**
 * The agent contract commands of the operator CLI (decision 0049): offer a contract to an agent,
 * list, withdraw an offer, end a contract, settle a closed period. Like the rest of the CLI they go
 * through the operator API, which validates and audits.
 */
import {
  AGENT_CONTRACTS_OPERATOR_PATHS,
  CONTRACT_KINDS,
  CONTRACT_PERIOD_EXAMPLE,
  isContractKind,
  type OperatorContract,
} from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const AGENT_CONTRACTS_USAGE = `Agent contract commands (kinds: ${CONTRACT_KINDS.join(', ')}; amounts in minor units):
  contract-offer <merchant> <username> <kind> '<tiers json>'
                                              offer an agent a contract; tiers ascending, e.g. daily_salary
                                              [{"minTurnover":20000000,"minActiveMembers":3,"amount":200000}],
                                              hourly_salary [{"minTurnover":2000000,"amount":20000}],
                                              dividend [{"minNetLoss":10000000,"minActiveMembers":5,"rateBp":1500}]
  contracts <merchant> [<kind>]               list contracts, newest first (id, agent, kind, status, payouts)
  contract-withdraw <merchant> <id>           withdraw an offer the agent has not answered
  contract-end <merchant> <id>                end an accepted contract (its settled periods stay paid)
  contract-settle <merchant> <kind> <period>  pay each contract in force its tier for a closed period:
                                              daily_salary ${CONTRACT_PERIOD_EXAMPLE.daily_salary}, hourly_salary ${CONTRACT_PERIOD_EXAMPLE.hourly_salary} (UTC hour),
                                              dividend ${CONTRACT_PERIOD_EXAMPLE.dividend} (1st-15th) or 2H (16th-end); again pays nothing twice`;

const kindOf = (value: string | undefined, tools: CommandTools) => {
  if (!value || !isContractKind(value)) throw tools.usage(`The kind is one of ${CONTRACT_KINDS.join(', ')}`);
  return value;
};

/** Runs an agent contract command; null when the command is not one of them. */
export const runAgentContractsCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools,
): Promise<number | null> => {
  const { call, print, usage } = tools;
  switch (command) {
    case 'contract-offer': {
      const [merchantCode = '', username, kind, json] = rest;
      if (rest.length !== 4 || !username || !json) {
        throw usage("Usage: npm run operator -- contract-offer <merchant> <username> <kind> '<tiers json>'");
      }
      const body = { username, kind: kindOf(kind, tools), tiers: tools.jsonOf(json, 'tiers') };
      print(await call('POST', fill(AGENT_CONTRACTS_OPERATOR_PATHS.contracts, { merchantCode }), body));
      return 0;
    }
    case 'contracts': {
      if (rest.length < 1 || rest.length > 2)
        throw usage('Usage: npm run operator -- contracts <merchant> [<kind>]');
      const [merchantCode = '', kind] = rest;
      const query = kind === undefined ? '' : `?kind=${kindOf(kind, tools)}`;
      const list = (await call(
        'GET',
        `${fill(AGENT_CONTRACTS_OPERATOR_PATHS.contracts, { merchantCode })}${query}`,
      )) as OperatorContract[];
      for (const contract of list) {
        tools.out(
          [
            contract.contractId,
            contract.username,
            contract.kind,
            contract.status,
            `${contract.tiers.length} tiers`,
            `${contract.payouts.length} payouts`,
            contract.offeredAt.slice(0, 16).replace('T', ' '),
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'contract-withdraw':
    case 'contract-end': {
      if (rest.length !== 2) throw usage(`Usage: npm run operator -- ${command} <merchant> <id>`);
      const [merchantCode = '', contractId = ''] = rest;
      const path =
        command === 'contract-end'
          ? AGENT_CONTRACTS_OPERATOR_PATHS.end
          : AGENT_CONTRACTS_OPERATOR_PATHS.withdraw;
      print(await call('POST', fill(path, { merchantCode, contractId })));
      return 0;
    }
    case 'contract-settle': {
      if (rest.length !== 3)
        throw usage('Usage: npm run operator -- contract-settle <merchant> <kind> <period>');
      const [merchantCode = '', kind, period = ''] = rest;
      print(
        await call('POST', fill(AGENT_CONTRACTS_OPERATOR_PATHS.settle, { merchantCode }), {
          kind: kindOf(kind, tools),
          period,
        }),
      );
      return 0;
    }
    default:
      return null;
  }
};
