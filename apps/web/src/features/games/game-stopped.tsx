/**
 * Play has stopped (issue 13 point 5): the session or the launch's player token is gone, or a limit
 * stops play. The page says why and leads back; nothing can be staked from here. Every house game
 * (the lottery, the slots) shows it.
 */
import { ErrorCode } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { StopOutline } from 'antd-mobile-icons';
import { ApiError } from '../../app/api-client';
import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useCloseGame } from './use-close-game';
import './game-stopped.css';

/** The session is gone (401) or the launch's player token no longer holds: the game must be opened again. */
export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.errorCode === ErrorCode.PLAYER_TOKEN_INVALID || error.errorCode === ErrorCode.UNAUTHORIZED);

/**
 * Why a refusal stops play, or null when it does not: a gone session or token, or a player-protection
 * limit or block (PLAY_STOPPED, its text naming which: api-client.ts).
 */
export function stopMessageOf(error: unknown, t: TFunction): string | null {
  if (isSessionEnded(error)) return t('error_game_session_ended');
  if (error instanceof ApiError && error.errorCode === ErrorCode.PLAY_STOPPED) return error.message;
  return null;
}

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
