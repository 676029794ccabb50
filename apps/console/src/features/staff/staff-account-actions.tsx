import type { StaffAccount, StaffAccountPatch } from '@app/contract';
import { App, Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n/i18n';
import { useStaff } from '../auth/session';
import { usePatchStaffAccount } from './staff-queries';

/** A row's changes: the role in its own modal, the others each behind a confirmation. */
export function StaffAccountActions({
  account,
  onChangeRole,
}: {
  account: StaffAccount;
  onChangeRole: (account: StaffAccount) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const patch = usePatchStaffAccount();
  const { username } = account;
  // The server refuses an admin disabling or demoting themselves (so that an admin always
  // remains): their own row does not offer it.
  const isOwnAccount = useStaff().username === username;

  const withConfirmation = (question: string, change: StaffAccountPatch, button: ReactNode) => (
    <Popconfirm
      title={question}
      // Popconfirm keeps its OK button loading until the change is done, and closes either way.
      onConfirm={() =>
        patch.mutateAsync({ username, patch: change }).catch((error: unknown) => {
          void message.error(errorMessage(error, t));
        })
      }
    >
      {button}
    </Popconfirm>
  );

  const enableOrDisable = account.disabled
    ? withConfirmation(
        t('staff.enableConfirm', { username }),
        { disabled: false },
        <Button size="small">{t('staff.enable')}</Button>,
      )
    : withConfirmation(
        t('staff.disableConfirm', { username }),
        { disabled: true },
        <Button size="small" danger>
          {t('staff.disable')}
        </Button>,
      );

  return (
    <Space size="small" wrap>
      {!isOwnAccount && (
        <>
          <Button size="small" onClick={() => onChangeRole(account)}>
            {t('staff.changeRole')}
          </Button>
          {enableOrDisable}
        </>
      )}
      {/* Nothing to reset before the account has set up its authenticator. */}
      {account.totpEnrolled &&
        withConfirmation(
          t('staff.resetTotpConfirm', { username }),
          { resetTotp: true },
          <Button size="small">{t('staff.resetTotp')}</Button>,
        )}
    </Space>
  );
}
