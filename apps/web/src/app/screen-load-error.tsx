import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './offline/offline.css';

/**
 * A screen whose code failed to load (offline, a flaky network, a release replaced meanwhile) or
 * failed to render: logged (spec §8) and said, with a way to try again, instead of a spinner that
 * never ends (decision 0050). Trying again loads the page afresh: the network's page when the
 * connection is back, else the service worker's shell, which says again that the page is out of
 * reach.
 */
export function ScreenLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Screen failed to load', error);
  }, [error]);
  return (
    <div className="load-error" role="alert">
      <p>{t('page_load_failed')}</p>
      <button type="button" className="retry-button" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </div>
  );
}

/** Shows ScreenLoadError in place of a screen whose code or first render failed. */
export class ScreenErrorBoundary extends Component<
  { children: ReactNode },
  { failure: { error: unknown } | null }
> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <ScreenLoadError error={failure.error} /> : this.props.children;
  }
}
