/**
 * The operator CLI. It talks to the running server's operator API over HTTP, never to the database:
 * PGlite must not be opened by two processes, and the API validates, audits and invalidates caches.
 */
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { operatorRoutes } from '@app/contract';
import { ConfigError, loadConfig } from '../config';
import { OPERATOR_ACTOR_HEADER, operatorKeyFileOf, readOperatorKeyFile } from '../plugins/operator-key';
import type { CommandTools } from './command-tools';
import { ACCOUNT_USAGE, runAccountCommand } from './operator-account-commands';
import { AGENT_CONTRACTS_USAGE, runAgentContractsCommand } from './operator-agent-contracts-commands';
import { AGENT_QUOTA_USAGE, runAgentQuotaCommand } from './operator-agent-quota-commands';
import { AGENTS_USAGE, runAgentsCommand } from './operator-agents-commands';
import { ANNOUNCEMENTS_USAGE, runAnnouncementsCommand } from './operator-announcements-commands';
import { APPROVALS_USAGE, runApprovalsCommand } from './operator-approvals-commands';
import { CHAT_USAGE, runChatCommand } from './operator-chat-commands';
import { FEEDBACK_USAGE, runFeedbackCommand } from './operator-feedback-commands';
import { HELP_USAGE, runHelpCommand } from './operator-help-commands';
import { INBOX_USAGE, runInboxCommand } from './operator-inbox-commands';
import { PLAYER_PROTECTION_USAGE, runPlayerProtectionCommand } from './operator-player-protection-commands';
import { PROMOTIONS_USAGE, runPromotionsCommand } from './operator-promotions-commands';
import { REFERRALS_USAGE, runReferralCommand } from './operator-referrals-commands';
import { REWARDS_USAGE, runRewardCommand } from './operator-rewards-commands';
import { runStaffCommand, STAFF_USAGE } from './operator-staff-commands';
import { runVipCommand, VIP_USAGE } from './operator-vip-commands';
import { runWalletCommand, WALLET_USAGE } from './operator-wallet-commands';

export const USAGE = `Usage: npm run operator -- <command> [arguments] [--url <server>]

Commands:
  merchants                                   list the merchants
  show <merchant>                             print a merchant's configuration and access settings
  create '<json>'                             create a merchant: {"config": {...}, "access": {...}}
                                              (the whole site configuration, as show prints it;
                                              access is optional and defaults to open)
  config <merchant> '<json>'                  merge a JSON patch into the site configuration
                                              (objects merge, arrays and values replace)
  set <merchant> <dotted.path> <value>        set one configuration value, e.g.
                                              set DEMO whitelabel.CBS3 false
                                              set DEMO externalChatUrl https://chat.example.com
                                              set DEMO account.countryDialingCode 84
  maintenance <merchant> on|off [--info <text>]
                                              switch maintenance; --info is the notice players see
  countries <merchant> [--allow VN,TH] [--block US]
                                              only allow / always block these countries
                                              ('none' empties a list)

${WALLET_USAGE}
${APPROVALS_USAGE}

${REWARDS_USAGE}

${REFERRALS_USAGE}

${VIP_USAGE}
${ACCOUNT_USAGE}
${PROMOTIONS_USAGE}
${INBOX_USAGE}
${AGENT_QUOTA_USAGE}
${AGENTS_USAGE}
${ANNOUNCEMENTS_USAGE}
${HELP_USAGE}
${FEEDBACK_USAGE}
${CHAT_USAGE}
${AGENT_CONTRACTS_USAGE}
${PLAYER_PROTECTION_USAGE}
${STAFF_USAGE}

Options:
  --url <server>   the running server (default http://127.0.0.1:$PORT, PORT defaulting to 8080)
  --help           this text

The operator key is read from OPERATOR_KEY, else from DATA_DIR/operator.key (written by the server
at its first start).`;

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
  /** Asks for a secret (a staff password): not echoed on a terminal; null when there is no input. */
  readSecret?(prompt: string): Promise<string | null>;
}

class UsageError extends Error {}
class RequestFailed extends Error {}

interface Client {
  call(method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
}

const pathOf = (template: string, merchantCode: string) =>
  template.replace(':merchantCode', encodeURIComponent(merchantCode));

const createClient = (baseUrl: string, operatorKey: string): Client => ({
  async call(method, path, body) {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          'operator-key': operatorKey,
          [OPERATOR_ACTOR_HEADER]: `cli:${userInfo().username}@${hostname()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new RequestFailed(
        `Cannot reach the server at ${baseUrl}: is it running? (npm start, or pass --url)`,
      );
    }
    const text = await response.text();
    let envelope: { success?: boolean; value?: unknown; errorCode?: string; message?: string } | undefined;
    try {
      envelope = JSON.parse(text);
    } catch {
      throw new RequestFailed(
        `Unexpected answer from ${baseUrl} (HTTP ${response.status}): ${text.slice(0, 200)}`,
      );
    }
    if (envelope?.success === true) return envelope.value;
    const fields = (envelope?.value as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    const details = Object.entries(fields).map(([field, problem]) => `\n  ${field}: ${problem}`);
    throw new RequestFailed(
      `${envelope?.errorCode ?? `HTTP ${response.status}`}: ${envelope?.message ?? text}${details.join('')}`,
    );
  },
});

/** `a.b.c` and a value → `{ a: { b: { c: value } } }`. */
const patchAt = (dottedPath: string, value: unknown): Record<string, unknown> => {
  const keys = dottedPath.split('.');
  if (keys.some((key) => key === '')) throw new UsageError(`Not a dotted path: "${dottedPath}"`);
  return keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
};

const valueAt = (document: unknown, dottedPath: string): unknown =>
  dottedPath
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );

/**
 * A value typed on the command line: text where the configuration holds text (or nothing yet:
 * absent or null), otherwise JSON, so that `false`, `3` and `["a","b"]` become what the setting needs.
 */
const parseValue = (raw: string, current: unknown): unknown => {
  if (current === undefined || current === null || typeof current === 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new UsageError(`"${raw}" is not valid JSON, and this setting is not text`);
  }
};

const countryList = (raw: string | undefined): string[] | undefined => {
  if (raw === undefined) return undefined;
  if (raw.trim() === '' || raw.trim().toLowerCase() === 'none') return [];
  return raw.split(',').map((code) => code.trim().toUpperCase());
};

/** A JSON argument, or a usage error naming what it was meant to be. */
const jsonOf = (json: string, what: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    throw new UsageError(`The ${what} is not valid JSON: ${json}`);
  }
};

const exactly = (positionals: string[], count: number, usage: string): string[] => {
  if (positionals.length !== count) throw new UsageError(`Usage: npm run operator -- ${usage}`);
  return positionals;
};

export const runOperatorCli = async (
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
): Promise<number> => {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        info: { type: 'string' },
        allow: { type: 'string' },
        block: { type: 'string' },
        status: { type: 'string' },
        reason: { type: 'string' },
        key: { type: 'string' },
        to: { type: 'string' },
        all: { type: 'boolean' },
        title: { type: 'string' },
        content: { type: 'string' },
        page: { type: 'string' },
        member: { type: 'string' },
        from: { type: 'string' },
        plan: { type: 'string' },
        wait: { type: 'string' },
        role: { type: 'string' },
        kind: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      io.out(USAGE);
      return values.help ? 0 : 2;
    }

    const config = loadConfig(env);
    const operatorKey = config.operatorKey ?? (await readOperatorKeyFile(config.dataDir));
    if (!operatorKey) {
      throw new RequestFailed(
        `No operator key: set OPERATOR_KEY, or start the server once so that it writes ${operatorKeyFileOf(config.dataDir)}`,
      );
    }
    const client = createClient(values.url ?? `http://127.0.0.1:${config.port}`, operatorKey);
    const print = (value: unknown) => io.out(JSON.stringify(value, null, 2));

    switch (command) {
      case 'merchants': {
        exactly(rest, 0, 'merchants');
        const list = (await client.call('GET', operatorRoutes.listMerchants.url)) as {
          merchantCode: string;
          name: string;
        }[];
        for (const { merchantCode, name } of list) io.out(`${merchantCode}\t${name}`);
        return 0;
      }
      case 'show': {
        const [merchant] = exactly(rest, 1, 'show <merchant>') as [string];
        print(await client.call('GET', pathOf(operatorRoutes.getMerchant.url, merchant)));
        return 0;
      }
      case 'create': {
        const [json] = exactly(rest, 1, "create '<json>'") as [string];
        print(await client.call('POST', operatorRoutes.createMerchant.url, jsonOf(json, 'merchant')));
        return 0;
      }
      case 'config': {
        const [merchant, json] = exactly(rest, 2, "config <merchant> '<json>'") as [string, string];
        print(
          await client.call('PATCH', pathOf(operatorRoutes.patchConfig.url, merchant), jsonOf(json, 'patch')),
        );
        return 0;
      }
      case 'set': {
        const [merchant, path, raw] = exactly(rest, 3, 'set <merchant> <dotted.path> <value>') as [
          string,
          string,
          string,
        ];
        const current = (await client.call('GET', pathOf(operatorRoutes.getMerchant.url, merchant))) as {
          config: unknown;
        };
        const value = parseValue(raw, valueAt(current.config, path));
        const updated = await client.call(
          'PATCH',
          pathOf(operatorRoutes.patchConfig.url, merchant),
          patchAt(path, value),
        );
        print({ [path]: valueAt(updated, path) });
        return 0;
      }
      case 'maintenance': {
        const [merchant, state] = exactly(rest, 2, 'maintenance <merchant> on|off [--info <text>]') as [
          string,
          string,
        ];
        if (state !== 'on' && state !== 'off') throw new UsageError('maintenance takes on or off');
        const patch = {
          maintenance: state === 'on',
          ...(values.info === undefined ? {} : { maintenanceInfo: values.info }),
        };
        print(await client.call('PATCH', pathOf(operatorRoutes.patchAccess.url, merchant), patch));
        return 0;
      }
      case 'countries': {
        const [merchant] = exactly(rest, 1, 'countries <merchant> [--allow VN,TH] [--block US]') as [string];
        const allowedCountries = countryList(values.allow);
        const blockedCountries = countryList(values.block);
        if (!allowedCountries && !blockedCountries)
          throw new UsageError('countries needs --allow and/or --block');
        const patch = {
          ...(allowedCountries ? { allowedCountries } : {}),
          ...(blockedCountries ? { blockedCountries } : {}),
        };
        print(await client.call('PATCH', pathOf(operatorRoutes.patchAccess.url, merchant), patch));
        return 0;
      }
      default: {
        const tools: CommandTools = {
          call: (method, path, body) => client.call(method, path, body),
          print,
          out: io.out,
          jsonOf,
          usage: (message) => new UsageError(message),
        };
        // Each feature's commands answer null for a command that is not theirs.
        const code =
          (await runWalletCommand(command, rest, { ...tools, values })) ??
          (await runApprovalsCommand(command, rest, { ...tools, values })) ??
          (await runVipCommand(command, rest, tools)) ??
          (await runRewardCommand(command, rest, tools)) ??
          (await runReferralCommand(command, rest, tools)) ??
          (await runAccountCommand(command, rest, tools)) ??
          (await runPromotionsCommand(command, rest, tools)) ??
          (await runInboxCommand(command, rest, { ...tools, values })) ??
          (await runAnnouncementsCommand(command, rest, tools)) ??
          (await runHelpCommand(command, rest, tools)) ??
          (await runFeedbackCommand(command, rest, tools)) ??
          (await runChatCommand(command, rest, tools)) ??
          (await runAgentQuotaCommand(command, rest, tools)) ??
          (await runAgentContractsCommand(command, rest, tools)) ??
          (await runAgentsCommand(command, rest, { ...tools, values })) ??
          (await runPlayerProtectionCommand(command, rest, { ...tools, values })) ??
          (await runStaffCommand(command, rest, {
            ...tools,
            values,
            env,
            readSecret: io.readSecret ?? (async () => null),
          }));
        if (code !== null) return code;
        throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
      }
    }
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      // parseArgs reports an unknown option as a TypeError with an ERR_PARSE_ARGS_* code.
      io.err(error.message);
      return 2;
    }
    if (error instanceof RequestFailed || error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
};
