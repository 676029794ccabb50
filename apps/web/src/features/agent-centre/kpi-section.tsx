/**
 * The overview: the period picker, and KPI A (the period) next to KPI B (the period before it) with
 * the change, for the downline's registrations, first depositors, active members and money.
 */
import type { AgentKpiFigures, AgentKpiPeriod } from '@app/contract';
import { AGENT_KPI_PERIODS, changePercentOf } from '@app/contract/client';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { useMoneyFormat } from '../wallet/money';
import { useWallet } from '../wallet/queries';
import { useAgentKpi } from './queries';

const COUNTS = ['registrations', 'firstDepositors', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'turnover', 'wins', 'bonuses', 'netRevenue'] as const;

const KEY_OF: Record<keyof AgentKpiFigures, string> = {
  registrations: 'agent_centre_kpi_registrations',
  firstDepositors: 'agent_centre_kpi_first_depositors',
  activeMembers: 'agent_centre_kpi_active_members',
  deposits: 'agent_centre_kpi_deposits',
  withdrawals: 'agent_centre_kpi_withdrawals',
  turnover: 'agent_centre_kpi_turnover',
  wins: 'agent_centre_kpi_wins',
  bonuses: 'agent_centre_kpi_bonuses',
  netRevenue: 'agent_centre_kpi_net_revenue',
};

export const PERIOD_KEY_OF: Record<AgentKpiPeriod, string> = {
  today: 'agent_centre_period_today',
  yesterday: 'agent_centre_period_yesterday',
  thisWeek: 'agent_centre_period_this_week',
  thisMonth: 'agent_centre_period_this_month',
  lastMonth: 'agent_centre_period_last_month',
};

export function PeriodPicker({
  value,
  onChange,
}: {
  value: AgentKpiPeriod;
  onChange: (period: AgentKpiPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Selector
      className="agent-centre__periods"
      aria-label={t('agent_centre_period')}
      showCheckMark={false}
      value={[value]}
      onChange={(values) => values[0] && onChange(values[0])}
      options={AGENT_KPI_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEY_OF[period]) }))}
    />
  );
}

export function KpiSection() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<AgentKpiPeriod>('today');
  const kpi = useAgentKpi(period);
  const wallet = useWallet();
  const money = useMoneyFormat();
  const decimals = wallet.data?.decimals ?? 0;
  const symbol = wallet.data?.currencySymbol ?? '';

  if (kpi.isError && !kpi.data) return <LoadFailed className="agent-centre__state" onRetry={kpi.refetch} />;
  if (!kpi.data) return <LoadingSkeleton className="agent-centre__state" />;
  const { current, previous } = kpi.data;
  const show = (key: keyof AgentKpiFigures, amount: number) =>
    (COUNTS as readonly string[]).includes(key)
      ? String(amount)
      : `${symbol} ${money(amount, decimals, { signed: amount < 0 })}`;

  return (
    <section className="agent-centre__section" aria-labelledby="agent-kpi-title">
      <h2 id="agent-kpi-title" className="agent-centre__heading">
        {t('agent_centre_kpi_title')}
      </h2>
      <PeriodPicker value={period} onChange={setPeriod} />
      <table className="agent-kpi">
        <thead>
          <tr>
            <th scope="col">{t('agent_centre_kpi_figure')}</th>
            <th scope="col">{t('agent_centre_kpi_a')}</th>
            <th scope="col">{t('agent_centre_kpi_b')}</th>
            <th scope="col">{t('agent_centre_kpi_change')}</th>
          </tr>
        </thead>
        <tbody>
          {[...COUNTS, ...AMOUNTS].map((key) => {
            const change = changePercentOf(current.figures[key], previous.figures[key]);
            return (
              <tr key={key}>
                <th scope="row">{t(KEY_OF[key])}</th>
                <td>{show(key, current.figures[key])}</td>
                <td>{show(key, previous.figures[key])}</td>
                <td className={change === null ? '' : change >= 0 ? 'agent-kpi__up' : 'agent-kpi__down'}>
                  {change === null ? '–' : `${change > 0 ? '+' : ''}${change}%`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
