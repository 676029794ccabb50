/**
 * /m/changePsw (spec §2 Change password screen, §4 Password change, §5 Change password): the
 * username read-only, the old password only when this tab has not just proven it (session.ts),
 * the new one and its confirmation; 'in_chang_saved' for 1 s, then home.
 */
import {
  DEFAULT_FIELD_PATTERNS,
  ErrorCode,
  isTrial,
  PASSWORD_CHANGE_REDIRECT_MS,
  SAVED_MESSAGE_MS,
} from '@app/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { FREE_REJECT_TOAST_MS } from '../../app/api-error-toast';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { HOME_PATH } from '../../app/layout-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { type SessionInfo, sessionInfoStore } from '../../lib/storage';
import { toast } from '../../ui/toast';
import './account.css';
import { focusField, focusFirstInvalid, useLanguageRevalidation } from './form-behaviour';
import { asRule, loginPassword } from './form-rules';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';
import { accountApi, useRegisterSettings } from './queries';
import { resealRememberedPassword } from './saved-login';
import { passwordChangeGrant } from './session';

const FORM_NAME = 'changePsw';

interface ChangeValues {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

export function ChangePasswordScreen() {
  const session = useSession();
  const { t } = useTranslation();
  const trial = session !== null && isTrial(session.type);
  // Spec §6: a trial account has no password to change; it is refused like other real-account functions.
  useEffect(() => {
    if (trial) toast.offline(t('free_reject'), FREE_REJECT_TOAST_MS);
  }, [trial, t]);
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  if (trial) return <Navigate to={HOME_PATH} replace />;
  return <ChangePasswordForm session={session} />;
}

function ChangePasswordForm({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: settings } = useRegisterSettings();
  const [form] = Form.useForm<ChangeValues>();
  const [busy, setBusy] = useState(false);
  const [oldPasswordShown, setOldPasswordShown] = useState(() => !passwordChangeGrant.held());
  useLanguageRevalidation(form);
  const passwordPattern = settings?.register.fields.password?.pattern ?? DEFAULT_FIELD_PATTERNS.password;

  async function change(values: ChangeValues) {
    if (busy) return;
    setBusy(true);
    toast.loading(t('in_please_wait'));
    try {
      const newPassword = values.newPassword ?? '';
      await accountApi.changePassword(queryClient, {
        ...(oldPasswordShown ? { oldPassword: values.oldPassword ?? '' } : {}),
        newPassword,
        confirmNewPassword: values.confirmNewPassword ?? '',
      });
      passwordChangeGrant.drop();
      sessionInfoStore.write({ ...session, firstTimeLogin: false });
      await resealRememberedPassword(session.userName, newPassword);
      toast.clear();
      toast.success(t('in_chang_saved'), SAVED_MESSAGE_MS);
      window.setTimeout(() => navigate(HOME_PATH, { replace: true }), PASSWORD_CHANGE_REDIRECT_MS);
    } catch (error) {
      // Spec §4/§8: a failed change hides the loader and shows no toast; the field at fault says why.
      toast.clear();
      showFieldError(error);
      setBusy(false);
    }
  }

  function showFieldError(error: unknown) {
    if (!(error instanceof ApiError)) return;
    if (error.errorCode === ErrorCode.OLD_PASSWORD_WRONG) {
      // The server no longer accepts the change without the old password: ask for it.
      passwordChangeGrant.drop();
      setOldPasswordShown(true);
      form.setFields([{ name: 'oldPassword', errors: [error.message] }]);
      window.setTimeout(() => focusField(FORM_NAME, 'oldPassword'));
      return;
    }
    const field =
      error.errorCode === ErrorCode.PASSWORD_CONFIRM_MISMATCH ? 'confirmNewPassword' : 'newPassword';
    form.setFields([{ name: field, errors: [error.message] }]);
    focusField(FORM_NAME, field);
  }

  return (
    <div className="account-page account-page--with-header">
      <Form
        name={FORM_NAME}
        form={form}
        layout="vertical"
        initialValues={{ username: session.userName }}
        onFinish={(values) => void change(values)}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(FORM_NAME, errorFields)}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={busy}>
            {t('confirm')}
          </Button>
        }
      >
        <Form.Item name="username" label={t('username')}>
          <Input readOnly />
        </Form.Item>
        {oldPasswordShown && (
          <Form.Item name="oldPassword" label={t('old_password')} rules={[asRule(loginPassword, t)]}>
            <PasswordInput placeholder={t('old_password')} autoComplete="current-password" maxLength={128} />
          </Form.Item>
        )}
        <NewPasswordFields form={form} passwordPattern={passwordPattern} oldPasswordField="oldPassword" />
      </Form>
    </div>
  );
}
