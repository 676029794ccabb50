/**
 * The dashboard (issue 21 point 2): a merchant's registrations, active players, deposits,
 * withdrawals, bets, wins and GGR of today, 7 or 30 UTC days, from the ledger: totals as cards and
 * the days as charts. The address holds the merchant and the period (?merchant=DEMO&days=7).
 */
import type { DashboardFigures } from '@app/contract';
import { DASHBOARD_PERIODS, type DashboardPeriod, isDashboardPeriod } from '@app/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Statistic, Typography } from 'antd';
import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { MerchantSelect, useMerchants } from '../../ui/merchant-select';
import { PageTitle } from '../../ui/page-title';
import { fetchDashboard } from './dashboard-api';
import { DashboardChart } from './dashboard-charts';
import { formatCount, formatMoney } from './format-money';

const PERIOD_LABELS: Record<DashboardPeriod, MessageKey> = {
  1: 'dashboard.period.today',
  7: 'dashboard.period.week',
  30: 'dashboard.period.month',
};

const periodOf = (value: string | null): DashboardPeriod => {
  const days = Number(value);
  return isDashboardPeriod(days) ? days : 1;
};

export function DashboardPage() {
  const { t, language } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search.get('days'));
  const merchants = useMerchants();
  const merchantCode = search.get('merchant') ?? merchants.data?.[0]?.merchantCode;
  const dashboard = useQuery({
    queryKey: ['operator', 'dashboard', merchantCode, days],
    queryFn: ({ signal }) => fetchDashboard(merchantCode as string, days, signal),
    enabled: merchantCode !== undefined,
    placeholderData: keepPreviousData,
  });
  const show = (next: { merchant?: string; days?: DashboardPeriod }) => {
    const nextSearch = new URLSearchParams(search);
    if (next.merchant !== undefined) nextSearch.set('merchant', next.merchant);
    if (next.days !== undefined) nextSearch.set('days', String(next.days));
    setSearch(nextSearch);
  };

  const value = dashboard.data;
  const money = (minor: number) =>
    value ? formatMoney(minor, value.decimals, value.currency, language) : String(minor);
  const count = (n: number) => formatCount(n, language);
  /** The three charts: money in and out, play, players. */
  const chartsOf = (decimals: number) =>
    [
      {
        caption: 'dashboard.chart.money',
        kind: 'bar',
        format: money,
        scale: 10 ** decimals,
        series: [
          { key: 'deposits', label: 'dashboard.deposits' },
          { key: 'withdrawals', label: 'dashboard.withdrawals' },
        ],
      },
      {
        caption: 'dashboard.chart.play',
        kind: 'line',
        format: money,
        scale: 10 ** decimals,
        series: [
          { key: 'bets', label: 'dashboard.bets' },
          { key: 'wins', label: 'dashboard.wins' },
          { key: 'ggr', label: 'dashboard.ggr' },
        ],
      },
      {
        caption: 'dashboard.chart.players',
        kind: 'bar',
        format: count,
        series: [
          { key: 'registrations', label: 'dashboard.registrations' },
          { key: 'activePlayers', label: 'dashboard.activePlayers' },
        ],
      },
    ] as const satisfies readonly Omit<ComponentProps<typeof DashboardChart>, 'points'>[];
  const cards: {
    key: keyof DashboardFigures;
    label: MessageKey;
    text: (totals: DashboardFigures) => string;
    note?: (totals: DashboardFigures) => string;
  }[] = [
    { key: 'registrations', label: 'dashboard.registrations', text: (totals) => count(totals.registrations) },
    { key: 'activePlayers', label: 'dashboard.activePlayers', text: (totals) => count(totals.activePlayers) },
    {
      key: 'deposits',
      label: 'dashboard.deposits',
      text: (totals) => money(totals.deposits),
      note: (totals) => t('dashboard.depositCount', { count: count(totals.depositCount) }),
    },
    {
      key: 'withdrawals',
      label: 'dashboard.withdrawals',
      text: (totals) => money(totals.withdrawals),
      note: (totals) => t('dashboard.withdrawalCount', { count: count(totals.withdrawalCount) }),
    },
    { key: 'bets', label: 'dashboard.bets', text: (totals) => money(totals.bets) },
    { key: 'wins', label: 'dashboard.wins', text: (totals) => money(totals.wins) },
    { key: 'ggr', label: 'dashboard.ggr', text: (totals) => money(totals.ggr) },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <Flex gap="middle" wrap align="center">
        <MerchantSelect
          aria-label={t('dashboard.merchant')}
          value={merchantCode}
          onChange={(merchant) => show({ merchant })}
        />
        <Segmented<DashboardPeriod>
          aria-label={t('dashboard.period')}
          value={days}
          options={DASHBOARD_PERIODS.map((period) => ({ value: period, label: t(PERIOD_LABELS[period]) }))}
          onChange={(period) => show({ days: period })}
        />
      </Flex>
      {(merchants.isError || dashboard.isError) && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(merchants.error ?? dashboard.error, t)}
          action={
            <Button onClick={() => (merchants.isError ? merchants.refetch() : dashboard.refetch())}>
              {t('app.retry')}
            </Button>
          }
        />
      )}
      {value && (
        <>
          <Typography.Text type="secondary">
            {t('dashboard.note', { currency: value.currency, since: value.since.slice(0, 10) })}
          </Typography.Text>
          <section aria-label={t('dashboard.totals')}>
            <Row gutter={[16, 16]}>
              {cards.map((card) => (
                <Col key={card.key} xs={24} sm={12} lg={6}>
                  <Card size="small">
                    <Statistic
                      title={t(card.label)}
                      value={card.text(value.totals)}
                      loading={dashboard.isFetching}
                    />
                    {card.note && (
                      <Typography.Text type="secondary">{card.note(value.totals)}</Typography.Text>
                    )}
                  </Card>
                </Col>
              ))}
            </Row>
          </section>
          <Row gutter={[16, 16]}>
            {chartsOf(value.decimals).map((chart) => (
              <Col key={chart.caption} xs={24} xl={12}>
                <Card size="small">
                  <DashboardChart points={value.points} {...chart} />
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </Flex>
  );
}
