/**
 * The translation keys of the game list's filter tabs, read by the screen and by the page's shell
 * (app/landing-shells.ts, which the build's config reads: plain values only here).
 */
import type { GameListFilter } from '@app/contract/client';

export const GAME_FILTER_LABEL_KEYS: Record<GameListFilter, string> = {
  hot: 'filter_hot',
  recent: 'filter_recent',
  fav: 'filter_favourite',
  all: 'filter_all',
};
