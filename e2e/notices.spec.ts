// Announcements (issue 15 point 1) in the browser: the home ticker opens /m/notice; a visitor sees
// the player and promotion notices under their tabs without unread marks; a member sees every
// notice unread, opens one (its sanitized content) and finds it read on the list and on the server;
// an agent sees the agent notices too; an operator's notice with a script shows without it. axe in
// light, dark and Arabic.
import {
  ANNOUNCEMENTS_OPERATOR_PATHS,
  ANNOUNCEMENTS_PATHS,
  HEADER,
  type Notice,
  type OperatorAnnouncement,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { logIn } from './accounts';
import { AXE_LOOKS, chooseLook, DEMO_MERCHANT, en, expect, layout, test } from './fixtures';
import { escaped, homeModel, loggedIn, severeAxeViolations } from './games-helpers';
import { registerMember } from './wallet-helpers';

test.describe.configure({ timeout: 90_000 });

const MAINTENANCE = 'Scheduled maintenance on Sunday 02:00–04:00';
const CASHBACK = 'Daily cashback up to 1.2%';
const COMMISSION = 'Agent commission for October is paid';

const noticesOf = async (request: APIRequestContext, token?: string): Promise<Notice[]> => {
  const response = await request.get(ANNOUNCEMENTS_PATHS.notices, {
    headers: token ? { [HEADER.authorization]: token } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value.list;
};

const notices = (page: Page) => ({
  tab: (key: string) => page.getByRole('tab', { name: en(key), exact: true }),
  row: (title: string) =>
    page.getByRole('main').getByRole('link', { name: new RegExp(`^${escaped(title)}`) }),
  unread: (title: string) =>
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${escaped(title)}.*\\(${en('notice_unread')}\\)$`) }),
  title: page.getByRole('main').getByRole('heading', { level: 2 }),
});

test('a visitor opens the notices from the home ticker, by type, without unread marks', async ({ page }) => {
  await page.goto('/m/home');
  await homeModel(page).ticker.click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expect(layout(page).title).toHaveText(en('title_announcement'));
  await expect(layout(page).footer).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText([en('notice_type_PL'), en('notice_type_PR')]);
  await expect(notices(page).tab('notice_type_PL')).toHaveAttribute('aria-selected', 'true');
  await expect(notices(page).row(MAINTENANCE)).toBeVisible();
  await expect(page.getByText(`(${en('notice_unread')})`)).toHaveCount(0);
  // No agent notice, and no notice of another language.
  await expect(page.getByText(COMMISSION)).toHaveCount(0);
  await expect(page.getByText('Lịch nạp tiền dịp Tết Nguyên Đán')).toHaveCount(0);

  await notices(page).tab('notice_type_PR').click();
  await expect(page).toHaveURL(/\/m\/notice\?type=PR$/);
  await notices(page).row(CASHBACK).click();
  await expect(page).toHaveURL(/\/m\/notice\/\d+$/);
  await expect(notices(page).title).toHaveText(CASHBACK);
  await expect(page.getByRole('main').getByText(/credited at 12:00/)).toBeVisible();
  await layout(page).back.click();
  await expect(page).toHaveURL(/\/m\/notice\?type=PR$/);
});

test('a member reads a notice: marked read at once, kept by the server, and only for them', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  const before = await noticesOf(request, member.token);
  expect(before.every((notice) => !notice.read)).toBe(true);
  await loggedIn(page, member);
  await page.goto('/m/notice');
  await expect(notices(page).unread(MAINTENANCE)).toBeVisible();
  await notices(page).row(MAINTENANCE).click();
  await expect(notices(page).title).toHaveText(MAINTENANCE);
  await expect(page.getByRole('main').getByText(/upgraded on Sunday/)).toBeVisible();
  const id = page.url().split('/').at(-1) as string;
  // The server kept it (after the 150 ms throttle).
  await expect
    .poll(async () => (await noticesOf(request, member.token)).find((n) => n.announcementId === id)?.read)
    .toBe(true);
  await page.goBack();
  await expect(notices(page).row(MAINTENANCE)).toBeVisible();
  await expect(notices(page).unread(MAINTENANCE)).toHaveCount(0);
  await expect(notices(page).unread('Keep your account safe')).toBeVisible();
  // Another member has not read it.
  const other = await registerMember(request);
  expect((await noticesOf(request, other.token)).find((n) => n.announcementId === id)?.read).toBe(false);
});

test('an agent sees the agent notices under their own tab', async ({ page }) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/notice');
  await expect(page.getByRole('tab')).toHaveText([
    en('notice_type_PL'),
    en('notice_type_PR'),
    en('notice_type_A'),
  ]);
  await notices(page).tab('notice_type_A').click();
  await notices(page).row(COMMISSION).click();
  await expect(notices(page).title).toHaveText(COMMISSION);
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
});

test("an operator's notice shows sanitized, in its language only", async ({
  page,
  request,
  server,
  playwright,
}) => {
  const operatorApi = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
  });
  const response = await operatorApi.post(
    ANNOUNCEMENTS_OPERATOR_PATHS.announcements.replace(':merchantCode', DEMO_MERCHANT),
    {
      data: {
        type: 'PL',
        // Korean players only, so the other tests' lists stay as the seed made them.
        language: 'KO',
        title: '점검 안내',
        content:
          '<p>서버 점검이 예정되어 있습니다.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned = true">x</a>',
      },
    },
  );
  expect(response.status(), await response.text()).toBe(200);
  const created = (await response.json()).value as OperatorAnnouncement;
  await operatorApi.dispose();
  expect(created.content).not.toMatch(/script|onerror|javascript/);
  expect((await noticesOf(request)).map((n) => n.title)).not.toContain('점검 안내');

  await page.goto('/m/notice');
  await page.evaluate(() => localStorage.setItem('language', 'KO'));
  await page.goto(`/m/notice/${created.announcementId}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('점검 안내');
  await expect(
    page.getByRole('main').getByText('서버 점검이 예정되어 있습니다.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test('an ended or unknown notice shows the way back to the list', async ({ page, request }) => {
  const highest = Math.max(...(await noticesOf(request)).map((n) => Number(n.announcementId)));
  await page.goto(`/m/notice/${highest + 100_000}`);
  await expect(page.getByText(en('notice_not_found'))).toBeVisible();
  await page.getByRole('link', { name: en('notice_all') }).click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expect(notices(page).row(MAINTENANCE)).toBeVisible();
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/notice and a notice have no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
    }) => {
      await loggedIn(page, await registerMember(request));
      await chooseLook(page, { theme, language });
      await page.goto('/m/notice');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      const rows = page.getByRole('main').getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);

      await rows.first().getByRole('link').click();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
