/**
 * The route table of spec §2 as data (DESIGN §6): for every route its paths, header title key,
 * whether header and footer menu show, and what the header's back button does.
 * Pure data and functions, no React: routes.tsx builds the router from it, the layout reads it,
 * and layout-rules.test.ts holds it against the spec's own lists.
 */

/** 'home' goes to /m/home; 'history' one page back (home when there is no history); 'none' no back. */
export type BackBehaviour = 'home' | 'history' | 'none';

export interface RouteLayout<Id extends string = string> {
  /** Stable route name (the spec's path without /m/), used for the screen and in tests. */
  id: Id;
  /** Every path that shows this route; react-router syntax (:param). */
  paths: readonly string[];
  /** en.json key of the header title (spec §2 route-to-label map, else title_*). */
  titleKey: string;
  headerShown: boolean;
  footerShown: boolean;
  back: BackBehaviour;
  /** Spec §2, §6: a visitor is sent to /m/login instead (feedback, inbox, member centre). */
  loginRequired?: boolean;
}

export const HOME_PATH = '/m/home';

/** The id's literal type is kept, so that RouteId names every route and routes.tsx's screens must too. */
const route = <const Id extends string>(
  id: Id,
  paths: readonly string[],
  titleKey: string,
  headerShown: boolean,
  footerShown: boolean,
  back: BackBehaviour,
): RouteLayout<Id> => ({ id, paths, titleKey, headerShown, footerShown, back });

const SHOWN = true;
const HIDDEN = false;

// biome-ignore format: one route per line reads as the table it is
export const ROUTE_LAYOUTS = [
  //     id                                paths                                                   title key                    header  footer  back
  // The contract's HOME_PATHS (layout-rules.test.ts): this file is read by vite.config.ts too.
  route('home',                            ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH], 'title_home',        HIDDEN, SHOWN,  'none'),
  route('login',                           ['/m/login'],                                           'title_login',               HIDDEN, HIDDEN, 'home'),
  route('register',                        ['/m/register', '/m/register.html'],                    'title_sign_up',             HIDDEN, HIDDEN, 'home'),
  route('forget',                          ['/m/forget'],                                          'title_forget_password',     HIDDEN, HIDDEN, 'home'),
  route('changePsw',                       ['/m/changePsw'],                                       'title_first_password',      SHOWN,  HIDDEN, 'history'),
  { ...route('member/home',                ['/m/member/home'],                                     'title_member_center',       SHOWN,  SHOWN,  'history'), loginRequired: true },
  route('member/benefits',                 ['/m/member/benefits'],                                 'title_vip_benefits',        SHOWN,  SHOWN,  'history'),
  route('transaction/record',              ['/m/transaction/record'],                              'title_account_record',      SHOWN,  SHOWN,  'history'),
  route('gameRecord',                      ['/m/gameRecord'],                                      'title_betting_record',      SHOWN,  SHOWN,  'history'),
  // Player protection (issue 19): limits, reality check, time-out and self-exclusion; the screen's gate sends a visitor to login and back.
  route('member/responsibleGaming',        ['/m/member/responsibleGaming'],                        'title_responsible_gaming',  SHOWN,  SHOWN,  'history'),
  // Issue 16: the agent's pages, each a member's own (a visitor goes to login).
  { ...route('inviteFriends',              ['/m/inviteFriends'],                                   'title_invite_friends',      SHOWN,  SHOWN,  'history'), loginRequired: true },
  { ...route('agentRegister',              ['/m/agentRegister'],                                   'title_agent_register',      SHOWN,  SHOWN,  'history'), loginRequired: true },
  // The agent centre and its commission (spec §7 agent endpoint groups; §2's "other screen areas").
  { ...route('member/agent',               ['/m/member/agent'],                                    'title_agent_centre',        SHOWN,  SHOWN,  'history'), loginRequired: true },
  { ...route('member/agent/commission',    ['/m/member/agent/commission'],                         'title_agent_commission',    SHOWN,  SHOWN,  'history'), loginRequired: true },
  { ...route('member/agent/getSalaryContract',['/m/member/agent/getSalaryContract'],               'title_salary_contract',     SHOWN,  SHOWN,  'history'), loginRequired: true },
  { ...route('member/agent/getDevidendContract',['/m/member/agent/getDevidendContract'],           'title_dividend_contract',   SHOWN,  SHOWN,  'history'), loginRequired: true },
  { ...route('member/agent/getHourContract',['/m/member/agent/getHourContract'],                   'title_hour_contract',       SHOWN,  SHOWN,  'history'), loginRequired: true },
  route('voucherCenter',                   ['/m/voucherCenter'],                                   'title_deposit',             SHOWN,  SHOWN,  'history'),
  route('withdraw',                        ['/m/withdraw'],                                        'title_withdraw',            SHOWN,  SHOWN,  'history'),
  route('rewardCenter',                    ['/m/rewardCenter'],                                    'title_reward_center',       SHOWN,  SHOWN,  'history'),
  route('notice',                          ['/m/notice'],                                          'title_announcement',        SHOWN,  HIDDEN, 'history'),
  route('notice/detail',                   ['/m/notice/:id'],                                      'title_announcement',        SHOWN,  HIDDEN, 'history'),
  { ...route('webEmail',                   ['/m/webEmail'],                                        'title_inbox',               SHOWN,  SHOWN,  'history'), loginRequired: true },
  // Spec §2 Message centre: its back goes to /m/home (the screen draws its own, the header is hidden).
  route('message',                         ['/m/message'],                                         'title_messages',            HIDDEN, SHOWN,  'home'),
  // The built-in support chat (issue 15; spec §2 "customer service" screen area): /m/message and the chat launch lead here.
  { ...route('liveChat',                   ['/m/liveChat'],                                        'chat_title',                SHOWN,  HIDDEN, 'history'), loginRequired: true },
  route('activity',                        ['/m/activity'],                                        'title_promotion',           SHOWN,  HIDDEN, 'home'),
  route('activityDetail',                  ['/m/activityDetail'],                                  'title_promotion_detail',    SHOWN,  SHOWN,  'history'),
  route('help',                            ['/m/help'],                                            'title_help_center',         SHOWN,  HIDDEN, 'history'),
  route('helpDetail',                      ['/m/helpDetail'],                                      'title_help_center',         SHOWN,  HIDDEN, 'history'),
  { ...route('feedback',                   ['/m/feedback'],                                        'title_feedback',            SHOWN,  SHOWN,  'history'), loginRequired: true },
  route('gameList',                        ['/m/gameList'],                                        'title_game_list',           HIDDEN, HIDDEN, 'history'),
  route('game',                            ['/m/game'],                                            'title_game_center',         SHOWN,  SHOWN,  'history'),
  route('gameCenter',                      ['/m/gameCenter'],                                      'title_game_center',         SHOWN,  SHOWN,  'history'),
  route('slotsCenter',                     ['/m/slotsCenter'],                                     'title_game_center',         SHOWN,  HIDDEN, 'history'),
  route('lottery',                         ['/m/lottery'],                                         'title_lottery',             HIDDEN, HIDDEN, 'history'),
  // The house lottery's draws, recomputed in the browser (issue 13 point 2): public, like the rounds call.
  route('lottery/verify',                  ['/m/lottery/verify'],                                  'title_lottery_verify',      SHOWN,  HIDDEN, 'history'),
  route('startLottery',                    ['/m/startLottery'],                                    'title_lottery',             SHOWN,  SHOWN,  'history'),
  // Full-screen game frames: their own close control decides where to go (spec §2 Lottery launch).
  route('launchGame',                      ['/m/launchGame'],                                      'title_lottery',             HIDDEN, HIDDEN, 'none'),
  route('lotto-h5',                        ['/m/lotto-h5/:mui/:playType/games/:gameId'],           'title_lottery',             HIDDEN, HIDDEN, 'none'),
  // The page of a game whose vendor is not connected yet (decision 0015), shown inside the frame.
  route('play',                            ['/m/play/:vendor/:gameId'],                            'title_game_center',         HIDDEN, HIDDEN, 'none'),
  route('trail',                           ['/m/trail'],                                           'title_free_trial',          SHOWN,  SHOWN,  'home'),
  route('app',                             ['/m/app'],                                             'title_app_download',        HIDDEN, HIDDEN, 'history'),
  // The back office's preview of a draft (decision 0068): each detail page's header and footer, no way back out of the frame.
  // The contract's CONTENT_PREVIEW_PAGES (layout-rules.test.ts): this file is read by vite.config.ts too.
  route('contentPreview/notice',           ['/m/contentPreview/notice'],                           'title_announcement',        SHOWN,  HIDDEN, 'none'),
  route('contentPreview/activityDetail',   ['/m/contentPreview/activityDetail'],                   'title_promotion_detail',    SHOWN,  SHOWN,  'none'),
  route('contentPreview/helpDetail',       ['/m/contentPreview/helpDetail'],                       'title_help_center',         SHOWN,  HIDDEN, 'none'),
  route('contentPreview/webEmail',         ['/m/contentPreview/webEmail'],                         'title_inbox',               SHOWN,  SHOWN,  'none'),
] as const;

/** Every route's id: routes.tsx has a screen for each. */
export type RouteId = (typeof ROUTE_LAYOUTS)[number]['id'];

/** A route of the table, with its id as the literal it is. */
export type AppRouteLayout = RouteLayout<RouteId>;

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** Whether a concrete pathname matches a route pattern (case-insensitive, trailing slash ignored, as react-router). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => {
    const actual = have[i] ?? '';
    return segment.startsWith(':') ? actual.length > 0 : segment.toLowerCase() === actual.toLowerCase();
  });
}

/** The layout of a pathname, or undefined for an unknown path (which the router sends home). */
export function layoutOf(pathname: string): AppRouteLayout | undefined {
  return ROUTE_LAYOUTS.find((layout) => layout.paths.some((pattern) => pathMatches(pattern, pathname)));
}

export type BackTarget = { kind: 'home'; replace: boolean } | { kind: 'history' };

/**
 * What the header's back button does (spec §2): to /m/home for 'home' routes; otherwise one page
 * back, except that with one history entry or fewer there is nothing to go back to, so it replaces
 * the page with home.
 */
export function backTargetOf(back: BackBehaviour, historyLength: number): BackTarget {
  if (back === 'home') return { kind: 'home', replace: false };
  if (historyLength <= 1) return { kind: 'home', replace: true };
  return { kind: 'history' };
}
