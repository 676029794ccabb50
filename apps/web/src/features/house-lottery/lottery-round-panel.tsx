/**
 * The round taking bets: its number, the countdowns to the close and to the draw (on the server's
 * clock), and its commitment — the SHA-256 of the round's seed, published before betting opened,
 * shown short with a button that reveals it whole.
 */
import type { LotteryRound } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { countdownOf, phaseOf, shortHash } from './lottery-rules';

export function LotteryRoundPanel({ round, serverNow }: { round: LotteryRound; serverNow: number }) {
  const { t } = useTranslation();
  const [commitShown, setCommitShown] = useState(false);
  const commitId = useId();
  const open = phaseOf(round, serverNow) === 'open';
  return (
    <section className="lottery-round" aria-label={t('lottery_round', { roundNo: round.roundNo })}>
      <p className="lottery-round__no">{t('lottery_round', { roundNo: round.roundNo })}</p>
      <p className="lottery-round__countdown" aria-live="polite" aria-atomic="true">
        {open ? (
          <>
            <span>{t('lottery_closes_in', { time: countdownOf(round.closesAt, serverNow) })}</span>
            <span className="lottery-round__draw">
              {t('lottery_draws_in', { time: countdownOf(round.drawsAt, serverNow) })}
            </span>
          </>
        ) : (
          <strong className="lottery-round__drawing">{t('lottery_drawing')}</strong>
        )}
      </p>
      <div className="lottery-round__commit">
        <span>{t('lottery_commit')}</span>{' '}
        <code id={commitId} className="lottery-hash" dir="ltr">
          {commitShown ? round.commit : shortHash(round.commit)}
        </code>
        <Button
          size="mini"
          fill="none"
          color="primary"
          aria-expanded={commitShown}
          aria-controls={commitId}
          onClick={() => setCommitShown(!commitShown)}
        >
          {t(commitShown ? 'lottery_commit_hide' : 'lottery_commit_show')}
        </Button>
      </div>
    </section>
  );
}
