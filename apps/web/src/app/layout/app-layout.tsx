import { isRealMember } from '@app/contract/client';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CHANGE_PASSWORD_PATH } from '../../features/account/session';
import { useBrandName } from '../../features/system/queries';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { layoutOf, ROUTE_LAYOUTS, type RouteLayout } from '../layout-rules';
import { ScreenErrorBoundary } from '../screen-load-error';
import { AppHeader } from './app-header';
import { FooterMenu } from './footer-menu';
import { LazySidebar } from './lazy-sidebar';
import './layout.css';
import type { SessionInfo } from '../../lib/storage';
import { useSession } from '../session/use-session';
import { useSessionEndRedirect } from '../session/use-session-end-redirect';
import { PageTransition } from './page-transition';
import { SidebarProvider } from './sidebar-context';
import { useSwipeBack } from './swipe-back';
import { useBack } from './use-back';

const HOME_LAYOUT = ROUTE_LAYOUTS[0] as RouteLayout;

// The reality check (issue 19) loads only for a member it runs for, never with the first page.
const RealityCheck = lazy(() =>
  import('../../features/player-protection/reality-check').then((m) => ({ default: m.RealityCheck })),
);

/**
 * A real member's session that the server answers (no password change pending), in the top
 * window: a house game's page inside the launch frame is this site again, and the top window's
 * check already shows over the frame.
 */
const realityCheckRunsFor = (session: SessionInfo | null): session is SessionInfo =>
  session !== null && isRealMember(session.type) && !session.firstTimeLogin && window.self === window.top;

/**
 * The shell around every page: header, page (with its transition), footer menu, sidebar. A session
 * whose password must change first sees only /m/changePsw (the server answers nothing else for it;
 * the sidebar's sign-out stays open there). A real member's reality check runs over every page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = layoutOf(pathname) ?? HOME_LAYOUT;
  const goBack = useBack(layout.back);
  useSwipeBack(layout.back !== 'none', pathname, goBack);
  const session = useSession();
  const passwordChangeFirst = session?.firstTimeLogin === true && layout.id !== 'changePsw';
  useSessionEndRedirect(layout.id === 'login');

  const title = t(layout.titleKey);
  const appName = useBrandName();
  useEffect(() => {
    document.title = layout.id === 'home' ? appName : `${title} · ${appName}`;
  }, [layout.id, title, appName]);

  if (passwordChangeFirst) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;

  return (
    <SidebarProvider>
      <div
        className={layout.footerShown ? 'app-shell app-shell--with-footer' : 'app-shell'}
        data-route={layout.id}
      >
        {layout.headerShown && <AppHeader layout={layout} />}
        <main className="app-main">
          {/* While the next screen's code downloads: the spinner in place of the page (spec §8). */}
          <Suspense fallback={<PageSpinner />}>
            <PageTransition>
              <ScreenErrorBoundary>
                <Outlet />
              </ScreenErrorBoundary>
            </PageTransition>
          </Suspense>
        </main>
        {layout.footerShown && <FooterMenu routeId={layout.id} />}
        <LazySidebar />
        {realityCheckRunsFor(session) && (
          <Suspense fallback={null}>
            <RealityCheck key={session.token} />
          </Suspense>
        )}
      </div>
    </SidebarProvider>
  );
}
