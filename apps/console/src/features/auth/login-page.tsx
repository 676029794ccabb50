/**
 * /console/login: the password, then the authenticator's code — enrolled first when the account
 * has none yet — then the page the staff member was sent here from (`next`).
 */
import type { StaffLoginBody } from '@app/contract';
import { ErrorCode, STAFF_TOTP, STAFF_TOTP_CODE_PATTERN } from '@app/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, type FormInstance, Input, theme } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { nextPathOf } from '../../app/console-paths';
import { LanguageSwitch } from '../../app/language-switch';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';
import { showFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/i18n/i18n';
import { PageTitle } from '../../ui/page-title';
import { type LoginPageState, startSession } from './session';
import { logIn } from './staff-auth-api';
import { type TotpEnrolment, TotpEnrolmentPanel } from './totp-enrolment';

type Credentials = Pick<StaffLoginBody, 'username' | 'password'>;

/** Which form the page shows: the password's, or the code's (after an enrolment or not). */
type Step = { kind: 'credentials' } | { kind: 'code'; credentials: Credentials; enrolment?: TotpEnrolment };

const CARD_WIDTH = 440;

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const login = useMutation({ mutationFn: logIn });
  const { token } = theme.useToken();
  const sessionEnded = (location.state as LoginPageState | null)?.sessionEnded === true;

  const submit = async (body: StaffLoginBody, form: FormInstance) => {
    try {
      const answer = await login.mutateAsync(body);
      if (answer.step === 'signedIn') {
        startSession(queryClient, answer);
        navigate(nextPathOf(search), { replace: true });
        return;
      }
      const credentials = { username: body.username, password: body.password };
      setStep(
        answer.step === 'enrol'
          ? { kind: 'code', credentials, enrolment: answer }
          : { kind: 'code', credentials },
      );
    } catch (error) {
      // A wrong code belongs to the code field; a refusal naming fields, to those fields.
      showFieldErrors(form, error, t, (refusal) =>
        isApiError(refusal, ErrorCode.VERIFICATION_CODE_ERROR) ? { code: t('error.wrongCode') } : undefined,
      );
    }
  };

  const startOver = () => {
    login.reset();
    setStep({ kind: 'credentials' });
  };

  // The wrong code is told on its field; every other refusal above the form.
  const pageError =
    login.error && !isApiError(login.error, ErrorCode.VERIFICATION_CODE_ERROR)
      ? errorMessage(login.error, t)
      : null;

  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Flex component="header" justify="flex-end" style={{ padding: token.padding }}>
        <LanguageSwitch />
      </Flex>
      <Flex component="main" justify="center" align="flex-start" style={{ flex: 1, paddingTop: '8vh' }}>
        {/* A card drawn with antd's tokens: antd's Card brings its tabs along (50 kB) to this first page. */}
        <section
          style={{
            width: CARD_WIDTH,
            padding: token.paddingLG,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <PageTitle>
            {step.kind === 'credentials'
              ? t('login.title')
              : t(step.enrolment ? 'login.enrolTitle' : 'login.codeTitle')}
          </PageTitle>
          {sessionEnded && !login.error && (
            <Alert type="info" showIcon title={t('login.sessionEnded')} style={{ marginBottom: 16 }} />
          )}
          {pageError && <Alert type="error" showIcon title={pageError} style={{ marginBottom: 16 }} />}
          {step.kind === 'credentials' ? (
            <CredentialsForm pending={login.isPending} onSubmit={submit} />
          ) : (
            <>
              {step.enrolment && <TotpEnrolmentPanel enrolment={step.enrolment} />}
              <CodeForm
                pending={login.isPending}
                onSubmit={(code, form) => submit({ ...step.credentials, code }, form)}
              />
              <Button type="link" onClick={startOver} style={{ paddingInline: 0 }}>
                {t('login.startOver')}
              </Button>
            </>
          )}
        </section>
      </Flex>
    </Flex>
  );
}

function CredentialsForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (credentials: Credentials, form: FormInstance) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit(values, form)}
    >
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, message: t('login.usernameRequired') }]}
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

function CodeForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (code: string, form: FormInstance) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Form
      form={form}
      name="code"
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) => onSubmit(code, form)}
    >
      <Form.Item
        name="code"
        label={t('login.code')}
        extra={t('login.codeHelp')}
        rules={[
          { required: true, pattern: new RegExp(STAFF_TOTP_CODE_PATTERN), message: t('login.codeInvalid') },
        ]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={STAFF_TOTP.digits} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.verify')}
      </Button>
    </Form>
  );
}
