import {
  staffRoleAllows,
  WITHDRAWAL_TRANSITIONS,
  WITHDRAWALS_OPERATOR_PATHS,
  type WithdrawalStep,
} from '@app/contract/client';
import { Alert, App, Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { useStaff } from '../auth/session';
import type { OperatorWithdrawal } from './money-api';
import { formatAmount } from './money-format';
import { useWithdrawalStep, useWithdrawals } from './money-queries';
import type { WithdrawalFilter } from './money-view';
import { ReasonModal } from './reason-modal';

/** The steps forward, each offered while the status allows it (rejection is asked for on its own). */
const FORWARD_STEPS = [
  { step: 'review', status: 'reviewing', label: 'money.review', confirm: 'money.reviewConfirm' },
  { step: 'approve', status: 'approved', label: 'money.approve', confirm: 'money.approveConfirm' },
  { step: 'pay', status: 'paid', label: 'money.pay', confirm: 'money.payConfirm' },
] as const satisfies readonly {
  step: Exclude<WithdrawalStep, 'reject'>;
  status: string;
  label: MessageKey;
  confirm: MessageKey;
}[];

const STATUS_COLOURS = {
  submitted: 'blue',
  reviewing: 'gold',
  approved: 'cyan',
  paid: 'green',
  rejected: 'red',
} as const;

export function WithdrawalStatusTag({ status }: { status: OperatorWithdrawal['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`money.withdrawalStatus.${status}`)}</Tag>;
}

function WithdrawalTimeline({ withdrawal }: { withdrawal: OperatorWithdrawal }) {
  const { t, language } = useTranslation();
  return (
    <Timeline
      items={withdrawal.timeline.map((event) => ({
        key: `${event.status}-${event.at}`,
        color: STATUS_COLOURS[event.status],
        content: (
          <>
            <strong>{t(`money.withdrawalStatus.${event.status}`)}</strong> · {formatTime(event.at, language)}
            {event.note && <div>{t('money.note', { note: event.note })}</div>}
          </>
        ),
      }))}
    />
  );
}

export function WithdrawalsTable({
  merchantCode,
  filter,
}: {
  merchantCode: string | undefined;
  filter: WithdrawalFilter;
}) {
  const { t, language } = useTranslation();
  const { message } = App.useApp();
  const { role } = useStaff();
  const withdrawals = useWithdrawals(merchantCode, filter);
  const step = useWithdrawalStep();
  const [rejecting, setRejecting] = useState<OperatorWithdrawal | null>(null);
  const mayAct = staffRoleAllows(role, 'POST', WITHDRAWALS_OPERATOR_PATHS.withdrawalStep);

  const actionsOf = (withdrawal: OperatorWithdrawal) => {
    const next = WITHDRAWAL_TRANSITIONS[withdrawal.status];
    if (next.length === 0 || !merchantCode) return null;
    return (
      <Space size="small" wrap>
        {FORWARD_STEPS.filter(({ status }) => next.includes(status)).map(({ step: name, label, confirm }) => (
          <Popconfirm
            key={name}
            title={t(confirm, { username: withdrawal.username })}
            onConfirm={() =>
              step.mutateAsync({ merchantCode, withdrawalId: withdrawal.id, step: name }).catch((error) => {
                void message.error(errorMessage(error, t));
              })
            }
          >
            <Button size="small" type="primary">
              {t(label)}
            </Button>
          </Popconfirm>
        ))}
        <Button size="small" danger onClick={() => setRejecting(withdrawal)}>
          {t('money.reject')}
        </Button>
      </Space>
    );
  };

  const columns: TableColumnsType<OperatorWithdrawal> = [
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
      render: (_, { status }) => <WithdrawalStatusTag status={status} />,
    },
    {
      title: t('money.bankCard'),
      dataIndex: 'bankCard',
      render: (_, { bankCard }) => `${bankCard.bankName} ${bankCard.accountNumber} · ${bankCard.holderName}`,
    },
    ...(mayAct
      ? [
          {
            title: t('money.actions'),
            key: 'actions',
            render: (_: unknown, row: OperatorWithdrawal) => actionsOf(row),
          },
        ]
      : []),
  ];

  return (
    <>
      {withdrawals.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(withdrawals.error, t)}
          action={<Button onClick={() => withdrawals.refetch()}>{t('app.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<OperatorWithdrawal>
        rowKey="id"
        columns={columns}
        dataSource={withdrawals.data}
        loading={withdrawals.isFetching}
        expandable={{ expandedRowRender: (withdrawal) => <WithdrawalTimeline withdrawal={withdrawal} /> }}
        pagination={{ showTotal: (total) => t('money.total', { total }) }}
      />
      {rejecting && merchantCode && (
        <ReasonModal
          title={t('money.rejectWithdrawal', { username: rejecting.username })}
          reject={(reason) =>
            step.mutateAsync({ merchantCode, withdrawalId: rejecting.id, step: 'reject', reason })
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
