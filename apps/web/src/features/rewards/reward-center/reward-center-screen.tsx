/**
 * /m/rewardCenter (issue 14): the member's rewards — welcome, deposit, daily check-in, rebate
 * (MANPLAYREB3), points (PTSYS3) — each claimable once per period, and their claims with the
 * wagering progress. A visitor is asked to log in, a trial account to register (spec §2's trial
 * rule, as the footer's member entry does). `?reward=<id>` scrolls to that reward and highlights it
 * (the promotions link there). After a claim the balance and the home badge are asked for again.
 */
import { isRealMember } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH } from '../../../app/layout/menu-rules';
import { useSession } from '../../../app/session/use-session';
import { useTranslation } from '../../../i18n/use-translation';
import { PageSpinner } from '../../../ui/page-spinner';
import { useMoneyFormat } from '../../wallet/money';
import { useWallet } from '../../wallet/queries';
import { WalletSummary } from '../../wallet/wallet-summary';
import { useRewards } from '../queries';
import { RewardCard } from './reward-card';
import { RewardClaims } from './reward-claims';
import '../../wallet/wallet.css';
import './reward-center.css';

export function RewardCenterScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) {
    return (
      <Prompt
        title={t('reward_login_prompt')}
        to={`${LOGIN_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`}
        action={t('login')}
      />
    );
  }
  if (!isRealMember(session.type)) {
    return <Prompt title={t('reward_trial_prompt')} to={REGISTER_PATH} action={t('register_now')} />;
  }
  return <RewardCenter />;
}

function Prompt({ title, to, action }: { title: string; to: string; action: string }) {
  const navigate = useNavigate();
  return (
    <ErrorBlock className="wallet-refusal" status="default" title={title} description="">
      <Button className="reward-prompt__action" color="primary" shape="rounded" onClick={() => navigate(to)}>
        {action}
      </Button>
    </ErrorBlock>
  );
}

function RewardCenter() {
  const { t } = useTranslation();
  const { data: wallet } = useWallet();
  const { data: rewards } = useRewards();
  const format = useMoneyFormat();
  const [params] = useSearchParams();
  const wanted = params.get('reward');
  const wantedRef = useRef<HTMLElement | null>(null);
  // The cards render once both answers are in: only then is the wanted one there to scroll to.
  const loaded = wallet !== undefined && rewards !== undefined;

  useEffect(() => {
    if (!loaded || !wantedRef.current) return;
    wantedRef.current.scrollIntoView({ block: 'center' });
    wantedRef.current.focus({ preventScroll: true });
  }, [loaded]);

  if (!wallet || !rewards) return <PageSpinner />;
  const money = (amount: number) => `${wallet.currencySymbol} ${format(amount, wallet.decimals)}`;
  return (
    <div className="wallet-page reward-center">
      <WalletSummary wallet={wallet} />
      <section aria-labelledby="reward-list-title" className="reward-list">
        <h2 id="reward-list-title" className="wallet-section__title">
          {t('reward_list_title')}
        </h2>
        {rewards.list.length === 0 ? (
          <p className="wallet-muted">{t('reward_empty')}</p>
        ) : (
          rewards.list.map((reward) => (
            <RewardCard
              key={reward.id}
              ref={reward.id === wanted ? wantedRef : undefined}
              reward={reward}
              money={money}
              highlighted={reward.id === wanted}
            />
          ))
        )}
      </section>
      <RewardClaims money={money} />
    </div>
  );
}
