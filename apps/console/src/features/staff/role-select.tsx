import { STAFF_ROLES, type StaffRole } from '@app/contract/client';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';

/** The roles by their translated names; value and onChange come from the Form.Item around it. */
export function RoleSelect(props: Omit<SelectProps<StaffRole>, 'options'>) {
  const { t } = useTranslation();
  return (
    <Select {...props} options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
  );
}
