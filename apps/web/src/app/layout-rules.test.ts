import { CONTENT_PREVIEW_PAGES, HOME_PATHS } from '@app/contract/client';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import { backTargetOf, layoutOf, pathMatches, ROUTE_LAYOUTS } from './layout-rules';

// The spec's own lists (spec §2 Layout rules and route table), written out here on purpose:
// deriving them from ROUTE_LAYOUTS would make the test unable to fail.
const SPEC_ROUTES = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/member/home',
  '/m/member/benefits',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/inviteFriends',
  '/m/agentRegister',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/rewardCenter',
  '/m/notice',
  '/m/notice/42',
  '/m/webEmail',
  '/m/message',
  '/m/activity',
  '/m/activityDetail',
  '/m/help',
  '/m/helpDetail',
  '/m/feedback',
  '/m/gameList',
  '/m/game',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/lottery',
  '/m/startLottery',
  '/m/launchGame',
  '/m/lotto-h5/mui1/trad/games/7',
  '/m/trail',
  '/m/app',
];
const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
const HEADER_HIDDEN = ['home', 'login', 'register', 'message', 'app', 'gameList', 'lottery', 'forget'];
const FOOTER_HIDDEN = [
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'help',
  'activity',
  'helpDetail',
];
/** Full-screen game frames and the "not connected" page they show (decision 0015): neither header nor footer. */
const FRAMES = ['/m/launchGame', '/m/lotto-h5/mui1/trad/games/7', '/m/play/PG/g-7'];
const BACK_TO_HOME = ['login', 'register', 'trail', 'activity', 'forget'];
/** Spec §2 Message centre: "Back goes to /m/home". */
const MESSAGE_BACK_TO_HOME = 'message';
/** Route-to-label map of spec §2 (label → routes) and the keys that hold those labels. */
const LABELS: Record<string, { key: string; routes: string[] }> = {
  promotion: { key: 'title_promotion', routes: ['/m/activity'] },
  home: { key: 'title_home', routes: ['/m/home'] },
  login: { key: 'title_login', routes: ['/m/login'] },
  'sign up': { key: 'title_sign_up', routes: ['/m/register'] },
  'free trial': { key: 'title_free_trial', routes: ['/m/trail'] },
  'first password': { key: 'title_first_password', routes: ['/m/changePsw'] },
  announcement: { key: 'title_announcement', routes: ['/m/notice', '/m/notice/42'] },
  'game center': { key: 'title_game_center', routes: ['/m/game', '/m/gameCenter', '/m/slotsCenter'] },
  messages: { key: 'title_messages', routes: ['/m/message'] },
  'help center': { key: 'title_help_center', routes: ['/m/help', '/m/helpDetail'] },
  feedback: { key: 'title_feedback', routes: ['/m/feedback'] },
};

const idOf = (path: string): string => {
  const layout = layoutOf(path);
  if (!layout) throw new Error(`no route for ${path}`);
  return layout.id;
};
const layoutFor = (path: string) => {
  const layout = layoutOf(path);
  if (!layout) throw new Error(`no route for ${path}`);
  return layout;
};
const pathOfId = (id: string): string => (id === 'home' ? '/m/home' : `/m/${id}`);

describe('route table (spec §2)', () => {
  it('has every route of the spec', () => {
    for (const path of SPEC_ROUTES) expect(layoutOf(path), path).toBeDefined();
  });

  it('has the page of an unconnected game, without header, footer or back (decision 0015)', () => {
    expect(layoutFor('/m/play/PG/g-7')).toMatchObject({
      id: 'play',
      headerShown: false,
      footerShown: false,
      back: 'none',
    });
  });

  it('treats every home alias as home', () => {
    for (const path of HOME_ALIASES) expect(idOf(path), path).toBe('home');
  });

  it('gives home the paths the server writes the home shell for (vite.config.ts cannot import the contract)', () => {
    expect(ROUTE_LAYOUTS.find((layout) => layout.id === 'home')?.paths).toEqual(HOME_PATHS);
  });

  it('has the preview page of every content kind the back office previews, with no way back out of its frame (decision 0068)', () => {
    expect(Object.values(CONTENT_PREVIEW_PAGES).map((path) => layoutFor(path))).toMatchObject([
      { id: 'contentPreview/notice', titleKey: 'title_announcement', back: 'none' },
      { id: 'contentPreview/activityDetail', titleKey: 'title_promotion_detail', back: 'none' },
      { id: 'contentPreview/helpDetail', titleKey: 'title_help_center', back: 'none' },
      { id: 'contentPreview/webEmail', titleKey: 'title_inbox', back: 'none' },
    ]);
  });

  it('leaves unknown paths to the router (which sends them home)', () => {
    expect(layoutOf('/m/nope')).toBeUndefined();
    expect(layoutOf('/elsewhere')).toBeUndefined();
  });

  it('hides the header exactly on the spec list and the game frames', () => {
    for (const path of SPEC_ROUTES) {
      const layout = layoutFor(path);
      const hidden = HEADER_HIDDEN.includes(layout.id) || FRAMES.includes(path);
      expect(layout.headerShown, path).toBe(!hidden);
    }
  });

  it('hides the footer menu exactly on the spec list, notice detail and the game frames', () => {
    for (const path of SPEC_ROUTES) {
      const layout = layoutFor(path);
      const hidden =
        FOOTER_HIDDEN.includes(layout.id) || path.startsWith('/m/notice/') || FRAMES.includes(path);
      expect(layout.footerShown, path).toBe(!hidden);
    }
  });

  it('sends back to home from login, register, trail, activity, forget (and message); one page back elsewhere', () => {
    for (const id of BACK_TO_HOME) expect(layoutFor(pathOfId(id)).back, id).toBe('home');
    expect(layoutFor('/m/message').back).toBe('home');
    expect(layoutFor('/m/register.html').back).toBe('home');
    expect(layoutFor('/m/startLottery').back).toBe('history');
    for (const path of SPEC_ROUTES) {
      const layout = layoutFor(path);
      if (layout.id === 'home' || FRAMES.includes(path)) expect(layout.back, path).toBe('none');
      else if (![...BACK_TO_HOME, MESSAGE_BACK_TO_HOME].includes(layout.id))
        expect(layout.back, path).toBe('history');
    }
  });

  it('titles routes from the route-to-label map', () => {
    for (const [label, { key, routes }] of Object.entries(LABELS)) {
      for (const path of routes) expect(layoutFor(path).titleKey, `${label} ${path}`).toBe(key);
    }
  });

  it('has an English title for every route', () => {
    const keys = Object.keys(en);
    for (const layout of ROUTE_LAYOUTS) expect(keys, layout.id).toContain(layout.titleKey);
  });

  it('requires a session exactly for feedback, the inbox, the live chat, the member centre and the agent pages', () => {
    const guarded = ROUTE_LAYOUTS.filter((layout) => layout.loginRequired).map((layout) => layout.id);
    expect(guarded.sort()).toEqual([
      'agentRegister',
      'feedback',
      'inviteFriends',
      'liveChat',
      'member/agent',
      'member/agent/commission',
      'member/agent/getDevidendContract',
      'member/agent/getHourContract',
      'member/agent/getSalaryContract',
      'member/home',
      'webEmail',
    ]);
  });
});

describe('pathMatches', () => {
  it('matches params, ignores case and a trailing slash', () => {
    expect(pathMatches('/m/notice/:id', '/m/notice/7')).toBe(true);
    expect(pathMatches('/m/notice/:id', '/m/notice')).toBe(false);
    expect(pathMatches('/m/changePsw', '/m/changepsw/')).toBe(true);
  });
});

describe('header back rule', () => {
  it("goes home for 'home' routes whatever the history", () => {
    expect(backTargetOf('home', 5)).toEqual({ kind: 'home', replace: false });
  });
  it('goes one page back when there is history', () => {
    expect(backTargetOf('history', 2)).toEqual({ kind: 'history' });
  });
  it('replaces with home when history has one entry or fewer', () => {
    expect(backTargetOf('history', 1)).toEqual({ kind: 'home', replace: true });
    expect(backTargetOf('history', 0)).toEqual({ kind: 'home', replace: true });
  });
});
