/**
 * The wallet commands of the operator CLI: deposits to approve, withdrawals to step through,
 * payment locks (decision 0020), balance corrections, the ledger check and vendor credentials.
 * Like the rest of the CLI they go through the operator API.
 */
import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_ORDER_STATUSES,
  type LedgerCheckValue,
  PAYMENTS_OPERATOR_PATHS,
  VENDOR_WALLET_OPERATOR_PATHS,
  WALLET_OPERATOR_PATHS,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_STEP_NAMES,
  WITHDRAWALS_OPERATOR_PATHS,
} from '@app/contract';
import { type CommandTools, fill, operatorPageQuery } from './command-tools';

export const WALLET_USAGE = `Wallet commands:
  deposits <merchant> [--status pending] [--member <username>] [--from <time>] [--to <time>] [--page <n>]
                                              list deposit orders (newest first, 100 a page); --from
                                              included, --to not: 2026-03-01 (UTC) or 2026-03-01T08:00+07:00
  deposit <merchant> <orderId> approve|reject [--reason <text>]
                                              decide a manual bank transfer (approve credits once)
  withdrawals <merchant> [--status submitted] [--member <username>] [--from <time>] [--to <time>] [--page <n>]
                                              list withdrawals with their timelines (100 a page)
  withdrawal <merchant> <id> review|approve|pay|reject [--reason <text>]
                                              the next step; reject needs --reason
  payment-locks <merchant>                    members locked out of payments by wrong payment passwords
  adjust <merchant> <username> <amount> --reason <text> [--key <idempotency key>]
                                              + credits the member from the house, − debits
  ledger-check                                check the ledger invariants (exit 1 on a violation)
  vendor <vendorCode>                         a game vendor's signing secret
  vendor-token <vendorCode> <merchant> <username>
                                              a player token, as a game launch issues it`;

const QUEUE_FILTERS = '[--member <username>] [--from <time>] [--to <time>] [--page <n>]';
/** A date, or a date and time with a zone, or a local one (ISO 8601). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The wallet commands also read the command line's options. */
export interface WalletCommandTools extends CommandTools {
  values: {
    status?: string;
    reason?: string;
    key?: string;
    page?: string;
    member?: string;
    from?: string;
    to?: string;
  };
}

/** Runs a wallet command; null when the command is not one of them. */
export const runWalletCommand = async (
  command: string,
  rest: readonly string[],
  tools: WalletCommandTools,
): Promise<number | null> => {
  const { values, call, print, usage } = tools;
  const exactly = (count: number, line: string) => {
    if (rest.length !== count) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };
  /** A queue's page, of one status, one member and a time range where given (issue 21). */
  const queueQuery = (allowed: readonly string[]) => {
    const query = operatorPageQuery(values.page, usage);
    if (values.status !== undefined) {
      if (!allowed.includes(values.status)) throw usage(`--status takes one of ${allowed.join(', ')}`);
      query.set('status', values.status);
    }
    if (values.member !== undefined) {
      const member = values.member.trim();
      if (member.length === 0 || member.length > 64) throw usage('--member takes a username');
      query.set('username', member);
    }
    // The API's range is Unix ms (TimeRangeQuery): a date alone is UTC's midnight (Date.parse).
    for (const name of ['from', 'to'] as const) {
      const text = values[name];
      if (text === undefined) continue;
      const ms = ISO_TIME.test(text) ? Date.parse(text) : Number.NaN;
      if (!Number.isFinite(ms) || ms < 0)
        throw usage(`--${name} takes a date or a time (2026-03-01, 2026-03-01T08:00:00+07:00)`);
      query.set(name, String(ms));
    }
    return `?${query}`;
  };
  const reasonBody = () => (values.reason === undefined ? {} : { reason: values.reason });

  switch (command) {
    case 'deposits': {
      const [merchantCode = ''] = exactly(1, `deposits <merchant> [--status pending] ${QUEUE_FILTERS}`);
      print(
        await call(
          'GET',
          fill(PAYMENTS_OPERATOR_PATHS.deposits, { merchantCode }) + queueQuery(DEPOSIT_ORDER_STATUSES),
        ),
      );
      return 0;
    }
    case 'deposit': {
      const [merchantCode = '', orderId = '', decision = ''] = exactly(
        3,
        'deposit <merchant> <orderId> approve|reject [--reason <text>]',
      );
      if (decision !== 'approve' && decision !== 'reject') throw usage('deposit takes approve or reject');
      print(
        await call(
          'POST',
          fill(PAYMENTS_OPERATOR_PATHS.depositDecision, { merchantCode, orderId, decision }),
          reasonBody(),
        ),
      );
      return 0;
    }
    case 'withdrawals': {
      const [merchantCode = ''] = exactly(1, `withdrawals <merchant> [--status submitted] ${QUEUE_FILTERS}`);
      print(
        await call(
          'GET',
          fill(WITHDRAWALS_OPERATOR_PATHS.withdrawals, { merchantCode }) + queueQuery(WITHDRAWAL_STATUSES),
        ),
      );
      return 0;
    }
    case 'payment-locks': {
      const [merchantCode = ''] = exactly(1, 'payment-locks <merchant>');
      print(await call('GET', fill(WITHDRAWALS_OPERATOR_PATHS.paymentLocks, { merchantCode })));
      return 0;
    }
    case 'withdrawal': {
      const [merchantCode = '', withdrawalId = '', step = ''] = exactly(
        3,
        'withdrawal <merchant> <id> review|approve|pay|reject [--reason <text>]',
      );
      if (!(WITHDRAWAL_STEP_NAMES as readonly string[]).includes(step)) {
        throw usage(`withdrawal takes one of ${WITHDRAWAL_STEP_NAMES.join(', ')}`);
      }
      print(
        await call(
          'POST',
          fill(WITHDRAWALS_OPERATOR_PATHS.withdrawalStep, { merchantCode, withdrawalId, step }),
          reasonBody(),
        ),
      );
      return 0;
    }
    case 'adjust': {
      const [merchantCode = '', username = '', raw = ''] = exactly(
        3,
        'adjust <merchant> <username> <amount> --reason <text>',
      );
      const amount = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(amount) || amount === 0)
        throw usage('adjust takes a non-zero whole amount in minor units');
      if (!values.reason) throw usage('adjust needs --reason');
      print(
        await call('POST', fill(WALLET_OPERATOR_PATHS.adjustments, { merchantCode }), {
          username,
          amount,
          reason: values.reason,
          idempotencyKey: values.key ?? `cli-${randomUUID()}`,
        }),
      );
      return 0;
    }
    case 'ledger-check': {
      exactly(0, 'ledger-check');
      const check = (await call('GET', WALLET_OPERATOR_PATHS.ledgerCheck)) as LedgerCheckValue;
      tools.out(
        `${check.ok ? 'OK' : 'VIOLATIONS'}: ${check.accounts} accounts, ${check.transactions} transactions`,
      );
      for (const { rule, detail } of check.violations) tools.out(`  ${rule}: ${detail}`);
      return check.ok ? 0 : 1;
    }
    case 'vendor': {
      const [vendorCode = ''] = exactly(1, 'vendor <vendorCode>');
      print(await call('GET', fill(VENDOR_WALLET_OPERATOR_PATHS.vendor, { vendorCode })));
      return 0;
    }
    case 'vendor-token': {
      const [vendorCode = '', merchantCode = '', username = ''] = exactly(
        3,
        'vendor-token <vendorCode> <merchant> <username>',
      );
      print(
        await call('POST', fill(VENDOR_WALLET_OPERATOR_PATHS.vendorToken, { vendorCode }), {
          merchantCode,
          username,
        }),
      );
      return 0;
    }
    default:
      return null;
  }
};
