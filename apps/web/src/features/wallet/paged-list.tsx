/**
 * A paged wallet list (records, betting record, withdrawals): InfiniteScroll loads the next page
 * within INFINITE_SCROLL_THRESHOLD_PX of the end (spec §9); an empty list says so.
 */
import { INFINITE_SCROLL_THRESHOLD_PX } from '@app/contract/client';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../ui/page-spinner';

export function PagedList<T>({
  query,
  children,
}: {
  query: UseInfiniteQueryResult<T[]>;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage } = query;
  if (isPending) return <PageSpinner />;
  if (isError && !data) {
    return (
      <div className="wallet-list-error">
        <p>{t('error_network')}</p>
        <Button size="small" shape="rounded" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (data.length === 0) return <Empty description={t('no_records')} />;
  return (
    <>
      {children(data)}
      <InfiniteScroll
        hasMore={hasNextPage}
        threshold={INFINITE_SCROLL_THRESHOLD_PX}
        loadMore={async () => {
          await fetchNextPage({ throwOnError: true });
        }}
      />
    </>
  );
}
