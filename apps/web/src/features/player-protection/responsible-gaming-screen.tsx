/**
 * /m/member/responsibleGaming (issue 19 point 1; decision 0060): the member's deposit, loss and
 * session-time limits with what each has used and a loosening still waiting, the reality check's
 * interval, time-out and self-exclusion, the history of changes, and the operator's policy. A
 * visitor goes to login and comes back; a trial account is offered registration.
 */
import { isRealMember, isSafeLink } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useNavigate } from 'react-router';
import { REGISTER_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { useSiteConfig } from '../system/queries';
import { MemberGate } from '../wallet/member-gate';
import { BlockSection } from './block-section';
import { HistorySection } from './history-section';
import { LimitsSection } from './limits-section';
import { useProtectionSettings } from './queries';
import { RealityCheckSetting } from './reality-check-setting';
import './responsible-gaming.css';

export function ResponsibleGamingScreen() {
  return (
    <MemberGate>
      <ResponsibleGaming />
    </MemberGate>
  );
}

function ResponsibleGaming() {
  const session = useSession();
  if (session && !isRealMember(session.type)) return <TrialPrompt />;
  return <Settings />;
}

function TrialPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock className="rg-refusal" status="default" title={t('rg_trial_prompt')} description="">
      <Button color="primary" shape="rounded" onClick={() => navigate(REGISTER_PATH)}>
        {t('register_now')}
      </Button>
    </ErrorBlock>
  );
}

function Settings() {
  const { t } = useTranslation();
  const settings = useProtectionSettings();
  const policy = useSiteConfig().data?.paths.responsibleGaming;
  // The intro paints at once (the page's largest text); the settings fill in below it.
  const intro = <p className="rg-intro">{t('rg_intro')}</p>;
  if (settings.isPending) {
    return (
      <div className="rg-page">
        {intro}
        <LoadingSkeleton className="rg-loading" lines={12} />
      </div>
    );
  }
  if (settings.isError) return <LoadFailed className="rg-refusal" onRetry={() => settings.refetch()} />;
  return (
    <div className="rg-page">
      {intro}
      <LimitsSection
        id="deposit"
        title={t('rg_deposit_limits')}
        names={['depositDay', 'depositWeek', 'depositMonth']}
        settings={settings.data}
      />
      <LimitsSection
        id="loss"
        title={t('rg_loss_limits')}
        names={['lossDay', 'lossWeek', 'lossMonth']}
        settings={settings.data}
      />
      <LimitsSection
        id="session"
        title={t('rg_limit_sessionMinutes')}
        names={['sessionMinutes']}
        settings={settings.data}
      />
      <RealityCheckSetting minutes={settings.data.realityCheckMinutes} />
      <BlockSection kind="timeOut" />
      <BlockSection kind="selfExclusion" />
      <HistorySection settings={settings.data} />
      {policy && isSafeLink(policy) && (
        <a className="rg-policy" href={policy} target="_blank" rel="noopener noreferrer">
          {t('footer_responsible_gaming_link')}
        </a>
      )}
    </div>
  );
}
