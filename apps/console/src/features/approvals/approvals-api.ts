/**
 * The four-eyes calls (contract approvals.ts, wallet.ts; decision 0067): a merchant's approval
 * requests, a second staff member's approval or rejection, the wallet settings that hold the
 * threshold, and a balance adjustment, which answers posted or awaiting approval.
 */
import type {
  AdjustmentValue,
  Approval,
  ApprovalsPage,
  ApprovalsQuery,
  WalletSettingsBody,
  WalletSettingsValue,
} from '@app/contract';
import { APPROVALS_OPERATOR_PATHS, WALLET_OPERATOR_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

export const fetchApprovals = (merchantCode: string, query: ApprovalsQuery, signal?: AbortSignal) =>
  callApi<ApprovalsPage>(
    { method: 'GET', url: APPROVALS_OPERATOR_PATHS.approvals },
    { params: { merchantCode }, query: { ...query }, signal },
  );

export const decideApproval = (input: {
  merchantCode: string;
  approvalId: number;
  decision: 'approve' | 'reject';
  reason?: string;
}) =>
  callApi<Approval>(
    { method: 'POST', url: APPROVALS_OPERATOR_PATHS[input.decision] },
    {
      params: { merchantCode: input.merchantCode, approvalId: String(input.approvalId) },
      body: input.reason === undefined ? {} : { reason: input.reason },
    },
  );

export const fetchWalletSettings = (merchantCode: string, signal?: AbortSignal) =>
  callApi<WalletSettingsValue>(
    { method: 'GET', url: WALLET_OPERATOR_PATHS.settings },
    { params: { merchantCode }, signal },
  );

export const saveWalletSettings = (merchantCode: string, body: WalletSettingsBody) =>
  callApi<WalletSettingsValue>(
    { method: 'PUT', url: WALLET_OPERATOR_PATHS.settings },
    { params: { merchantCode }, body },
  );

export const adjustBalance = (input: {
  merchantCode: string;
  username: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
}) => {
  const { merchantCode, ...body } = input;
  return callApi<AdjustmentValue>(
    { method: 'POST', url: WALLET_OPERATOR_PATHS.adjustments },
    { params: { merchantCode }, body },
  );
};
