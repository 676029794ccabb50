// Spec §2 Layout rules, for every route of the spec's route table: the page header (hidden on home,
// login, register, message, app, gameList, lottery, forget and the full-screen frames) with its
// title from the route-to-label map, and the footer menu (hidden on login, register, slotsCenter,
// gameList, lottery, forget, changePsw, app, notice, help, activity, helpDetail and the frames).
import type { Page } from '@playwright/test';
import { logIn } from './accounts';
import { chooseLook, en, expect, layout, test } from './fixtures';

interface RouteExpectation {
  path: string;
  /** Translation key of the header title; null when the route shows no header. */
  title: string | null;
  footer: boolean;
}

const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/no-such-page', '/m/a/b/c'];

const ROUTES: RouteExpectation[] = [
  { path: '/m/login', title: null, footer: false },
  { path: '/m/register', title: null, footer: false },
  { path: '/m/register.html', title: null, footer: false },
  { path: '/m/forget', title: null, footer: false },
  { path: '/m/rewardCenter', title: 'title_reward_center', footer: true },
  { path: '/m/notice', title: 'title_announcement', footer: false },
  { path: '/m/notice/1', title: 'title_announcement', footer: false },
  { path: '/m/message', title: null, footer: true },
  { path: '/m/activity', title: 'title_promotion', footer: false },
  { path: '/m/activityDetail', title: 'title_promotion_detail', footer: true },
  { path: '/m/help', title: 'title_help_center', footer: false },
  { path: '/m/helpDetail?p=0&c=0', title: 'title_help_center', footer: false },
  { path: '/m/gameList?type=hot', title: null, footer: false },
  { path: '/m/gameList?type=fav', title: null, footer: false },
  { path: '/m/gameList?gameType=RNG&vassalage=BGS', title: null, footer: false },
  { path: '/m/game', title: 'title_game_center', footer: true },
  { path: '/m/gameCenter', title: 'title_game_center', footer: true },
  { path: '/m/slotsCenter', title: 'title_game_center', footer: false },
  { path: '/m/lottery', title: null, footer: false },
  { path: '/m/startLottery', title: 'title_lottery', footer: true },
  { path: '/m/lotto-h5/x/trad/games/1', title: null, footer: false },
  { path: '/m/trail', title: 'title_free_trial', footer: true },
  { path: '/m/app', title: null, footer: false },
];

/**
 * Routes that need a session (spec §2, §5): a visitor lands on the login screen instead (the wallet
 * screens add where to come back to); a member sees them in their layout.
 */
const MEMBER_ROUTES: RouteExpectation[] = [
  { path: '/m/changePsw', title: 'title_first_password', footer: false },
  { path: '/m/member/home', title: 'title_member_center', footer: true },
  { path: '/m/feedback', title: 'title_feedback', footer: true },
  { path: '/m/webEmail', title: 'title_inbox', footer: true },
  { path: '/m/liveChat', title: 'chat_title', footer: false },
  { path: '/m/voucherCenter', title: 'title_deposit', footer: true },
  { path: '/m/withdraw', title: 'title_withdraw', footer: true },
  { path: '/m/transaction/record', title: 'title_account_record', footer: true },
  { path: '/m/gameRecord', title: 'title_betting_record', footer: true },
  { path: '/m/member/benefits', title: 'title_vip_benefits', footer: true },
  // Issue 16: the contract screens need a session (a member who is not an agent is told so in them).
  { path: '/m/member/agent/getSalaryContract', title: 'title_salary_contract', footer: true },
  { path: '/m/member/agent/getDevidendContract', title: 'title_dividend_contract', footer: true },
  { path: '/m/member/agent/getHourContract', title: 'title_hour_contract', footer: true },
  // Issue 16: the agent application (an agent goes on to the agent centre; demo is not one) and invite friends.
  { path: '/m/agentRegister', title: 'title_agent_register', footer: true },
  { path: '/m/inviteFriends', title: 'title_invite_friends', footer: true },
  // Spec §4: launching a game without a session goes to /m/login.
  {
    path: '/m/launchGame?playType=trad&gameId=1&gameGroupId=1&prize_mode=1&code=DEMO&pageBack=1',
    title: null,
    footer: false,
  },
];

/** Opens a route and checks its header title and footer menu against the expectation. */
async function expectRouteLayout(page: Page, route: RouteExpectation) {
  await page.goto(route.path);
  const { header, title, footer } = layout(page);
  // Wait until the route's screen rendered something before asserting what is absent.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
  expect(new URL(page.url()).pathname).toBe(route.path.split('?')[0]);
  if (route.title) {
    await expect(header).toBeVisible();
    await expect(title).toHaveText(en(route.title));
  } else {
    await expect(header).toHaveCount(0);
  }
  if (route.footer) await expect(footer).toBeVisible();
  else await expect(footer).toHaveCount(0);
  // Issue 20: a screen with neither the header nor the footer menu draws its own way out.
  if (!route.title && !route.footer) await expect(wayOut(page)).toBeVisible();
}

/** The screen's own back or close button (its header's, or the account screens' close). */
const wayOut = (page: Page) =>
  page
    .getByRole('button', {
      name: new RegExp(`^(${[en('back'), en('back_to_home'), en('close')].join('|')})$`),
    })
    .first();

const describeRoute = (route: RouteExpectation) =>
  `${route.path}: header ${route.title ? `"${en(route.title)}"` : 'hidden'}, footer ${route.footer ? 'shown' : 'hidden'}`;

test.describe('home routes', () => {
  for (const path of HOME_PATHS) {
    test(`${path} shows home: no header, the footer menu`, async ({ page }) => {
      await page.goto(path);
      const { header, footer } = layout(page);
      await expect(footer).toBeVisible();
      // The home top bar has the menu button, but it is not a page header.
      await expect(page.getByRole('button', { name: en('open_menu') })).toBeVisible();
      await expect(header).toHaveCount(0);
    });
  }
});

test.describe('route layout', () => {
  for (const route of ROUTES) {
    test(describeRoute(route), async ({ page }) => {
      await expectRouteLayout(page, route);
    });
  }

  for (const { path } of MEMBER_ROUTES) {
    test(`${path} sends a visitor to /m/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/login(\?redirect=[^&]+)?$/);
      const redirect = new URL(page.url()).searchParams.get('redirect');
      if (redirect !== null) expect(redirect).toBe(path);
    });
  }

  test('a logged-in member sees the member routes in their layout', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, 'demo', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    for (const route of MEMBER_ROUTES) {
      await test.step(describeRoute(route), () => expectRouteLayout(page, route));
    }
  });
});

test.describe('Burmese lines break between phrases, never inside a word', () => {
  for (const path of ['/m/home', '/m/login', '/m/forget', '/m/gameList?type=hot']) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await chooseLook(page, { theme: 'dark', language: 'MY' });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'my');
      await expect(page.getByText(/[\u1000-\u109f]/).first()).toBeVisible();
      // Where a line of Burmese text ends: the few letters on either side, when not after a space.
      const breaksInsidePhrases = await page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node as Text).data;
          if (!/[\u1000-\u109f]/.test(text)) continue;
          let lineTop: number | null = null;
          for (let index = 0; index < text.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const box = range.getClientRects()[0];
            if (!box || box.width === 0) continue;
            if (lineTop !== null && box.top > lineTop + 4 && !/\s/.test(text[index - 1] ?? ' '))
              found.push(`${text.slice(Math.max(0, index - 6), index)}|${text.slice(index, index + 6)}`);
            lineTop = box.top;
          }
        }
        return found;
      });
      expect(breaksInsidePhrases).toEqual([]);
    });
  }
});
