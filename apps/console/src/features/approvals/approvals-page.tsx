/**
 * Four eyes (issue 21 points 3 and 4, decision 0067): a merchant's approval requests, pending ones
 * first by default, and the decided ones by filter, paged on the server. Finance and admins
 * approve or reject another staff member's request (never their own); an admin also sets the
 * merchant's approval threshold and withdrawal limits. The address holds the merchant, the
 * filters and the page.
 */
import { Flex, Form, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import type { PageView } from '../../lib/server-paging';
import { MerchantSelect, useMerchants } from '../../ui/merchant-select';
import { PageTitle } from '../../ui/page-title';
import { ApprovalsTable } from './approvals-table';
import {
  type ApprovalsView,
  approvalsViewOf,
  KIND_FILTERS,
  type KindFilter,
  STATUS_FILTERS,
  type StatusFilter,
  searchOfApprovalsView,
} from './approvals-view';
import { WalletSettingsCard } from './wallet-settings-card';

export function ApprovalsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => approvalsViewOf(search), [search]);
  const merchants = useMerchants();
  const show = (next: ApprovalsView) => setSearch(searchOfApprovalsView(next));
  const filter = (next: Partial<ApprovalsView>) => show({ ...view, ...next, pageNo: 1 });
  const showPage = (page: PageView) => show({ ...view, ...page });

  const firstMerchant = merchants.data?.[0]?.merchantCode;
  useEffect(() => {
    if (!view.merchantCode && firstMerchant)
      setSearch(searchOfApprovalsView({ ...view, merchantCode: firstMerchant }), { replace: true });
  }, [view, firstMerchant, setSearch]);

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('approvals.title')}</PageTitle>
      <Form layout="inline" component="section" aria-label={t('approvals.filters')} style={{ rowGap: 12 }}>
        <Form.Item label={t('money.merchant')} htmlFor="approvals-merchant">
          <MerchantSelect
            id="approvals-merchant"
            value={view.merchantCode}
            onChange={(merchantCode) => filter({ merchantCode })}
          />
        </Form.Item>
        <Form.Item label={t('approvals.status')} htmlFor="approvals-status">
          <Select<StatusFilter>
            id="approvals-status"
            value={view.status}
            onChange={(status) => filter({ status })}
            options={STATUS_FILTERS.map((status) => ({
              value: status,
              label: t(`approvals.statusName.${status}`),
            }))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('approvals.kind')} htmlFor="approvals-kind">
          <Select<KindFilter>
            id="approvals-kind"
            value={view.kind}
            onChange={(kind) => filter({ kind })}
            options={KIND_FILTERS.map((kind) => ({ value: kind, label: t(`approvals.kindName.${kind}`) }))}
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
      {view.merchantCode && <WalletSettingsCard merchantCode={view.merchantCode} />}
      <ApprovalsTable view={view} onPage={showPage} />
    </Flex>
  );
}
