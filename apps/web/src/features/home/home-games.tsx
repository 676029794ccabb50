/**
 * The games part of home (spec §2 Home): the game menu, then the sections HOT, FAV ('my
 * collection', with a session), NEW_GAME, BGS and BG. A separate chunk, loaded after the first
 * paint; each section asks for its games only when it comes near the viewport.
 */
import type { Game, GameCategoryEntry } from '@app/contract';
import {
  HOME_FAVOURITES_PAGE_SIZE,
  HOME_GAME_SECTIONS,
  INFINITE_SCROLL_THRESHOLD_PX,
} from '@app/contract/client';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import {
  AppOutline,
  AppstoreOutline,
  CalculatorOutline,
  CouponOutline,
  FireFill,
  FlagOutline,
  GiftOutline,
  PieOutline,
  PlayOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { type ReactNode, useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { splitSports } from '../games/category-rules';
import { GameGrid, GameGridSkeleton } from '../games/game-grid';
import { GAME_CENTRE_PATH } from '../games/launch-rules';
import { useFavouritesInfinite, useGameListInfinite, useHotGames, useVendorTypes } from '../games/queries';
import { useCategoryClick } from '../games/use-category-click';
import { useLaunchGame } from '../games/use-launch-game';
import {
  HOME_SECTION_SIZE,
  homeSectionsFor,
  SECTION_MORE_PATHS,
  sectionAnchorOf,
  sectionFiltersOf,
} from './home-sections';
import { LazyMount } from './lazy-mount';

type Icon = typeof AppstoreOutline;

const CATEGORY_ICONS: Partial<Record<string, Icon>> = {
  HOT: FireFill,
  FAV: StarOutline,
  NEW_GAME: GiftOutline,
  LIVE: VideoOutline,
  RNG: AppOutline,
  LOTT: CalculatorOutline,
  ELOTT: PieOutline,
  SPORTS: TravelOutline,
  ESPORTS: PlayOutline,
  COCKFIGHT: FlagOutline,
  PVP: TeamOutline,
  PROMO: GiftOutline,
  REWARD: CouponOutline,
};

/** A section below the fold holds this much room before it loads (a title and a row of cards). */
const SECTION_PLACEHOLDER_PX = 180;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function useHomeLaunch(): (game: Game) => void {
  const launch = useLaunchGame();
  return useCallback((game: Game) => void launch(game, { pageBack: true }), [launch]);
}

export function HomeGames() {
  const hasSession = useSession() !== null;
  const sections = homeSectionsFor(hasSession);
  return (
    <>
      <GameMenu sections={sections} />
      {sections.map((section) =>
        section === 'FAV' ? <MyCollection key={section} /> : <ListSection key={section} section={section} />,
      )}
    </>
  );
}

/**
 * Spec §2 Home game menu: the section tabs (HOT highlighted) scroll to their section, 3 rem below
 * the top (scroll-margin-top); the server's categories follow the category-click rules; PROMO
 * opens the promotions.
 */
function GameMenu({ sections }: { sections: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The menu's icons and labels render in a transition when the answer arrives (as in SectionGames).
  const content = useDeferredValue(useVendorTypes().data);
  const openTab = useCallback(
    (category: GameCategoryEntry) =>
      void navigate(`${GAME_CENTRE_PATH}?${new URLSearchParams({ category: category.gameCategory })}`),
    [navigate],
  );
  const onCategory = useCategoryClick(openTab, { pageBack: true });
  // The server lists the link categories (REWARD, PROMO) in its order too (LINK_CATEGORIES).
  const categories = useMemo(
    () =>
      splitSports(content ?? []).filter(
        (category) => !(HOME_GAME_SECTIONS as readonly string[]).includes(category.gameCategory),
      ),
    [content],
  );

  const scrollTo = (section: string) =>
    document
      .getElementById(sectionAnchorOf(section))
      ?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });

  return (
    <nav className="home-menu" aria-label={t('game_menu_label')}>
      <ul>
        {sections.map((section) => (
          <MenuItem
            key={section}
            category={section}
            label={t(section === 'FAV' ? 'my_collection' : `game_category_${section}`)}
            highlighted={section === 'HOT'}
            onClick={() => scrollTo(section)}
          />
        ))}
        {categories.map((category) => (
          <MenuItem
            key={category.gameCategory}
            category={category.gameCategory}
            label={t(`game_category_${category.gameCategory}`)}
            onClick={() => onCategory(category)}
          />
        ))}
      </ul>
    </nav>
  );
}

function MenuItem({
  category,
  label,
  highlighted = false,
  onClick,
}: {
  category: string;
  label: string;
  highlighted?: boolean;
  onClick: () => void;
}) {
  const IconComponent = CATEGORY_ICONS[category] ?? AppstoreOutline;
  return (
    <li>
      <button
        type="button"
        className={highlighted ? 'home-menu__item home-menu__item--highlighted' : 'home-menu__item'}
        onClick={onClick}
      >
        <IconComponent className="home-menu__icon" aria-hidden="true" />
        <span>{label}</span>
      </button>
    </li>
  );
}

function SectionFrame({
  section,
  title,
  children,
}: {
  section: (typeof HOME_GAME_SECTIONS)[number];
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${sectionAnchorOf(section)}-title`;
  return (
    <section id={sectionAnchorOf(section)} className="home-section" aria-labelledby={titleId}>
      <div className="home-section__head">
        <h2 id={titleId}>{title}</h2>
        <Link className="home-section__more" to={SECTION_MORE_PATHS[section]}>
          {t('more')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
      <LazyMount minHeight={SECTION_PLACEHOLDER_PX}>{children}</LazyMount>
    </section>
  );
}

function ListSection({ section }: { section: 'HOT' | 'NEW_GAME' | 'BGS' | 'BG' }) {
  const { t } = useTranslation();
  return (
    <SectionFrame section={section} title={t(`game_category_${section}`)}>
      {section === 'HOT' ? <HotGames /> : <FilteredGames section={section} />}
    </SectionFrame>
  );
}

function SectionGames({ games, pending }: { games: readonly Game[] | undefined; pending: boolean }) {
  const onLaunch = useHomeLaunch();
  // A query's answer re-renders its readers at once, in one task, and nine cards make a long one
  // on a slow phone; deferred, React renders them in a transition, in short slices (the skeleton
  // stays meanwhile).
  const shown = useDeferredValue(games);
  if (pending || !shown) return <GameGridSkeleton count={3} />;
  return <GameGrid games={shown} onLaunch={onLaunch} />;
}

function HotGames() {
  const { data, isPending } = useHotGames();
  return <SectionGames games={data?.slice(0, HOME_SECTION_SIZE)} pending={isPending} />;
}

function FilteredGames({ section }: { section: 'NEW_GAME' | 'BGS' | 'BG' }) {
  // Only the first page: the section's 'more' link leads to the rest.
  const { data, isPending } = useGameListInfinite(sectionFiltersOf(section));
  return <SectionGames games={data} pending={isPending} />;
}

/**
 * Spec §2 'my collection': the member's favourites, HOME_FAVOURITES_PAGE_SIZE a page, more pages
 * as the list scrolls into view, the no-data view when empty, 'more' to the favourites list.
 */
function MyCollection() {
  const { t } = useTranslation();
  const onLaunch = useHomeLaunch();
  const { data, isPending, hasNextPage, fetchNextPage } = useFavouritesInfinite(HOME_FAVOURITES_PAGE_SIZE);
  const shown = useDeferredValue(data); // as in SectionGames
  return (
    <SectionFrame section="FAV" title={t('my_collection')}>
      {isPending || !shown ? (
        <GameGridSkeleton count={3} />
      ) : (
        <>
          <GameGrid games={shown} onLaunch={onLaunch} />
          {hasNextPage && (
            <InfiniteScroll
              hasMore={hasNextPage}
              threshold={INFINITE_SCROLL_THRESHOLD_PX}
              loadMore={async () => {
                await fetchNextPage();
              }}
            />
          )}
        </>
      )}
    </SectionFrame>
  );
}
