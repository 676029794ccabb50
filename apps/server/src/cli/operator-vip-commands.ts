/**
 * The VIP commands of the operator CLI: a merchant's levels, and writing or removing one. Like the
 * rest of the CLI they go through the operator API, which validates the ladder and audits.
 */
import { VIP_OPERATOR_PATHS } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const VIP_USAGE = `VIP commands:
  vip-levels <merchant>                       list the VIP levels with their texts in every language
  vip-level-set <merchant> <level> '<json>'   create or replace a level, e.g.
                                              {"name":{"EN":"VIP1"},"turnoverThreshold":5000000,
                                               "upgradeBonus":58000,"weeklyRebateBasisPoints":40,
                                               "dailyWithdrawalLimit":200000000,"dailyWithdrawals":5,
                                               "benefits":[{"title":{"EN":"..."},"detail":{"EN":"..."}}]}
                                              (level 0 starts at 0; thresholds rise with the level)
  vip-level-remove <merchant> <level>         remove a level (never level 0)`;

/** Runs a VIP command; null when the command is not one of them. */
export const runVipCommand = async (
  command: string,
  rest: readonly string[],
  { call, print, jsonOf, usage }: CommandTools,
): Promise<number | null> => {
  const exactly = (count: number, line: string) => {
    if (rest.length !== count) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };
  const levelOf = (raw: string) => {
    if (!/^\d{1,2}$/.test(raw)) throw usage(`The level is a whole number from 0: ${raw}`);
    return raw;
  };

  switch (command) {
    case 'vip-levels': {
      const [merchantCode = ''] = exactly(1, 'vip-levels <merchant>');
      print(await call('GET', fill(VIP_OPERATOR_PATHS.levels, { merchantCode })));
      return 0;
    }
    case 'vip-level-set': {
      const [merchantCode = '', level = '', json = ''] = exactly(
        3,
        "vip-level-set <merchant> <level> '<json>'",
      );
      print(
        await call(
          'PUT',
          fill(VIP_OPERATOR_PATHS.level, { merchantCode, level: levelOf(level) }),
          jsonOf(json, 'VIP level'),
        ),
      );
      return 0;
    }
    case 'vip-level-remove': {
      const [merchantCode = '', level = ''] = exactly(2, 'vip-level-remove <merchant> <level>');
      if (levelOf(level) === '0') throw usage('Level 0 is the base of the ladder and cannot be removed');
      await call('DELETE', fill(VIP_OPERATOR_PATHS.level, { merchantCode, level }));
      print({ removed: Number(level) });
      return 0;
    }
    default:
      return null;
  }
};
