/**
 * /m/gameList (spec §2 Game list screen, §4 Game list): ?type=hot, ?type=fav or
 * ?gameType=..&vassalage=... A search box debounced 300 ms (9 per page), filter tabs hot, recent,
 * favourite and all (recent and favourite need a session), the vendor tabs of the game type
 * (choosing one starts again at page 1 and clears the search), 'view all', and infinite scroll
 * (25 per page, 300 px threshold). The header is hidden on this route: the screen has its own bar.
 */
import type { Game } from '@app/contract';
import {
  GAME_LIST_FILTERS,
  GAME_LIST_FIRST_VIEW_CARDS,
  GAME_LIST_PAGE_SIZE,
  LOGIN_REQUIRED_TOAST_MS,
  MEMBER_FILTERS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PARAM,
  VENDOR_PARAM,
} from '@app/contract/client';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { LeftOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { useBack } from '../../app/layout/use-back';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { PagedList } from '../../ui/paged-list';
import { TabBar } from '../../ui/tab-bar';
import { toast } from '../../ui/toast';
import { GAME_FILTER_LABEL_KEYS } from './filter-labels';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { ALL_VENDORS, gameListOf } from './game-list-data';
import { GAME_LIST_PATH } from './launch-rules';
import {
  useFavouritesInfinite,
  useGameListInfinite,
  useRecentGamesInfinite,
  useVendorTypes,
} from './queries';
import { useLaunchGame } from './use-launch-game';
import './games.css';

/**
 * Placeholders while the first page loads, as many as fill the first view. Those cards load their
 * pictures at once: one of them is the page's largest paint, which the lazy pictures' observer
 * held back by a render (issue 18, bench/README).
 */
const FIRST_VIEW_CARDS = GAME_LIST_FIRST_VIEW_CARDS;

/**
 * The search box's text at once, and `onSettle` with the term 300 ms after the last keystroke
 * (spec §5). A timer, not an effect on the text: the search changes only when the typing stops.
 */
export function useDebouncedSearch(initial: string, delayMs: number, onSettle: (term: string) => void) {
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onSettle(value.trim()), delayMs);
    },
    [delayMs, onSettle],
  );
  /** Empties the box and drops a pending search (the caller clears the term with its other change). */
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setText('');
  }, []);
  // Only cleanup: a pending search must not fire into a screen that is gone.
  useEffect(() => () => clearTimeout(timer.current), []);
  return { text, change, clear };
}

/**
 * The bar of a screen whose route hides the app header: back (history) and the title. Not a
 * <header> landmark: the route has no header (spec §2), and the layout already holds the page's
 * landmarks.
 */
export function GamesTopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const goBack = useBack('history');
  return (
    <div className="app-header games-top-bar">
      <button type="button" className="icon-button app-header__side" aria-label={t('back')} onClick={goBack}>
        <LeftOutline className="flip-in-rtl" aria-hidden="true" />
      </button>
      <h1 className="app-header__title">{title}</h1>
      <span className="app-header__side" />
    </div>
  );
}

export function GameListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const signedIn = useSession() !== null;
  const launch = useLaunchGame();

  // Everything the list depends on is in the address, so one navigation changes it at once (a
  // vendor tab and the cleared search never show an in-between list) and a reload keeps it.
  const { gameType, vendor, term, filter, catalogue, catalogueFilters: listFilters } = gameListOf(params);

  const setParam = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const search = useDebouncedSearch(
    term,
    SEARCH_DEBOUNCE_MS,
    useCallback((settled: string) => setParam({ [SEARCH_PARAM]: settled }), [setParam]),
  );

  const chooseFilter = (key: string) => {
    const chosen = GAME_LIST_FILTERS.find((candidate) => candidate === key) ?? 'all';
    if (MEMBER_FILTERS.includes(chosen)) {
      if (!signedIn) {
        toast.info(t('in_logged_login'), LOGIN_REQUIRED_TOAST_MS);
        return;
      }
      search.clear();
      setParam({ type: chosen, [SEARCH_PARAM]: undefined });
      return;
    }
    setParam({ type: chosen === 'all' ? undefined : chosen });
  };
  // Spec §4: a vendor tab resets the page to 1 (a new list) and clears the search.
  const chooseVendor = (key: string) => {
    search.clear();
    setParam({ [VENDOR_PARAM]: key === ALL_VENDORS ? undefined : key, [SEARCH_PARAM]: undefined });
  };

  const searching = term !== '';
  const catalogueQuery = useGameListInfinite(listFilters, { enabled: catalogue });
  const recentQuery = useRecentGamesInfinite({ enabled: filter === 'recent', gameType });
  const favouritesQuery = useFavouritesInfinite(GAME_LIST_PAGE_SIZE, { enabled: filter === 'fav', gameType });
  const query = filter === 'recent' ? recentQuery : filter === 'fav' ? favouritesQuery : catalogueQuery;

  const { data: categories } = useVendorTypes();
  const vendors = useMemo(() => {
    if (!gameType || !categories) return [];
    // The entry's own gameType: SPORTS lists the e-sports and cockfight vendors too (spec §4 split).
    const entries = categories
      .flatMap((category) => category.vendors)
      .filter((entry) => entry.gameType === gameType);
    return entries.filter(
      (entry, index) => entries.findIndex((other) => other.vassalage === entry.vassalage) === index,
    );
  }, [categories, gameType]);

  const memberOnly = MEMBER_FILTERS.includes(filter) && !signedIn;

  return (
    <div className="game-list-screen">
      <GamesTopBar title={t('title_game_list')} />
      <div className="game-list-controls">
        {/* "View all" beside the search, not the filters: the four filters keep the whole row,
            so that "All" is in sight in every language on a narrow phone (issue 20). */}
        <div className="game-list-search-row">
          <SearchBar
            className="game-list-search"
            placeholder={t('game_search_placeholder')}
            value={search.text}
            onChange={search.change}
          />
          <Link
            className="game-list-view-all"
            to={gameType ? `${GAME_LIST_PATH}?gameType=${encodeURIComponent(gameType)}` : GAME_LIST_PATH}
            replace
            onClick={search.clear}
          >
            {t('view_all')}
          </Link>
        </div>
        <TabBar
          className="game-list-filters"
          tabs={GAME_LIST_FILTERS.map((key) => ({ key, title: t(GAME_FILTER_LABEL_KEYS[key]) }))}
          activeKey={filter}
          onChange={chooseFilter}
          aria-label={t('game_filters')}
        />
        {catalogue && vendors.length > 0 && (
          <TabBar
            className="game-list-vendors"
            tabs={[
              { key: ALL_VENDORS, title: t('filter_all') },
              ...vendors.map((entry) => ({ key: entry.vassalage, title: entry.displayName })),
            ]}
            activeKey={vendor}
            onChange={chooseVendor}
            aria-label={t('game_vendors')}
          />
        )}
      </div>
      <div className="game-list-body">
        {memberOnly ? (
          <div className="game-list-login">
            <p>{t('in_logged_login')}</p>
            <Button color="primary" shape="rounded" onClick={() => navigate(LOGIN_PATH)}>
              {t('title_login')}
            </Button>
          </div>
        ) : (
          <GameListResults
            query={query}
            onLaunch={launch}
            emptyText={searching ? t('game_search_no_result') : undefined}
          />
        )}
      </div>
    </div>
  );
}

export function GameListResults({
  query,
  onLaunch,
  emptyText,
}: {
  query: UseInfiniteQueryResult<Game[]>;
  onLaunch: (game: Game) => void;
  emptyText?: string;
}) {
  const grid = (games: Game[]) => (
    <GameGrid games={games} onLaunch={onLaunch} emptyText={emptyText} eagerCards={FIRST_VIEW_CARDS} />
  );
  return (
    <PagedList query={query} loading={<GameGridSkeleton count={FIRST_VIEW_CARDS} />} empty={grid([])}>
      {grid}
    </PagedList>
  );
}
