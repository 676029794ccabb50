/**
 * Editing one profile field (nickname, e-mail, payee name) in a popup: the merchant's rule for it
 * checked as the server checks it (contract profileFieldSettings), then PATCH /wps/member/profile.
 */
import type { ProfileField } from '@app/contract/client';
import { profileFieldSettings } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { ApiError } from '../../app/api-client';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { asRule, registerFieldCheck } from '../account/form-rules';
import { useRegisterSettings, useUpdateProfile } from '../account/queries';

/** The label and input limits of each field (the contract's ProfileBody maxLength). */
export const PROFILE_FIELD_VIEW: Record<ProfileField, { labelKey: string; maxLength: number; type: string }> =
  {
    nickname: { labelKey: 'nickname', maxLength: 64, type: 'text' },
    email: { labelKey: 'email', maxLength: 254, type: 'email' },
    payeeName: { labelKey: 'payee_name', maxLength: 100, type: 'text' },
  };

export function ProfileFieldEditor({
  field,
  value,
  onClose,
}: {
  field: ProfileField | null;
  value: string;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={field !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="member-popup"
      destroyOnClose
    >
      {field && <FieldForm field={field} value={value} onDone={onClose} />}
    </Popup>
  );
}

function FieldForm({ field, value, onDone }: { field: ProfileField; value: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<ProfileField, string>>();
  const { data: settings } = useRegisterSettings();
  const save = useUpdateProfile();
  const view = PROFILE_FIELD_VIEW[field];
  const check = registerFieldCheck(profileFieldSettings(settings?.register.fields ?? {}), field);
  const formName = `profile-${field}`;

  return (
    <Form
      name={formName}
      form={form}
      layout="vertical"
      initialValues={{ [field]: value }}
      onFinish={async (values) => {
        try {
          await save.mutateAsync({ [field]: (values[field] ?? '').trim() });
          toast.success(t('in_chang_saved'));
          onDone();
        } catch (error) {
          // The server's field message, translated by its error code, shows under the field.
          if (error instanceof ApiError && error.value?.fields) {
            form.setFields([{ name: field, errors: [error.message] }]);
          } else toastApiError(error);
        }
      }}
      footer={
        <Button block type="submit" color="primary" shape="rounded" loading={save.isPending}>
          {t('confirm')}
        </Button>
      }
    >
      <h2 className="member-popup__title">{t('profile_edit_title', { field: t(view.labelKey) })}</h2>
      {field === 'payeeName' && <p className="member-muted">{t('payee_name_once')}</p>}
      <Form.Item name={field} label={t(view.labelKey)} rules={[asRule(check, t)]}>
        <Input
          type={view.type}
          maxLength={view.maxLength}
          clearable
          autoComplete={field === 'email' ? 'email' : 'off'}
        />
      </Form.Item>
    </Form>
  );
}
