/**
 * /m/lottery and /m/startLottery (spec §2 route table): the lottery games, categories LOTT and
 * ELOTT, grouped by vendor under the vendor's name in the server's vendor order. A tap launches
 * through the one launch module (TCG vendors through the lottery launcher, LOTT and ELOTT through
 * /m/launchGame, spec §4). /m/lottery hides the app header, so it brings its own bar.
 */
import type { Game, GameCategory } from '@app/contract';
import { GAME_LIST_MAX_PAGE_SIZE, LOTTERY_CATEGORIES } from '@app/contract/client';
import { useTranslation } from '../../i18n/use-translation';
import { PagedList } from '../../ui/paged-list';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GamesTopBar } from './game-list-screen';
import { useGameListInfinite, useVendorTypes } from './queries';
import { type Launch, useLaunchGame } from './use-launch-game';
import './games.css';

/** Placeholders per category while its games load. */
const SKELETON_CARDS = 6;

interface VendorGroup {
  vendorCode: string;
  vendorName: string;
  games: Game[];
}

/** The category's games by vendor: the vendor mapping's order first, any other vendor after. */
export function groupByVendor(games: readonly Game[], vendorOrder: readonly string[]): VendorGroup[] {
  const groups = new Map<string, VendorGroup>();
  for (const game of games) {
    const group = groups.get(game.vendorCode);
    if (group) group.games.push(game);
    else
      groups.set(game.vendorCode, {
        vendorCode: game.vendorCode,
        vendorName: game.vendorName,
        games: [game],
      });
  }
  const rank = (code: string) => {
    const index = vendorOrder.indexOf(code);
    return index === -1 ? vendorOrder.length : index;
  };
  return [...groups.values()].sort((a, b) => rank(a.vendorCode) - rank(b.vendorCode));
}

function LotteryCategory({ category, launch }: { category: GameCategory; launch: Launch }) {
  const { t } = useTranslation();
  const query = useGameListInfinite({ gameType: category, pageSize: GAME_LIST_MAX_PAGE_SIZE });
  const { data: categories } = useVendorTypes();
  const vendorOrder =
    categories?.find((entry) => entry.gameCategory === category)?.vendors.map((vendor) => vendor.vassalage) ??
    [];
  const headingId = `lottery-${category}`;
  // Two categories on one page: no 'no more' line under each (only one still loading shows the loader).
  const content = (
    <PagedList
      query={query}
      loading={<GameGridSkeleton count={SKELETON_CARDS} />}
      empty={<GameGrid games={[]} onLaunch={launch} />}
      showEnd={false}
    >
      {(games) =>
        groupByVendor(games, vendorOrder).map((group) => (
          <section key={group.vendorCode} className="lottery-vendor" aria-label={group.vendorName}>
            <h3 className="lottery-vendor-name">{group.vendorName}</h3>
            <GameGrid games={group.games} onLaunch={launch} />
          </section>
        ))
      }
    </PagedList>
  );

  return (
    <section className="lottery-category" aria-labelledby={headingId}>
      <h2 id={headingId} className="lottery-category-name">
        {t(`game_category_${category}`)}
      </h2>
      {content}
    </section>
  );
}

function LotteryGames() {
  const launch = useLaunchGame();
  return (
    <div className="lottery-body">
      {LOTTERY_CATEGORIES.map((category) => (
        <LotteryCategory key={category} category={category} launch={launch} />
      ))}
    </div>
  );
}

/** /m/lottery: the route hides the header; back and title come with the screen. */
export function LotteryScreen() {
  const { t } = useTranslation();
  return (
    <div className="lottery-screen">
      <GamesTopBar title={t('title_lottery')} />
      <LotteryGames />
    </div>
  );
}

/** /m/startLottery: the app header (with its back arrow) is shown by the route table. */
export function StartLotteryScreen() {
  return (
    <div className="lottery-screen">
      <LotteryGames />
    </div>
  );
}
