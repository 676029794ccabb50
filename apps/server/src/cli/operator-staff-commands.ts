/**
 * The back office's staff commands of the operator CLI (issue 21): create the first admin (and any
 * other account), list the accounts, reset a lost authenticator, disable or enable an account.
 * They go through the staff accounts API with the Operator-Key, which validates, hashes and audits.
 * The password of staff-create is never an argument (it would stay in the shell's history and in
 * the process list): it is read from STAFF_PASSWORD, else asked for (not echoed on a terminal; the
 * first line of piped input otherwise).
 */
import {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PATHS,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '@app/contract';
import { type CommandTools, fill } from './command-tools';

/** The environment variable staff-create reads the new account's password from. */
export const STAFF_PASSWORD_ENV = 'STAFF_PASSWORD';

export const STAFF_USAGE = `Back-office staff commands:
  staff-create <username> --role <role>       create a staff account (roles: ${STAFF_ROLES.join(', ')});
                                              the password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters) is read
                                              from ${STAFF_PASSWORD_ENV}, else asked for; never an argument.
                                              The first sign-in at /console/ enrols an authenticator
  staff-list                                  list the staff accounts (role, state, TOTP, last sign-in)
  staff-reset-totp <username>                 forget the account's authenticator (a lost phone): the next
                                              sign-in enrols a new one; its sessions end
  staff-disable <username>                    disable the account and end its sessions
  staff-enable <username>                     enable it again`;

export interface StaffCommandOptions {
  role?: string;
}

export const runStaffCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools & {
    values: StaffCommandOptions;
    env: Record<string, string | undefined>;
    /** Asks for a secret (not echoed on a terminal); null when there is no input. */
    readSecret: (prompt: string) => Promise<string | null>;
  },
): Promise<number | null> => {
  const { call, print, usage, values } = tools;
  const one = (line: string): string => {
    const [username] = rest;
    if (rest.length !== 1 || !username) throw usage(`Usage: npm run operator -- ${line}`);
    return username;
  };
  const patch = async (username: string, body: object) =>
    print(await call('PATCH', fill(STAFF_PATHS.account, { username }), body));

  switch (command) {
    case 'staff-create': {
      const username = one('staff-create <username> --role <role>');
      const role = values.role;
      if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) {
        throw usage(`staff-create needs --role, one of: ${STAFF_ROLES.join(', ')}`);
      }
      const password =
        tools.env[STAFF_PASSWORD_ENV] ?? (await tools.readSecret(`Password for ${username}: `)) ?? '';
      if (password === '') {
        throw usage(`No password: set ${STAFF_PASSWORD_ENV}, or type it when asked`);
      }
      print(await call('POST', STAFF_PATHS.accounts, { username, password, role: role as StaffRole }));
      return 0;
    }
    case 'staff-list': {
      if (rest.length !== 0) throw usage('Usage: npm run operator -- staff-list');
      const { list } = (await call('GET', STAFF_PATHS.accounts)) as { list: StaffAccount[] };
      for (const account of list) {
        tools.out(
          [
            account.username,
            account.role,
            account.disabled ? 'disabled' : 'enabled',
            account.totpEnrolled ? 'totp' : 'no-totp',
            account.lockedUntil ? `locked-until:${account.lockedUntil}` : '-',
            account.lastLoginAt ?? 'never',
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'staff-reset-totp':
      await patch(one('staff-reset-totp <username>'), { resetTotp: true });
      return 0;
    case 'staff-disable':
      await patch(one('staff-disable <username>'), { disabled: true });
      return 0;
    case 'staff-enable':
      await patch(one('staff-enable <username>'), { disabled: false });
      return 0;
    default:
      return null;
  }
};
