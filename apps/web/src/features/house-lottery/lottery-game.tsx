/**
 * One fast lottery game in its tab: the live round with its countdowns, the bet slip, the last
 * results and the member's orders. The countdowns run on the server's clock (serverTime); at the
 * draw the state, the orders and the balance are read again, so the new result and the settled
 * orders show without a reload.
 */
import type { LotteryGame as LotteryGameValue } from '@app/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { toast } from '../../ui/toast';
import { isSessionEnded, stopMessageOf } from '../games/game-stopped';
import { BetSlip } from './bet-slip';
import { LotteryOrders } from './lottery-orders';
import { LotteryResults } from './lottery-results';
import { LotteryRoundPanel } from './lottery-round-panel';
import { phaseOf } from './lottery-rules';
import { useLotteryState, useRefreshLottery } from './queries';
import { useServerClock } from './use-server-clock';

/** The draw is settled a moment after its time: the new state is asked for this long after it. */
const AFTER_DRAW_MS = 1_500;
/** Never ask again sooner than this, even when the server has not drawn yet. */
const MIN_REFRESH_MS = 1_000;

export interface LotteryGameProps {
  playerToken: string;
  game: LotteryGameValue;
  decimals: number;
  /** The player token or the session is gone, or a limit stops play: the frame shows why. */
  onStopped: (message: string) => void;
}

export function LotteryGame({ playerToken, game, decimals, onStopped }: LotteryGameProps) {
  const { t } = useTranslation();
  const state = useLotteryState(playerToken, game.code);
  const tokenInvalid = isSessionEnded(state.error);
  useEffect(() => {
    if (tokenInvalid) onStopped(t('error_game_session_ended'));
  }, [tokenInvalid, onStopped, t]);
  if (state.isPending) return <PageSpinner />;
  if (state.isError) {
    return (
      <p role="alert" className="lottery__error">
        {state.error.message}
      </p>
    );
  }
  return (
    <LiveGame
      playerToken={playerToken}
      game={game}
      decimals={decimals}
      onStopped={onStopped}
      state={state.data}
      receivedAtMs={state.dataUpdatedAt}
    />
  );
}

function LiveGame({
  playerToken,
  game,
  decimals,
  onStopped,
  state,
  receivedAtMs,
}: LotteryGameProps & {
  state: NonNullable<ReturnType<typeof useLotteryState>['data']>;
  receivedAtMs: number;
}) {
  const { t } = useTranslation();
  const serverNow = useServerClock(state.serverTime, receivedAtMs);
  const refresh = useRefreshLottery(playerToken, game.code);
  const drawsAtMs = Date.parse(state.current.drawsAt);
  const untilDrawMs = drawsAtMs - serverNow;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per round, not per tick
  useEffect(() => {
    const timer = setTimeout(() => void refresh(), Math.max(MIN_REFRESH_MS, untilDrawMs + AFTER_DRAW_MS));
    return () => clearTimeout(timer);
  }, [state]);

  /** Money calls' refusals: a gone session or a player-protection limit stops the game; others are told. */
  const onRefused = (error: Error) => {
    const stop = stopMessageOf(error, t);
    if (stop) return onStopped(stop);
    toast.fail(error.message);
  };

  return (
    <div className="lottery__game">
      <LotteryRoundPanel round={state.current} serverNow={serverNow} />
      <BetSlip
        playerToken={playerToken}
        game={game}
        decimals={decimals}
        roundNo={state.current.roundNo}
        open={phaseOf(state.current, serverNow) === 'open'}
        onRefused={onRefused}
      />
      <LotteryResults gameCode={game.code} results={state.results} />
      <LotteryOrders
        playerToken={playerToken}
        gameCode={game.code}
        decimals={decimals}
        serverNow={serverNow}
        onRefused={onRefused}
      />
    </div>
  );
}
