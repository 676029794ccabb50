import type { StaffAccount, StaffAccountPatch } from '@app/contract';
import { useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';
import { RoleField } from './role-field';
import { usePatchStaffAccount } from './staff-queries';

/** Shown while it is rendered: the page renders it for the account whose role is being changed. */
export function ChangeRoleModal({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const patch = usePatchStaffAccount();
  return (
    <FormModal<Pick<StaffAccountPatch, 'role'>>
      name="change-role"
      title={t('staff.changeRoleOf', { username: account.username })}
      okText={t('staff.save')}
      open
      initialValues={{ role: account.role }}
      onClose={onClose}
      submit={({ role }) => patch.mutateAsync({ username: account.username, patch: { role } })}
    >
      <RoleField />
    </FormModal>
  );
}
