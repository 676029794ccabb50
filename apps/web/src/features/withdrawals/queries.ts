/**
 * Server state of the withdraw side (contract WITHDRAWALS_CALLS): bank cards (whose answer carries
 * the payment password's state and lock), the member's withdrawals, and the calls that carry the
 * payment password, sealed through account/queries' sendEncrypted. Keys start with the session
 * token like the wallet's (wallet/queries.ts).
 */
import type { BindBankCardBody, PaymentUnlockBody, WithdrawBody } from '@app/contract';
import { ErrorCode, WITHDRAWALS_CALLS } from '@app/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../app/api-client';
import { sendEncrypted } from '../account/queries';
import { usePagedList, useRefreshBalance, useSessionToken, withIdempotencyKey } from '../wallet/queries';

const withdrawalsKeys = {
  all: (token: string) => ['withdrawals', token] as const,
  bankCards: (token: string) => [...withdrawalsKeys.all(token), 'bank-cards'] as const,
  list: (token: string) => [...withdrawalsKeys.all(token), 'list'] as const,
};

export function useBankCards() {
  const token = useSessionToken();
  return useQuery({
    queryKey: withdrawalsKeys.bankCards(token),
    queryFn: ({ signal }) => call(WITHDRAWALS_CALLS.bankCards, { signal }),
    enabled: token !== '',
  });
}

export function useWithdrawals() {
  return usePagedList(withdrawalsKeys.list(useSessionToken()), (page, signal) =>
    call(WITHDRAWALS_CALLS.withdrawals, { query: page, signal }),
  );
}

/** The bank cards answer says whether a payment password is set and whether calls are locked. */
function useRefetchBankCards() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return () => queryClient.invalidateQueries({ queryKey: withdrawalsKeys.bankCards(token) });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentPassword: string) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.setPaymentPassword, { body: { paymentPassword } }),
    onSuccess: useRefetchBankCards(),
  });
}

/**
 * A call refused with PAYMENT_PASSWORD_LOCKED (this one's wrong password locked them, or another
 * device's): the bank cards answer carries the lock, so the screen shows it in place of the forms.
 */
function useRefetchLockOnRefusal() {
  const refetchBankCards = useRefetchBankCards();
  return (error: unknown) => {
    if (error instanceof ApiError && error.errorCode === ErrorCode.PAYMENT_PASSWORD_LOCKED) {
      void refetchBankCards();
    }
  };
}

export function useBindBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BindBankCardBody) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.bindBankCard, { body }),
    onSuccess: useRefetchBankCards(),
    onError: useRefetchLockOnRefusal(),
  });
}

/** While payment calls are locked: an SMS code to the number on the account (slider ticket). */
export const sendPaymentUnlockCode = (ticket: string) =>
  call(WITHDRAWALS_CALLS.paymentUnlockCode, { body: { ticket } });

/** Ends the lock with the SMS code (encrypted body). */
export function useUnlockPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentUnlockBody) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.paymentUnlock, { body }),
    onSuccess: useRefetchBankCards(),
  });
}

/** The withdrawal holds the amount at once: balance, withdrawals and the record all change. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) =>
      sendEncrypted(queryClient, WITHDRAWALS_CALLS.withdraw, { body, headers: withIdempotencyKey(key) }),
    onSuccess: () =>
      Promise.all([
        refreshBalance(),
        queryClient.invalidateQueries({ queryKey: withdrawalsKeys.list(token) }),
      ]),
    onError: useRefetchLockOnRefusal(),
  });
}
