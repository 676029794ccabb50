/**
 * One reward: title, description, what it pays (the amount, or how it is computed), its wagering
 * requirement, and its state — the Claim button (one Idempotency-Key per attempt), claimed (with
 * when a daily one comes back) or why not yet.
 */
import type { Reward } from '@app/contract';
import { ErrorCode } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { forwardRef } from 'react';
import { ApiError } from '../../../app/api-client';
import { toastApiError } from '../../../app/api-error-toast';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../ui/toast';
import { useAttemptKeys } from '../../wallet/idempotency';
import { useDateTimeFormat } from '../../wallet/money';
import { useClaimReward } from '../queries';
import { rewardRuleOf } from './reward-rule';

interface RewardCardProps {
  reward: Reward;
  money: (amount: number) => string;
  highlighted: boolean;
}

export const RewardCard = forwardRef<HTMLElement, RewardCardProps>(function RewardCard(
  { reward, money, highlighted },
  ref,
) {
  const { t } = useTranslation();
  const time = useDateTimeFormat();
  const attempts = useAttemptKeys();
  const claim = useClaimReward();
  const titleId = `reward-${reward.id}-title`;

  async function claimIt() {
    if (claim.isPending) return;
    try {
      const { claim: claimed } = await claim.mutateAsync({
        rewardId: reward.id,
        key: attempts.keyFor(reward.id),
      });
      attempts.settle();
      toast.success(t('reward_claim_success', { amount: money(claimed.amount) }));
    } catch (error) {
      const reason = error instanceof ApiError ? error.value?.reason : undefined;
      if (error instanceof ApiError && error.errorCode === ErrorCode.REWARD_NOT_CLAIMABLE && reason) {
        toast.fail(t(`reward_reason_${reason}`));
      } else {
        toastApiError(error);
      }
    }
  }

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`reward-card wallet-card${highlighted ? ' reward-card--highlight' : ''}`}
      data-reward-id={reward.id}
    >
      <div className="reward-card__head">
        {/* The operator's text may be in a language other than the page's (English falls back). */}
        <h3 id={titleId} className="reward-card__title" dir="auto">
          {reward.title}
        </h3>
        {reward.state === 'claimed' && <span className="reward-card__claimed">{t('reward_claimed')}</span>}
      </div>
      {reward.description && (
        <p className="wallet-muted" dir="auto">
          {reward.description}
        </p>
      )}
      <dl className="reward-card__facts">
        <div>
          <dt>{t('reward_pays')}</dt>
          <dd className="reward-card__pays">
            {reward.amount === null ? rewardRuleOf(reward, t, money) : money(reward.amount)}
          </dd>
        </div>
        {reward.kind === 'points' && reward.points !== null && (
          <div>
            <dt>{t('reward_points')}</dt>
            <dd>{reward.points}</dd>
          </div>
        )}
        <div>
          <dt>{t('reward_wagering')}</dt>
          <dd>
            {reward.turnoverMultiplier === 0
              ? t('reward_no_wagering')
              : reward.turnoverRequired === null
                ? t('reward_wagering_times', { times: reward.turnoverMultiplier })
                : money(reward.turnoverRequired)}
          </dd>
        </div>
      </dl>
      <div className="reward-card__action">
        {reward.state === 'claimable' ? (
          <Button color="primary" shape="rounded" size="small" loading={claim.isPending} onClick={claimIt}>
            {t('reward_claim')}
          </Button>
        ) : reward.state === 'claimed' ? (
          <p className="wallet-muted">
            {reward.nextAvailableAt
              ? t('reward_next_available', { time: time(reward.nextAvailableAt) })
              : t('reward_reason_claimed')}
          </p>
        ) : (
          <p className="wallet-muted">{t(`reward_reason_${reward.reason ?? 'unavailable'}`)}</p>
        )}
      </div>
    </article>
  );
});
