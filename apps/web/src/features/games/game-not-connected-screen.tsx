/**
 * The honest page of a game whose vendor has no game server connected yet (decision 0015): the
 * launch answers this page's address (/m/play/{vendor}/{gameId} or, for the lottery launcher,
 * /m/lotto-h5/{mui}/{playType}/games/{gameId}) instead of a game. It says so, names the vendor and
 * the game, shows the member's balance (the frame shares the session) and leads back: inside the
 * game frame it asks the parent, same origin only, to close; opened on its own it goes where the
 * frame's close would. Nothing here can be played and no money moves.
 */
import { vendorDisplayName } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { BalanceWidget } from '../wallet/balance-widget';
import { useCloseGame } from './use-close-game';
import './entrance.css';

export function GameNotConnectedScreen() {
  const { t } = useTranslation();
  const back = useCloseGame();
  const [params] = useSearchParams();
  // /m/play names the vendor :vendor; the lottery launcher's page names it :mui (spec §2).
  const { vendor = '', mui = '', gameId = '' } = useParams();
  const vendorCode = vendor || mui;
  const vendorName = vendorDisplayName(vendorCode, params.get('vendorName') || undefined);
  const gameName = params.get('gameName') || gameId;

  return (
    <section className="game-not-connected" aria-labelledby="game-not-connected-title">
      <ExclamationCircleOutline className="game-not-connected__icon" aria-hidden="true" />
      <h1 id="game-not-connected-title" className="game-not-connected__title">
        {t('game_not_connected_title', { game: gameName })}
      </h1>
      <p className="game-not-connected__text">{t('game_not_connected_text', { vendor: vendorName })}</p>
      <BalanceWidget />
      <Button className="game-not-connected__back" color="primary" shape="rounded" block onClick={back}>
        {t('back')}
      </Button>
    </section>
  );
}
