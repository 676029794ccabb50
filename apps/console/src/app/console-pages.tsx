/**
 * The console's pages as data: the routes and the side menu are both made from this list, so a
 * page the menu offers always has its route and the same rule of who may see it. The issue plans
 * more (dashboard, players, money queues, content, site & games, support desk); each joins the
 * list when it is built.
 */

import {
  AuditOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  PlaySquareOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  ANNOUNCEMENTS_OPERATOR_PATHS,
  APPROVALS_OPERATOR_PATHS,
  CHAT_OPERATOR_PATHS,
  DASHBOARD_OPERATOR_PATHS,
  GAMES_OPERATOR_PATHS,
  OPERATOR_PATHS,
  PLAYERS_OPERATOR_PATHS,
  STAFF_PATHS,
  type StaffRole,
  staffRoleAllows,
  WITHDRAWALS_OPERATOR_PATHS,
} from '@app/contract/client';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { APPROVALS_PATH } from '../features/approvals/approvals-view';
import { CONTENT_PATH } from '../features/content/content-view';
import { MONEY_PATH } from '../features/money/money-view';
import { PLAYER_PATH, PLAYERS_PATH } from '../features/players/players-view';
import { GAMES_PATH, SITE_PATH } from '../features/site/site-paths';
import { SUPPORT_PATH } from '../features/support/support-view';
import type { MessageKey } from '../lib/i18n/messages/en';
import { AUDIT_PATH, DASHBOARD_PATH, STAFF_PATH } from './console-paths';

export interface ConsolePage {
  path: string;
  menuLabel: MessageKey;
  icon: ReactNode;
  /** Whether the role is offered the page (the server checks each of its calls all the same). */
  allows: (role: StaffRole) => boolean;
  /** Its own chunk: the sign-in page never loads a table-heavy page. */
  Page: LazyExoticComponent<ComponentType>;
  /** A page of one of its rows (a player's), reached from it under the same rule; not in the menu. */
  detail?: { path: string; Page: LazyExoticComponent<ComponentType> };
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: DASHBOARD_PATH,
    menuLabel: 'menu.dashboard',
    icon: <DashboardOutlined aria-hidden />,
    allows: (role) => staffRoleAllows(role, 'GET', DASHBOARD_OPERATOR_PATHS.dashboard),
    // recharts comes with this chunk only.
    Page: lazy(() =>
      import('../features/dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
    ),
  },
  {
    path: AUDIT_PATH,
    menuLabel: 'menu.audit',
    icon: <AuditOutlined aria-hidden />,
    allows: (role) => staffRoleAllows(role, 'GET', STAFF_PATHS.audit),
    Page: lazy(() =>
      import('../features/audit/audit-page').then((module) => ({ default: module.AuditPage })),
    ),
  },
  {
    path: PLAYERS_PATH,
    menuLabel: 'menu.players',
    icon: <UserOutlined aria-hidden />,
    // Every role reads players; lock, unlock and notes show to those who may make them.
    allows: (role) => staffRoleAllows(role, 'GET', PLAYERS_OPERATOR_PATHS.members),
    Page: lazy(() =>
      import('../features/players/players-page').then((module) => ({ default: module.PlayersPage })),
    ),
    detail: {
      path: PLAYER_PATH,
      Page: lazy(() =>
        import('../features/players/player-page').then((module) => ({ default: module.PlayerPage })),
      ),
    },
  },
  {
    path: MONEY_PATH,
    menuLabel: 'menu.money',
    icon: <WalletOutlined aria-hidden />,
    // Every role reads the queues; the steps' buttons show to those who may make them.
    allows: (role) => staffRoleAllows(role, 'GET', WITHDRAWALS_OPERATOR_PATHS.withdrawals),
    Page: lazy(() =>
      import('../features/money/money-queues-page').then((module) => ({
        default: module.MoneyQueuesPage,
      })),
    ),
  },
  {
    path: APPROVALS_PATH,
    menuLabel: 'menu.approvals',
    icon: <SafetyCertificateOutlined aria-hidden />,
    // Every role reads the requests; approve and reject show to finance and admins.
    allows: (role) => staffRoleAllows(role, 'GET', APPROVALS_OPERATOR_PATHS.approvals),
    Page: lazy(() =>
      import('../features/approvals/approvals-page').then((module) => ({ default: module.ApprovalsPage })),
    ),
  },
  {
    path: SUPPORT_PATH,
    menuLabel: 'menu.support',
    icon: <CustomerServiceOutlined aria-hidden />,
    // Every role reads the desk; the answers and decisions show to those who may make them.
    allows: (role) => staffRoleAllows(role, 'GET', CHAT_OPERATOR_PATHS.chats),
    Page: lazy(() =>
      import('../features/support/support-page').then((module) => ({ default: module.SupportPage })),
    ),
  },
  {
    path: CONTENT_PATH,
    menuLabel: 'menu.content',
    icon: <FileTextOutlined aria-hidden />,
    // Every role reads the content; the forms and row actions show to those who may write it.
    allows: (role) => staffRoleAllows(role, 'GET', ANNOUNCEMENTS_OPERATOR_PATHS.announcements),
    // tiptap comes with this chunk only.
    Page: lazy(() =>
      import('../features/content/content-page').then((module) => ({ default: module.ContentPage })),
    ),
  },
  {
    path: SITE_PATH,
    menuLabel: 'menu.site',
    icon: <GlobalOutlined aria-hidden />,
    // Every role reads the settings (secrets masked); only an admin's forms can be saved.
    allows: (role) => staffRoleAllows(role, 'GET', OPERATOR_PATHS.settings),
    Page: lazy(() => import('../features/site/site-page').then((module) => ({ default: module.SitePage }))),
  },
  {
    path: GAMES_PATH,
    menuLabel: 'menu.games',
    icon: <PlaySquareOutlined aria-hidden />,
    // Every role reads the games; content staff and admins change their flags and order.
    allows: (role) => staffRoleAllows(role, 'GET', GAMES_OPERATOR_PATHS.games),
    Page: lazy(() => import('../features/site/games-page').then((module) => ({ default: module.GamesPage }))),
  },
  {
    path: STAFF_PATH,
    menuLabel: 'menu.staff',
    icon: <TeamOutlined aria-hidden />,
    // Staff accounts are among what no role's writes name: only an admin manages them.
    allows: (role) => staffRoleAllows(role, 'POST', STAFF_PATHS.accounts),
    Page: lazy(() =>
      import('../features/staff/staff-accounts-page').then((module) => ({
        default: module.StaffAccountsPage,
      })),
    ),
  },
];

export const pagesOfRole = (role: StaffRole): readonly ConsolePage[] =>
  CONSOLE_PAGES.filter((page) => page.allows(role));
