/**
 * The header's download icon (spec §2 Home header) and the app-download popup it opens. The popup
 * (antd-mobile Popup) is a separate chunk loaded on the first tap, keeping it off the home page's
 * first load.
 */
import { DownlandOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../system/queries';
import { showsDownloadIcon } from './download-rules';
import { useDownloadContext } from './use-download';

const DownloadPopup = lazy(() => import('./download-popup').then((m) => ({ default: m.DownloadPopup })));

export function DownloadIcon({ onHomeRoute }: { onHomeRoute: boolean }) {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  const context = useDownloadContext();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!config || !context || !showsDownloadIcon(context, onHomeRoute, config.features.appDownload))
    return null;
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('download_app')}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <DownlandOutline aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DownloadPopup context={context} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
