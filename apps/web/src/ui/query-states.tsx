/**
 * The states a screen shows around its query's answer, one way for every screen: placeholders while
 * it loads, a retry when it failed, and the way back when what the address names does not exist.
 * (A screen whose code failed to load is the router's: app/screen-load-error.tsx.)
 */
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * Placeholders shaped like the content to come; a title and `lines` lines unless `children` give
 * the shape. The page is busy, and a screen reader hears why it is blank.
 */
export function LoadingSkeleton({
  className,
  lines = 6,
  children,
}: {
  className: string;
  lines?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <p className="visually-hidden">{t('in_please_wait')}</p>
      {children ?? (
        <>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </>
      )}
    </div>
  );
}

/** The answer did not come (network, server): say so and ask again. */
export function LoadFailed({ onRetry, className }: { onRetry: () => unknown; className?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock className={className} status="default" title={t('error_network')} description="">
      <Button color="primary" shape="rounded" onClick={() => void onRetry()}>
        {t('retry')}
      </Button>
    </ErrorBlock>
  );
}

/** What the address names is ended, unknown or malformed: say so, with `children` the way back. */
export function NotFound({
  title,
  className,
  children,
}: {
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <ErrorBlock className={className} status="empty" title={title} description="">
      {children}
    </ErrorBlock>
  );
}
