import type { CaptchaValue } from '@app/contract';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from '../../i18n/use-translation';
import { asRule, captchaAnswer } from './form-rules';
import type { useCaptcha } from './queries';

/** The captcha picture; a click loads another (spec §2, issue 3 point 3). */
export function CaptchaImage({
  captcha,
  onReload,
}: {
  captcha: CaptchaValue | undefined;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className="captcha-image" aria-label={t('reload_captcha')} onClick={onReload}>
      {captcha ? <img src={captcha.image} alt={t('captcha_image')} width={100} height={36} /> : null}
    </button>
  );
}

/** The captcha form field (name `captcha`): the characters of the picture. */
export function CaptchaField({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="captcha"
      label={t('captcha')}
      rules={[asRule(captchaAnswer, t)]}
      extra={<CaptchaImage captcha={captcha.data} onReload={() => void captcha.refetch()} />}
    >
      <Input placeholder={t('write_the_code')} maxLength={6} autoComplete="off" autoCapitalize="off" />
    </Form.Item>
  );
}
