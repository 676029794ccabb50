import type { MemberDetail, TransactionRecord } from '@app/contract';
import { RECORD_TYPES, type RecordType } from '@app/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Form, Input, Select, Statistic, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { FIRST_PAGE, type PageView, serverPagination } from '../../lib/server-paging';
import { QueryError } from '../../ui/query-error';
import { formatMoney } from '../dashboard/format-money';
import { playerLedgerKey } from './player-queries';
import { fetchLedger, type MemberRef } from './players-api';

interface LedgerFilters {
  type?: RecordType;
  /** Whole days (YYYY-MM-DD, the staff member's own), as the date fields write them. */
  from?: string;
  to?: string;
}

/** The Unix ms at which a day begins where the staff member is, `daysLater` days on. */
const startOfDay = (day: string, daysLater = 0): number => {
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + daysLater);
  return start.getTime();
};

/** The member's balances, and their wallet's movements newest first, filtered and paged by the server. */
export function PlayerLedger({ member, player }: { member: MemberRef; player: MemberDetail }) {
  const { t, language } = useTranslation();
  const [filters, setFilters] = useState<LedgerFilters>({});
  const [page, setPage] = useState<PageView>(FIRST_PAGE);
  const { currency, decimals } = player.balance;
  const money = (minor: number) => formatMoney(minor, decimals, currency, language);
  const ledger = useQuery({
    queryKey: [...playerLedgerKey(member), filters, page],
    queryFn: ({ signal }) =>
      fetchLedger(
        member,
        {
          ...(filters.type ? { type: filters.type } : {}),
          ...(filters.from ? { from: startOfDay(filters.from) } : {}),
          // The last day whole: movements before the start of the day after it.
          ...(filters.to ? { to: startOfDay(filters.to, 1) } : {}),
          ...page,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const filter = (next: LedgerFilters) => {
    setFilters(next);
    setPage({ ...page, pageNo: 1 });
  };

  const columns: TableColumnsType<TransactionRecord> = [
    {
      title: t('players.ledger.time'),
      dataIndex: 'time',
      render: (time: string) => formatTime(time, language),
    },
    {
      title: t('players.ledger.type'),
      dataIndex: 'type',
      render: (type: RecordType) => t(`players.recordType.${type}`),
    },
    { title: t('players.ledger.amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('players.ledger.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: money },
    { title: t('players.ledger.status'), dataIndex: 'status' },
    { title: t('players.ledger.reference'), dataIndex: 'reference' },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="large" wrap>
        <Statistic title={t('players.balance')} value={money(player.balance.wallet)} />
        <Statistic title={t('players.held')} value={money(player.balance.held)} />
      </Flex>
      <Form
        layout="inline"
        component="section"
        aria-label={t('players.ledger.period')}
        style={{ rowGap: 12 }}
      >
        <Form.Item label={t('players.ledger.type')} htmlFor="ledger-type">
          <Select<RecordType | ''>
            id="ledger-type"
            value={filters.type ?? ''}
            onChange={(type) => filter({ ...filters, type: type || undefined })}
            options={[
              { value: '', label: t('players.ledger.allTypes') },
              ...RECORD_TYPES.map((type) => ({ value: type, label: t(`players.recordType.${type}`) })),
            ]}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('audit.from')} htmlFor="ledger-from">
          <Input
            id="ledger-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => filter({ ...filters, from: event.target.value || undefined })}
          />
        </Form.Item>
        <Form.Item label={t('audit.to')} htmlFor="ledger-to">
          <Input
            id="ledger-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => filter({ ...filters, to: event.target.value || undefined })}
          />
        </Form.Item>
      </Form>
      <QueryError query={ledger} />
      <Table<TransactionRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={ledger.data?.list}
        loading={ledger.isFetching}
        pagination={serverPagination(
          page,
          ledger.data?.total ?? 0,
          (total) => t('players.ledger.total', { total }),
          setPage,
        )}
      />
    </Flex>
  );
}
