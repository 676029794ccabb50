/**
 * /m/forget (spec §2 Forgot password, find-password-by-SMS; §7 Set password via phone): mobile
 * number, slider check and SMS code, new password and its confirmation; then back to login.
 */
import { DEFAULT_FIELD_PATTERNS, normalizeMobileNum, SUCCESS_TOAST_MS } from '@app/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastApiError } from '../../app/api-error-toast';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { toast } from '../../ui/toast';
import { AccountPage } from './account-page';
import { focusFirstInvalid, useLanguageRevalidation } from './form-behaviour';
import { NewPasswordFields } from './new-password-fields';
import {
  DialingCodeField,
  MobileNumField,
  useDefaultDialingCode,
  VerificationCodeField,
} from './phone-fields';
import { accountApi, useRegisterSettings } from './queries';
import { useSmsCodeRequest } from './sms-code-request';

const FORM_NAME = 'forget';

interface ForgetValues {
  countryDialingCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

export function ForgetScreen() {
  const { t } = useTranslation();
  const dialingCode = useDefaultDialingCode();
  if (!dialingCode) {
    return (
      <AccountPage title={t('title_forget_password')}>
        <PageSpinner />
      </AccountPage>
    );
  }
  return <ForgetForm dialingCode={dialingCode} />;
}

/** The form's first dialing code is set once, when it is created. */
function ForgetForm({ dialingCode }: { dialingCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: settings } = useRegisterSettings();
  const [form] = Form.useForm<ForgetValues>();
  const [busy, setBusy] = useState(false);
  const sms = useSmsCodeRequest({ form, formName: FORM_NAME, purpose: 'forget' });
  useLanguageRevalidation(form);
  const passwordPattern = settings?.register.fields.password?.pattern ?? DEFAULT_FIELD_PATTERNS.password;

  async function reset(values: ForgetValues) {
    if (busy) return;
    setBusy(true);
    toast.loading(t('in_please_wait'));
    try {
      await accountApi.passwordByPhone(queryClient, {
        mobileNum: normalizeMobileNum(values.mobileNum ?? ''),
        countryDialingCode: (values.countryDialingCode ?? '').replace(/^\+/, ''),
        verificationCode: (values.verificationCode ?? '').trim(),
        newPassword: values.newPassword ?? '',
        confirmNewPassword: values.confirmNewPassword ?? '',
      });
      toast.clear();
      toast.success(t('password_reset_done'), SUCCESS_TOAST_MS);
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      toast.clear();
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t('title_forget_password')}>
      <p className="account-page__lead">{t('forget_by_sms_lead')}</p>
      <Form
        name={FORM_NAME}
        form={form}
        layout="vertical"
        initialValues={{ countryDialingCode: dialingCode }}
        onFinish={(values) => void reset(values)}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(FORM_NAME, errorFields)}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={busy}>
            {t('confirm')}
          </Button>
        }
      >
        <DialingCodeField />
        <MobileNumField name="mobileNum" />
        <VerificationCodeField sms={sms} mobileField="mobileNum" />
        <NewPasswordFields form={form} passwordPattern={passwordPattern} />
      </Form>
      {sms.sliderElement}
    </AccountPage>
  );
}
