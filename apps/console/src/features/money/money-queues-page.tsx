/**
 * The money queues (issue 21 point 4): a merchant's withdrawals (review → approve → pay, or reject
 * with a reason) and deposits by bank transfer (approve, or reject with a reason). Every role reads
 * them; the actions show to the roles the server lets make them (finance, admin). The address
 * holds the tab, the merchant and the status. The API answers a merchant's latest 200 rows of a
 * status, with no paging: the table pages them here.
 */
import { Flex, Form, Select, Tabs } from 'antd';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import { PageTitle } from '../../ui/page-title';
import { DepositsTable } from './deposits-table';
import { useMerchants } from './money-queries';
import {
  DEPOSIT_FILTERS,
  type DepositFilter,
  type MoneyTab,
  type MoneyView,
  moneyViewOf,
  searchOfMoneyView,
  WITHDRAWAL_FILTERS,
  type WithdrawalFilter,
} from './money-view';
import { WithdrawalsTable } from './withdrawals-table';

export function MoneyQueuesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => moneyViewOf(search), [search]);
  const merchants = useMerchants();
  const show = (next: MoneyView) => setSearch(searchOfMoneyView(next));

  // No merchant in the address: the first one, written there so that a link shows the same queue.
  const firstMerchant = merchants.data?.[0]?.merchantCode;
  useEffect(() => {
    if (!view.merchantCode && firstMerchant)
      setSearch(searchOfMoneyView({ ...view, merchantCode: firstMerchant }), { replace: true });
  }, [view, firstMerchant, setSearch]);

  const statusSelect =
    view.tab === 'withdrawals' ? (
      <Select<WithdrawalFilter>
        id="money-status"
        value={view.withdrawalStatus}
        onChange={(withdrawalStatus) => show({ ...view, withdrawalStatus })}
        options={WITHDRAWAL_FILTERS.map((filter) => ({
          value: filter,
          label: t(`money.withdrawalFilter.${filter}`),
        }))}
        style={{ width: 200 }}
      />
    ) : (
      <Select<DepositFilter>
        id="money-status"
        value={view.depositStatus}
        onChange={(depositStatus) => show({ ...view, depositStatus })}
        options={DEPOSIT_FILTERS.map((filter) => ({
          value: filter,
          label: t(`money.depositFilter.${filter}`),
        }))}
        style={{ width: 200 }}
      />
    );

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('money.title')}</PageTitle>
      <Form layout="inline" component="section" aria-label={t('money.filters')} style={{ rowGap: 12 }}>
        <Form.Item label={t('money.merchant')} htmlFor="money-merchant">
          <Select
            id="money-merchant"
            showSearch={{ optionFilterProp: 'label' }}
            loading={merchants.isPending}
            value={view.merchantCode}
            onChange={(merchantCode: string) => show({ ...view, merchantCode })}
            options={(merchants.data ?? []).map(({ merchantCode, name }) => ({
              value: merchantCode,
              label: `${name} (${merchantCode})`,
            }))}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item label={t('money.status')} htmlFor="money-status">
          {statusSelect}
        </Form.Item>
      </Form>
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => show({ ...view, tab: tab as MoneyTab })}
        items={[
          {
            key: 'withdrawals',
            label: t('money.withdrawals'),
            children: <WithdrawalsTable merchantCode={view.merchantCode} filter={view.withdrawalStatus} />,
          },
          {
            key: 'deposits',
            label: t('money.deposits'),
            children: <DepositsTable merchantCode={view.merchantCode} filter={view.depositStatus} />,
          },
        ]}
      />
    </Flex>
  );
}
