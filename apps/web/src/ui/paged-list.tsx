/**
 * A paged list of an infinite query (wallet records, withdrawals, game lists): InfiniteScroll loads
 * the next page within INFINITE_SCROLL_THRESHOLD_PX of the end (spec §9); a failed first page offers
 * a retry; an empty list says so. Each list brings its own loading and empty views.
 */
import { INFINITE_SCROLL_THRESHOLD_PX } from '@app/contract/client';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PageSpinner } from './page-spinner';
import './ui.css';

export function PagedList<T>({
  query,
  children,
  loading = <PageSpinner />,
  empty,
  showEnd = true,
}: {
  query: UseInfiniteQueryResult<T[]>;
  children: (items: T[]) => ReactNode;
  /** Shown while the first page loads. */
  loading?: ReactNode;
  /** Shown for an empty list; antd-mobile's Empty with 'no records' by default. */
  empty?: ReactNode;
  /** False: no 'no more' line at the end (for several lists on one page). */
  showEnd?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage } = query;
  if (isPending) return loading;
  if (isError && !data) {
    return (
      <div className="paged-list-error">
        <p>{t('error_network')}</p>
        <Button size="small" shape="rounded" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (data.length === 0) return empty ?? <Empty description={t('no_records')} />;
  return (
    <>
      {children(data)}
      {(showEnd || hasNextPage) && (
        <InfiniteScroll
          hasMore={hasNextPage}
          threshold={INFINITE_SCROLL_THRESHOLD_PX}
          loadMore={async () => {
            await fetchNextPage({ throwOnError: true });
          }}
        />
      )}
    </>
  );
}
