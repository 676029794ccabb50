/**
 * The phone fields the login, registration and forgotten-password forms share: the country
 * dialing code, the mobile number (max 20, spec §9) and the SMS code with its request button.
 */
import { MOBILE_NUMBER_MAX, SMS_CODE_MAX } from '@app/contract/client';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../system/queries';
import { asRule, type FieldCheck, loginMobileNum, verificationCode } from './form-rules';
import { defaultDialingCode } from './register-rules';
import { SmsCodeButton, type SmsCodeRequest } from './sms-code-request';

/**
 * The dialing-code field's first value: the merchant's country, else the country of the player's
 * language. Undefined while the site config is on its way (the app asks for it before its first
 * render, so a form rarely waits); without one, the language's country.
 */
export function useDefaultDialingCode(): string | undefined {
  // isFetched, not isPending: a failed config is asked for again as other parts mount, and that
  // must not take the form away again.
  const { data: config, isFetched } = useSiteConfig();
  if (!config && !isFetched) return undefined;
  return defaultDialingCode(config?.account?.countryDialingCode ?? null, activeLanguageCode());
}

export function DialingCodeField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="countryDialingCode"
      label={t('dialing_code')}
      rules={[{ required: true, pattern: /^\+?\d{1,4}$/, message: t('dialing_code_invalid') }]}
    >
      <Input inputMode="numeric" maxLength={5} autoComplete="tel-country-code" />
    </Form.Item>
  );
}

/** `name` is the form field (the registration tabs use mobileNum1 / mobileNum2, spec §5). */
export function MobileNumField({ name, check = loginMobileNum }: { name: string; check?: FieldCheck }) {
  const { t } = useTranslation();
  return (
    <Form.Item key={name} name={name} label={t('mobile_num')} rules={[asRule(check, t)]}>
      <Input
        placeholder={t('enter_mobile_num')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_NUMBER_MAX}
      />
    </Form.Item>
  );
}

/** The SMS code field; its button requests a code for the number in `mobileField`. */
/** The code field; its button sends to the number in the form's `mobileField`, or (without one) where `sms` knows. */
export function VerificationCodeField(
  props: { sms: SmsCodeRequest<string>; mobileField: string } | { sms: SmsCodeRequest<void> },
) {
  const { t } = useTranslation();
  const { sms } = props;
  return (
    <Form.Item
      name="verificationCode"
      label={t('verification_code')}
      rules={[asRule(verificationCode, t)]}
      extra={
        <SmsCodeButton
          secondsLeft={sms.secondsLeft}
          sending={sms.sending}
          onPress={() =>
            void ('mobileField' in props ? props.sms.request(props.mobileField) : props.sms.request())
          }
        />
      }
    >
      <Input
        placeholder={t('enter_verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX}
      />
    </Form.Item>
  );
}
