/**
 * The new-password and confirmation fields of the change-password and forgotten-password forms
 * (spec §5): the new password has 8 to 64 characters (decision 0022), follows the merchant's
 * pattern and, when an old one is given, differs from it; the confirmation is required ('Enter password') and equal.
 */
import Form, { type FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from '../../i18n/use-translation';
import { asRule, confirmPasswordOf, newPasswordOf } from './form-rules';
import { PasswordInput } from './password-input';

export function NewPasswordFields({
  form,
  passwordPattern,
  oldPasswordField,
}: {
  form: FormInstance;
  passwordPattern: string;
  /** The form field holding the old password, when the form has one. */
  oldPasswordField?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="newPassword"
        label={t('new_password')}
        description={t('password_hint')}
        dependencies={oldPasswordField ? [oldPasswordField] : undefined}
        rules={[
          asRule(
            newPasswordOf(passwordPattern, () =>
              oldPasswordField ? form.getFieldValue(oldPasswordField) : undefined,
            ),
            t,
          ),
        ]}
      >
        <PasswordInput placeholder={t('new_password')} autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirmNewPassword"
        label={t('confirm_password')}
        dependencies={['newPassword']}
        rules={[
          asRule(
            confirmPasswordOf(() => form.getFieldValue('newPassword'), 'enter_password'),
            t,
          ),
        ]}
      >
        <PasswordInput placeholder={t('confirm_password')} autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  );
}
