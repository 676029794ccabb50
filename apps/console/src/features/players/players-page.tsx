/**
 * The players (issue 21 point 3): a merchant's members found by a username's beginning, a mobile
 * number or an id, filtered by status and type, ordered by registration or last sign-in, paged by
 * the server. The address holds all of it, so a link shows the same list; a row opens the
 * player's page. Every role reads it.
 */
import type { MemberSummary } from '@app/contract';
import { MEMBER_KINDS, MEMBER_STATUSES, type MemberKind, type MemberStatus } from '@app/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { serverPagination } from '../../lib/server-paging';
import { MerchantSelect, useMerchants } from '../../ui/merchant-select';
import { PageTitle } from '../../ui/page-title';
import { QueryError } from '../../ui/query-error';
import { fetchMembers } from './players-api';
import {
  firstPageOf,
  membersQueryOf,
  memberTypeName,
  type PlayersView,
  playerPathOf,
  playersViewOf,
  searchOfPlayersView,
} from './players-view';
import { StatusTag } from './status-tag';

export function PlayersPage() {
  const { t, language } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => playersViewOf(search), [search]);
  const merchants = useMerchants();
  const show = (next: PlayersView) => setSearch(searchOfPlayersView(next));
  const [form] = Form.useForm<{ query?: string }>();

  // No merchant in the address: the first one, written there so that a link shows the same list.
  const firstMerchant = merchants.data?.[0]?.merchantCode;
  useEffect(() => {
    if (!view.merchantCode && firstMerchant)
      setSearch(searchOfPlayersView({ ...view, merchantCode: firstMerchant }), { replace: true });
  }, [view, firstMerchant, setSearch]);
  // The field follows the address (back and forward, a link).
  useEffect(() => form.setFieldsValue({ query: view.query ?? '' }), [form, view.query]);

  const members = useQuery({
    queryKey: ['operator', 'players', 'search', view],
    enabled: view.merchantCode !== undefined,
    queryFn: ({ signal }) => fetchMembers(view.merchantCode as string, membersQueryOf(view), signal),
    placeholderData: keepPreviousData,
  });

  const timeOrNever = (time: string | null) => (time ? formatTime(time, language) : t('players.never'));
  const sortOrderOf = (field: PlayersView['sort']) =>
    view.sort === field ? (view.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableColumnsType<MemberSummary> = [
    {
      title: t('players.username'),
      dataIndex: 'username',
      render: (username: string) => (
        <Link to={playerPathOf(view.merchantCode as string, username)}>{username}</Link>
      ),
    },
    { title: t('players.id'), dataIndex: 'id' },
    { title: t('players.nickname'), dataIndex: 'nickname' },
    {
      title: t('players.mobile'),
      dataIndex: 'mobile',
      render: (mobile: string | null) => mobile ?? t('players.none'),
    },
    {
      title: t('players.memberType'),
      dataIndex: 'type',
      render: (type: number) => <Tag>{memberTypeName(t, type)}</Tag>,
    },
    {
      title: t('players.status'),
      dataIndex: 'status',
      render: (status: MemberStatus) => <StatusTag status={status} />,
    },
    {
      title: t('players.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (time: string) => formatTime(time, language),
    },
    {
      title: t('players.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      key: 'lastLoginAt',
      sorter: true,
      sortOrder: sortOrderOf('lastLoginAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: timeOrNever,
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('players.title')}</PageTitle>
      <section aria-label={t('players.filters')}>
        <Form
          form={form}
          name="players-search"
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={({ query }) => {
            const next = firstPageOf({ ...view, query: query?.trim() || undefined });
            // The same search again asks again: whoever presses Search expects the newest rows.
            if (searchOfPlayersView(next).toString() === searchOfPlayersView(view).toString())
              void members.refetch();
            else show(next);
          }}
        >
          <Form.Item label={t('players.merchant')} htmlFor="players-merchant">
            <MerchantSelect
              id="players-merchant"
              value={view.merchantCode}
              onChange={(merchantCode) => show(firstPageOf({ ...view, merchantCode }))}
            />
          </Form.Item>
          <Form.Item name="query" label={t('players.query')} htmlFor="players-query">
            <Input
              id="players-query"
              placeholder={t('players.queryPlaceholder')}
              allowClear
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item label={t('players.status')} htmlFor="players-status">
            <Select<MemberStatus | ''>
              id="players-status"
              value={view.status ?? ''}
              onChange={(status) => show(firstPageOf({ ...view, status: status || undefined }))}
              options={[
                { value: '', label: t('players.anyStatus') },
                ...MEMBER_STATUSES.map((status) => ({ value: status, label: t(`players.status.${status}`) })),
              ]}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item label={t('players.kind')} htmlFor="players-kind">
            <Select<MemberKind | ''>
              id="players-kind"
              value={view.kind ?? ''}
              onChange={(kind) => show(firstPageOf({ ...view, kind: kind || undefined }))}
              options={[
                { value: '', label: t('players.anyKind') },
                ...MEMBER_KINDS.map((kind) => ({ value: kind, label: t(`players.kind.${kind}`) })),
              ]}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('players.search')}
            </Button>
          </Form.Item>
        </Form>
      </section>
      <QueryError query={members} />
      <Table<MemberSummary>
        rowKey="id"
        columns={columns}
        dataSource={members.data?.list}
        loading={members.isFetching}
        pagination={serverPagination(
          view,
          members.data?.total ?? 0,
          (total) => t('players.total', { total }),
          (page) => show({ ...view, ...page }),
        )}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort' || Array.isArray(sorter)) return;
          const field = sorter.columnKey === 'lastLoginAt' ? 'lastLoginAt' : 'createdAt';
          show(firstPageOf({ ...view, sort: field, order: sorter.order === 'ascend' ? 'asc' : 'desc' }));
        }}
      />
    </Flex>
  );
}
