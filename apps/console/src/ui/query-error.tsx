import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { errorMessage } from '../lib/api-errors';
import { useTranslation } from '../lib/i18n/i18n';

/** A read that failed (a list, a record): why, translated, and a retry. Nothing while it has not failed. */
export function QueryError({
  query,
  style,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(query.error, t)}
      action={<Button onClick={() => query.refetch()}>{t('app.retry')}</Button>}
      style={style}
    />
  );
}
