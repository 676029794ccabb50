import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { FIRST_PAGE, type PageView, serverPagination } from '../../lib/server-paging';
import { QueryError } from '../../ui/query-error';
import { playerKey } from './player-queries';
import type { ListPage, MemberRef } from './players-api';

/** One of the member's lists (sessions, sign-in attempts, notes), newest first, paged by the server. */
export function MemberListTable<Item extends object>({
  member,
  name,
  fetch,
  columns,
  rowKey,
  totalText,
  label,
}: {
  member: MemberRef;
  /** The list's part of the query key: a change of the member's notes asks 'notes' again. */
  name: string;
  fetch: (member: MemberRef, page: PageView, signal: AbortSignal) => Promise<ListPage<Item>>;
  columns: TableColumnsType<Item>;
  rowKey: (item: Item) => string | number;
  totalText: MessageKey;
  label: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageView>(FIRST_PAGE);
  const list = useQuery({
    queryKey: [...playerKey(member), name, page],
    queryFn: ({ signal }) => fetch(member, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Flex vertical gap="small" component="section" aria-label={label}>
      <QueryError query={list} />
      <Table<Item>
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={list.data?.list}
        loading={list.isFetching}
        pagination={serverPagination(
          page,
          list.data?.total ?? 0,
          (total) => t(totalText, { total }),
          setPage,
        )}
      />
    </Flex>
  );
}
