/**
 * /m/register and /m/register.html (spec §2 Registration screen, §4 Registration method and
 * Affiliate, §5 Registration): username and mobile tabs by the whitelabel switches, fields and rules
 * from getSetRegister, the URL's invitation code, captcha, SMS code, the slider check on submit,
 * the agreement flag (starts on) with a link to read the merchant's terms first, and the 24/7
 * customer-service link.
 */
import type { RegisterBody, RegisterSettingsValue } from '@app/contract';
import {
  ErrorCode,
  INVITATION_TOAST_MS,
  isSafeLink,
  normalizeMobileNum,
  type RegisterField,
  type RegisterFormRow,
  type RegisterTab,
  registerCodeShown,
  registerFieldsOfTab,
  registerFormRowsOf,
  registerMobileShown,
  registerRowMarkedRequired,
  registerTabsOf,
  SUCCESS_TOAST_MS,
} from '@app/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { toastApiError } from '../../app/api-error-toast';
import { useOpenCustomerService } from '../../app/layout/use-customer-service';
import { HOME_PATH } from '../../app/layout-rules';
import { useTranslation } from '../../i18n/use-translation';
import { alert } from '../../ui/dialogs';
import { PageSpinner } from '../../ui/page-spinner';
import { TabBar } from '../../ui/tab-bar';
import { toast } from '../../ui/toast';
import { installMode } from '../download/install-mode';
import { useSiteConfig } from '../system/queries';
import { AccountPage } from './account-page';
import { CaptchaField } from './captcha-image';
import { focusField, focusFirstInvalid, useLanguageRevalidation } from './form-behaviour';
import { asRule, birthdayCheck, confirmPasswordOf, loginMobileNum, registerFieldCheck } from './form-rules';
import { PasswordInput } from './password-input';
import {
  DialingCodeField,
  MobileNumField,
  useDefaultDialingCode,
  VerificationCodeField,
} from './phone-fields';
import { accountApi, useAffiliateCheck, useCaptcha, useRegisterSettings } from './queries';
import { PASSWORD_REGISTER_FIELDS, REGISTER_LABEL_KEYS } from './register-labels';
import {
  affiliateCodeFromUrl,
  generatedUsernameHintKey,
  mobileFieldOf,
  PHONE_REFILL_DELAY_MS,
  recommenderIdFromUrl,
} from './register-rules';
import { startSession } from './session';
import { useSliderCheck } from './slider-check';
import { useSmsCodeRequest } from './sms-code-request';
import { SocialSignIn } from './social-sign-in';

const FORM_NAME = 'register';

type RegisterValues = Partial<
  Record<RegisterField | 'mobileNum1' | 'mobileNum2' | 'countryDialingCode' | 'captcha', string>
> & { ageConfirmed?: boolean };

/** The fields whose phone keyboard is the number pad. */
const NUMERIC_FIELDS: readonly RegisterField[] = [
  'qqNum',
  'whatsapp',
  'zalo',
  'paymentPassword',
  'verificationCode',
];

export function RegisterScreen() {
  const { data: settings } = useRegisterSettings();
  const dialingCode = useDefaultDialingCode();
  if (!settings || !dialingCode) {
    return (
      <AccountPage toggle="register">
        <PageSpinner />
      </AccountPage>
    );
  }
  return <RegisterForm settings={settings} dialingCode={dialingCode} />;
}

/**
 * The merchant's terms (its `agreement` link), to read before agreeing: in a new tab, so the form
 * and what was typed stay as they are.
 */
function TermsLink() {
  const { t } = useTranslation();
  const terms = useSiteConfig().data?.paths.agreement;
  if (!terms || !isSafeLink(terms)) return null;
  return (
    <a className="account-form__terms" href={terms} target="_blank" rel="noopener noreferrer">
      {t('register_read_terms')}
    </a>
  );
}

function RegisterForm({ settings, dialingCode }: { settings: RegisterSettingsValue; dialingCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openCustomerService = useOpenCustomerService();
  const [form] = Form.useForm<RegisterValues>();
  const tabs = registerTabsOf(settings.whitelabel);
  const [tab, setTab] = useState<RegisterTab>(tabs[0] ?? 'username');
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const captchaOn = settings.register.captcha.enabled;
  const captcha = useCaptcha(captchaOn);
  const slider = useSliderCheck();
  const sms = useSmsCodeRequest({ form, formName: FORM_NAME, purpose: 'register' });
  useLanguageRevalidation(form);

  const fields = settings.register.fields;
  const enabled = (field: RegisterField) => fields[field]?.enabled ?? false;
  const minimumAge = settings.register.minimumAge ?? null;
  const [params] = useSearchParams();
  // Read once: the code the page was opened with, whatever the form does to the URL later.
  const urlAffiliateCode = useRef(affiliateCodeFromUrl(`?${params}`)).current;
  const affiliate = useAffiliateCheck(urlAffiliateCode);
  const [affiliateRefused, setAffiliateRefused] = useState(false);
  // Spec §4 Affiliate: a valid code from the URL is used as it is; otherwise the field shows (when enabled).
  const affiliateShown = enabled('affiliateCode') && (affiliate.data === false || affiliateRefused);
  // A member's invite link (decision 0046): the code goes with the payload even when the merchant
  // hides the field; where the field is on the form it starts filled and the player's value counts.
  const urlRecommenderId = useRef(recommenderIdFromUrl(`?${params}`)).current;
  const [recommenderDropped, setRecommenderDropped] = useState(false);
  const recommenderShown = tab === 'username' && enabled('recommenderId');

  const mobileField = mobileFieldOf(tab);
  const mobileShown = registerMobileShown(tab, settings);
  const codeShown = registerCodeShown(tab, settings);
  const password = () => form.getFieldValue('password') as string | undefined;

  function switchTab(next: RegisterTab) {
    const from = mobileFieldOf(tab);
    setTab(next);
    // Spec §4: the other tab's phone field is filled with the number typed so far, after the tab moves.
    window.setTimeout(() => {
      const typed = form.getFieldValue(from) as string | undefined;
      if (typed) form.setFieldValue(mobileFieldOf(next), typed);
    }, PHONE_REFILL_DELAY_MS);
  }

  /** Spec §8: a refused invitation code is a 1 s failure toast and the focus on its field. */
  async function affiliateAccepted(code: string): Promise<boolean> {
    if (!code) return true;
    try {
      await accountApi.checkAffiliate(code);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode !== 'INVALID_INVITATION_CODE') throw error;
      toast.fail(t('invitation_code_error'), INVITATION_TOAST_MS);
      setAffiliateRefused(true);
      form.setFieldValue('affiliateCode', code);
      window.setTimeout(() => focusField(FORM_NAME, 'affiliateCode'));
      return false;
    }
  }

  function bodyOf(values: RegisterValues, ticket: string, affiliateCode: string): RegisterBody {
    const body: RegisterBody = { ticket, type: 0 };
    for (const field of registerFieldsOfTab(tab, settings)) {
      const value = values[field]?.trim();
      if (value) body[field] = value;
    }
    const mobile = normalizeMobileNum(values[mobileField] ?? '');
    if (mobileShown && mobile) {
      body.mobileNum = mobile;
      body.countryDialingCode = (values.countryDialingCode ?? '').replace(/^\+/, '');
    }
    const code = values.verificationCode?.trim();
    if (codeShown && code) body.verificationCode = code;
    if (minimumAge !== null) body.ageConfirmed = values.ageConfirmed === true;
    if (affiliateCode) body.affiliateCode = affiliateCode;
    if (!recommenderShown && urlRecommenderId && !recommenderDropped) body.recommenderId = urlRecommenderId;
    if (captchaOn && captcha.data) {
      body.captcha = values.captcha?.trim();
      body.captchaId = captcha.data.captchaId;
    }
    body.registerUrl = window.location.href;
    body.registerMethod = installMode();
    body.domain = window.location.hostname;
    return body;
  }

  async function register(values: RegisterValues) {
    if (busy || !agreed) return;
    setBusy(true);
    try {
      const affiliateCode =
        (affiliateShown ? values.affiliateCode : affiliate.data ? urlAffiliateCode : '')?.trim() ?? '';
      if (!(await affiliateAccepted(affiliateCode))) return;
      // Spec §5: the slider check runs on register too; its ticket goes with the payload.
      const ticket = await slider.run();
      if (!ticket) return;
      toast.loading(t('in_please_wait'));
      const body = bodyOf(values, ticket, affiliateCode);
      const session = await accountApi.register(queryClient, tab === 'mobile', body);
      startSession(session, false);
      toast.clear();
      // A mobile registration gives no username: the server made one, which the player learns here.
      if (!body.username) await showGeneratedUsername(session.userName);
      toast.success(t('in_registered_successfully'), SUCCESS_TOAST_MS);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      toast.clear();
      if (captchaOn) {
        form.setFieldValue('captcha', '');
        void captcha.refetch();
      }
      showServerFieldErrors(error);
      if (error instanceof ApiError && error.errorCode === ErrorCode.REFERRER_LINK_ERROR) {
        // Spec §8: the invalid invitation toast. A hidden field's code is dropped, so the next
        // tap registers without an inviter; a shown field keeps the player's value to correct.
        toast.fail(t('invitation_code_error'), INVITATION_TOAST_MS);
        if (!recommenderShown) setRecommenderDropped(true);
      } else {
        toastApiError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  /** Resolves when the player has confirmed the dialog that shows their new username. */
  function showGeneratedUsername(userName: string) {
    const hintKey = generatedUsernameHintKey(settings.whitelabel);
    return alert({
      title: t('register_username_title'),
      content: (
        <div className="generated-username">
          <p className="generated-username__name" dir="ltr">
            {userName}
          </p>
          {hintKey && <p className="generated-username__hint">{t(hintKey)}</p>}
        </div>
      ),
    });
  }

  /** The server's field errors (value.fields, or a taken username / mobile) shown on their fields. */
  function showServerFieldErrors(error: unknown) {
    if (!(error instanceof ApiError)) return;
    const byCode: Record<string, string> = {
      USERNAME_TAKEN: 'username',
      MOBILE_TAKEN: mobileField,
      EMAIL_TAKEN: 'email',
      PASSWORD_LENGTH_INVALID: 'password',
      PASSWORD_TOO_COMMON: 'password',
    };
    const named = byCode[error.errorCode];
    const serverFields = (error.value?.fields ?? {}) as Record<string, string>;
    const entries = named
      ? [[named, error.message] as const]
      : Object.entries(serverFields).map(
          ([name, message]) => [name === 'mobileNum' ? mobileField : name, message] as const,
        );
    const mounted = new Set(form.getFieldsError().map(({ name }) => String(name[0])));
    const shown = entries.filter(([name]) => mounted.has(name));
    form.setFields(shown.map(([name, message]) => ({ name, errors: [message] })));
    const first = shown[0];
    if (first) focusField(FORM_NAME, first[0]);
  }

  const fieldItem = (field: RegisterField) => {
    const label = t(REGISTER_LABEL_KEYS[field]);
    if (field === 'confirmPassword') {
      return (
        <Form.Item
          key={field}
          name={field}
          label={label}
          dependencies={['password']}
          rules={[asRule(confirmPasswordOf(password), t)]}
        >
          <PasswordInput placeholder={label} autoComplete="new-password" maxLength={128} />
        </Form.Item>
      );
    }
    if (field === 'birthday') {
      return (
        <Form.Item
          key={field}
          name={field}
          label={label}
          rules={[asRule(birthdayCheck(fields, minimumAge), t, { age: minimumAge })]}
          required={registerRowMarkedRequired(field, settings)}
        >
          {/* The phone's own date picker; its value is YYYY-MM-DD in any language. */}
          <Input type="date" autoComplete="bday" />
        </Form.Item>
      );
    }
    const rules = [asRule(registerFieldCheck(fields, field, password), t)];
    return (
      <Form.Item
        key={field}
        name={field}
        label={label}
        rules={rules}
        required={registerRowMarkedRequired(field, settings)}
        description={field === 'password' ? t('password_hint') : undefined}
      >
        {PASSWORD_REGISTER_FIELDS.includes(field) ? (
          <PasswordInput placeholder={label} autoComplete="new-password" maxLength={128} />
        ) : (
          <Input
            placeholder={label}
            maxLength={field === 'email' ? 254 : 100}
            // Not type="email": the browser's own validation would block the submit (and our message).
            inputMode={field === 'email' ? 'email' : NUMERIC_FIELDS.includes(field) ? 'numeric' : undefined}
            autoComplete={field === 'username' ? 'username' : field === 'email' ? 'email' : 'off'}
          />
        )}
      </Form.Item>
    );
  };

  /** A row of registerFormRowsOf: the phone rows are the shared ones, the others this form's. */
  const rowItem = (row: RegisterFormRow) => {
    if (row === 'countryDialingCode') return <DialingCodeField key={row} />;
    if (row === 'mobileNum')
      return (
        <MobileNumField
          key={row}
          name={mobileField}
          check={
            tab === 'mobile' || fields.mobileNum?.required
              ? loginMobileNum
              : registerFieldCheck(fields, 'mobileNum')
          }
        />
      );
    if (row === 'verificationCode')
      return <VerificationCodeField key={row} sms={sms} mobileField={mobileField} />;
    return fieldItem(row);
  };

  return (
    <AccountPage toggle="register">
      {tabs.length > 1 && (
        <TabBar
          tabs={[
            { key: 'username', title: t('register_by_username') },
            { key: 'mobile', title: t('register_by_mobile') },
          ]}
          activeKey={tab}
          onChange={switchTab}
        />
      )}
      <Form
        name={FORM_NAME}
        form={form}
        layout="vertical"
        initialValues={{
          countryDialingCode: dialingCode,
          affiliateCode: urlAffiliateCode,
          recommenderId: urlRecommenderId,
        }}
        onFinish={(values) => void register(values)}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(FORM_NAME, errorFields)}
        footer={
          <>
            <Checkbox className="account-form__agreement" checked={agreed} onChange={setAgreed}>
              {/* The age has its own confirmation where the merchant sets one: no 'over 18' here then. */}
              {t(minimumAge === null ? 'register_agreement' : 'register_agreement_terms')}
            </Checkbox>
            <TermsLink />
            <Button
              block
              type="submit"
              color="primary"
              shape="rounded"
              size="large"
              disabled={!agreed}
              loading={busy}
              // Its name while it loads, which lasts while the generated username's dialog is open.
              loadingText={t('in_please_wait')}
            >
              {t('register')}
            </Button>
          </>
        }
      >
        {registerFormRowsOf(tab, settings).map(rowItem)}
        {affiliateShown && fieldItem('affiliateCode')}
        {captchaOn && <CaptchaField captcha={captcha} />}
        {minimumAge !== null && (
          <Form.Item
            name="ageConfirmed"
            valuePropName="checked"
            rules={[
              asRule((confirmed?: boolean) => (confirmed ? null : 'register_age_required'), t, {
                age: minimumAge,
              }),
            ]}
          >
            <Checkbox>{t('register_confirm_age', { age: minimumAge })}</Checkbox>
          </Form.Item>
        )}
      </Form>
      <div className="account-page__extras">
        <button type="button" className="account-link" onClick={openCustomerService}>
          {t('customer_service_24_7')}
        </button>
        <SocialSignIn
          facebook={settings.whitelabel.FACEBOOKLOGIN3}
          google={settings.whitelabel.GOOGLELOGIN3}
          returnTo={HOME_PATH}
        />
      </div>
      {slider.element}
      {sms.sliderElement}
    </AccountPage>
  );
}
