/**
 * Staff accounts (admin only; issue 21): who may sign in to the console with which role, whether
 * they have set up their authenticator, are disabled or locked out, and when they last signed in.
 */

import { PlusOutlined } from '@ant-design/icons';
import type { StaffAccount } from '@app/contract';
import { ErrorCode } from '@app/contract/client';
import { Badge, Button, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ForbiddenPage } from '../../app/page-states';
import { isApiError } from '../../lib/api-client';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { PageTitle } from '../../ui/page-title';
import { QueryError } from '../../ui/query-error';
import { ChangeRoleModal } from './change-role-modal';
import { CreateStaffAccountModal } from './create-staff-account-modal';
import { StaffAccountActions } from './staff-account-actions';
import { useStaffAccounts } from './staff-queries';

export function StaffAccountsPage() {
  const { t, language } = useTranslation();
  const accounts = useStaffAccounts();
  const [creating, setCreating] = useState(false);
  const [changingRole, setChangingRole] = useState<StaffAccount | null>(null);

  // The menu offers this page to admins only; a role changed meanwhile meets the server's 403.
  if (isApiError(accounts.error, ErrorCode.FORBIDDEN)) return <ForbiddenPage />;

  const columns: TableColumnsType<StaffAccount> = [
    { title: t('staff.username'), dataIndex: 'username' },
    { title: t('staff.role'), dataIndex: 'role', render: (_, { role }) => t(`role.${role}`) },
    {
      title: t('staff.authenticator'),
      dataIndex: 'totpEnrolled',
      // A dot of colour beside words: the words carry the meaning, the colour only helps.
      render: (enrolled: boolean) => (
        <Badge
          status={enrolled ? 'success' : 'default'}
          text={t(enrolled ? 'staff.enrolled' : 'staff.notEnrolled')}
        />
      ),
    },
    {
      title: t('staff.status'),
      dataIndex: 'disabled',
      render: (disabled: boolean) => (
        <Badge
          status={disabled ? 'error' : 'success'}
          text={t(disabled ? 'staff.disabled' : 'staff.active')}
        />
      ),
    },
    {
      title: t('staff.lockedUntil'),
      dataIndex: 'lockedUntil',
      // A lock that has run out is no lock.
      render: (until: string | null) =>
        until && Date.parse(until) > Date.now() ? formatTime(until, language) : '—',
    },
    {
      title: t('staff.lastLogin'),
      dataIndex: 'lastLoginAt',
      render: (at: string | null) => (at ? formatTime(at, language) : t('staff.never')),
    },
    {
      title: t('staff.actions'),
      key: 'actions',
      render: (_, account) => <StaffAccountActions account={account} onChangeRole={setChangingRole} />,
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <PageTitle>{t('staff.title')}</PageTitle>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('staff.create')}
        </Button>
      </Flex>
      <QueryError query={accounts} />
      <Table<StaffAccount>
        rowKey="username"
        columns={columns}
        dataSource={accounts.data?.list}
        loading={accounts.isFetching}
        pagination={false}
      />
      <CreateStaffAccountModal open={creating} onClose={() => setCreating(false)} />
      {changingRole && <ChangeRoleModal account={changingRole} onClose={() => setChangingRole(null)} />}
    </Flex>
  );
}
