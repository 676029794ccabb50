import type { StaffAccountPatch } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { createStaffAccount, fetchStaffAccounts, patchStaffAccount } from './staff-api';

const STAFF_ACCOUNTS_KEY = ['staff', 'accounts'] as const;

export const useStaffAccounts = () =>
  useQuery({ queryKey: STAFF_ACCOUNTS_KEY, queryFn: ({ signal }) => fetchStaffAccounts(signal) });

/** A new account; the list is asked again once it exists. */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}

/**
 * One change of an account (role, disabled, TOTP reset), told by a message once done; a refusal
 * is told where the change was asked (the role's modal, or a message by the row's buttons).
 */
export function usePatchStaffAccount() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, patch }: { username: string; patch: StaffAccountPatch }) =>
      patchStaffAccount(username, patch),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY });
      void message.success(t('staff.saved'));
    },
  });
}
