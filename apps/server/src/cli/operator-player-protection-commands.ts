/**
 * The player-protection commands of the operator CLI (issue 19; decision 0059): a member's limits,
 * block and history (the read is audited), and a time-out or self-exclusion placed for the member.
 * Like the rest of the CLI they go through the operator API, which refuses a block that would end
 * before the one in force: nothing shortens or lifts one.
 */
import { PLAYER_PROTECTION_OPERATOR_PATHS } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const PLAYER_PROTECTION_USAGE = `Player protection commands:
  player-protection <merchant> <username>     a member's limits, reality check, block in force and
                                              latest changes (the read is audited)
  player-block <merchant> <username> time-out <days> --reason <text>
  player-block <merchant> <username> self-exclusion <months> --reason <text>
                                              a time-out (1 to 42 days) or self-exclusion (6 to 60
                                              months) from now; ends the member's sessions; refused
                                              when it would end before the block in force`;

/** Runs a player-protection command; null when the command is not one of them. */
export const runPlayerProtectionCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools & { values: { reason?: string } },
): Promise<number | null> => {
  const { call, print, usage, values } = tools;

  switch (command) {
    case 'player-protection': {
      if (rest.length !== 2)
        throw usage('Usage: npm run operator -- player-protection <merchant> <username>');
      const [merchantCode = '', username = ''] = rest;
      print(await call('GET', fill(PLAYER_PROTECTION_OPERATOR_PATHS.member, { merchantCode, username })));
      return 0;
    }
    case 'player-block': {
      const line =
        'Usage: npm run operator -- player-block <merchant> <username> time-out <days>|self-exclusion <months> --reason <text>';
      if (rest.length !== 4 || values.reason === undefined) throw usage(line);
      const [merchantCode = '', username = '', kind = '', count = ''] = rest;
      if (!/^\d{1,3}$/.test(count)) throw usage(`The length is a whole number: ${count}`);
      const body =
        kind === 'time-out'
          ? { kind: 'timeOut', days: Number(count), reason: values.reason }
          : kind === 'self-exclusion'
            ? { kind: 'selfExclusion', months: Number(count), reason: values.reason }
            : null;
      if (!body) throw usage(line);
      print(
        await call('POST', fill(PLAYER_PROTECTION_OPERATOR_PATHS.block, { merchantCode, username }), body),
      );
      return 0;
    }
    default:
      return null;
  }
};
