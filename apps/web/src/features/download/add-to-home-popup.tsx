/**
 * The add-to-home-screen guide in a popup (spec §2 Download bar and popups): what the download
 * bar's and popup's iOS button opens on old iOS instead of the download. Loaded on that first tap.
 */
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../i18n/use-translation';
import { AddToHomeGuide } from './add-to-home-guide';
import type { Device } from './download-rules';
import './download.css';

export function AddToHomePopup({
  profileUrl,
  device,
  visible,
  onClose,
}: {
  profileUrl: string | undefined;
  device: Device;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="download-popup">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="add-to-home-title"
        className="add-to-home-popup"
      >
        <button
          type="button"
          className="icon-button add-to-home-popup__close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <CloseOutline aria-hidden="true" />
        </button>
        <AddToHomeGuide
          profileUrl={profileUrl}
          device={device}
          titleId="add-to-home-title"
          headingLevel={2}
        />
      </section>
    </Popup>
  );
}
