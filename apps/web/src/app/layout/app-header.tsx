import { LeftOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../i18n/use-translation';
import type { RouteLayout } from '../layout-rules';
import { useSidebar } from './sidebar-context';
import { useBack } from './use-back';

/** The page header (a banner landmark): back per the route's rule, the title, the menu button. */
export function AppHeader({ layout }: { layout: RouteLayout }) {
  const { t } = useTranslation();
  const { setOpen } = useSidebar();
  const goBack = useBack(layout.back);
  return (
    <header className="app-header">
      {layout.back === 'none' ? (
        <span className="app-header__side" />
      ) : (
        <button
          type="button"
          className="icon-button app-header__side"
          aria-label={t('back')}
          onClick={goBack}
        >
          <LeftOutline className="flip-in-rtl" aria-hidden="true" />
        </button>
      )}
      <h1 className="app-header__title">{t(layout.titleKey)}</h1>
      <button
        type="button"
        className="icon-button app-header__side"
        aria-label={t('open_menu')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <UnorderedListOutline aria-hidden="true" />
      </button>
    </header>
  );
}
