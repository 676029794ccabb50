import { LeftOutline } from 'antd-mobile-icons';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { layoutOf } from '../layout-rules';
import { useBack } from './use-back';

/**
 * The top bar of a screen whose page header is hidden (spec §2 layout rules) but that still needs
 * a way back: its route's title and back behaviour from the layout table, as the page header has
 * them, and an empty side so the title stays centred. Part of the page, not a banner landmark.
 */
export function ScreenBar() {
  const { t } = useTranslation();
  const layout = layoutOf(useLocation().pathname);
  const goBack = useBack(layout?.back ?? 'history');
  return (
    <div className="app-header">
      <button type="button" className="icon-button app-header__side" aria-label={t('back')} onClick={goBack}>
        <LeftOutline className="flip-in-rtl" aria-hidden="true" />
      </button>
      {layout && <h1 className="app-header__title">{t(layout.titleKey)}</h1>}
      <span className="app-header__side" />
    </div>
  );
}
