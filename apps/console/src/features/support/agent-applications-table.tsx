/**
 * Agent applications (decision 0047): pending first by default, or decided ones; approving makes
 * the member an agent on the plan chosen in a dialog (the merchant's plans, its active one first
 * chosen), rejecting asks a reason the member sees and how many days they wait before applying
 * again (none by default). The buttons show to the roles that may make
 * the calls.
 */
import type { AgentPlan, OperatorAgentApplication } from '@app/contract';
import { AGENT_REAPPLY_WAIT_DAYS_MAX, AGENTS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import {
  Alert,
  Button,
  Descriptions,
  Form,
  InputNumber,
  Select,
  Space,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { formatTime } from '../../lib/i18n/format-time';
import { type TFunction, useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';
import { QueryError } from '../../ui/query-error';
import { ReasonModal } from '../../ui/reason-modal';
import { useStaff } from '../auth/session';
import { useAgentApplications, useAgentPlans, useApplicationDecision } from './support-queries';
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
        ...(application.reapplyAfter
          ? [
              {
                key: 'reapply',
                label: t('support.agents.reapplyAfter'),
                children: formatTime(application.reapplyAfter, language),
              },
            ]
          : []),
        ...(application.affiliateCode
          ? [{ key: 'code', label: t('support.agents.affiliateCode'), children: application.affiliateCode }]
          : []),
      ]}
    />
  );
}

/** A plan as the approval's choice shows it: its name, rate and minimum, and whether it is active. */
function planLabel(plan: AgentPlan, t: TFunction, language: string): string {
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(plan.rateBps / 100);
  const label = t('support.agents.planLabel', {
    name: plan.name,
    rate,
    members: plan.minActiveMembers,
  });
  return plan.active ? label : `${label} · ${t('support.agents.planInactive')}`;
}

/** Approving an application: the plan to make the member an agent on, then the call. */
function ApproveModal({
  merchantCode,
  application,
  onClose,
}: {
  merchantCode: string;
  application: OperatorAgentApplication;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const plans = useAgentPlans(merchantCode);
  const decide = useApplicationDecision();
  const active = plans.data?.find((plan) => plan.active);
  return (
    <FormModal<{ planId: string }>
      name="approve-application"
      open
      title={t('support.agents.approveTitle', { username: application.username })}
      okText={t('support.agents.approve')}
      initialValues={active ? { planId: active.planId } : {}}
      // The form is drawn once the plans have come, so the active plan is chosen at first.
      key={plans.data ? 'plans' : 'loading'}
      submit={({ planId }) =>
        decide.mutateAsync({
          merchantCode,
          applicationId: application.applicationId,
          decision: 'approve',
          planId,
        })
      }
      onClose={onClose}
    >
      <QueryError query={plans} />
      {plans.data?.length === 0 && (
        <Alert type="warning" showIcon title={t('support.agents.noPlans')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="planId"
        label={t('support.agents.plan')}
        rules={[{ required: true, message: t('support.agents.planRequired') }]}
      >
        <Select
          loading={plans.isPending}
          options={(plans.data ?? []).map((plan) => ({
            value: plan.planId,
            label: planLabel(plan, t, language),
          }))}
        />
      </Form.Item>
    </FormModal>
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
  const { role } = useStaff();
  const applications = useAgentApplications(merchantCode, filter);
  const decide = useApplicationDecision();
  const [approving, setApproving] = useState<OperatorAgentApplication | null>(null);
  const [rejecting, setRejecting] = useState<OperatorAgentApplication | null>(null);
  const mayApprove = staffRoleAllows(role, 'POST', AGENTS_OPERATOR_PATHS.approve);
  const mayReject = staffRoleAllows(role, 'POST', AGENTS_OPERATOR_PATHS.reject);

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
                    <Button size="small" type="primary" onClick={() => setApproving(application)}>
                      {t('support.agents.approve')}
                    </Button>
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
      {approving && merchantCode && (
        <ApproveModal
          merchantCode={merchantCode}
          application={approving}
          onClose={() => setApproving(null)}
        />
      )}
      {rejecting && merchantCode && (
        <ReasonModal<{ waitDays?: number | null }>
          title={t('support.agents.rejectTitle', { username: rejecting.username })}
          reject={({ reason, waitDays }) =>
            decide.mutateAsync({
              merchantCode,
              applicationId: rejecting.applicationId,
              decision: 'reject',
              reason,
              ...(waitDays ? { waitDays } : {}),
            })
          }
          onClose={() => setRejecting(null)}
        >
          <Form.Item
            name="waitDays"
            label={t('support.agents.waitDays')}
            extra={t('support.agents.waitDaysHelp', { max: AGENT_REAPPLY_WAIT_DAYS_MAX })}
          >
            <InputNumber min={0} max={AGENT_REAPPLY_WAIT_DAYS_MAX} precision={0} placeholder="0" />
          </Form.Item>
        </ReasonModal>
      )}
    </>
  );
}
