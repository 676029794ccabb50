import { PAYMENTS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import type { PageView } from '../../lib/server-paging';
import { TAG_COLOURS } from '../../ui/tag-colours';
import { useStaff } from '../auth/session';
import type { OperatorDeposit } from './money-api';
import { useDepositDecision, useDeposits } from './money-queries';
import type { MoneyView } from './money-view';
import { type QueueActing, QueueTable } from './queue-table';

const STATUS_COLOURS = {
  pending: TAG_COLOURS.gold,
  completed: TAG_COLOURS.green,
  cancelled: TAG_COLOURS.default,
  rejected: TAG_COLOURS.red,
} as const;

/** The queue of the view's merchant and filters; `onPage` asks for another page. */
export function DepositsTable({ view, onPage }: { view: MoneyView; onPage: (page: PageView) => void }) {
  const { merchantCode } = view;
  const { t } = useTranslation();
  const { role } = useStaff();
  const deposits = useDeposits(view);
  const decide = useDepositDecision();

  const acting: QueueActing<OperatorDeposit> | undefined =
    merchantCode && staffRoleAllows(role, 'POST', PAYMENTS_OPERATOR_PATHS.depositDecision)
      ? {
          // Only a pending bank transfer waits on staff: a gateway's order is decided by its gateway.
          actionsOf: (deposit, { askReason, reported }) =>
            deposit.status === 'pending' && deposit.kind === 'bank_transfer' ? (
              <Space size="small" wrap>
                <Popconfirm
                  title={t('money.approveDepositConfirm', { username: deposit.username })}
                  onConfirm={() =>
                    reported(
                      decide.mutateAsync({ merchantCode, orderId: deposit.orderId, decision: 'approve' }),
                    )
                  }
                >
                  <Button size="small" type="primary">
                    {t('money.approve')}
                  </Button>
                </Popconfirm>
                <Button size="small" danger onClick={() => askReason(deposit)}>
                  {t('money.reject')}
                </Button>
              </Space>
            ) : null,
          rejection: {
            title: (deposit) => t('money.rejectDeposit', { username: deposit.username }),
            reject: (deposit, reason) =>
              decide.mutateAsync({ merchantCode, orderId: deposit.orderId, decision: 'reject', reason }),
          },
        }
      : undefined;

  const columns: TableColumnsType<OperatorDeposit> = [
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
  ];

  return (
    <QueueTable
      rows={deposits}
      page={view}
      onPage={onPage}
      rowKey="orderId"
      columns={columns}
      acting={acting}
    />
  );
}
