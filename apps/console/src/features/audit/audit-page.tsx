/**
 * The audit log (issue 21 point 8): every audited operator change, newest first, paged by the
 * server and filtered by merchant, actor, target and days; the address holds the filters and the
 * page, so a link shows the same entries to a colleague.
 */
import type { AuditEntry } from '@app/contract';
import { AUDIT_PLATFORM_MERCHANT } from '@app/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { serverPagination } from '../../lib/server-paging';
import { PageTitle } from '../../ui/page-title';
import { QueryError } from '../../ui/query-error';
import { fetchAuditPage } from './audit-api';
import { AuditEntryDetails } from './audit-entry-details';
import { AuditFiltersForm } from './audit-filters-form';
import {
  type AuditFilters,
  type AuditView,
  auditQueryOf,
  auditViewOf,
  searchOfAuditView,
} from './audit-view';

export function AuditPage() {
  const { t, language } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => auditViewOf(search), [search]);
  const filters = useMemo<AuditFilters>(() => {
    const { pageNo: _pageNo, pageSize: _pageSize, ...onlyFilters } = view;
    return onlyFilters;
  }, [view]);
  const audit = useQuery({
    queryKey: ['operator', 'audit', view],
    queryFn: ({ signal }) => fetchAuditPage(auditQueryOf(view), signal),
    // The table keeps the page it shows while the next one loads, instead of emptying.
    placeholderData: keepPreviousData,
  });

  const show = (next: AuditView) => {
    const nextSearch = searchOfAuditView(next);
    // The same search again asks again: whoever presses Search expects the newest entries.
    if (nextSearch.toString() === searchOfAuditView(view).toString()) void audit.refetch();
    else setSearch(nextSearch);
  };

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('audit.time'),
      dataIndex: 'createdAt',
      render: (time: string) => formatTime(time, language),
      width: 210,
    },
    {
      title: t('audit.merchant'),
      dataIndex: 'merchantCode',
      render: (code: string) => (code === AUDIT_PLATFORM_MERCHANT ? t('audit.platform') : code),
    },
    { title: t('audit.actor'), dataIndex: 'actor' },
    { title: t('audit.target'), dataIndex: 'target' },
    { title: t('audit.clientIp'), dataIndex: 'clientIp' },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('audit.title')}</PageTitle>
      <section aria-label={t('audit.filters')}>
        {/* A new search starts at its first page, in the page size chosen. */}
        <AuditFiltersForm
          filters={filters}
          onSearch={(next) => show({ ...next, pageNo: 1, pageSize: view.pageSize })}
        />
      </section>
      <QueryError query={audit} />
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={audit.data?.list}
        loading={audit.isFetching}
        expandable={{ expandedRowRender: (entry) => <AuditEntryDetails entry={entry} /> }}
        pagination={serverPagination(
          view,
          audit.data?.total ?? 0,
          (total) => t('audit.total', { total }),
          (page) => show({ ...filters, ...page }),
        )}
      />
    </Flex>
  );
}
