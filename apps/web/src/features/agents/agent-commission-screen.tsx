/**
 * /m/member/agent/commission (issue 16 point 3, the commission half): the agent's plan, the running
 * month's figures from the ledger (active members, turnover, wins, bonuses, net revenue, rate,
 * commission so far) and the past months with their status — paid (amount and date), below the
 * active-member minimum, nothing to pay, or awaiting settlement. Agents only (type not 0, 4, 40);
 * a visitor goes to login and comes back; anyone else is told the page is for agents.
 */
import type { AgentCommissionValue, AgentPastPeriod, AgentPeriodFigures } from '@app/contract';
import { isAgent, languageOf } from '@app/contract/client';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Tag from 'antd-mobile/es/components/tag';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { useDateTimeFormat, useMoneyFormat } from '../wallet/money';
import { useAgentCommission } from './queries';
import './agents.css';

export function AgentCommissionScreen() {
  const session = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!session) return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname)}`} replace />;
  if (!isAgent(session.type)) {
    return (
      <ErrorBlock
        className="agents-refusal"
        status="default"
        title={t('agent_commission_agents_only')}
        description=""
      />
    );
  }
  return <Commission />;
}

/** A YYYY-MM period as the active language writes a month. */
function usePeriodFormat() {
  // Renders again in the new language's words when the language changes.
  useTranslation();
  const formatter = new Intl.DateTimeFormat(languageOf(activeLanguageCode()).tag, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (period: string) => formatter.format(new Date(`${period}-01T00:00:00Z`));
}

const percentOf = (rateBps: number) =>
  `${(rateBps / 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`;

function Commission() {
  const { t } = useTranslation();
  const query = useAgentCommission(true);
  const month = usePeriodFormat();
  if (query.isError) return <LoadFailed className="agents-refusal" onRetry={query.refetch} />;
  if (query.isPending) return <LoadingSkeleton className="agents-page" lines={10} />;
  const value = query.data;
  return (
    <div className="agents-page">
      <section className="agents-card" aria-labelledby="agent-plan-title">
        <h2 id="agent-plan-title" className="agents-card__title">
          {t('agent_commission_plan')}
        </h2>
        {value.plan ? (
          <dl className="agents-figures">
            <Figure label={t('agent_commission_plan_name')} value={value.plan.name} />
            <Figure label={t('agent_commission_rate')} value={percentOf(value.plan.rateBps)} />
            <Figure label={t('agent_commission_min_active')} value={String(value.plan.minActiveMembers)} />
            <Figure label={t('agent_commission_period')} value={t('agent_commission_monthly')} />
          </dl>
        ) : (
          <p className="agents-muted">{t('agent_commission_no_plan')}</p>
        )}
      </section>
      {value.current && (
        <section className="agents-card" aria-labelledby="agent-current-title">
          <h2 id="agent-current-title" className="agents-card__title">
            {t('agent_commission_current', { month: month(value.current.period) })}
          </h2>
          <Figures value={value} figures={value.current} />
          {value.current.activeMembers < value.current.minActiveMembers && (
            <p className="agents-muted">{t('agent_commission_below_min_hint')}</p>
          )}
        </section>
      )}
      <section className="agents-card" aria-labelledby="agent-past-title">
        <h2 id="agent-past-title" className="agents-card__title">
          {t('agent_commission_past')}
        </h2>
        {value.past.length === 0 ? (
          <p className="agents-muted">{t('agent_commission_no_past')}</p>
        ) : (
          <ul className="agents-periods">
            {value.past.map((period) => (
              <PastPeriod key={period.period} value={value} period={period} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'agents-figure agents-figure--strong' : 'agents-figure'}>
      <dt>{label}</dt>
      <dd dir="auto">{value}</dd>
    </div>
  );
}

function useMoney(value: AgentCommissionValue) {
  const format = useMoneyFormat();
  return (amount: number) => `${value.currencySymbol} ${format(amount, value.decimals)}`;
}

function Figures({ value, figures }: { value: AgentCommissionValue; figures: AgentPeriodFigures }) {
  const { t } = useTranslation();
  const money = useMoney(value);
  return (
    <dl className="agents-figures">
      <Figure
        label={t('agent_commission_active')}
        value={`${figures.activeMembers} / ${figures.downlineMembers}`}
      />
      <Figure label={t('agent_commission_turnover')} value={money(figures.turnover)} />
      <Figure label={t('agent_commission_wins')} value={money(figures.wins)} />
      <Figure label={t('agent_commission_bonuses')} value={money(figures.bonuses)} />
      <Figure label={t('agent_commission_net')} value={money(figures.netRevenue)} />
      <Figure label={t('agent_commission_rate')} value={percentOf(figures.rateBps)} />
      <Figure label={t('agent_commission_amount')} value={money(figures.commission)} strong />
    </dl>
  );
}

const TAG_COLOR: Record<AgentPastPeriod['status'], string> = {
  paid: 'success',
  below_minimum: 'warning',
  nothing: 'default',
  unsettled: 'primary',
};

function PastPeriod({ value, period }: { value: AgentCommissionValue; period: AgentPastPeriod }) {
  const { t } = useTranslation();
  const money = useMoney(value);
  const month = usePeriodFormat();
  const date = useDateTimeFormat('date');
  return (
    <li className="agents-period">
      <div className="agents-period__head">
        <span className="agents-period__month">{month(period.period)}</span>
        <Tag color={TAG_COLOR[period.status]} fill="outline">
          {period.status === 'paid' && period.paidAt
            ? t('agent_commission_status_paid', { date: date(period.paidAt) })
            : t(`agent_commission_status_${period.status}`)}
        </Tag>
      </div>
      <dl className="agents-figures agents-figures--compact">
        <Figure
          label={t('agent_commission_active')}
          value={`${period.activeMembers} / ${period.downlineMembers}`}
        />
        <Figure label={t('agent_commission_net')} value={money(period.netRevenue)} />
        <Figure label={t('agent_commission_amount')} value={money(period.commission)} strong />
      </dl>
    </li>
  );
}
