/**
 * /m/login (spec §2 Login screen, §4 Login and Trial, §5 Login rules): username and password, or
 * mobile number and SMS code with MOBILEVERCODELOGIN3; captcha after a failed login that asks for
 * it; remembered credentials; trial play; social sign-in and its return (?oauth= / ?oauthError=);
 * why the last session ended or a login is refused, for a time-out, self-exclusion or the
 * session-time limit (issue 19).
 */
import type { LoginBody, SessionValue } from '@app/contract';
import { normalizeMobileNum } from '@app/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, endsSession, messageKeyOf } from '../../app/api-client';
import { toastApiError } from '../../app/api-error-toast';
import { HOME_PATH } from '../../app/layout-rules';
import { useSessionEndNotice } from '../../app/session/session-end-notice';
import { useSiteConfig } from '../../features/system/queries';
import { useTranslation } from '../../i18n/use-translation';
import { type LoginMethod, preferences } from '../../lib/storage';
import { TabBar } from '../../ui/tab-bar';
import { toast } from '../../ui/toast';
import { AccountPage } from './account-page';
import { CaptchaField } from './captcha-image';
import { focusFirstInvalid, useLanguageRevalidation } from './form-behaviour';
import { asRule, loginPassword, loginUsername } from './form-rules';
import { PasswordInput } from './password-input';
import {
  DialingCodeField,
  MobileNumField,
  useDefaultDialingCode,
  VerificationCodeField,
} from './phone-fields';
import { accountApi, useCaptcha } from './queries';
import { forgetLogin, recallLogin, rememberLogin } from './saved-login';
import { FORGET_PATH, landingAfterLogin, safeRedirectOf, startSession } from './session';
import { useSmsCodeRequest } from './sms-code-request';
import { SocialSignIn } from './social-sign-in';
import { useTrialPlay } from './use-trial-play';

const FORM_NAME = 'login';

interface LoginValues {
  username?: string;
  password?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  captcha?: string;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: config } = useSiteConfig();
  const whitelabel = config?.whitelabel;
  const dialingCode = useDefaultDialingCode();
  const [form] = Form.useForm<LoginValues>();
  const [method, setMethod] = useState<LoginMethod>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCodeRequest({ form, formName: FORM_NAME, purpose: 'login' });
  const playTrial = useTrialPlay();
  useLanguageRevalidation(form);

  const redirect = safeRedirectOf(params.get('redirect'));
  const smsLoginOn = whitelabel?.MOBILEVERCODELOGIN3 ?? false;

  function enterSession(session: SessionValue, byPassword: boolean, returnTo: string | null) {
    startSession(session, byPassword);
    navigate(landingAfterLogin(session, returnTo), { replace: true });
  }

  async function logIn(values: LoginValues) {
    if (busy) return;
    setBusy(true);
    toast.loading(t('in_please_wait'));
    const captchaAnswer =
      captchaShown && captcha.data
        ? { captcha: values.captcha?.trim(), captchaId: captcha.data.captchaId }
        : {};
    const body: LoginBody =
      method === 'username'
        ? { type: 'username', username: values.username?.trim(), password: values.password, ...captchaAnswer }
        : {
            type: 'sms',
            mobileNum: normalizeMobileNum(values.mobileNum ?? ''),
            countryDialingCode: (values.countryDialingCode ?? '').replace(/^\+/, ''),
            verificationCode: values.verificationCode?.trim(),
            ...captchaAnswer,
          };
    try {
      const session = await accountApi.login(queryClient, body);
      if (remember) {
        await rememberLogin(
          method === 'username'
            ? { type: 'username', username: body.username ?? '', password: values.password }
            : { type: 'sms', username: body.mobileNum ?? '', countryDialingCode: body.countryDialingCode },
        );
      } else {
        forgetLogin(method);
      }
      preferences.autoLogin.write(remember && method === 'username');
      toast.clear();
      enterSession(session, method === 'username', redirect);
    } catch (error) {
      toast.clear();
      // Spec §4: a failure whose data carries the captcha flag shows the captcha (a new one: single use).
      if (error instanceof ApiError && error.value?.captcha === true) {
        form.setFieldValue('captcha', '');
        if (captchaShown) void captcha.refetch();
        else setCaptchaShown(true);
      }
      // A time-out or self-exclusion is said above the form, where it stays (SessionEnded).
      if (!endsSession(error)) toastApiError(error);
    } finally {
      setBusy(false);
    }
  }

  // Read when a method is chosen, not a reason to choose again: a later change must not refill
  // what the player typed.
  const dialingCodeNow = useEffectEvent(() => dialingCode);

  // Spec §2: each method has its own remembered credentials, loaded when the method is chosen.
  const autoLoginTried = useRef(false);
  useEffect(() => {
    let current = true;
    void recallLogin(method).then((saved) => {
      if (!current) return;
      setRemember(saved !== null);
      if (method === 'username') {
        form.setFieldsValue({ username: saved?.username ?? '', password: saved?.password ?? '' });
      } else {
        form.setFieldsValue({
          mobileNum: saved?.username ?? '',
          countryDialingCode: saved?.countryDialingCode ?? dialingCodeNow(),
        });
      }
      // autoLogin (spec §3) is on after a remembered login and off after a logout.
      const autoLogin =
        !autoLoginTried.current && method === 'username' && preferences.autoLogin.read() && saved?.password;
      autoLoginTried.current = true;
      if (autoLogin && !params.has('oauth')) form.submit();
    });
    return () => {
      current = false;
    };
  }, [method, form, params]);

  // Social sign-in comes back here with a one-time code (contract OAUTH_RETURN_PATH); once per code.
  const oauthHandled = useRef<string | null>(null);
  useEffect(() => {
    const code = params.get('oauth');
    const failure = params.get('oauthError');
    if (failure && oauthHandled.current !== failure) {
      oauthHandled.current = failure;
      toast.fail(t(messageKeyOf(failure)));
    }
    if (!code || oauthHandled.current === code) return;
    oauthHandled.current = code;
    toast.loading(t('in_please_wait'));
    accountApi.oauthExchange(code).then(
      ({ session, returnTo }) => {
        toast.clear();
        enterSession(session, false, returnTo);
      },
      (error: unknown) => {
        toast.clear();
        if (!endsSession(error)) toastApiError(error);
      },
    );
  });

  function switchMethod(next: LoginMethod) {
    setMethod(next);
    if (captchaShown) void captcha.refetch();
  }

  return (
    <AccountPage toggle="login">
      <SessionEnded />
      {smsLoginOn && (
        <TabBar
          tabs={[
            { key: 'username', title: t('login_by_username') },
            { key: 'sms', title: t('login_by_sms') },
          ]}
          activeKey={method}
          onChange={switchMethod}
        />
      )}
      <Form
        name={FORM_NAME}
        form={form}
        layout="vertical"
        onFinish={(values) => void logIn(values)}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(FORM_NAME, errorFields)}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={busy}>
            {t('login')}
          </Button>
        }
      >
        {method === 'username' ? (
          <>
            <Form.Item name="username" label={t('username')} rules={[asRule(loginUsername, t)]}>
              <Input placeholder={t('enter_username')} autoComplete="username" maxLength={64} clearable />
            </Form.Item>
            <Form.Item name="password" label={t('password')} rules={[asRule(loginPassword, t)]}>
              <PasswordInput placeholder={t('enter_password')} maxLength={128} />
            </Form.Item>
          </>
        ) : (
          <>
            <DialingCodeField />
            <MobileNumField name="mobileNum" />
            <VerificationCodeField sms={sms} mobileField="mobileNum" />
          </>
        )}
        {captchaShown && <CaptchaField captcha={captcha} />}
        <div className="account-form__row">
          <Checkbox checked={remember} onChange={setRemember}>
            {t('remember_me')}
          </Checkbox>
          <Link to={FORGET_PATH}>{t('forgot_password')}</Link>
        </div>
      </Form>
      <div className="account-page__extras">
        <Button block shape="rounded" fill="outline" onClick={() => void playTrial()}>
          {t('trial_play')}
        </Button>
        <SocialSignIn
          facebook={whitelabel?.FACEBOOKLOGIN3 ?? false}
          google={whitelabel?.GOOGLELOGIN3 ?? false}
          returnTo={redirect ?? HOME_PATH}
        />
      </div>
      {sms.sliderElement}
    </AccountPage>
  );
}

/** Why the session ended, or why logins are refused until a date: stays until the next login. */
function SessionEnded() {
  const notice = useSessionEndNotice();
  if (!notice) return null;
  return (
    <p role="alert" className="account-notice">
      {notice}
    </p>
  );
}
