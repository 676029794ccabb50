/** The member's claims, newest first, each with its wagering progress, and what is still to wager. */
import type { RewardClaim } from '@app/contract';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from '../../../i18n/use-translation';
import { PagedList } from '../../../ui/paged-list';
import { useDateTimeFormat } from '../../wallet/money';
import { useOutstandingTurnover, useRewardClaims } from '../queries';

export function RewardClaims({ money }: { money: (amount: number) => string }) {
  const { t } = useTranslation();
  const time = useDateTimeFormat();
  const { data: outstanding } = useOutstandingTurnover();
  return (
    <section className="reward-claims" aria-labelledby="reward-claims-title">
      <h2 id="reward-claims-title" className="wallet-section__title">
        {t('reward_claims_title')}
      </h2>
      {outstanding !== undefined && outstanding > 0 && (
        <p className="reward-claims__outstanding">
          {t('reward_outstanding', { amount: money(outstanding) })}
        </p>
      )}
      <PagedList query={useRewardClaims()} showEnd={false}>
        {(claims: RewardClaim[]) =>
          claims.map((claim) => (
            <article key={claim.id} className="wallet-card reward-claim" aria-label={claim.title}>
              <div className="reward-card__head">
                <span className="reward-claim__title" dir="auto">
                  {claim.title}
                </span>
                <span className="wallet-amount">{money(claim.amount)}</span>
              </div>
              <p className="wallet-muted">{time(claim.createdAt)}</p>
              {claim.turnoverRequired > 0 && (
                <>
                  <ProgressBar
                    percent={Math.floor((claim.turnoverDone * 100) / claim.turnoverRequired)}
                    aria-hidden="true"
                  />
                  <p className="wallet-muted">
                    {t('reward_wagering_progress', {
                      done: money(claim.turnoverDone),
                      required: money(claim.turnoverRequired),
                    })}
                  </p>
                </>
              )}
            </article>
          ))
        }
      </PagedList>
    </section>
  );
}
