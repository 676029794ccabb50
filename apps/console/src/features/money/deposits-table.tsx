import { PAYMENTS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { Alert, App, Button, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { useStaff } from '../auth/session';
import type { OperatorDeposit } from './money-api';
import { formatAmount } from './money-format';
import { useDepositDecision, useDeposits } from './money-queries';
import type { DepositFilter } from './money-view';
import { ReasonModal } from './reason-modal';

const STATUS_COLOURS = {
  pending: 'gold',
  completed: 'green',
  cancelled: 'default',
  rejected: 'red',
} as const;

export function DepositsTable({
  merchantCode,
  filter,
}: {
  merchantCode: string | undefined;
  filter: DepositFilter;
}) {
  const { t, language } = useTranslation();
  const { message } = App.useApp();
  const { role } = useStaff();
  const deposits = useDeposits(merchantCode, filter);
  const decide = useDepositDecision();
  const [rejecting, setRejecting] = useState<OperatorDeposit | null>(null);
  const mayAct = staffRoleAllows(role, 'POST', PAYMENTS_OPERATOR_PATHS.depositDecision);

  // Only a pending bank transfer waits on staff: a gateway's order is decided by its gateway.
  const actionsOf = (deposit: OperatorDeposit) =>
    deposit.status === 'pending' && deposit.kind === 'bank_transfer' && merchantCode ? (
      <Space size="small" wrap>
        <Popconfirm
          title={t('money.approveDepositConfirm', { username: deposit.username })}
          onConfirm={() =>
            decide
              .mutateAsync({ merchantCode, orderId: deposit.orderId, decision: 'approve' })
              .catch((error) => {
                void message.error(errorMessage(error, t));
              })
          }
        >
          <Button size="small" type="primary">
            {t('money.approve')}
          </Button>
        </Popconfirm>
        <Button size="small" danger onClick={() => setRejecting(deposit)}>
          {t('money.reject')}
        </Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<OperatorDeposit> = [
    {
      title: t('money.time'),
      dataIndex: 'createdAt',
      render: (time: string) => formatTime(time, language),
      width: 200,
    },
    { title: t('money.member'), dataIndex: 'username' },
    {
      title: t('money.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (_, { amount, currency }) => formatAmount(amount, currency, language),
    },
    {
      title: t('money.status'),
      dataIndex: 'status',
      render: (_, { status }) => (
        <Tag color={STATUS_COLOURS[status]}>{t(`money.depositStatus.${status}`)}</Tag>
      ),
    },
    { title: t('money.channel'), dataIndex: 'kind', render: (_, { kind }) => t(`money.channel.${kind}`) },
    { title: t('money.payer'), dataIndex: 'payerName', render: (name: string | null) => name ?? '—' },
    { title: t('money.reference'), dataIndex: 'reference', render: (text: string | null) => text ?? '—' },
    { title: t('money.reason'), dataIndex: 'reason', render: (text: string | null) => text ?? '—' },
    ...(mayAct
      ? [
          {
            title: t('money.actions'),
            key: 'actions',
            render: (_: unknown, row: OperatorDeposit) => actionsOf(row),
          },
        ]
      : []),
  ];

  return (
    <>
      {deposits.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(deposits.error, t)}
          action={<Button onClick={() => deposits.refetch()}>{t('app.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<OperatorDeposit>
        rowKey="orderId"
        columns={columns}
        dataSource={deposits.data}
        loading={deposits.isFetching}
        pagination={{ showTotal: (total) => t('money.total', { total }) }}
      />
      {rejecting && merchantCode && (
        <ReasonModal
          title={t('money.rejectDeposit', { username: rejecting.username })}
          reject={(reason) =>
            decide.mutateAsync({ merchantCode, orderId: rejecting.orderId, decision: 'reject', reason })
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
