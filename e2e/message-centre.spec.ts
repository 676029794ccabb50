// The message centre /m/message (issue 15 point 3) in the browser, per role: its own header whose
// back goes home, the rows (Telegram and the affiliate service outside in a new tab, announcements,
// messages, live chat with CBS3), the announcements' unread badge falling as the member reads, the
// login redirect of a visitor and the 'free_reject' of a trial account. The inbox's and the chat's
// own badges and the chat launch are covered by the site's unit tests (their calls are other parts
// of issue 15). axe in light, dark and Arabic.
import { ANNOUNCEMENTS_PATHS, HEADER, type Notice } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_LOOKS, chooseLook, en, expect, layout, test } from './fixtures';
import { loggedIn, severeAxeViolations } from './games-helpers';
import { registerMember } from './wallet-helpers';

test.describe.configure({ timeout: 90_000 });

const unreadOf = async (request: APIRequestContext, token: string): Promise<number> => {
  const response = await request.get(ANNOUNCEMENTS_PATHS.notices, {
    headers: { [HEADER.authorization]: token },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).value.list as Notice[]).filter((notice) => !notice.read).length;
};

const centre = (page: Page) => {
  const main = page.getByRole('main');
  const row = (key: string) =>
    main
      .getByRole('link', { name: new RegExp(`^${en(key)}`) })
      .or(main.getByRole('button', { name: new RegExp(`^${en(key)}`) }));
  return {
    heading: main.getByRole('heading', { level: 1, name: en('title_messages') }),
    back: main.getByRole('button', { name: en('back') }),
    rows: main.getByRole('listitem'),
    row,
    announcements: main.getByRole('link', { name: new RegExp(`^${en('msgcentre_announcements')}`) }),
  };
};

async function expectRows(page: Page) {
  await expect(centre(page).heading).toBeVisible();
  // The layout's header is hidden here: the screen draws its own.
  await expect(layout(page).header).toHaveCount(0);
  await expect(layout(page).footer).toBeVisible();
  await expect(centre(page).rows).toHaveCount(5);
  for (const [index, key] of [
    'msgcentre_telegram',
    'msgcentre_announcements',
    'msgcentre_inbox',
    'msgcentre_live_chat',
    'msgcentre_affiliate',
  ].entries()) {
    await expect(centre(page).rows.nth(index)).toContainText(en(key));
  }
  const telegram = centre(page).row('msgcentre_telegram');
  await expect(telegram).toHaveAttribute('href', /^https:\/\/t\.me\/lucky/);
  await expect(telegram).toHaveAttribute('target', '_blank');
  await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(centre(page).row('msgcentre_affiliate')).toHaveAttribute(
    'href',
    /^https:\/\/t\.me\/.+_affiliates$/,
  );
}

test('a visitor sees every row, logs in for messages and live chat, and goes back home', async ({ page }) => {
  await page.goto('/m/home');
  await page.goto('/m/message');
  await expectRows(page);
  // A visitor's reads are not kept: no badge.
  await expect(centre(page).announcements).toHaveAccessibleName(en('msgcentre_announcements'));
  await expect(centre(page).row('msgcentre_inbox')).toHaveAttribute('href', '/m/login');
  await expect(centre(page).row('msgcentre_live_chat')).toHaveAttribute('href', '/m/login');
  await centre(page).row('msgcentre_inbox').click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/message');
  await centre(page).announcements.click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await page.goto('/m/message');
  await centre(page).back.click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("a trial player is refused messages and live chat with 'free_reject'", async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('trial_play') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/message');
  await expectRows(page);
  await centre(page).row('msgcentre_inbox').click();
  await expect(page.getByText(en('free_reject'))).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByText(en('free_reject'))).toHaveCount(0);
  await centre(page).row('msgcentre_live_chat').click();
  await expect(page.getByText(en('free_reject'))).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
});

test('a member finds the message centre in the member centre; the announcements badge falls as they read', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  const unread = await unreadOf(request, member.token);
  expect(unread).toBeGreaterThan(1);
  await loggedIn(page, member);
  await page.goto('/m/member/home');
  // The member centre's entry (its rows are list items that take a tap).
  await page.getByRole('main').getByText(en('title_messages'), { exact: true }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expectRows(page);
  const spoken = (count: number) =>
    `${en('msgcentre_announcements')} ${en('msgcentre_unread').replace('{{count}}', String(count))}`;
  await expect(centre(page).announcements).toHaveAccessibleName(spoken(unread));
  await expect(centre(page).announcements.locator('.adm-badge')).toHaveText(String(unread));

  await centre(page).announcements.click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/notice\/\d+$/);
  await expect.poll(() => unreadOf(request, member.token)).toBe(unread - 1);
  await page.goto('/m/message');
  await expect(centre(page).announcements).toHaveAccessibleName(spoken(unread - 1));
  await expect(centre(page).row('msgcentre_inbox')).toHaveAttribute('href', '/m/webEmail');
  await expect(centre(page).row('msgcentre_live_chat')).toHaveJSProperty('tagName', 'BUTTON');
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/message has no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
    }) => {
      await loggedIn(page, await registerMember(request));
      await chooseLook(page, { theme, language });
      await page.goto('/m/message');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
      await expect(page.getByRole('main').locator('.adm-badge').first()).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
