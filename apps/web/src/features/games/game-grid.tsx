/**
 * Game cards in a grid (three columns on a phone), with the favourite star wired to the session's
 * favourites, an empty state, and skeletons the size of cards for the first load (no layout shift).
 */
import type { Game } from '@app/contract';
import Empty from 'antd-mobile/es/components/empty';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../i18n/use-translation';
import { GameCard, type LaunchHandler } from './game-card';
import { useFavouriteToggle } from './use-favourite-toggle';
import './games.css';

export interface GameGridProps {
  games: readonly Game[];
  onLaunch: LaunchHandler;
  /** The empty state's text; 'no data' unless the screen says more (a search without result). */
  emptyText?: string;
  /** How many cards from the top are in the screen's first view: their pictures load at once. */
  eagerCards?: number;
}

export function GameGrid({ games, onLaunch, emptyText, eagerCards = 0 }: GameGridProps) {
  const { t } = useTranslation();
  const { isFavourite, toggle } = useFavouriteToggle();
  if (games.length === 0)
    return <Empty className="game-grid-empty" description={emptyText ?? t('no_data')} />;
  return (
    <ul className="game-grid">
      {games.map((game, index) => (
        <GameCard
          key={game.nodeId}
          game={game}
          favourite={isFavourite(game.nodeId)}
          onToggleFavourite={toggle}
          onLaunch={onLaunch}
          eager={index < eagerCards}
        />
      ))}
    </ul>
  );
}

/** Placeholders shaped like cards while the first page loads. */
export function GameGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <ul className="game-grid" aria-busy="true" aria-label={t('in_please_wait')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <li key={index} className="game-card game-card-skeleton">
          <Skeleton animated className="game-card-art" />
          <Skeleton animated className="game-card-skeleton-line" />
          <Skeleton animated className="game-card-skeleton-line game-card-skeleton-line-short" />
        </li>
      ))}
    </ul>
  );
}
