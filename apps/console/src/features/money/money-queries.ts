import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { timeRangeQueryOf } from '../../lib/server-paging';
import { decideDeposit, fetchDeposits, fetchWithdrawals, stepWithdrawal } from './money-api';
import { depositStatusesOf, type MoneyView, withdrawalStatusesOf } from './money-view';

const MONEY_KEY = ['operator', 'money'] as const;

/** The queue's query: its statuses, member, days and page. */
const queueQueryOf = <Status extends string>(view: MoneyView, status: readonly Status[] | undefined) => ({
  ...(status ? { status: [...status] } : {}),
  ...(view.username ? { username: view.username } : {}),
  ...timeRangeQueryOf(view),
  pageNo: view.pageNo,
  pageSize: view.pageSize,
});

/** A page of the merchant's withdrawals of the view's filters, newest first. */
export const useWithdrawals = (view: MoneyView) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'withdrawals', view],
    enabled: view.merchantCode !== undefined,
    queryFn: ({ signal }) =>
      fetchWithdrawals(
        view.merchantCode as string,
        queueQueryOf(view, withdrawalStatusesOf(view.withdrawalStatus)),
        signal,
      ),
    // The table keeps the page it shows while the next one loads, instead of emptying.
    placeholderData: keepPreviousData,
  });

export const useDeposits = (view: MoneyView) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'deposits', view],
    enabled: view.merchantCode !== undefined,
    queryFn: ({ signal }) =>
      fetchDeposits(
        view.merchantCode as string,
        queueQueryOf(view, depositStatusesOf(view.depositStatus)),
        signal,
      ),
    placeholderData: keepPreviousData,
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
