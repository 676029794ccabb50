/**
 * /m/trail (spec §2 Trial screen): what trial play is, starting it (the login screen's trial flow)
 * or registering instead; a signed-in player is told so, a trial player offered registration.
 */
import { isTrial } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { REGISTER_PATH } from '../../app/layout/menu-rules';
import { HOME_PATH } from '../../app/layout-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { useTrialPlay } from './use-trial-play';
import './account.css';

const POINTS = ['trial_point_credit', 'trial_point_no_money', 'trial_point_not_kept'] as const;

export function TrialScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const playTrial = useTrialPlay();
  const onTrial = session !== null && isTrial(session.type);

  return (
    <div className="trial-page">
      <section className="trial-page__card" aria-labelledby="trial-what">
        <h2 id="trial-what">{t('trial_what_title')}</h2>
        <ul className="trial-page__points">
          {POINTS.map((key) => (
            <li key={key}>
              <CheckCircleOutline aria-hidden="true" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </section>
      {session && (
        <p className="trial-page__note" role="status">
          {onTrial ? t('trial_already_on_trial') : t('trial_already_signed_in', { name: session.userName })}
        </p>
      )}
      <div className="trial-page__actions">
        {!session && (
          <Button block color="primary" shape="rounded" size="large" onClick={() => void playTrial()}>
            {t('trial_start')}
          </Button>
        )}
        {session && !onTrial ? (
          <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(HOME_PATH)}>
            {t('back_to_home')}
          </Button>
        ) : (
          <Button block fill="outline" shape="rounded" size="large" onClick={() => navigate(REGISTER_PATH)}>
            {t('trial_register_instead')}
          </Button>
        )}
      </div>
    </div>
  );
}
