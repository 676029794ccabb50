/**
 * Requesting an SMS code (spec §4 SMS code, §5): validate the mobile field, pass the slider check,
 * send with a loading message, then count down expiredMinutes × 60 s before the next request. The
 * payment unlock (features/withdrawals) sends to the number on the account through the same steps.
 */
import type { SmsPurpose, SmsSendValue } from '@app/contract';
import { normalizeMobileNum, SUCCESS_TOAST_MS } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { type ReactNode, useState } from 'react';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { focusField } from './form-behaviour';
import { accountApi } from './queries';
import { useSliderCheck } from './slider-check';
import { useSmsCountdown } from './use-sms-countdown';

export interface SmsCodeRequestOptions {
  form: FormInstance;
  formName: string;
  purpose: SmsPurpose;
}

/** What the code request hooks give a screen. */
export interface SmsCodeRequest<Arg> {
  request: (arg: Arg) => Promise<void>;
  secondsLeft: number;
  sending: boolean;
  /** The slider check's popup: render it once in the screen. */
  sliderElement: ReactNode;
}

/**
 * The steps every SMS code request shares: the slider check, the send with a loading message,
 * then the countdown. `deliver` sends with the slider's ticket; `ready` may stop the request first.
 */
export function useSmsSender<Arg>(
  deliver: (ticket: string, arg: Arg) => Promise<SmsSendValue>,
  ready: (arg: Arg) => Promise<boolean> = async () => true,
): SmsCodeRequest<Arg> {
  const { t } = useTranslation();
  const slider = useSliderCheck();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);

  async function request(arg: Arg) {
    if (sending || countdown.secondsLeft > 0 || !(await ready(arg))) return;
    const ticket = await slider.run();
    if (!ticket) return;
    setSending(true);
    toast.loading(t('in_sms_sending'));
    try {
      const sent = await deliver(ticket, arg);
      toast.clear();
      toast.success(t('in_sms_send'), SUCCESS_TOAST_MS);
      countdown.start(sent.expiredMinutes);
    } catch (error) {
      toast.clear();
      toastApiError(error);
    } finally {
      setSending(false);
    }
  }

  return { request, secondsLeft: countdown.secondsLeft, sending, sliderElement: slider.element };
}

/** A code to the number in the form's `mobileField` (validated first, with the dialing code). */
export function useSmsCodeRequest({
  form,
  formName,
  purpose,
}: SmsCodeRequestOptions): SmsCodeRequest<string> {
  return useSmsSender<string>(
    (ticket, mobileField) =>
      accountApi.sendSms({
        mobileNum: normalizeMobileNum(String(form.getFieldValue(mobileField) ?? '')),
        countryDialingCode: String(form.getFieldValue('countryDialingCode') ?? '').replace(/^\+/, ''),
        purpose,
        ticket,
      }),
    async (mobileField) => {
      try {
        await form.validateFields([mobileField, 'countryDialingCode']);
        return true;
      } catch {
        focusField(formName, mobileField);
        return false;
      }
    },
  );
}

/** The SMS button: the fetch-code label, or the seconds left while counting down (disabled). */
export function SmsCodeButton({
  secondsLeft,
  sending,
  onPress,
}: {
  secondsLeft: number;
  sending: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation();
  const label: ReactNode = secondsLeft > 0 ? t('sms_resend_in', { seconds: secondsLeft }) : t('get_code');
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      disabled={secondsLeft > 0 || sending}
      onClick={onPress}
    >
      {label}
    </Button>
  );
}
