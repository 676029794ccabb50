/**
 * The vendors of one entrance category (spec §2 Game entrance): a horizontal vendor menu (all, or
 * one vendor) above the vendor tiles and, for FISH, LIVE, RNG, PVP and SPORTS, the category's hot
 * games, both narrowed to the chosen vendor. A tile launches its vendor through the launch path
 * (its game list for a vendor-level vendor). BTI shows as 123BET.
 */
import type { GameCategoryEntry, VendorEntry } from '@app/contract';
import { languageOf, vendorDisplayName } from '@app/contract/client';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { LazyImage } from '../../ui/lazy-image';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { useHotGames } from './queries';
import type { Launch } from './use-launch-game';

/** The vendor menu's tab that shows every vendor of the category. */
const ALL_VENDORS = '';
/** The vendor art is a 3:1 wordmark (240 x 80); shown at half size. */
const VENDOR_LOGO_WIDTH_PX = 120;
const VENDOR_LOGO_HEIGHT_PX = 40;
/** Two rows of three cards while the hot games load. */
const HOT_SKELETON_CARDS = 6;

const nameOf = (vendor: VendorEntry) => vendorDisplayName(vendor.vendorCode, vendor.displayName);

export interface VendorListProps {
  category: GameCategoryEntry;
  withHotGames: boolean;
  launch: Launch;
}

export function VendorList({ category, withHotGames, launch }: VendorListProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(ALL_VENDORS);
  const shown = category.vendors.filter((vendor) => chosen === ALL_VENDORS || vendor.vassalage === chosen);
  // antd-mobile's Tabs lay out and scroll by this direction (Arabic, Persian, Urdu).
  const direction = languageOf(activeLanguageCode()).rtl ? 'rtl' : 'ltr';
  return (
    <>
      <Tabs
        className="vendor-menu"
        activeKey={chosen}
        onChange={setChosen}
        direction={direction}
        aria-label={t('game_vendors')}
      >
        <Tabs.Tab key={ALL_VENDORS} title={t('filter_all')} />
        {category.vendors.map((vendor) => (
          <Tabs.Tab key={vendor.vassalage} title={nameOf(vendor)} />
        ))}
      </Tabs>
      <ul className="vendor-list">
        {shown.map((vendor) => (
          <li key={vendor.vassalage}>
            <button type="button" className="vendor-tile" onClick={() => void launch(vendor)}>
              <LazyImage
                className="vendor-tile__logo"
                src={vendor.logoUrl}
                alt=""
                width={VENDOR_LOGO_WIDTH_PX}
                height={VENDOR_LOGO_HEIGHT_PX}
              />
              <span className="vendor-tile__name">{nameOf(vendor)}</span>
            </button>
          </li>
        ))}
      </ul>
      {withHotGames && <CategoryHotGames category={category} vendor={chosen} launch={launch} />}
    </>
  );
}

function CategoryHotGames({
  category,
  vendor,
  launch,
}: {
  category: GameCategoryEntry;
  vendor: string;
  launch: Launch;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useHotGames(category.gameCategory);
  const games = (data ?? []).filter((game) => vendor === ALL_VENDORS || game.vassalage === vendor);
  // The vendors are the tab's content; hot games only add to it, so none (or a failed call) shows nothing.
  if (!isPending && games.length === 0) return null;
  return (
    <section className="entrance-hot" aria-labelledby="entrance-hot-title">
      <h2 id="entrance-hot-title" className="entrance-hot__title">
        {t('hot_games')}
      </h2>
      {isPending ? (
        <GameGridSkeleton count={HOT_SKELETON_CARDS} />
      ) : (
        <GameGrid games={games} onLaunch={launch} />
      )}
    </section>
  );
}
