/**
 * The reward centre's commands of the operator CLI: list a merchant's rewards, add one, change one.
 * Like the rest of the CLI they go through the operator API, which validates and audits them.
 */
import { REWARD_KINDS, REWARDS_OPERATOR_PATHS } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const REWARDS_USAGE = `Reward centre commands:
  rewards <merchant>                          list the merchant's rewards (id, kind, texts, params ...)
  reward-add <merchant> '<json>'              add a reward: {"kind", "texts": {"EN": {"title",
                                              "description"}, ...}, "params", "turnoverMultiplier",
                                              "enabled"?, "startsAt"?, "endsAt"?, "sortOrder"?}
                                              kinds: ${REWARD_KINDS.join(', ')}
  reward-set <merchant> <id> '<json>'         change a reward (any of the fields above but kind)`;

/** Runs a reward command; null when the command is not one of them. */
export const runRewardCommand = async (
  command: string,
  rest: readonly string[],
  { call, print, jsonOf, usage }: CommandTools,
): Promise<number | null> => {
  const exactly = (count: number, line: string) => {
    if (rest.length !== count) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };
  switch (command) {
    case 'rewards': {
      const [merchantCode = ''] = exactly(1, 'rewards <merchant>');
      print(await call('GET', fill(REWARDS_OPERATOR_PATHS.rewards, { merchantCode })));
      return 0;
    }
    case 'reward-add': {
      const [merchantCode = '', json = ''] = exactly(2, "reward-add <merchant> '<json>'");
      print(
        await call('POST', fill(REWARDS_OPERATOR_PATHS.rewards, { merchantCode }), jsonOf(json, 'reward')),
      );
      return 0;
    }
    case 'reward-set': {
      const [merchantCode = '', rewardId = '', json = ''] = exactly(3, "reward-set <merchant> <id> '<json>'");
      print(
        await call(
          'PATCH',
          fill(REWARDS_OPERATOR_PATHS.reward, { merchantCode, rewardId }),
          jsonOf(json, 'reward change'),
        ),
      );
      return 0;
    }
    default:
      return null;
  }
};
