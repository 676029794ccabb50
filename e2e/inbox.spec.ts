// The inbox (issue 15 point 2): a visitor is sent to the login screen; a trial player is refused
// with 'free_reject' and the site asks the server nothing about an inbox; a member reads the
// operator's messages (sent through the operator API), which turn read, deletes one after a
// confirm and marks the rest read. The list and a message pass axe in light, dark and Arabic.
import { HEADER, INBOX_OPERATOR_PATHS, type OperatorInboxMessage } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_LOOKS, chooseLook, DEMO_MERCHANT, en, expect, layout, messageShown, test } from './fixtures';
import { escaped, loggedIn, severeAxeViolations } from './games-helpers';
import { type RegisteredMember, registerMember } from './wallet-helpers';

const inbox = (page: Page) => ({
  list: page.getByRole('main').getByRole('list', { name: en('title_inbox') }),
  row: (title: string) => page.getByRole('main').getByRole('link', { name: new RegExp(escaped(title)) }),
  unreadRow: (title: string) =>
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${escaped(en('inbox_unread'))}:\\s*${escaped(title)}`) }),
  title: page.getByRole('main').getByRole('heading', { level: 2 }),
  count: (count: number) => page.getByText(en('inbox_unread_count').replace('{{count}}', String(count))),
});

/** Sends messages to a member through the operator API, as the operator (or the CLI) does. */
async function sendTo(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  server: { baseURL: string; operatorKey: string },
  username: string,
  messages: { title: string; content: string }[],
): Promise<OperatorInboxMessage[]> {
  const api = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey, 'operator-actor': 'e2e' },
  });
  const sent: OperatorInboxMessage[] = [];
  for (const texts of messages) {
    const response = await api.post(INBOX_OPERATOR_PATHS.messages.replace(':merchantCode', DEMO_MERCHANT), {
      data: { username, texts: { EN: texts } },
    });
    expect(response.status(), await response.text()).toBe(200);
    sent.push((await response.json()).value);
  }
  await api.dispose();
  return sent;
}

const MESSAGES = [
  {
    title: 'Your withdrawal is on its way',
    content:
      '<p>We sent <strong>500,000 ₫</strong> to your bank card.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  },
  { title: 'Security notice', content: '<p>Your password was changed. If it was not you, contact us.</p>' },
  { title: 'Lucky draw results', content: '<ul><li>1st: 1,000,000 ₫</li><li>2nd: 500,000 ₫</li></ul>' },
];

test.describe('inbox', () => {
  test('a visitor is sent to the login screen', async ({ page }) => {
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login(\?redirect=[^&]+)?$/);
  });

  test("a trial player is refused with 'free_reject' and nothing is asked", async ({ page }) => {
    const inboxCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wps/inbox')) inboxCalls.push(request.url());
    });
    await page.goto('/m/login');
    await page.getByRole('button', { name: en('trial_play') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The offline toast (spec §6) shows once the screen is there: watched from the page's first parse.
    await page.goto('/m/webEmail', { waitUntil: 'domcontentloaded' });
    await messageShown(page, en('free_reject'));
    await expect(layout(page).title).toHaveText(en('title_inbox'));
    await expect(page.getByRole('main').getByText(en('free_reject'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: en('register_now') })
      .click();
    await expect(page).toHaveURL(/\/m\/register/);
    expect(inboxCalls).toEqual([]);
  });

  test('a member reads the operator’s messages, deletes one and marks the rest read', async ({
    page,
    request,
    server,
    playwright,
  }) => {
    const member: RegisteredMember = await registerMember(request);
    await sendTo(playwright, server, member.username, MESSAGES);
    await loggedIn(page, member);
    await page.goto('/m/webEmail');
    await expect(layout(page).title).toHaveText(en('title_inbox'));
    // Newest first, all unread.
    await expect(inbox(page).list.getByRole('listitem')).toHaveCount(3);
    await expect(inbox(page).list.getByRole('listitem').first()).toContainText('Lucky draw results');
    await expect(inbox(page).count(3)).toBeVisible();
    for (const { title } of MESSAGES) await expect(inbox(page).unreadRow(title)).toBeVisible();

    // Reading one: the content as the server sanitized it, and it is read.
    await inbox(page)
      .row(MESSAGES[0]?.title as string)
      .click();
    await expect(page).toHaveURL(/\/m\/webEmail\?id=\d+$/);
    await expect(inbox(page).title).toHaveText(MESSAGES[0]?.title as string);
    await expect(page.getByRole('main').locator('strong')).toHaveText('500,000 ₫');
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await expect(page.getByRole('main').locator('script')).toHaveCount(0);
    await page.goBack();
    await expect(inbox(page).count(2)).toBeVisible();
    await expect(inbox(page).row(MESSAGES[0]?.title as string)).toBeVisible();
    await expect(inbox(page).unreadRow(MESSAGES[0]?.title as string)).toHaveCount(0);

    // Deleting one after the confirm: gone, also after a reload.
    await inbox(page).row('Security notice').click();
    await page
      .getByRole('main')
      .getByRole('button', { name: en('inbox_delete') })
      .click();
    const dialog = page.getByRole('dialog', { name: en('inbox_delete_confirm') });
    await dialog.getByRole('button', { name: en('inbox_delete') }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await expect(inbox(page).list.getByRole('listitem')).toHaveCount(2);
    await page.reload();
    await expect(inbox(page).list.getByRole('listitem')).toHaveCount(2);
    await expect(inbox(page).row('Security notice')).toHaveCount(0);

    // Mark all read: nothing unread, the button off.
    await expect(inbox(page).count(1)).toBeVisible();
    await page.getByRole('button', { name: en('inbox_mark_all_read') }).click();
    await expect(inbox(page).count(0)).toBeVisible();
    await expect(inbox(page).unreadRow('Lucky draw results')).toHaveCount(0);
    await expect(page.getByRole('button', { name: en('inbox_mark_all_read') })).toBeDisabled();
  });

  test('the demo player sees the seeded messages', async ({ page }) => {
    await loggedIn(page, { username: 'demo', password: 'Demo1234', token: '' });
    await page.goto('/m/webEmail');
    await expect(inbox(page).row('Welcome to Lucky Mobile!')).toBeVisible();
    await expect(inbox(page).row('Deposit received: 2,500,000 ₫')).toBeVisible();
    await expect(inbox(page).row('Weekend reload: 30% extra on your deposit')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/webEmail and a message have no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
      server,
      playwright,
    }) => {
      const member = await registerMember(request);
      await sendTo(playwright, server, member.username, MESSAGES.slice(1));
      await loggedIn(page, member);
      await chooseLook(page, { theme, language });
      await page.goto('/m/webEmail');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      const rows = page.getByRole('main').getByRole('listitem');
      await expect(rows).toHaveCount(2);
      expect(await severeAxeViolations(page)).toEqual([]);

      await rows.first().getByRole('link').click();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
