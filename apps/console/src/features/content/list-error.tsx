import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { errorMessage } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n/i18n';

/** A list that could not be read: why, and a retry. */
export function ListError({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'> }) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(query.error, t)}
      action={<Button onClick={() => query.refetch()}>{t('app.retry')}</Button>}
    />
  );
}
