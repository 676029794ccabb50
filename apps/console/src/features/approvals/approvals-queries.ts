import type { WalletSettingsBody } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidatePlayerMoney } from '../players/player-queries';
import type { MemberRef } from '../players/players-api';
import {
  adjustBalance,
  decideApproval,
  fetchApprovals,
  fetchWalletSettings,
  saveWalletSettings,
} from './approvals-api';
import type { ApprovalsView } from './approvals-view';

/** Every query a decision or an adjustment may change: the requests, and the money queues that show them. */
const APPROVALS_KEY = ['operator', 'approvals'] as const;
const MONEY_KEY = ['operator', 'money'] as const;

/** A page of the merchant's requests of the view's filters, newest first. */
export const useApprovals = (view: ApprovalsView) =>
  useQuery({
    queryKey: [...APPROVALS_KEY, 'list', view],
    enabled: view.merchantCode !== undefined,
    queryFn: ({ signal }) =>
      fetchApprovals(
        view.merchantCode as string,
        {
          ...(view.status === 'all' ? {} : { status: view.status }),
          ...(view.kind === 'all' ? {} : { kind: view.kind }),
          pageNo: view.pageNo,
          pageSize: view.pageSize,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/**
 * The ids of the merchant's withdrawals waiting for a second approval (the money queue marks
 * them): the open withdrawal requests, at most a page of the largest size.
 */
export const useWithdrawalsAwaitingApproval = (merchantCode: string | undefined) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'awaiting-approval', merchantCode],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) =>
      fetchApprovals(
        merchantCode as string,
        { status: 'pending', kind: 'withdrawal', pageSize: 100 },
        signal,
      ),
    select: (page) => new Set(page.list.map((approval) => approval.subject)),
  });

/**
 * A decision or an adjustment: the requests and the queues are asked again whatever the answer,
 * and so are the balance and ledger of the member it is about (`memberOf`, undefined when the
 * change cannot have moved their money).
 */
function useFourEyesMutation<Input, Answer>(
  call: (input: Input) => Promise<Answer>,
  memberOf: (input: Input, answer: Answer | undefined) => MemberRef | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async (answer, _error, input) => {
      const member = memberOf(input, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
        queryClient.invalidateQueries({ queryKey: MONEY_KEY }),
        member && invalidatePlayerMoney(queryClient, member),
      ]);
    },
  });
}

/** An approved request posted the adjustment or moved the withdrawal: its member's money changed. */
export const useDecision = () =>
  useFourEyesMutation(decideApproval, (input, approval) =>
    approval?.status === 'approved'
      ? { merchantCode: input.merchantCode, username: approval.username }
      : undefined,
  );
/** Posted or not (an answer lost on the way may have posted), the member's money is asked again. */
export const useAdjustment = () =>
  useFourEyesMutation(adjustBalance, ({ merchantCode, username }) => ({ merchantCode, username }));

export const useWalletSettings = (merchantCode: string | undefined) =>
  useQuery({
    queryKey: [...APPROVALS_KEY, 'settings', merchantCode],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) => fetchWalletSettings(merchantCode as string, signal),
  });

export const useSaveWalletSettings = (merchantCode: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletSettingsBody) => saveWalletSettings(merchantCode, body),
    onSuccess: (saved) => queryClient.setQueryData([...APPROVALS_KEY, 'settings', merchantCode], saved),
  });
};
