/**
 * The money queues (issue 21 point 4): a merchant's withdrawals (review → approve → pay, or reject
 * with a reason) and deposits by bank transfer (approve, or reject with a reason). Every role reads
 * them; the actions show to the roles the server lets make them (finance, admin). The address
 * holds the tab, the merchant, the status, the member, the days and the page; the server pages the rows.
 */
import { DatePicker, Flex, Form, Input, Select, Tabs } from 'antd';
import dayjs from 'dayjs';
import '../../lib/i18n/dayjs-locales';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import type { PageView } from '../../lib/server-paging';
import { MerchantSelect, useMerchants } from '../../ui/merchant-select';
import { PageTitle } from '../../ui/page-title';
import { DepositsTable } from './deposits-table';
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
  // Another queue, merchant, status, member or days starts at its first page.
  const filter = (next: Partial<MoneyView>) => show({ ...view, ...next, pageNo: 1 });
  const showPage = (page: PageView) => show({ ...view, ...page });

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
        onChange={(withdrawalStatus) => filter({ withdrawalStatus })}
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
        onChange={(depositStatus) => filter({ depositStatus })}
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
          <MerchantSelect
            id="money-merchant"
            value={view.merchantCode}
            onChange={(merchantCode) => filter({ merchantCode })}
          />
        </Form.Item>
        <Form.Item label={t('money.status')} htmlFor="money-status">
          {statusSelect}
        </Form.Item>
        <Form.Item label={t('money.member')} htmlFor="money-member">
          <Input.Search
            id="money-member"
            key={view.username ?? ''}
            defaultValue={view.username}
            allowClear
            maxLength={64}
            enterButton={t('money.search')}
            onSearch={(text) => filter({ username: text.trim() || undefined })}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item label={t('money.dates')} htmlFor="money-dates">
          {/* rc-picker gives its aria attributes to both inputs: the end one has no label of its own. */}
          <DatePicker.RangePicker
            id={{ start: 'money-dates' }}
            aria-label={t('money.dates')}
            value={[view.from ? dayjs(view.from) : null, view.to ? dayjs(view.to) : null]}
            allowEmpty={[true, true]}
            placeholder={[t('money.from'), t('money.to')]}
            onChange={(days) =>
              filter({
                from: days?.[0]?.format('YYYY-MM-DD') ?? undefined,
                to: days?.[1]?.format('YYYY-MM-DD') ?? undefined,
              })
            }
          />
        </Form.Item>
      </Form>
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => filter({ tab: tab as MoneyTab })}
        items={[
          {
            key: 'withdrawals',
            label: t('money.withdrawals'),
            children: <WithdrawalsTable view={view} onPage={showPage} />,
          },
          {
            key: 'deposits',
            label: t('money.deposits'),
            children: <DepositsTable view={view} onPage={showPage} />,
          },
        ]}
      />
    </Flex>
  );
}
