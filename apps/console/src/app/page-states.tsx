/** What a page shows while it loads, when it cannot, and when the staff member may not see it. */
import { Button, Flex, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-errors';
import { useTranslation } from '../lib/i18n/i18n';
import { START_PATH } from './console-paths';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      {/* Spin's description is read out: a spinner alone says nothing to a screen reader. */}
      <Spin size="large" description={t('app.loading')} />
    </Flex>
  );
}

export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('app.loadFailed')}
      subTitle={errorMessage(error, t)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}

/** A page the role does not allow, reached by its address (the menu does not offer it). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('app.forbidden')} extra={<StartLink />} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('app.notFound')} extra={<StartLink />} />;
}

function StartLink() {
  const { t } = useTranslation();
  return <Link to={START_PATH}>{t('app.toStart')}</Link>;
}
