import type { PlayerLimit } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Table, type TableColumnsType } from 'antd';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryError } from '../../ui/query-error';
import { formatMoney } from '../dashboard/format-money';
import { playerKey } from './player-queries';
import { fetchPlayerProtection, type MemberRef } from './players-api';

/**
 * The member's limits, reality check and block in force, read only: players set them themselves
 * (player protection's own operator read; the server records each read in the audit log).
 */
export function PlayerProtection({ member }: { member: MemberRef }) {
  const { t, language } = useTranslation();
  const protection = useQuery({
    queryKey: [...playerKey(member), 'protection'],
    queryFn: ({ signal }) => fetchPlayerProtection(member, signal),
  });
  if (protection.isError) return <QueryError query={protection} />;
  const value = protection.data;
  const { currency = '', decimals = 0 } = value?.settings ?? {};
  const amountOf = (limit: PlayerLimit['limit'], amount: number | null) => {
    if (amount === null) return t('players.protection.noLimit');
    return limit === 'sessionMinutes' ? String(amount) : formatMoney(amount, decimals, currency, language);
  };
  const columns: TableColumnsType<PlayerLimit> = [
    {
      title: t('players.protection.limit'),
      dataIndex: 'limit',
      render: (limit: PlayerLimit['limit']) => t(`players.limit.${limit}`),
    },
    {
      title: t('players.protection.value'),
      key: 'value',
      render: (_, row) => amountOf(row.limit, row.value),
    },
    {
      title: t('players.protection.pending'),
      key: 'pending',
      render: (_, row) =>
        row.pending
          ? `${amountOf(row.limit, row.pending.value)} (${formatTime(row.pending.effectiveAt, language)})`
          : t('players.none'),
    },
    { title: t('players.protection.used'), key: 'used', render: (_, row) => amountOf(row.limit, row.used) },
  ];
  return (
    <Flex vertical gap="middle">
      <Alert type="info" showIcon title={t('players.protection.readOnly')} />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'block',
            label: t('players.protection.block'),
            children: value?.block
              ? t('players.protection.blockUntil', {
                  kind: t(`players.protection.${value.block.kind}`),
                  until: formatTime(value.block.until, language),
                })
              : t('players.protection.noBlock'),
          },
          {
            key: 'realityCheck',
            label: t('players.protection.realityCheck'),
            children: value?.settings.realityCheckMinutes
              ? t('players.protection.minutes', { minutes: value.settings.realityCheckMinutes })
              : t('players.protection.off'),
          },
        ]}
      />
      <Table<PlayerLimit>
        rowKey="limit"
        size="small"
        loading={protection.isPending}
        columns={columns}
        dataSource={value?.settings.limits}
        pagination={false}
      />
    </Flex>
  );
}
