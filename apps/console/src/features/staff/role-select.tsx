import { STAFF_ROLES, type StaffRole } from '@app/contract/client';
import { Select } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';

/** The roles by their translated names; value and onChange come from the Form.Item around it. */
export function RoleSelect(props: { id?: string; value?: StaffRole; onChange?: (role: StaffRole) => void }) {
  const { t } = useTranslation();
  return (
    <Select {...props} options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
  );
}
