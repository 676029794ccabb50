/**
 * The verify page (issue 13 point 2): anyone, signed in or not, can check every drawn round. The
 * server published each round's commitment (SHA-256 of a secret seed) before betting opened and
 * reveals the seed after the draw; this page recomputes, in the browser, the commitment and the
 * number from the revealed seed with the contract's draw rule and marks each round ✓ or ✗.
 */
import type { LotteryGameCode, LotteryResult } from '@app/contract';
import { LOTTERY_GAME_CODES, LOTTERY_GAMES } from '@app/contract/client';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PagedList } from '../../ui/paged-list';
import { DrawnNumber } from './lottery-results';
import { useLotteryRounds } from './queries';
import { verifyRound } from './verify-rules';
import './lottery.css';

const gameOf = (value: string | null): LotteryGameCode =>
  LOTTERY_GAME_CODES.find((code) => code === value) ?? 'FAST1';

export function LotteryVerifyScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const game = gameOf(params.get('game'));
  return (
    <div className="lottery-verify">
      <section className="lottery-verify__how" aria-labelledby="lottery-verify-how">
        <h2 id="lottery-verify-how" className="lottery__heading">
          {t('lottery_verify_how')}
        </h2>
        <p>{t('lottery_verify_text')}</p>
        <p>{t('lottery_verify_script')}</p>
        <code className="lottery-verify__command" dir="ltr">
          node scripts/verify-draws.mjs {window.location.origin} {game}
        </code>
      </section>
      <Tabs activeKey={game} onChange={(key) => setParams({ game: key }, { replace: true })} stretch>
        {LOTTERY_GAMES.map(({ code, intervalSeconds }) => (
          <Tabs.Tab key={code} title={t('lottery_minutes', { count: intervalSeconds / 60 })} />
        ))}
      </Tabs>
      <VerifiedRounds key={game} game={game} />
    </div>
  );
}

function VerifiedRounds({ game }: { game: LotteryGameCode }) {
  const rounds = useLotteryRounds(game);
  return (
    <PagedList query={rounds}>
      {(list) => (
        <List>
          {list.map((result) => (
            <VerifiedRound key={result.roundNo} result={result} />
          ))}
        </List>
      )}
    </PagedList>
  );
}

function VerifiedRound({ result }: { result: LotteryResult }) {
  const { t } = useTranslation();
  const check = verifyRound(result);
  return (
    <List.Item
      data-testid="verified-round"
      title={t('lottery_round', { roundNo: result.roundNo })}
      extra={<DrawnNumber number={result.number} />}
      description={
        <dl className="lottery-verify__hashes">
          <dt>{t('lottery_seed')}</dt>
          <dd dir="ltr" className="lottery-hash">
            {result.seed}
          </dd>
          <dt>{t('lottery_commit')}</dt>
          <dd dir="ltr" className="lottery-hash">
            {result.commit}
          </dd>
        </dl>
      }
    >
      {check.holds ? (
        <Tag className="lottery-tag lottery-tag--won">✓ {t('lottery_verified')}</Tag>
      ) : (
        <Tag className="lottery-tag lottery-tag--mismatch">
          ✗ {t('lottery_mismatch', { number: check.redrawn ?? '–' })}
        </Tag>
      )}
    </List.Item>
  );
}
