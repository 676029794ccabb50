import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { decideDeposit, fetchDeposits, fetchMerchants, fetchWithdrawals, stepWithdrawal } from './money-api';
import { type DepositFilter, newestFirst, type WithdrawalFilter, withdrawalStatusesOf } from './money-view';

const MONEY_KEY = ['operator', 'money'] as const;

export const useMerchants = () =>
  useQuery({
    queryKey: ['operator', 'merchants'],
    queryFn: ({ signal }) => fetchMerchants(signal),
    staleTime: 5 * 60_000,
  });

/** The merchant's withdrawals of the filter, newest first (the waiting ones: one call per status). */
export const useWithdrawals = (merchantCode: string | undefined, filter: WithdrawalFilter) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'withdrawals', merchantCode, filter],
    enabled: merchantCode !== undefined,
    queryFn: async ({ signal }) =>
      newestFirst(
        (
          await Promise.all(
            withdrawalStatusesOf(filter).map((status) =>
              fetchWithdrawals(merchantCode as string, status, signal),
            ),
          )
        ).flat(),
      ),
  });

export const useDeposits = (merchantCode: string | undefined, filter: DepositFilter) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'deposits', merchantCode, filter],
    enabled: merchantCode !== undefined,
    queryFn: async ({ signal }) =>
      newestFirst(await fetchDeposits(merchantCode as string, filter === 'all' ? undefined : filter, signal)),
  });

/**
 * A step or a decision, told by a message once done; the queues are asked again whatever the
 * answer (a refusal for a row moved meanwhile shows where it is now). A refusal is told where the
 * action was asked.
 */
function useMoneyMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void message.success(t('money.done'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_KEY }),
  });
}

export const useWithdrawalStep = () => useMoneyMutation(stepWithdrawal);
export const useDepositDecision = () => useMoneyMutation(decideDeposit);
