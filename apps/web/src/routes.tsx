/**
 * The route table (spec §2) for react-router's data router, built from the layout table in
 * app/layout-rules.ts so paths and layout can never disagree. Every route has its screen, a lazy
 * module: SCREENS is keyed by the table's RouteId, so a route without one does not compile.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { AppLayout } from './app/layout/app-layout';
import { LOGIN_PATH } from './app/layout/menu-rules';
import { type AppRouteLayout, HOME_PATH, layoutOf, ROUTE_LAYOUTS, type RouteId } from './app/layout-rules';
import { ScreenLoadError } from './app/screen-load-error';
import { sessionInfoStore } from './lib/storage';
import { PageSpinner } from './ui/page-spinner';

/** A screen's module, loaded when its route is first visited. */
type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Spec §2, §6: feedback, inbox and the member centre need a session; a visitor goes to the login screen instead. */
const requireSession = () => (sessionInfoStore.read() ? null : redirect(LOGIN_PATH));

const gameEntrance: LazyScreen = () =>
  import('./features/games/game-entrance-screen').then((m) => ({ Component: m.GameEntranceScreen }));

const contractScreen: LazyScreen = () =>
  import('./features/agent-contracts/contract-screen').then((m) => ({ Component: m.ContractScreen }));

/** The screen of every route, by route id. */
const SCREENS: Readonly<Record<RouteId, LazyScreen>> = {
  home: () => import('./features/home/home-screen').then((m) => ({ Component: m.HomeScreen })),
  login: () => import('./features/account/login-screen').then((m) => ({ Component: m.LoginScreen })),
  register: () => import('./features/account/register-screen').then((m) => ({ Component: m.RegisterScreen })),
  forget: () => import('./features/account/forget-screen').then((m) => ({ Component: m.ForgetScreen })),
  'member/home': () =>
    import('./features/member/member-centre-screen').then((m) => ({ Component: m.MemberCentreScreen })),
  trail: () => import('./features/account/trial-screen').then((m) => ({ Component: m.TrialScreen })),
  changePsw: () =>
    import('./features/account/change-password-screen').then((m) => ({ Component: m.ChangePasswordScreen })),
  voucherCenter: () =>
    import('./features/payments/voucher-center/voucher-center-screen').then((m) => ({
      Component: m.VoucherCenterScreen,
    })),
  inviteFriends: () =>
    import('./features/referrals/invite-friends-screen').then((m) => ({
      Component: m.InviteFriendsScreen,
    })),
  rewardCenter: () =>
    import('./features/rewards/reward-center/reward-center-screen').then((m) => ({
      Component: m.RewardCenterScreen,
    })),
  'member/benefits': () =>
    import('./features/vip/benefits-screen').then((m) => ({ Component: m.BenefitsScreen })),
  withdraw: () =>
    import('./features/withdrawals/withdraw/withdraw-screen').then((m) => ({ Component: m.WithdrawScreen })),
  'transaction/record': () =>
    import('./features/wallet/transaction-record-screen').then((m) => ({
      Component: m.TransactionRecordScreen,
    })),
  gameRecord: () =>
    import('./features/wallet/game-record-screen').then((m) => ({ Component: m.GameRecordScreen })),
  gameList: () => import('./features/games/game-list-screen').then((m) => ({ Component: m.GameListScreen })),
  lottery: () => import('./features/games/lottery-screen').then((m) => ({ Component: m.LotteryScreen })),
  startLottery: () =>
    import('./features/games/lottery-screen').then((m) => ({ Component: m.StartLotteryScreen })),
  // Spec §2: the three game-centre routes show one screen.
  game: gameEntrance,
  gameCenter: gameEntrance,
  slotsCenter: gameEntrance,
  launchGame: () => import('./features/games/launch-screen').then((m) => ({ Component: m.LaunchScreen })),
  // The lottery launcher's page plays the house's fast lottery; a vendor the house does not serve
  // keeps the honest page of decision 0015 (the screen decides, asking the house).
  'lotto-h5': () =>
    import('./features/house-lottery/house-lottery-screen').then((m) => ({
      Component: m.HouseLotteryScreen,
    })),
  'lottery/verify': () =>
    import('./features/house-lottery/verify-screen').then((m) => ({
      Component: m.LotteryVerifyScreen,
    })),
  // Decision 0036: /m/play plays the house's slots and shows the honest page for every other vendor.
  play: () => import('./features/house-slots/play-screen').then((m) => ({ Component: m.PlayScreen })),
  liveChat: () => import('./features/chat/live-chat-screen').then((m) => ({ Component: m.LiveChatScreen })),
  activity: () =>
    import('./features/promotions/activity-screen').then((m) => ({ Component: m.ActivityScreen })),
  activityDetail: () =>
    import('./features/promotions/activity-detail-screen').then((m) => ({
      Component: m.ActivityDetailScreen,
    })),
  webEmail: () => import('./features/inbox/inbox-screen').then((m) => ({ Component: m.InboxScreen })),
  agentRegister: () =>
    import('./features/agents/agent-register-screen').then((m) => ({ Component: m.AgentRegisterScreen })),
  'member/agent/commission': () =>
    import('./features/agents/agent-commission-screen').then((m) => ({ Component: m.AgentCommissionScreen })),
  notice: () => import('./features/announcements/notice-screen').then((m) => ({ Component: m.NoticeScreen })),
  'notice/detail': () =>
    import('./features/announcements/notice-detail-screen').then((m) => ({
      Component: m.NoticeDetailScreen,
    })),
  message: () =>
    import('./features/message-centre/message-centre-screen').then((m) => ({
      Component: m.MessageCentreScreen,
    })),
  help: () => import('./features/help/help-screen').then((m) => ({ Component: m.HelpScreen })),
  helpDetail: () =>
    import('./features/help/help-detail-screen').then((m) => ({ Component: m.HelpDetailScreen })),
  feedback: () =>
    import('./features/feedback/feedback-screen').then((m) => ({ Component: m.FeedbackScreen })),
  'member/agent': () =>
    import('./features/agent-centre/agent-centre-screen').then((m) => ({ Component: m.AgentCentreScreen })),
  // Spec §2: the three contract screens show one screen, its kind the route's (decision 0049).
  'member/agent/getSalaryContract': contractScreen,
  'member/agent/getDevidendContract': contractScreen,
  'member/agent/getHourContract': contractScreen,
  app: () => import('./features/download/app-screen').then((m) => ({ Component: m.AppScreen })),
};

/** Rendered in place of a screen whose code did not load: its route's error boundary takes over. */
function ScreenCodeNotLoaded(): never {
  throw new Error('The screen code did not load');
}

/**
 * A screen whose code cannot load (offline, a flaky network, a release replaced meanwhile) throws
 * when it renders, so that its route's error boundary says so with a retry. React Router itself
 * drops the failure of a route's lazy function when the route has no loader, and the page stayed
 * blank (seen offline in Chromium).
 */
const failingVisibly =
  (screen: LazyScreen): LazyScreen =>
  async () => {
    try {
      return await screen();
    } catch (error) {
      console.error('Screen code failed to load', error);
      return { Component: ScreenCodeNotLoaded };
    }
  };

/** The route of every path of these layouts. */
const screenRoutesOf = (layouts: readonly AppRouteLayout[]): RouteObject[] =>
  layouts.flatMap((layout) =>
    layout.paths.map(
      (path): RouteObject => ({
        path,
        lazy: failingVisibly(SCREENS[layout.id]),
        ErrorBoundary: ScreenLoadError,
        ...(layout.loginRequired ? { loader: requireSession } : {}),
      }),
    ),
  );

const LAYOUT_ROUTE_ID = 'app';

/** The layout route around every screen, with these screens' routes. */
const layoutRoute = (screens: RouteObject[]): RouteObject => ({
  id: LAYOUT_ROUTE_ID,
  Component: AppLayout,
  HydrateFallback: PageSpinner,
  // Spec §2: unknown paths fall back to the home page.
  children: [...screens, { path: '*', element: <Navigate to={HOME_PATH} replace /> }],
});

/** The whole route table (tests render it in a memory router). */
export const routes: RouteObject[] = [layoutRoute(screenRoutesOf(ROUTE_LAYOUTS))];

/**
 * The browser's router starts with the landing page's routes only and learns the others at the
 * first navigation elsewhere (react-router's patchRoutesOnNavigation; any path matches the '*'
 * route, which makes the router ask). Matching and ranking all the table's paths was half of the
 * router's start, one long task on a slow phone (decision 0016).
 */
export const createAppRouter = () => {
  const landing = layoutOf(window.location.pathname);
  let others: AppRouteLayout[] | null = ROUTE_LAYOUTS.filter((layout) => layout !== landing);
  return createBrowserRouter([layoutRoute(screenRoutesOf(landing ? [landing] : []))], {
    patchRoutesOnNavigation: ({ patch }) => {
      if (!others) return;
      patch(LAYOUT_ROUTE_ID, screenRoutesOf(others));
      others = null;
    },
  });
};
