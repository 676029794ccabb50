/**
 * The payment lock (docs/decisions/0020) in place of the payment forms of /m/withdraw: too many
 * wrong payment passwords lock bank card binding and withdrawal until a time; where the account
 * has a mobile number, an SMS code sent to it (after the slider check, spec §5) ends it now.
 */
import type { PaymentLock } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { toastApiError } from '../../../app/api-error-toast';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../ui/toast';
import { VerificationCodeField } from '../../account/phone-fields';
import { type SmsCodeRequest, useSmsSender } from '../../account/sms-code-request';
import { useDateTimeFormat } from '../../wallet/money';
import { sendPaymentUnlockCode, useUnlockPayments } from '../queries';

export function PaymentLockNotice({ lock }: { lock: PaymentLock }) {
  const { t } = useTranslation();
  const time = useDateTimeFormat();
  const [unlocking, setUnlocking] = useState(false);
  const sms = useSmsSender<void>((ticket) => sendPaymentUnlockCode(ticket));
  return (
    <>
      <p className="wallet-lock" role="alert">
        {t('payment_locked_until', { time: time(lock.until) })}
      </p>
      {lock.mobile && (
        <>
          <Button block color="primary" fill="outline" shape="rounded" onClick={() => setUnlocking(true)}>
            {t('unlock_by_sms')}
          </Button>
          <Popup
            visible={unlocking}
            onMaskClick={() => setUnlocking(false)}
            onClose={() => setUnlocking(false)}
            bodyClassName="wallet-popup"
            destroyOnClose
          >
            <UnlockForm mobile={lock.mobile} sms={sms} onUnlocked={() => setUnlocking(false)} />
          </Popup>
        </>
      )}
      {sms.sliderElement}
    </>
  );
}

function UnlockForm({
  mobile,
  sms,
  onUnlocked,
}: {
  mobile: string;
  sms: SmsCodeRequest<void>;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const unlock = useUnlockPayments();
  return (
    <>
      <h2 className="wallet-section__title">{t('unlock_by_sms')}</h2>
      {/* The account's number, masked; isolated left-to-right, so '+84' keeps its place in Arabic. */}
      <p className="wallet-muted">{t('unlock_code_to', { mobile: `\u2066${mobile}\u2069` })}</p>
      <Form
        name="paymentUnlock"
        layout="vertical"
        onFinish={async (values: { verificationCode?: string }) => {
          try {
            await unlock.mutateAsync({ verificationCode: (values.verificationCode ?? '').trim() });
            toast.success(t('payments_unlocked'));
            onUnlocked();
          } catch (error) {
            toastApiError(error);
          }
        }}
        footer={
          <Button block type="submit" color="primary" shape="rounded" loading={unlock.isPending}>
            {t('confirm')}
          </Button>
        }
      >
        <VerificationCodeField sms={sms} />
      </Form>
    </>
  );
}
