/**
 * The account commands of the operator CLI: a member's payee name, which the member sets once and
 * only the operator changes after (decision 0040). Like the rest of the CLI they go through the
 * operator API, which checks and audits.
 */
import { ACCOUNT_PATHS } from '@app/contract';
import type { CommandTools } from './command-tools';

export const ACCOUNT_USAGE = `Account commands:
  payee-name <merchant> <username> <name>     change a member's payee name (the member sets it once)`;

/** Runs an account command; null when the command is not one of them. */
export const runAccountCommand = async (
  command: string,
  rest: readonly string[],
  { call, print, usage }: CommandTools,
): Promise<number | null> => {
  if (command !== 'payee-name') return null;
  const [merchantCode, username, payeeName] = rest;
  if (rest.length !== 3 || !merchantCode || !username || payeeName === undefined) {
    throw usage('Usage: npm run operator -- payee-name <merchant> <username> <name>');
  }
  const path = ACCOUNT_PATHS.operatorPayeeName
    .replace(':merchantCode', encodeURIComponent(merchantCode))
    .replace(':username', encodeURIComponent(username));
  print(await call('PATCH', path, { payeeName }));
  return 0;
};
