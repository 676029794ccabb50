/**
 * Invite friends' commands of the operator CLI: show and replace a merchant's REFERRAL programme
 * rules. Like the rest of the CLI they go through the operator API, which validates and audits them.
 */
import { REFERRALS_OPERATOR_PATHS } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const REFERRALS_USAGE = `Invite friends (REFERRAL programme) commands:
  referral-rules <merchant>                   show the merchant's programme rules (null: none)
  referral-rules-set <merchant> '<json>'      replace them: {"enabled", "texts": {"EN": {"title",
                                              "description"}, ...}, "referrerBonus", "friendBonus",
                                              "minDeposit", "windowDays", "monthlyCap",
                                              "turnoverMultiplier"} (amounts in minor units)`;

/** Runs a referral command; null when the command is not one of them. */
export const runReferralCommand = async (
  command: string,
  rest: readonly string[],
  { call, print, jsonOf, usage }: CommandTools,
): Promise<number | null> => {
  const exactly = (count: number, line: string) => {
    if (rest.length !== count) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };
  switch (command) {
    case 'referral-rules': {
      const [merchantCode = ''] = exactly(1, 'referral-rules <merchant>');
      print(await call('GET', fill(REFERRALS_OPERATOR_PATHS.rules, { merchantCode })));
      return 0;
    }
    case 'referral-rules-set': {
      const [merchantCode = '', json = ''] = exactly(2, "referral-rules-set <merchant> '<json>'");
      print(
        await call(
          'PUT',
          fill(REFERRALS_OPERATOR_PATHS.rules, { merchantCode }),
          jsonOf(json, 'referral rules'),
        ),
      );
      return 0;
    }
    default:
      return null;
  }
};
