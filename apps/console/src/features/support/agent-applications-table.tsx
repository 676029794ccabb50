/**
 * Agent applications (decision 0047): pending first by default, or decided ones; approving makes
 * the member an agent on the merchant's active plan, rejecting asks a reason the member sees. The
 * buttons show to the roles that may make the calls.
 */
import type { OperatorAgentApplication } from '@app/contract';
import { AGENTS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { App, Button, Descriptions, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { useStaff } from '../auth/session';
import { ReasonModal } from '../money/reason-modal';
import { useAgentApplications, useApplicationDecision } from './support-queries';
import { SupportTable } from './support-table';
import type { ApplicationFilter } from './support-view';

/** Tag colours whose text passes AA contrast on the tag's own background (antd's green and gold do not). */
const STATUS_COLOURS = { pending: 'blue', approved: 'purple', rejected: 'red' } as const;

function ApplicationDetails({ application }: { application: OperatorAgentApplication }) {
  const { t, language } = useTranslation();
  return (
    <Descriptions
      column={2}
      size="small"
      items={[
        { key: 'realName', label: t('support.agents.realName'), children: application.realName },
        {
          key: 'contact',
          label: t('support.agents.contact'),
          children: `${t(`support.agents.contactKind.${application.contactKind}`)}: ${application.contact}`,
        },
        {
          key: 'channel',
          label: t('support.agents.channel'),
          children: [t(`support.agents.channelKind.${application.channel}`), application.channelDetail]
            .filter(Boolean)
            .join(' — '),
        },
        { key: 'players', label: t('support.agents.expectedPlayers'), children: application.expectedPlayers },
        { key: 'note', label: t('support.agents.note'), children: application.note || '—' },
        ...(application.decidedAt
          ? [
              {
                key: 'decided',
                label: t('support.agents.decided'),
                children: `${formatTime(application.decidedAt, language)} · ${application.decidedBy ?? ''}`,
              },
            ]
          : []),
        ...(application.rejectReason
          ? [{ key: 'reason', label: t('support.agents.rejectReason'), children: application.rejectReason }]
          : []),
        ...(application.affiliateCode
          ? [{ key: 'code', label: t('support.agents.affiliateCode'), children: application.affiliateCode }]
          : []),
      ]}
    />
  );
}

export function AgentApplicationsTable({
  merchantCode,
  filter,
}: {
  merchantCode: string | undefined;
  filter: ApplicationFilter;
}) {
  const { t, language } = useTranslation();
  const { message } = App.useApp();
  const { role } = useStaff();
  const applications = useAgentApplications(merchantCode, filter);
  const decide = useApplicationDecision();
  const [rejecting, setRejecting] = useState<OperatorAgentApplication | null>(null);
  const mayApprove = staffRoleAllows(role, 'POST', AGENTS_OPERATOR_PATHS.approve);
  const mayReject = staffRoleAllows(role, 'POST', AGENTS_OPERATOR_PATHS.reject);

  const approve = (application: OperatorAgentApplication) =>
    merchantCode &&
    decide
      .mutateAsync({ merchantCode, applicationId: application.applicationId, decision: 'approve' })
      .catch((error) => {
        void message.error(errorMessage(error, t));
      });

  const columns: TableColumnsType<OperatorAgentApplication> = [
    {
      title: t('support.time'),
      dataIndex: 'submittedAt',
      render: (time: string) => formatTime(time, language),
      width: 200,
    },
    { title: t('support.member'), dataIndex: 'username' },
    { title: t('support.agents.realName'), dataIndex: 'realName' },
    {
      title: t('support.status'),
      dataIndex: 'status',
      render: (status: OperatorAgentApplication['status']) => (
        <Tag color={STATUS_COLOURS[status]}>{t(`support.agents.status.${status}`)}</Tag>
      ),
    },
    ...(merchantCode && (mayApprove || mayReject)
      ? [
          {
            title: t('support.actions'),
            key: 'actions',
            render: (_: unknown, application: OperatorAgentApplication) =>
              application.status === 'pending' && (
                <Space size="small">
                  {mayApprove && (
                    <Popconfirm
                      title={t('support.agents.approveConfirm', { username: application.username })}
                      onConfirm={() => approve(application)}
                    >
                      <Button size="small" type="primary">
                        {t('support.agents.approve')}
                      </Button>
                    </Popconfirm>
                  )}
                  {mayReject && (
                    <Button size="small" danger onClick={() => setRejecting(application)}>
                      {t('support.agents.reject')}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <SupportTable
        rows={applications}
        rowKey="applicationId"
        columns={columns}
        expandable={{ expandedRowRender: (application) => <ApplicationDetails application={application} /> }}
      />
      {rejecting && merchantCode && (
        <ReasonModal
          title={t('support.agents.rejectTitle', { username: rejecting.username })}
          reject={(reason) =>
            decide.mutateAsync({
              merchantCode,
              applicationId: rejecting.applicationId,
              decision: 'reject',
              reason,
            })
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
