/** The app-download popup (spec §2 Download bar and popups): iOS and Android buttons, rating 5.0. */
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../i18n/use-translation';
import { useBrandName } from '../system/queries';
import { APP_ICON_URL, DownloadButtons, DownloadRating } from './download-buttons';
import type { DownloadContext } from './download-rules';
import './download.css';

export function DownloadPopup({
  context,
  visible,
  onClose,
}: {
  context: DownloadContext;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const brandName = useBrandName();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="download-popup">
      <section role="dialog" aria-modal="true" aria-labelledby="download-popup-title">
        <div className="download-popup__top">
          <img src={APP_ICON_URL} alt="" width={56} height={56} />
          <div>
            <h2 id="download-popup-title">{t('download_app_title', { name: brandName })}</h2>
            <DownloadRating />
          </div>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        <p>{t('download_app_body')}</p>
        <DownloadButtons context={context} />
      </section>
    </Popup>
  );
}
