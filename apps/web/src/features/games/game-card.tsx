/**
 * One game (spec §2 Game list screen): background image (lazy, sized, the default image on
 * error), favourite star, vendor logo and name, game name. The card itself launches the game
 * through the `onLaunch` the screen passes (the launch module decides login, route or frame).
 * Names keep their own direction (dir="auto"): a Latin name on an Arabic page is cut at its end.
 */
import type { Game } from '@app/contract';
import { vendorDisplayName } from '@app/contract/client';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LazyImage } from '../../ui/lazy-image';

/** The intrinsic size of the game art (spec §9 default icon 96x96); CSS scales it to the column. */
export const GAME_ART_PX = 96;
const VENDOR_LOGO_PX = 16;

export type LaunchHandler = (game: Game) => void;

export interface GameCardProps {
  game: Game;
  favourite: boolean;
  onToggleFavourite: (game: Game) => void;
  onLaunch: LaunchHandler;
  /** The card is in the screen's first view: its picture loads at once (LazyImage eager). */
  eager?: boolean;
}

export const GameCard = memo(function GameCard({
  game,
  favourite,
  onToggleFavourite,
  onLaunch,
  eager = false,
}: GameCardProps) {
  const { t } = useTranslation();
  const vendorName = vendorDisplayName(game.vendorCode, game.vendorName);
  return (
    <li className="game-card">
      <button type="button" className="game-card-launch" onClick={() => onLaunch(game)}>
        <LazyImage
          className="game-card-art"
          src={game.mobileLargeIcon || game.iconUrl}
          alt=""
          width={GAME_ART_PX}
          height={GAME_ART_PX}
          eager={eager}
        />
        <span className="game-card-name" dir="auto">
          {game.displayName || game.gameName}
        </span>
        <span className="game-card-vendor">
          <LazyImage
            className="game-card-vendor-logo"
            src={game.vendorLogoUrl}
            alt=""
            width={VENDOR_LOGO_PX}
            height={VENDOR_LOGO_PX}
          />
          <span className="game-card-vendor-name" dir="auto">
            {vendorName}
          </span>
        </span>
      </button>
      <button
        type="button"
        className="game-card-star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'remove_favourite' : 'add_favourite')}
        onClick={() => onToggleFavourite(game)}
      >
        {favourite ? <StarFill /> : <StarOutline />}
      </button>
    </li>
  );
});
