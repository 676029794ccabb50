/**
 * /m/game, /m/gameCenter and /m/slotsCenter (spec §2 Game entrance; the spec gives the three
 * routes one screen): the vertical category menu — HOT first, then the server's categories after
 * the SPORTS split — and the chosen category's tab: HOT, FAV, NEW_GAME, BGS and BG list games;
 * FISH, LIVE, RNG, PVP and SPORTS list vendors with the category's hot games; others list vendors.
 * A category tap follows the category rules (REWARD navigates, a single vendor launches ...);
 * `?category=` names the open tab, so a reload or a link keeps it.
 */
import type { GameCategoryEntry } from '@app/contract';
import { FAVOURITES_PAGE_SIZE_ELSEWHERE, GAME_LIST_PAGE_SIZE } from '@app/contract/client';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed } from '../../ui/query-states';
import { CategoryMenu } from './category-menu';
import { entranceCategories, SECTION_LIST_FILTERS, tabContentOf } from './category-rules';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GameListResults } from './game-list-screen';
import { useFavouritesInfinite, useGameListInfinite, useHotGames, useVendorTypes } from './queries';
import { useCategoryClick } from './use-category-click';
import { type Launch, useLaunchGame } from './use-launch-game';
import { VendorList } from './vendor-list';
import './entrance.css';

const CATEGORY_PARAM = 'category';
/** Placeholders of the menu while the categories load. */
const MENU_SKELETON_ITEMS = 8;
const SKELETON_CARDS = 12;

export function GameEntranceScreen() {
  const { t } = useTranslation();
  const hasSession = useSession() !== null;
  const launch = useLaunchGame();
  const { data: content, isPending, isError, refetch } = useVendorTypes();
  const categories = useMemo(() => entranceCategories(content ?? [], hasSession), [content, hasSession]);
  const [params, setParams] = useSearchParams();
  const selected =
    categories.find((category) => category.gameCategory === params.get(CATEGORY_PARAM)) ?? categories[0];

  const openTab = useCallback(
    (category: GameCategoryEntry) =>
      setParams({ [CATEGORY_PARAM]: category.gameCategory }, { replace: true }),
    [setParams],
  );
  const onCategoryTap = useCategoryClick(openTab);

  if (isError && !content) return <LoadFailed onRetry={refetch} />;
  return (
    <div className="game-entrance">
      {isPending || !selected ? (
        <div className="category-menu" aria-busy="true">
          <Skeleton.Paragraph lineCount={MENU_SKELETON_ITEMS} animated />
        </div>
      ) : (
        <CategoryMenu categories={categories} active={selected.gameCategory} onTap={onCategoryTap} />
      )}
      <section
        className="game-entrance__tab"
        aria-label={selected && t(`game_category_${selected.gameCategory}`)}
      >
        {selected && <CategoryTab key={selected.gameCategory} category={selected} launch={launch} />}
      </section>
    </div>
  );
}

function CategoryTab({ category, launch }: { category: GameCategoryEntry; launch: Launch }) {
  const content = tabContentOf(category.gameCategory);
  if (content === 'games') return <GamesTab name={category.gameCategory} launch={launch} />;
  return <VendorList category={category} withHotGames={content === 'vendorsWithHotGames'} launch={launch} />;
}

/** The game-list tabs: hot games, the member's favourites, or a section's paged list. */
function GamesTab({ name, launch }: { name: string; launch: Launch }) {
  if (name === 'HOT') return <HotGames launch={launch} />;
  if (name === 'FAV') return <FavouriteGames launch={launch} />;
  if (name === 'NEW_GAME' || name === 'BGS' || name === 'BG') {
    return <SectionGames filters={SECTION_LIST_FILTERS[name]} launch={launch} />;
  }
  return null;
}

function HotGames({ launch }: { launch: Launch }) {
  const { data, isPending, isError, refetch } = useHotGames();
  if (isPending) return <GameGridSkeleton count={SKELETON_CARDS} />;
  if (isError) return <LoadFailed onRetry={refetch} />;
  return <GameGrid games={data} onLaunch={launch} />;
}

function FavouriteGames({ launch }: { launch: Launch }) {
  return <GameListResults query={useFavouritesInfinite(FAVOURITES_PAGE_SIZE_ELSEWHERE)} onLaunch={launch} />;
}

function SectionGames({
  filters,
  launch,
}: {
  filters: (typeof SECTION_LIST_FILTERS)[keyof typeof SECTION_LIST_FILTERS];
  launch: Launch;
}) {
  const query = useGameListInfinite({ ...filters, pageSize: GAME_LIST_PAGE_SIZE });
  return <GameListResults query={query} onLaunch={launch} />;
}
