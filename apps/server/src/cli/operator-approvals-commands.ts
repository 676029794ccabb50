/**
 * The four-eyes commands of the operator CLI (decision 0067): the merchant's approval requests,
 * deciding one, and the wallet settings that hold the approval threshold. The CLI acts with the
 * Operator-Key: its own adjustments and approvals are not held back, and it may decide any request.
 */
import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  APPROVALS_OPERATOR_PATHS,
  WALLET_OPERATOR_PATHS,
} from '@app/contract';
import { type CommandTools, fill, operatorPageQuery } from './command-tools';

export const APPROVALS_USAGE = `Four-eyes commands:
  approvals <merchant> [--status pending] [--kind adjustment|withdrawal] [--page <n>]
                                              approval requests, newest first (100 a page)
  approval <merchant> <id> approve|reject [--reason <text>]
                                              decide a request; reject needs --reason
  wallet-settings <merchant> ['<json>']       print the withdrawal limits and approval threshold,
                                              or change them: {"withdrawalMin":100000,
                                              "withdrawalMax":500000000,"approvalThreshold":10000000}`;

export interface ApprovalsCommandTools extends CommandTools {
  values: { status?: string; kind?: string; page?: string; reason?: string };
}

/** Runs a four-eyes command; null when the command is not one of them. */
export const runApprovalsCommand = async (
  command: string,
  rest: readonly string[],
  tools: ApprovalsCommandTools,
): Promise<number | null> => {
  const { values, call, print, usage, jsonOf } = tools;
  const oneOf = (option: string, value: string | undefined, allowed: readonly string[]) => {
    if (value !== undefined && !allowed.includes(value))
      throw usage(`--${option} takes one of ${allowed.join(', ')}`);
    return value;
  };

  switch (command) {
    case 'approvals': {
      if (rest.length !== 1)
        throw usage('Usage: npm run operator -- approvals <merchant> [--status pending]');
      const query = operatorPageQuery(values.page, usage);
      const status = oneOf('status', values.status, APPROVAL_STATUSES);
      const kind = oneOf('kind', values.kind, APPROVAL_KINDS);
      if (status) query.set('status', status);
      if (kind) query.set('kind', kind);
      const path = fill(APPROVALS_OPERATOR_PATHS.approvals, { merchantCode: rest[0] ?? '' });
      print(await call('GET', `${path}?${query}`));
      return 0;
    }
    case 'approval': {
      const [merchantCode = '', approvalId = '', decision = ''] = rest;
      if (rest.length !== 3 || (decision !== 'approve' && decision !== 'reject'))
        throw usage('Usage: npm run operator -- approval <merchant> <id> approve|reject [--reason <text>]');
      if (decision === 'reject' && !values.reason) throw usage('reject needs --reason');
      const path = fill(APPROVALS_OPERATOR_PATHS[decision], { merchantCode, approvalId });
      print(await call('POST', path, values.reason === undefined ? {} : { reason: values.reason }));
      return 0;
    }
    case 'wallet-settings': {
      const [merchantCode = '', json] = rest;
      if (rest.length < 1 || rest.length > 2)
        throw usage("Usage: npm run operator -- wallet-settings <merchant> ['<json>']");
      const path = fill(WALLET_OPERATOR_PATHS.settings, { merchantCode });
      print(await (json === undefined ? call('GET', path) : call('PUT', path, jsonOf(json, 'settings'))));
      return 0;
    }
    default:
      return null;
  }
};
