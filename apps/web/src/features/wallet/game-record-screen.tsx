/**
 * /m/gameRecord (spec §2 Betting record): the member's game rounds with game, stake, win and
 * time, newest first and paged by infinite scroll.
 */
import type { GameRecord, WalletValue } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { PagedList } from '../../ui/paged-list';
import { MemberGate } from './member-gate';
import { useDateTimeFormat, useMoneyFormat } from './money';
import { useGameRecords, useWallet } from './queries';
import './wallet.css';

export function GameRecordScreen() {
  return (
    <MemberGate>
      <GameRecords />
    </MemberGate>
  );
}

function GameRecords() {
  const records = useGameRecords();
  const { data: wallet } = useWallet();
  if (!wallet) return <PageSpinner />;
  return (
    <div className="wallet-page wallet-page--list">
      <PagedList query={records}>
        {(rounds) => (
          <List>
            {rounds.map((round) => (
              <RoundRow key={`${round.vendorCode}:${round.roundId}`} round={round} wallet={wallet} />
            ))}
          </List>
        )}
      </PagedList>
    </div>
  );
}

function RoundRow({ round, wallet }: { round: GameRecord; wallet: WalletValue }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const time = useDateTimeFormat();
  return (
    <List.Item
      description={
        <>
          {round.vendorCode} · <time dateTime={round.time}>{time(round.time)}</time>
        </>
      }
      extra={
        <div className="record-amounts">
          <span className="wallet-muted">
            {t('stake')} {money(round.stake, wallet.decimals)}
          </span>
          <span className={`wallet-amount ${round.win > 0 ? 'wallet-amount--in' : ''}`}>
            {t('win')} {money(round.win, wallet.decimals)}
          </span>
        </div>
      }
    >
      {round.gameCode}{' '}
      {round.status !== 'settled' && (
        <Tag fill="outline" color={round.status === 'open' ? 'warning' : 'default'}>
          {t(`round_status_${round.status}`)}
        </Tag>
      )}
    </List.Item>
  );
}
