// Issue 20 point 1: axe on every built screen, in both themes, as a visitor and as a member (the
// demo member, whose wallet, records and messages fill the screens). A screen's own spec checks its
// states and Arabic; this sweep makes sure no screen is left out. A visitor is sent from a
// member's screen to login, which the sweep then checks again, so only the open screens are listed.
import { chooseLook, expect } from './fixtures';
import { loggedIn, severeAxeViolations, test } from './games-helpers';

const OPEN_SCREENS = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/trail',
  '/m/app',
  '/m/help',
  '/m/activity',
  '/m/notice',
  '/m/gameList?type=hot',
  '/m/game',
  '/m/lottery',
  '/m/lottery/verify',
];

const MEMBER_SCREENS = [
  '/m/home',
  '/m/member/home',
  '/m/member/benefits',
  '/m/member/responsibleGaming',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/rewardCenter',
  '/m/inviteFriends',
  '/m/agentRegister',
  '/m/webEmail',
  '/m/message',
  '/m/feedback',
  '/m/changePsw',
  '/m/gameList?type=fav',
];

for (const theme of ['dark', 'light'] as const) {
  for (const role of ['visitor', 'member'] as const) {
    test(`every ${role} screen has no serious axe violation (${theme})`, async ({ page }) => {
      // Some thirty screens, each loaded and scanned: minutes, not the default 30 s.
      test.setTimeout(300_000);
      await page.goto('/m/home');
      await chooseLook(page, { theme, language: 'EN' });
      if (role === 'member') await loggedIn(page, { username: 'demo', password: 'Demo1234', token: '' });
      const found: string[] = [];
      for (const path of role === 'member' ? MEMBER_SCREENS : OPEN_SCREENS) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Scanned once the screen's code and its first answers are in (no page spinner left).
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.page-spinner')).toHaveCount(0);
        found.push(...(await severeAxeViolations(page)).map((violation) => `${path}: ${violation}`));
      }
      expect(found).toEqual([]);
    });
  }
}
