/**
 * Agent contracts (decision 0049) to review: each with its agent, kind, status, tiers and
 * payouts. An accepted contract can be ended and an offer still waiting withdrawn, each by the
 * roles that may (the API takes no reason for either; the audit trail records who did it); the
 * roles that may offer one (support, admin) have "Offer contract" (contract-offer-modal.tsx).
 */
import type { OperatorContract } from '@app/contract';
import { AGENT_CONTRACTS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { App, Button, Flex, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { useStaff } from '../auth/session';
import { ContractOfferModal } from './contract-offer-modal';
import { useAgentContracts, useContractStop } from './support-queries';
import { SupportTable } from './support-table';
import type { ContractFilter } from './support-view';

/** Tag colours whose text passes AA contrast on the tag's own background (antd's green and gold do not). */
const STATUS_COLOURS = {
  offered: 'blue',
  accepted: 'purple',
  declined: 'default',
  withdrawn: 'default',
  ended: 'red',
} as const;

/** How a live contract is stopped: an accepted one ended, an offer withdrawn. */
const STOP_OF = { accepted: 'end', offered: 'withdraw' } as const;
const STOP_PATH = {
  end: AGENT_CONTRACTS_OPERATOR_PATHS.end,
  withdraw: AGENT_CONTRACTS_OPERATOR_PATHS.withdraw,
} as const;

/** The fields a tier may have (each kind has some of them), in the order they are shown. */
const TIER_FIELDS = ['minTurnover', 'minNetLoss', 'minActiveMembers', 'amount', 'rateBp'] as const;
type TierField = (typeof TIER_FIELDS)[number];

/** A contract's tiers as a table (the kinds' fields that it has), and when it ended. */
function ContractTiers({ contract }: { contract: OperatorContract }) {
  const { t, language } = useTranslation();
  const numbers = new Intl.NumberFormat(language);
  const tiers = contract.tiers.map((tier, index) => ({
    ...(tier as Partial<Record<TierField, number>>),
    index,
  }));
  const fields = TIER_FIELDS.filter((field) => tiers.some((tier) => tier[field] !== undefined));
  return (
    <Flex vertical gap="small">
      <Table
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={tiers}
        columns={[
          { title: t('support.contracts.tier'), dataIndex: 'index', render: (index: number) => index + 1 },
          ...fields.map((field) => ({
            title: t(`support.contracts.tier.${field}`),
            dataIndex: field,
            align: 'right' as const,
            // A rate is in basis points: shown as a percentage.
            render: (value: number) =>
              field === 'rateBp' ? `${numbers.format(value / 100)} %` : numbers.format(value),
          })),
        ]}
      />
      {contract.endedAt && (
        <Typography.Text type="secondary">
          {t('support.contracts.endedAt', { time: formatTime(contract.endedAt, language) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function AgentContractsTable({
  merchantCode,
  filter,
}: {
  merchantCode: string | undefined;
  filter: ContractFilter;
}) {
  const { t, language } = useTranslation();
  const { message } = App.useApp();
  const { role } = useStaff();
  const contracts = useAgentContracts(merchantCode, filter);
  const stop = useContractStop();
  const mayStop = (how: keyof typeof STOP_PATH) => staffRoleAllows(role, 'POST', STOP_PATH[how]);
  const mayOffer = staffRoleAllows(role, 'POST', AGENT_CONTRACTS_OPERATOR_PATHS.contracts);
  const [offering, setOffering] = useState(false);

  const columns: TableColumnsType<OperatorContract> = [
    {
      title: t('support.time'),
      dataIndex: 'offeredAt',
      render: (time: string) => formatTime(time, language),
      width: 200,
    },
    { title: t('support.member'), dataIndex: 'username' },
    {
      title: t('support.contracts.kind'),
      dataIndex: 'kind',
      render: (kind: OperatorContract['kind']) => t(`support.contracts.kind.${kind}`),
    },
    {
      title: t('support.status'),
      dataIndex: 'status',
      render: (status: OperatorContract['status']) => (
        <Tag color={STATUS_COLOURS[status]}>{t(`support.contracts.status.${status}`)}</Tag>
      ),
    },
    { title: t('support.contracts.offeredBy'), dataIndex: 'offeredBy' },
    {
      title: t('support.contracts.payouts'),
      key: 'payouts',
      align: 'right',
      render: (_, contract) => contract.payouts.length,
    },
    ...(merchantCode && (mayStop('end') || mayStop('withdraw'))
      ? [
          {
            title: t('support.actions'),
            key: 'actions',
            render: (_: unknown, contract: OperatorContract) => {
              const how =
                contract.status === 'accepted' || contract.status === 'offered'
                  ? STOP_OF[contract.status]
                  : null;
              if (!how || !mayStop(how)) return null;
              return (
                <Popconfirm
                  title={t(`support.contracts.${how}Confirm`, { username: contract.username })}
                  onConfirm={() =>
                    stop
                      .mutateAsync({
                        merchantCode: merchantCode as string,
                        contractId: contract.contractId,
                        how,
                      })
                      .catch((error) => {
                        void message.error(errorMessage(error, t));
                      })
                  }
                >
                  <Button size="small" danger>
                    {t(`support.contracts.${how}`)}
                  </Button>
                </Popconfirm>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="middle">
      {merchantCode && mayOffer && (
        <Flex justify="end">
          <Button type="primary" onClick={() => setOffering(true)}>
            {t('support.contracts.offer')}
          </Button>
        </Flex>
      )}
      <SupportTable
        rows={contracts}
        rowKey="contractId"
        columns={columns}
        expandable={{ expandedRowRender: (contract) => <ContractTiers contract={contract} /> }}
      />
      {offering && merchantCode && (
        <ContractOfferModal merchantCode={merchantCode} onClose={() => setOffering(false)} />
      )}
    </Flex>
  );
}
