/**
 * The entrance's vertical category menu (spec §2 Game entrance): antd-mobile's SideBar with one
 * item per category. A tap is handed to the caller, which applies the category rules (some
 * categories navigate or launch instead of opening their tab), so the active item is controlled.
 */
import type { GameCategoryEntry } from '@app/contract';
import SideBar from 'antd-mobile/es/components/side-bar';
import { useTranslation } from '../../i18n/use-translation';

export interface CategoryMenuProps {
  categories: readonly GameCategoryEntry[];
  active: string;
  onTap: (category: GameCategoryEntry) => void;
}

export function CategoryMenu({ categories, active, onTap }: CategoryMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="category-menu" aria-label={t('game_menu_label')}>
      <SideBar
        activeKey={active}
        onChange={(key) => {
          const category = categories.find((candidate) => candidate.gameCategory === key);
          if (category) onTap(category);
        }}
      >
        {categories.map((category) => (
          <SideBar.Item key={category.gameCategory} title={t(`game_category_${category.gameCategory}`)} />
        ))}
      </SideBar>
    </nav>
  );
}
