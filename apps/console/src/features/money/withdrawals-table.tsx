import {
  staffRoleAllows,
  WITHDRAWAL_TRANSITIONS,
  WITHDRAWALS_OPERATOR_PATHS,
  type WithdrawalStep,
} from '@app/contract/client';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Timeline } from 'antd';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import type { PageView } from '../../lib/server-paging';
import { TAG_COLOURS } from '../../ui/tag-colours';
import { useWithdrawalsAwaitingApproval } from '../approvals/approvals-queries';
import { useStaff } from '../auth/session';
import type { OperatorWithdrawal } from './money-api';
import { useWithdrawalStep, useWithdrawals } from './money-queries';
import type { MoneyView } from './money-view';
import { type QueueActing, QueueTable } from './queue-table';

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
  submitted: TAG_COLOURS.blue,
  reviewing: TAG_COLOURS.gold,
  approved: TAG_COLOURS.cyan,
  paid: TAG_COLOURS.green,
  rejected: TAG_COLOURS.red,
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

/** The queue of the view's merchant and filters; `onPage` asks for another page. */
export function WithdrawalsTable({ view, onPage }: { view: MoneyView; onPage: (page: PageView) => void }) {
  const { merchantCode } = view;
  const { t } = useTranslation();
  const { role } = useStaff();
  const withdrawals = useWithdrawals(view);
  const step = useWithdrawalStep();
  // Four eyes (decision 0067): a large withdrawal approved once waits for a second staff member.
  const awaitingApproval = useWithdrawalsAwaitingApproval(merchantCode);

  const acting: QueueActing<OperatorWithdrawal> | undefined =
    merchantCode && staffRoleAllows(role, 'POST', WITHDRAWALS_OPERATOR_PATHS.withdrawalStep)
      ? {
          actionsOf: (withdrawal, { askReason, reported }) => {
            const next = WITHDRAWAL_TRANSITIONS[withdrawal.status];
            if (next.length === 0) return null;
            return (
              <Space size="small" wrap>
                {FORWARD_STEPS.filter(({ status }) => next.includes(status)).map(
                  ({ step: name, label, confirm }) => (
                    <Popconfirm
                      key={name}
                      title={t(confirm, { username: withdrawal.username })}
                      onConfirm={() =>
                        reported(step.mutateAsync({ merchantCode, withdrawalId: withdrawal.id, step: name }))
                      }
                    >
                      <Button size="small" type="primary">
                        {t(label)}
                      </Button>
                    </Popconfirm>
                  ),
                )}
                <Button size="small" danger onClick={() => askReason(withdrawal)}>
                  {t('money.reject')}
                </Button>
              </Space>
            );
          },
          rejection: {
            title: (withdrawal) => t('money.rejectWithdrawal', { username: withdrawal.username }),
            reject: (withdrawal, reason) =>
              step.mutateAsync({ merchantCode, withdrawalId: withdrawal.id, step: 'reject', reason }),
          },
        }
      : undefined;

  const columns: TableColumnsType<OperatorWithdrawal> = [
    {
      title: t('money.status'),
      dataIndex: 'status',
      render: (_, { id, status }) => (
        <>
          <WithdrawalStatusTag status={status} />
          {awaitingApproval.data?.has(id) && <Tag color="purple">{t('approvals.awaitingSecond')}</Tag>}
        </>
      ),
    },
    {
      title: t('money.bankCard'),
      dataIndex: 'bankCard',
      render: (_, { bankCard }) => `${bankCard.bankName} ${bankCard.accountNumber} · ${bankCard.holderName}`,
    },
  ];

  return (
    <QueueTable
      rows={withdrawals}
      page={view}
      onPage={onPage}
      rowKey="id"
      columns={columns}
      acting={acting}
      expandable={{ expandedRowRender: (withdrawal) => <WithdrawalTimeline withdrawal={withdrawal} /> }}
    />
  );
}
