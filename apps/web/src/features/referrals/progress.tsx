/** One side's progress: the deposit towards the minimum, the state, and the deadline or the reason. */
import type { ReferralFriend, ReferralRules } from '@app/contract';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from '../../i18n/use-translation';
import { useDateTimeFormat } from '../wallet/money';

type Progress = Pick<ReferralFriend, 'deposited' | 'state' | 'reason' | 'expiresAt'>;

export function StateBadge({ state }: { state: Progress['state'] }) {
  const { t } = useTranslation();
  return <span className={`invite-state invite-state--${state}`}>{t(`invite_state_${state}`)}</span>;
}

export function DepositProgress({
  progress,
  rules,
  money,
}: {
  progress: Progress;
  rules: ReferralRules;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const date = useDateTimeFormat('date');
  const percent = Math.min(100, Math.floor((progress.deposited / rules.minDeposit) * 100));
  const label = t('invite_deposited', { amount: money(progress.deposited), min: money(rules.minDeposit) });
  return (
    <div className="invite-progress">
      <span className="invite-progress__label">{label}</span>
      {progress.state === 'waiting' && (
        <>
          <ProgressBar percent={percent} aria-hidden="true" />
          <span className="wallet-muted">{t('invite_deadline', { date: date(progress.expiresAt) })}</span>
        </>
      )}
      {progress.reason === 'monthly_cap' && (
        <span className="invite-progress__note">{t('invite_reason_monthly_cap')}</span>
      )}
    </div>
  );
}
