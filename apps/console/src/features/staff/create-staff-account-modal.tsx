import type { StaffAccountCreate } from '@app/contract';
import {
  ErrorCode,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_USERNAME_PATTERN,
} from '@app/contract/client';
import { App, Form, Input } from 'antd';
import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';
import { RoleField } from './role-field';
import { useCreateStaffAccount } from './staff-queries';

/** A new staff account starts with the least power; the admin raises it on purpose. */
const INITIAL_VALUES: Partial<StaffAccountCreate> = { role: 'viewer' };

export function CreateStaffAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateStaffAccount();
  return (
    <FormModal<StaffAccountCreate>
      name="create-staff-account"
      title={t('staff.create')}
      okText={t('staff.createSubmit')}
      open={open}
      initialValues={INITIAL_VALUES}
      onClose={onClose}
      submit={async (account) => {
        await create.mutateAsync(account);
        void message.success(t('staff.created', { username: account.username }));
      }}
      // The one thing a new account can clash with: its username.
      refusalFields={(error) =>
        isApiError(error, ErrorCode.CONFLICT) ? { username: t('staff.usernameTaken') } : undefined
      }
    >
      <Form.Item
        name="username"
        label={t('staff.username')}
        extra={t('staff.usernameHelp')}
        rules={[
          { required: true, message: t('staff.required') },
          { pattern: new RegExp(STAFF_USERNAME_PATTERN), message: t('staff.usernameInvalid') },
        ]}
      >
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('staff.password')}
        extra={t('staff.passwordHelp', { min: STAFF_PASSWORD_MIN_LENGTH })}
        rules={[
          { required: true, message: t('staff.required') },
          {
            min: STAFF_PASSWORD_MIN_LENGTH,
            message: t('staff.passwordTooShort', { min: STAFF_PASSWORD_MIN_LENGTH }),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={STAFF_PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <RoleField />
    </FormModal>
  );
}
