/**
 * The last drawn rounds of the game, newest first: the number, big or small, odd or even and its
 * colours as dots; a link to the verify page, where the browser recomputes every draw.
 */
import type { LotteryGameCode, LotteryResult } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LOTTERY_VERIFY_PATH } from './lottery-paths';
import { outcomeOf } from './lottery-rules';

export function LotteryResults({
  gameCode,
  results,
}: {
  gameCode: LotteryGameCode;
  results: LotteryResult[];
}) {
  const { t } = useTranslation();
  return (
    <section className="lottery-results" aria-labelledby={`lottery-results-${gameCode}`}>
      <div className="lottery__heading-row">
        <h2 id={`lottery-results-${gameCode}`} className="lottery__heading">
          {t('lottery_results')}
        </h2>
        <Link className="lottery__link" to={`${LOTTERY_VERIFY_PATH}?game=${gameCode}`}>
          {t('lottery_verify_link')}
        </Link>
      </div>
      {results.length === 0 ? (
        <p className="lottery__note">{t('no_records')}</p>
      ) : (
        <List>
          {results.map((result) => (
            <List.Item key={result.roundNo} extra={<DrawnNumber number={result.number} />}>
              {t('lottery_round', { roundNo: result.roundNo })}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** A drawn number with what it means for the size, parity and colour bets. */
export function DrawnNumber({ number }: { number: number }) {
  const { t } = useTranslation();
  const { size, parity, colours } = outcomeOf(number);
  return (
    <span className="drawn-number">
      <span className="drawn-number__ball" data-testid="drawn-number">
        {number}
      </span>
      <Tag fill="outline">{t(`lottery_pick_${size}`)}</Tag>
      <Tag fill="outline">{t(`lottery_pick_${parity}`)}</Tag>
      <span className="drawn-number__colours">
        {colours.map((colour) => (
          <span
            key={colour}
            className={`colour-dot colour-dot--${colour}`}
            role="img"
            aria-label={t(`lottery_pick_${colour}`)}
          />
        ))}
      </span>
    </span>
  );
}
