import { STAFF_ROLES } from '@app/contract/client';
import { Form, Select } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';

/** The form's required `role` field: the roles by their translated names. */
export function RoleField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="role" label={t('staff.role')} rules={[{ required: true, message: t('staff.required') }]}>
      <Select options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
    </Form.Item>
  );
}
