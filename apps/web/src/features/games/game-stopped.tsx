/**
 * Play has stopped (issue 13 point 5): the session or the launch's player token is gone, or a limit
 * stops play. The page says why and leads back; nothing can be staked from here. Every house game
 * (the lottery, the slots) shows it.
 */
import { ErrorCode } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { StopOutline } from 'antd-mobile-icons';
import { ApiError } from '../../app/api-client';
import { useTranslation } from '../../i18n/use-translation';
import { useCloseGame } from './use-close-game';
import './game-stopped.css';

/** The session is gone (401) or the launch's player token no longer holds: the game must be opened again. */
export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.errorCode === ErrorCode.PLAYER_TOKEN_INVALID || error.errorCode === ErrorCode.UNAUTHORIZED);

export function GameStopped({ message }: { message: string }) {
  const { t } = useTranslation();
  const close = useCloseGame();
  return (
    <section className="game-stopped" aria-labelledby="game-stopped-title">
      <StopOutline className="game-stopped__icon" aria-hidden="true" />
      <h1 id="game-stopped-title" className="game-stopped__title">
        {t('game_play_stopped')}
      </h1>
      <p className="game-stopped__text">{message}</p>
      <Button color="primary" shape="rounded" block onClick={close}>
        {t('back')}
      </Button>
    </section>
  );
}
