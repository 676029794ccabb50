/**
 * The house's fast lottery in the lotto-h5 frame (spec §2; issue 13 point 1): the page the lottery
 * launcher answers (/m/lotto-h5/{mui}/{playType}/games/{gameId}?token=...) asks the house for the
 * games of the launch's vendor with the player token. A vendor the house does not serve
 * (GAME_NOT_FOUND) keeps the honest not-connected page (decision 0015); a gone token or session ends
 * the game session; otherwise one tab per game (a draw every 1, 3 and 5 minutes).
 */
import type { LotteryGameCode } from '@app/contract';
import { ErrorCode } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Tabs from 'antd-mobile/es/components/tabs';
import { CloseOutline } from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { GameNotConnectedScreen } from '../games/game-not-connected-screen';
import { GameStopped, isSessionEnded } from '../games/game-stopped';
import { useCloseGame } from '../games/use-close-game';
import { BalanceWidget } from '../wallet/balance-widget';
import { useLotteryLobby } from './queries';
import './lottery.css';

// The game (bet slip, its form, results, orders) loads beside the lobby call: the frame, a stopped
// session and the not-connected page paint without it.
const loadLotteryGame = () => import('./lottery-game');
const LotteryGame = lazy(() => loadLotteryGame().then((m) => ({ default: m.LotteryGame })));

const errorCodeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errorCode : undefined;

export function HouseLotteryScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const playerToken = params.get('token') ?? '';
  const lobby = useLotteryLobby(playerToken);
  const [stopped, setStopped] = useState<string | null>(null);
  useEffect(() => {
    if (playerToken) void loadLotteryGame();
  }, [playerToken]);

  if (stopped) return <GameStopped message={stopped} />;
  if (!playerToken || isSessionEnded(lobby.error))
    return <GameStopped message={t('error_game_session_ended')} />;
  if (errorCodeOf(lobby.error) === ErrorCode.GAME_NOT_FOUND) return <GameNotConnectedScreen />;
  if (lobby.isPending) return <PageSpinner />;
  if (lobby.isError) return <LoadFailed message={lobby.error.message} retry={() => void lobby.refetch()} />;
  return (
    <LotteryFrame>
      <Tabs className="lottery__tabs" stretch>
        {lobby.data.games.map((game) => (
          <Tabs.Tab key={game.code} title={<GameTabTitle code={game.code} seconds={game.intervalSeconds} />}>
            <Suspense fallback={<PageSpinner />}>
              <LotteryGame
                playerToken={playerToken}
                game={game}
                decimals={lobby.data.decimals}
                onStopped={setStopped}
              />
            </Suspense>
          </Tabs.Tab>
        ))}
      </Tabs>
    </LotteryFrame>
  );
}

function GameTabTitle({ code, seconds }: { code: LotteryGameCode; seconds: number }) {
  const { t } = useTranslation();
  return <span data-game={code}>{t('lottery_minutes', { count: seconds / 60 })}</span>;
}

/** The frame's top bar: the title, the balance and the close of spec §2. */
function LotteryFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = useCloseGame();
  return (
    <section className="lottery" aria-labelledby="lottery-title">
      <header className="lottery__bar">
        <h1 id="lottery-title" className="lottery__title">
          {t('title_lottery')}
        </h1>
        <Button className="lottery__close" fill="none" aria-label={t('close')} onClick={close}>
          <CloseOutline aria-hidden="true" />
        </Button>
      </header>
      <BalanceWidget />
      {children}
    </section>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  const close = useCloseGame();
  return (
    <section className="lottery lottery--ended">
      <ErrorBlock status="default" title={message} description="">
        <div className="lottery__actions">
          <Button color="primary" shape="rounded" onClick={retry}>
            {t('retry')}
          </Button>
          <Button shape="rounded" onClick={close}>
            {t('back')}
          </Button>
        </div>
      </ErrorBlock>
    </section>
  );
}
