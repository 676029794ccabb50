/**
 * /m/play/{vendor}/{gameId} (spec §2 game frame; decision 0036): the house's own slot games play
 * here; any other vendor's game, and a slot the house does not serve, keep the honest page of an
 * unconnected vendor (decision 0015).
 */
import { ErrorCode } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { GameNotConnectedScreen } from '../games/game-not-connected-screen';
import { GameStopped, isSessionEnded } from '../games/game-stopped';
import { useCloseGame } from '../games/use-close-game';
import { useSlotGame } from './queries';
import { SlotMachine } from './slot-machine';
import { houseSlotOf } from './slot-rules';
import './slots.css';

export function PlayScreen() {
  const { vendor = '', gameId = '' } = useParams();
  const gameCode = houseSlotOf(vendor, gameId);
  return gameCode ? <HouseSlot key={gameCode} gameCode={gameCode} /> : <GameNotConnectedScreen />;
}

function HouseSlot({ gameCode }: { gameCode: NonNullable<ReturnType<typeof houseSlotOf>> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const close = useCloseGame();
  const playerToken = params.get('token') ?? '';
  const hasSession = useSession() !== null;
  const game = useSlotGame(gameCode, playerToken);

  if (!hasSession || isSessionEnded(game.error))
    return <GameStopped message={t('error_game_session_ended')} />;
  if (game.error instanceof ApiError && game.error.errorCode === ErrorCode.GAME_NOT_FOUND)
    return <GameNotConnectedScreen />;
  if (game.data)
    return (
      <SlotMachine game={game.data} gameName={params.get('gameName') || gameCode} playerToken={playerToken} />
    );
  if (game.isPending) return <PageSpinner />;
  return (
    <ErrorBlock status="default" title={game.error?.message ?? t('error_unknown')} description="">
      <Button onClick={() => void game.refetch()}>{t('retry')}</Button>{' '}
      <Button color="primary" onClick={close}>
        {t('back')}
      </Button>
    </ErrorBlock>
  );
}
