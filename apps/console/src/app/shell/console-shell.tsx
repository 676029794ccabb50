import { App as AntdApp, Layout, Menu, theme } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useStaff } from '../../features/auth/session';
import { useTranslation } from '../../lib/i18n/i18n';
import { pagesOfRole } from '../console-pages';
import { PageLoading } from '../page-states';
import { HeaderBar } from './header-bar';

const SIDER_WIDTH = 220;

/** The signed-in console: the side menu of the role's pages, the header, and the page. */
export function ConsoleShell() {
  const { t } = useTranslation();
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const pages = pagesOfRole(staff.role);
  const current = pages.find((page) => location.pathname.startsWith(page.path));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        theme="light"
        style={{ borderInlineEnd: `1px solid ${token.colorSplit}` }}
      >
        <div
          style={{
            padding: `${token.paddingMD}px ${token.paddingLG}px`,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {t('app.title')}
        </div>
        <nav aria-label={t('menu.label')}>
          {/* Items act on click and on Enter (antd's menu keys), each going to its page. */}
          <Menu
            mode="inline"
            selectedKeys={current ? [current.path] : []}
            items={pages.map((page) => ({ key: page.path, icon: page.icon, label: t(page.menuLabel) }))}
            onClick={({ key }) => navigate(key)}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <HeaderBar />
        <Layout.Content style={{ padding: token.paddingLG }}>
          {/* antd's App: the pages' messages (App.useApp) in this theme, locale and style nonce;
              here rather than around the whole console, so the sign-in page loads none of it.
              No element of its own: Layout.Content is the page's <main> already. */}
          <AntdApp component={false}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </AntdApp>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
