import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession, useStaff } from '../features/auth/session';
import { CONSOLE_PAGES, type ConsolePage } from './console-pages';
import { LOGIN_PATH, START_PATH } from './console-paths';
import { ForbiddenPage, NotFoundPage, PageLoading } from './page-states';

const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
const ConsoleShell = lazy(() =>
  import('./shell/console-shell').then((module) => ({ default: module.ConsoleShell })),
);

/** A page the staff member's role allows; reached by its address otherwise, it says 403. */
function PageOfRole({ page, Page = page.Page }: { page: ConsolePage; Page?: ConsolePage['Page'] }) {
  const staff = useStaff();
  return page.allows(staff.role) ? <Page /> : <ForbiddenPage />;
}

export function ConsoleRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route
          element={
            <RequireSession>
              <ConsoleShell />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to={START_PATH} replace />} />
          {CONSOLE_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<PageOfRole page={page} />} />
          ))}
          {CONSOLE_PAGES.flatMap(({ detail, ...page }) =>
            detail
              ? [
                  <Route
                    key={detail.path}
                    path={detail.path}
                    element={<PageOfRole page={page} Page={detail.Page} />}
                  />,
                ]
              : [],
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
