import { useTranslation } from '../i18n/use-translation';
import './ui.css';

/**
 * Centred spinner for a page that is loading (or, spec §8, whose screen failed to load).
 * Pure CSS: antd-mobile's SpinLoading would pull its animation library into the first page.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
