/**
 * The account commands of the operator CLI: a member's payee name, which the member sets once and
 * only the operator changes after (decision 0040), and the back office's lock and notes of a
 * member (decision 0066). Like the rest of the CLI they go through the operator API, which checks
 * and audits.
 */
import { ACCOUNT_PATHS, PLAYERS_OPERATOR_PATHS } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const ACCOUNT_USAGE = `Account commands:
  payee-name <merchant> <username> <name>     change a member's payee name (the member sets it once)
  member-lock <merchant> <username> <reason>  lock a member: no sign-in, their sessions end
  member-unlock <merchant> <username> <reason>
                                              let a locked member sign in again
  member-notes <merchant> <username>          staff notes on a member, newest first
  member-note <merchant> <username> <text>    add a note on a member`;

/** The member commands: their path, and the body key of their last argument (none: a GET). */
const MEMBER_COMMANDS: Record<string, { path: string; bodyKey?: string }> = {
  'member-lock': { path: PLAYERS_OPERATOR_PATHS.lock, bodyKey: 'reason' },
  'member-unlock': { path: PLAYERS_OPERATOR_PATHS.unlock, bodyKey: 'reason' },
  'member-notes': { path: PLAYERS_OPERATOR_PATHS.notes },
  'member-note': { path: PLAYERS_OPERATOR_PATHS.notes, bodyKey: 'body' },
};

/** Runs an account command; null when the command is not one of them. */
export const runAccountCommand = async (
  command: string,
  rest: readonly string[],
  { call, print, usage }: CommandTools,
): Promise<number | null> => {
  if (command === 'payee-name') {
    const [merchantCode, username, payeeName] = rest;
    if (rest.length !== 3 || !merchantCode || !username || payeeName === undefined) {
      throw usage('Usage: npm run operator -- payee-name <merchant> <username> <name>');
    }
    const path = ACCOUNT_PATHS.operatorPayeeName
      .replace(':merchantCode', encodeURIComponent(merchantCode))
      .replace(':username', encodeURIComponent(username));
    print(await call('PATCH', path, { payeeName }));
    return 0;
  }
  const member = MEMBER_COMMANDS[command];
  if (!member) return null;
  const [merchantCode, username, text] = rest;
  const arity = member.bodyKey ? 3 : 2;
  if (rest.length !== arity || !merchantCode || !username || (member.bodyKey && !text)) {
    throw usage(
      `Usage: npm run operator -- ${command} <merchant> <username>${member.bodyKey ? ` <${member.bodyKey}>` : ''}`,
    );
  }
  const path = fill(member.path, { merchantCode, username });
  print(member.bodyKey ? await call('POST', path, { [member.bodyKey]: text }) : await call('GET', path));
  return 0;
};
