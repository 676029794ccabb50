/**
 * While the browser is offline, a bar over every screen says so and offers to try again (decision
 * 0050): after an offline reload the service worker's shell starts the app, and this bar is what
 * tells the player why the page is empty. Try again asks every shown answer again; when the
 * connection comes back the answers are asked again by themselves (TanStack's refetch on
 * reconnect) and the bar goes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import './offline.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;

export function OfflineBar() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribe, isOnline);
  // The live region stays in the page so that a screen reader hears the message when it comes.
  return (
    <div role="status">
      {!online && (
        <div className="offline-bar">
          <p>{t('toast_offline')}</p>
          <button
            type="button"
            className="retry-button"
            onClick={() => void queryClient.refetchQueries({ type: 'active' })}
          >
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  );
}
