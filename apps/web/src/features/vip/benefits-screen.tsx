/**
 * /m/member/benefits (spec §2 VIP benefits, issue 14): the member's level with the way to the next
 * one, and every level of the merchant's ladder with its threshold and benefits. A visitor goes to
 * the login screen (spec §2 Footer menu); a trial account is offered registration; a merchant
 * without VIP benefits shows the spec's 'contact_service' message, as the menu does.
 */
import type { VipLevel, VipValue } from '@app/contract';
import { ErrorCode, isTrial, languageOf } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { REGISTER_PATH } from '../../app/layout/menu-rules';
import { useOpenCustomerService } from '../../app/layout/use-customer-service';
import { useSession } from '../../app/session/use-session';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { useSiteConfig } from '../system/queries';
import { MemberGate } from '../wallet/member-gate';
import { useMoneyFormat } from '../wallet/money';
import { useVip } from './queries';
import './vip.css';

export function BenefitsScreen() {
  return (
    <MemberGate>
      <Benefits />
    </MemberGate>
  );
}

function Benefits() {
  const session = useSession();
  const { data: config } = useSiteConfig();
  const trial = session !== null && isTrial(session.type);
  const offered = config?.features.vipBenefits ?? false;
  const vip = useVip({ enabled: offered && !trial });

  if (trial) return <TrialPrompt />;
  if (!config) return <PageSpinner />;
  if (!offered || (vip.error instanceof ApiError && vip.error.errorCode === ErrorCode.VIP_DISABLED)) {
    return <ContactService />;
  }
  if (vip.error) return <Refusal title={vip.error.message} />;
  if (!vip.data) return <PageSpinner />;
  return <Ladder vip={vip.data} />;
}

function Refusal({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="vip-page">
      <ErrorBlock className="vip-refusal" status="default" title={title} description="">
        {children}
      </ErrorBlock>
    </div>
  );
}

function TrialPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Refusal title={t('vip_trial_prompt')}>
      <Button color="primary" shape="rounded" onClick={() => navigate(REGISTER_PATH)}>
        {t('register_now')}
      </Button>
    </Refusal>
  );
}

function ContactService() {
  const { t } = useTranslation();
  const openCustomerService = useOpenCustomerService();
  return (
    <Refusal title={t('contact_service')}>
      <Button color="primary" shape="rounded" onClick={openCustomerService}>
        {t('customer_service_24_7')}
      </Button>
    </Refusal>
  );
}

function Ladder({ vip }: { vip: VipValue }) {
  const { t } = useTranslation();
  if (vip.levels.length === 0) return <Refusal title={t('vip_no_levels')} />;
  return (
    <div className="vip-page">
      <LevelCard vip={vip} />
      <section aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title" className="vip-section-title">
          {t('vip_levels_title')}
        </h2>
        <ol className="vip-levels">
          {vip.levels.map((level) => (
            <LevelItem
              key={level.level}
              level={level}
              vip={vip}
              current={level.level === vip.progress.level}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Amounts with the brand's currency symbol, in the active language's digits. */
function useAmount(vip: VipValue) {
  const money = useMoneyFormat();
  return (amount: number) => `${vip.currencySymbol} ${money(amount, vip.decimals)}`;
}

function LevelCard({ vip }: { vip: VipValue }) {
  const { t } = useTranslation();
  const amount = useAmount(vip);
  const { progress } = vip;
  const nameOf = (level: number | null) => vip.levels.find((entry) => entry.level === level)?.name ?? '-';
  const next = progress.nextLevel === null ? null : nameOf(progress.nextLevel);
  return (
    <section className="vip-card" aria-labelledby="vip-current-title">
      <p className="vip-card__caption">{t('vip_current_level')}</p>
      <h2 id="vip-current-title" className="vip-card__label">
        {nameOf(progress.level)}
      </h2>
      <dl className="vip-card__figures">
        <div>
          <dt>{t('vip_turnover')}</dt>
          <dd>{amount(progress.turnover)}</dd>
        </div>
        {next !== null && (
          <div>
            <dt>{t('vip_remaining', { level: next })}</dt>
            <dd>{amount(progress.remaining)}</dd>
          </div>
        )}
      </dl>
      {next === null ? (
        <p className="vip-card__note">{t('vip_top_level')}</p>
      ) : (
        <div
          className="vip-card__progress"
          role="progressbar"
          aria-label={t('vip_progress_label', { level: next })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}%`}
        >
          <ProgressBar percent={progress.percent} />
          <span className="vip-card__percent" aria-hidden="true">
            {progress.percent}%
          </span>
        </div>
      )}
    </section>
  );
}

function LevelItem({ level, vip, current }: { level: VipLevel; vip: VipValue; current: boolean }) {
  const { t } = useTranslation();
  const amount = useAmount(vip);
  const percent = new Intl.NumberFormat(languageOf(activeLanguageCode()).tag, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const figures: [string, string][] = [
    level.upgradeBonus > 0 ? [t('vip_upgrade_bonus'), amount(level.upgradeBonus)] : null,
    level.weeklyRebateBasisPoints > 0
      ? [t('vip_weekly_rebate'), percent.format(level.weeklyRebateBasisPoints / 10_000)]
      : null,
    level.dailyWithdrawalLimit > 0
      ? [t('vip_daily_withdrawal_limit'), amount(level.dailyWithdrawalLimit)]
      : null,
    level.dailyWithdrawals > 0 ? [t('vip_daily_withdrawals'), String(level.dailyWithdrawals)] : null,
  ].filter((figure): figure is [string, string] => figure !== null);
  return (
    <li
      className={`vip-level${current ? ' vip-level--current' : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      <div className="vip-level__head">
        <h3 className="vip-level__name">{level.name}</h3>
        {current && <span className="vip-level__tag">{t('vip_current')}</span>}
      </div>
      <p className="vip-level__threshold">
        {t('vip_threshold', { amount: amount(level.turnoverThreshold) })}
      </p>
      {figures.length > 0 && (
        <dl className="vip-level__figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {level.benefits.length > 0 && (
        <ul className="vip-level__benefits">
          {level.benefits.map((benefit) => (
            <li key={benefit.title}>
              {/* The operator's text may be in another script than the page (English in Arabic). */}
              <strong dir="auto">{benefit.title}</strong>
              {benefit.detail && <span dir="auto">{benefit.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
