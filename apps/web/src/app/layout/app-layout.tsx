import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { layoutOf, ROUTE_LAYOUTS, type RouteLayout } from '../layout-rules';
import { AppHeader } from './app-header';
import { FooterMenu } from './footer-menu';
import { LazySidebar } from './lazy-sidebar';
import './layout.css';
import { PageTransition } from './page-transition';
import { SidebarProvider } from './sidebar-context';
import { useSwipeBack } from './swipe-back';
import { useBack } from './use-back';

const HOME_LAYOUT = ROUTE_LAYOUTS[0] as RouteLayout;

/** The shell around every page: header, page (with its transition), footer menu, sidebar. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = layoutOf(pathname) ?? HOME_LAYOUT;
  const goBack = useBack(layout.back);
  useSwipeBack(layout.back !== 'none', pathname, goBack);

  const title = t(layout.titleKey);
  const appName = t('app_name');
  useEffect(() => {
    document.title = layout.id === 'home' ? appName : `${title} · ${appName}`;
  }, [layout.id, title, appName]);

  return (
    <SidebarProvider>
      <div
        className={layout.footerShown ? 'app-shell app-shell--with-footer' : 'app-shell'}
        data-route={layout.id}
      >
        {layout.headerShown && <AppHeader layout={layout} />}
        <main className="app-main">
          <PageTransition>
            <Outlet />
          </PageTransition>
        </main>
        {layout.footerShown && <FooterMenu routeId={layout.id} />}
        <LazySidebar />
      </div>
    </SidebarProvider>
  );
}
