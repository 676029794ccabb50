/**
 * Home's game sections (spec §2 Home, shared design "Home sections") as data: what each lists and
 * where its 'more' link leads. FAV is the member's favourites — the 'my collection' block — and
 * shows only with a session.
 */
import type { GameCategory } from '@app/contract';
import { HOME_GAME_SECTIONS, type HomeGameSection, VendorCode } from '@app/contract/client';
import { SECTION_LIST_FILTERS } from '../games/category-rules';
import { GAME_CENTRE_PATH, GAME_LIST_PATH, gameListPathOf } from '../games/launch-rules';
import type { GameListFilters } from '../games/queries';

/** Games a section shows on home: three rows of the three-column grid; 'more' leads to the rest. */
export const HOME_SECTION_SIZE = 9;

/** The game-list filters of the list-backed sections (HOT and FAV have their own calls). */
export const sectionFiltersOf = (section: keyof typeof SECTION_LIST_FILTERS): GameListFilters => ({
  ...SECTION_LIST_FILTERS[section],
  pageSize: HOME_SECTION_SIZE,
});

const entranceTab = (category: GameCategory) => `${GAME_CENTRE_PATH}?${new URLSearchParams({ category })}`;

/**
 * The 'more' link of each section: the game list where it has a matching mode (type=hot,
 * type=fav, a vendor's games), else the entrance tab that lists the same games.
 */
export const SECTION_MORE_PATHS: Record<HomeGameSection, string> = {
  HOT: `${GAME_LIST_PATH}?type=hot`,
  FAV: `${GAME_LIST_PATH}?type=fav`,
  NEW_GAME: entranceTab('NEW_GAME'),
  BGS: gameListPathOf('RNG', VendorCode.BGS),
  BG: entranceTab('BG'),
};

/** The sections shown: FAV only with a session (spec §2). */
export const homeSectionsFor = (hasSession: boolean): HomeGameSection[] =>
  HOME_GAME_SECTIONS.filter((section) => hasSession || section !== 'FAV');

/** The element id a game-menu tab scrolls to. */
export const sectionAnchorOf = (section: string) => `home-section-${section}`;
