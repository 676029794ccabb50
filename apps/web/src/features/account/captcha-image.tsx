import type { CaptchaValue } from '@app/contract';
import { useTranslation } from 'react-i18next';

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
