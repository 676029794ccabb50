/** The top download banner of home pages (spec §2 Layout rules, §4 Download bar). */
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../i18n/use-translation';
import { useBrandName } from '../system/queries';
import { APP_ICON_URL, DownloadButtons, DownloadRating } from './download-buttons';
import { useDownloadBar } from './use-download';
import './download.css';

export function DownloadBar() {
  const { t } = useTranslation();
  const { context, shown, pending, close } = useDownloadBar();
  const brandName = useBrandName();
  if (pending) return <div className="download-bar download-bar--pending" aria-hidden="true" />;
  if (!shown || !context) return null;
  return (
    <aside className="download-bar" aria-label={t('download_app')}>
      <button
        type="button"
        className="icon-button download-bar__close"
        aria-label={t('close')}
        onClick={close}
      >
        <CloseOutline aria-hidden="true" />
      </button>
      <img className="download-bar__icon" src={APP_ICON_URL} alt="" width={36} height={36} />
      <div className="download-bar__text">
        <strong>{t('download_app_title', { name: brandName })}</strong>
        <DownloadRating />
      </div>
      <DownloadButtons context={context} />
    </aside>
  );
}
