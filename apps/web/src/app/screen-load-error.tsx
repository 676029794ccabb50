import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';

/** Spec §8: a screen that fails to load is logged and a spinner shows instead. */
export function ScreenLoadError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Screen failed to load', error);
  }, [error]);
  return <PageSpinner label={t('page_load_failed')} />;
}
