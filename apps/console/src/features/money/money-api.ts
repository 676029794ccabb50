/**
 * The money queues' operator calls (contract withdrawals.ts and payments.ts): each list answers a
 * page of a merchant's rows of the filters, newest first, and how many there are; a step or a
 * decision answers the row.
 */
import type {
  DepositOrder,
  OperatorDepositsQuery,
  OperatorWithdrawalsQuery,
  Withdrawal,
} from '@app/contract';
import {
  ErrorCode,
  type OperatorPageOf,
  PAYMENTS_OPERATOR_PATHS,
  WITHDRAWALS_OPERATOR_PATHS,
  type WithdrawalStep,
} from '@app/contract/client';
import { ApiError, callApi, isApiError } from '../../lib/api-client';

/** A withdrawal as the operator API answers it (contract OperatorWithdrawal). */
export type OperatorWithdrawal = Withdrawal & { memberId: number; username: string };
/** A deposit order as the operator API answers it (contract OperatorDeposit). */
export type OperatorDeposit = DepositOrder & { memberId: number; username: string; payerName: string | null };

export const fetchWithdrawals = (
  merchantCode: string,
  query: OperatorWithdrawalsQuery,
  signal?: AbortSignal,
) =>
  callApi<OperatorPageOf<OperatorWithdrawal>>(
    { method: 'GET', url: WITHDRAWALS_OPERATOR_PATHS.withdrawals },
    { params: { merchantCode }, query: { ...query }, signal },
  );

/**
 * A step its status no longer allows (ILLEGAL_TRANSITION: out of order, or moved meanwhile by a
 * colleague) is a conflict with what is stored: told as one.
 */
const asConflict = (error: unknown): never => {
  if (isApiError(error, ErrorCode.ILLEGAL_TRANSITION))
    throw new ApiError(ErrorCode.CONFLICT, error.status, error.value);
  throw error;
};

export const stepWithdrawal = (input: {
  merchantCode: string;
  withdrawalId: string;
  step: WithdrawalStep;
  reason?: string;
}) =>
  callApi<OperatorWithdrawal>(
    { method: 'POST', url: WITHDRAWALS_OPERATOR_PATHS.withdrawalStep },
    {
      params: { merchantCode: input.merchantCode, withdrawalId: input.withdrawalId, step: input.step },
      body: input.reason === undefined ? {} : { reason: input.reason },
    },
  ).catch(asConflict);

export const fetchDeposits = (merchantCode: string, query: OperatorDepositsQuery, signal?: AbortSignal) =>
  callApi<OperatorPageOf<OperatorDeposit>>(
    { method: 'GET', url: PAYMENTS_OPERATOR_PATHS.deposits },
    { params: { merchantCode }, query: { ...query }, signal },
  );

export const decideDeposit = (input: {
  merchantCode: string;
  orderId: string;
  decision: 'approve' | 'reject';
  reason?: string;
}) =>
  callApi<OperatorDeposit>(
    { method: 'POST', url: PAYMENTS_OPERATOR_PATHS.depositDecision },
    {
      params: { merchantCode: input.merchantCode, orderId: input.orderId, decision: input.decision },
      body: input.reason === undefined ? {} : { reason: input.reason },
    },
  ).catch(asConflict);
