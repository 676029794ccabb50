import type { Approval } from '@app/contract';
import { APPROVALS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { App, Button, Flex, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import type { PageView } from '../../lib/server-paging';
import { TAG_COLOURS } from '../../ui/tag-colours';
import { useStaff } from '../auth/session';
import { type QueueActing, QueueTable } from '../money/queue-table';
import { useApprovals, useDecision } from './approvals-queries';
import type { ApprovalsView } from './approvals-view';

/** The statuses' tags, in colours that pass contrast (ui/tag-colours.ts). */
const STATUS_COLOURS = {
  pending: TAG_COLOURS.gold,
  approved: TAG_COLOURS.green,
  rejected: TAG_COLOURS.red,
} as const;

/** The audit trail's name of a staff member, as the server records who asked (`staff:<username>`). */
const actorOf = (username: string) => `staff:${username}`;

/**
 * The merchant's requests of the view's filters, paged on the server. A role that may decide sees
 * Approve and Reject on a pending request, both disabled, with why, on the staff member's own.
 */
export function ApprovalsTable({ view, onPage }: { view: ApprovalsView; onPage: (page: PageView) => void }) {
  const { merchantCode } = view;
  const { t, language } = useTranslation();
  const { message } = App.useApp();
  const { role, username } = useStaff();
  const approvals = useApprovals(view);
  const decision = useDecision();
  const decide = (approval: Approval, choice: 'approve' | 'reject', reason?: string) =>
    decision.mutateAsync({
      merchantCode: merchantCode as string,
      approvalId: approval.id,
      decision: choice,
      reason,
    });

  const acting: QueueActing<Approval> | undefined =
    merchantCode && staffRoleAllows(role, 'POST', APPROVALS_OPERATOR_PATHS.approve)
      ? {
          actionsOf: (approval, { askReason, reported }) => {
            if (approval.status !== 'pending') return null;
            const own = approval.requestedBy === actorOf(username);
            const buttons = (
              <Space size="small" wrap>
                <Popconfirm
                  title={t('approvals.approveConfirm', { username: approval.username })}
                  disabled={own}
                  onConfirm={() =>
                    reported(decide(approval, 'approve')).then((done) => {
                      if (done) void message.success(t('approvals.approved'));
                    })
                  }
                >
                  <Button size="small" type="primary" disabled={own}>
                    {t('approvals.approve')}
                  </Button>
                </Popconfirm>
                <Button size="small" danger disabled={own} onClick={() => askReason(approval)}>
                  {t('approvals.reject')}
                </Button>
              </Space>
            );
            // Disabled buttons take no pointer or focus: the reason is written beside them.
            return own ? (
              <Flex vertical gap={4}>
                {buttons}
                <Typography.Text type="secondary">{t('approvals.ownRequest')}</Typography.Text>
              </Flex>
            ) : (
              buttons
            );
          },
          rejection: {
            title: (approval) => t('approvals.rejectTitle', { username: approval.username }),
            // The reason is the back office's: the member never sees it.
            hint: t('approvals.rejectReasonRequired'),
            reject: (approval, reason) => decide(approval, 'reject', reason),
          },
        }
      : undefined;

  const columns: TableColumnsType<Approval> = [
    {
      title: t('approvals.kind'),
      dataIndex: 'kind',
      render: (_, { kind }) => t(`approvals.kindName.${kind}`),
    },
    {
      title: t('approvals.subject'),
      dataIndex: 'subject',
      render: (_, { kind, subject }) =>
        kind === 'withdrawal' ? <code>{subject.slice(0, 8)}</code> : subject,
    },
    { title: t('approvals.requestedBy'), dataIndex: 'requestedBy' },
    { title: t('approvals.reason'), dataIndex: 'requestReason' },
    {
      title: t('approvals.status'),
      dataIndex: 'status',
      render: (_, approval) => (
        <Flex vertical gap={2} align="flex-start">
          <Tag color={STATUS_COLOURS[approval.status]}>{t(`approvals.statusName.${approval.status}`)}</Tag>
          {approval.decidedBy && approval.decidedAt && (
            <span>
              {t('approvals.decidedBy', {
                actor: approval.decidedBy,
                time: formatTime(approval.decidedAt, language),
              })}
            </span>
          )}
          {approval.decisionReason && (
            <span>{t('approvals.decisionReason', { reason: approval.decisionReason })}</span>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <QueueTable rows={approvals} page={view} onPage={onPage} rowKey="id" columns={columns} acting={acting} />
  );
}
