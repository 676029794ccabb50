/**
 * The route table (spec §2), built from the layout table in app/layout-rules.ts so paths and layout
 * can never disagree. Every route has its screen, a lazy module: SCREENS is keyed by the table's
 * RouteId, so a route without one does not compile.
 *
 * The site runs react-router's declarative router (BrowserRouter and these route objects with
 * elements), not its data router: the data router (createBrowserRouter, loaders, lazy routes) was
 * some 16 kB brotli of the first page's script for features the site does not use (decision 0051).
 * Screens load through screen-modules.ts; while a screen's code downloads, the layout shows the new
 * page's header with the page spinner (app.tsx: navigations are not transitions).
 */
import { type ReactNode, useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from './app/layout/app-layout';
import { LOGIN_PATH } from './app/layout/menu-rules';
import { type AppRouteLayout, HOME_PATH, ROUTE_LAYOUTS, type RouteId } from './app/layout-rules';
import { type LazyScreen, loadScreen, screenComponent } from './app/screen-modules';
import { sessionInfoStore } from './lib/storage';

const gameEntrance: LazyScreen = () =>
  import('./features/games/game-entrance-screen').then((m) => m.GameEntranceScreen);

const contractScreen: LazyScreen = () =>
  import('./features/agent-contracts/contract-screen').then((m) => m.ContractScreen);

const contentPreview: LazyScreen = () =>
  import('./features/content-preview/content-preview-screen').then((m) => m.ContentPreviewScreen);

/** The screen of every route, by route id. */
const SCREENS: Readonly<Record<RouteId, LazyScreen>> = {
  home: () => import('./features/home/home-screen').then((m) => m.HomeScreen),
  login: () => import('./features/account/login-screen').then((m) => m.LoginScreen),
  register: () => import('./features/account/register-screen').then((m) => m.RegisterScreen),
  forget: () => import('./features/account/forget-screen').then((m) => m.ForgetScreen),
  'member/home': () => import('./features/member/member-centre-screen').then((m) => m.MemberCentreScreen),
  trail: () => import('./features/account/trial-screen').then((m) => m.TrialScreen),
  changePsw: () => import('./features/account/change-password-screen').then((m) => m.ChangePasswordScreen),
  voucherCenter: () =>
    import('./features/payments/voucher-center/voucher-center-screen').then((m) => m.VoucherCenterScreen),
  inviteFriends: () =>
    import('./features/referrals/invite-friends-screen').then((m) => m.InviteFriendsScreen),
  rewardCenter: () =>
    import('./features/rewards/reward-center/reward-center-screen').then((m) => m.RewardCenterScreen),
  'member/benefits': () => import('./features/vip/benefits-screen').then((m) => m.BenefitsScreen),
  'member/responsibleGaming': () =>
    import('./features/player-protection/responsible-gaming-screen').then((m) => m.ResponsibleGamingScreen),
  withdraw: () => import('./features/withdrawals/withdraw/withdraw-screen').then((m) => m.WithdrawScreen),
  'transaction/record': () =>
    import('./features/wallet/transaction-record-screen').then((m) => m.TransactionRecordScreen),
  gameRecord: () => import('./features/wallet/game-record-screen').then((m) => m.GameRecordScreen),
  gameList: () => import('./features/games/game-list-screen').then((m) => m.GameListScreen),
  lottery: () => import('./features/games/lottery-screen').then((m) => m.LotteryScreen),
  startLottery: () => import('./features/games/lottery-screen').then((m) => m.StartLotteryScreen),
  // Spec §2: the three game-centre routes show one screen.
  game: gameEntrance,
  gameCenter: gameEntrance,
  slotsCenter: gameEntrance,
  launchGame: () => import('./features/games/launch-screen').then((m) => m.LaunchScreen),
  // The lottery launcher's page plays the house's fast lottery; a vendor the house does not serve
  // keeps the honest page of decision 0015 (the screen decides, asking the house).
  'lotto-h5': () => import('./features/house-lottery/house-lottery-screen').then((m) => m.HouseLotteryScreen),
  'lottery/verify': () => import('./features/house-lottery/verify-screen').then((m) => m.LotteryVerifyScreen),
  // Decision 0036: /m/play plays the house's slots and shows the honest page for every other vendor.
  play: () => import('./features/house-slots/play-screen').then((m) => m.PlayScreen),
  liveChat: () => import('./features/chat/live-chat-screen').then((m) => m.LiveChatScreen),
  activity: () => import('./features/promotions/activity-screen').then((m) => m.ActivityScreen),
  activityDetail: () =>
    import('./features/promotions/activity-detail-screen').then((m) => m.ActivityDetailScreen),
  webEmail: () => import('./features/inbox/inbox-screen').then((m) => m.InboxScreen),
  agentRegister: () => import('./features/agents/agent-register-screen').then((m) => m.AgentRegisterScreen),
  'member/agent/commission': () =>
    import('./features/agents/agent-commission-screen').then((m) => m.AgentCommissionScreen),
  notice: () => import('./features/announcements/notice-screen').then((m) => m.NoticeScreen),
  'notice/detail': () =>
    import('./features/announcements/notice-detail-screen').then((m) => m.NoticeDetailScreen),
  message: () => import('./features/message-centre/message-centre-screen').then((m) => m.MessageCentreScreen),
  help: () => import('./features/help/help-screen').then((m) => m.HelpScreen),
  helpDetail: () => import('./features/help/help-detail-screen').then((m) => m.HelpDetailScreen),
  feedback: () => import('./features/feedback/feedback-screen').then((m) => m.FeedbackScreen),
  'member/agent': () =>
    import('./features/agent-centre/agent-centre-screen').then((m) => m.AgentCentreScreen),
  // Spec §2: the three contract screens show one screen, its kind the route's (decision 0049).
  'member/agent/getSalaryContract': contractScreen,
  'member/agent/getDevidendContract': contractScreen,
  'member/agent/getHourContract': contractScreen,
  app: () => import('./features/download/app-screen').then((m) => m.AppScreen),
  // The back office's preview of a draft (decision 0068): one screen, its kind the route's.
  'contentPreview/notice': contentPreview,
  'contentPreview/activityDetail': contentPreview,
  'contentPreview/helpDetail': contentPreview,
  'contentPreview/webEmail': contentPreview,
};

/** A route's screen, from its module (already loaded, or loading: the layout's Suspense waits). */
function Screen({ id }: { id: RouteId }) {
  const [Component] = useState(() => screenComponent(id, SCREENS[id]));
  return <Component />;
}

/**
 * Spec §2, §6: feedback, inbox and the member centre need a session; a visitor goes to the login
 * screen instead. Checked as the page opens, as a navigation guard: signing out on such a page
 * leads where the sign-out says (home), not to the login screen.
 */
function SessionRequired({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => sessionInfoStore.read() !== null);
  return signedIn ? children : <Navigate to={LOGIN_PATH} replace />;
}

/** The route of every path of these layouts. */
const screenRoutesOf = (layouts: readonly AppRouteLayout[]): RouteObject[] =>
  layouts.flatMap((layout) =>
    layout.paths.map((path): RouteObject => {
      const screen = <Screen key={path} id={layout.id} />;
      return { path, element: layout.loginRequired ? <SessionRequired>{screen}</SessionRequired> : screen };
    }),
  );

/** The whole route table: the layout route around every screen (tests render it in a memory router). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Spec §2: unknown paths fall back to the home page.
    children: [...screenRoutesOf(ROUTE_LAYOUTS), { path: '*', element: <Navigate to={HOME_PATH} replace /> }],
  },
];

/** The site's pages, rendered inside the browser's router (app.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Starts loading the screen of this path's route (main.tsx waits for it before the first render). */
export const loadScreenOf = (layout: AppRouteLayout) => loadScreen(layout.id, SCREENS[layout.id]);
