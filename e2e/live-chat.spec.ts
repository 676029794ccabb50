// The live chat (issue 15 point 4): a member opens /m/liveChat, writes to the support staff, and the
// staff's reply through the operator API appears live on the page (the socket); the chat is read on
// open. A visitor is sent to login, a trial account gets free_reject. The screen passes axe in light,
// dark and Arabic.
import { CHAT_OPERATOR_PATHS, type ChatConversation, HEADER } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_LOOKS, chooseLook, DEMO_MERCHANT, en, expect, layout, test } from './fixtures';
import { loggedIn, severeAxeViolations } from './games-helpers';
import { registerMember } from './wallet-helpers';

const chatPath = (template: string, username = '') =>
  template.replace(':merchantCode', DEMO_MERCHANT).replace(':username', encodeURIComponent(username));

const chat = (page: Page) => ({
  composer: page.getByRole('textbox', { name: en('chat_placeholder') }),
  send: page.getByRole('button', { name: en('chat_send'), exact: true }),
  bubble: (text: string) => page.getByRole('listitem').filter({ hasText: text }),
});

test.describe('a member', () => {
  let staff: APIRequestContext;
  test.beforeEach(async ({ playwright, server }) => {
    staff = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey, 'operator-actor': 'e2e-staff' },
    });
  });
  test.afterEach(() => staff.dispose());

  test('writes to the staff and sees the reply arrive live', async ({ page, request }) => {
    const member = await registerMember(request);
    await loggedIn(page, member);
    await page.goto('/m/liveChat');
    await expect(layout(page).title).toHaveText(en('chat_title'));
    await expect(layout(page).footer).toHaveCount(0);
    await expect(page.getByText(en('chat_empty'))).toBeVisible();
    // The other ways to reach the staff: the demo's Telegram and WhatsApp, opened outside.
    await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\//);

    await chat(page).composer.fill('Where is my deposit?');
    await chat(page).send.click();
    await expect(chat(page).bubble('Where is my deposit?')).toHaveAttribute('data-sender', 'member');
    await expect(chat(page).composer).toHaveValue('');

    // The staff sees the message unread in their list, and replies.
    await expect
      .poll(async () => {
        const list = (await (await staff.get(chatPath(CHAT_OPERATOR_PATHS.chats))).json()).value
          .list as ChatConversation[];
        return list.find((row) => row.username === member.username)?.staffUnread;
      })
      .toBe(1);
    const reply = await staff.post(chatPath(CHAT_OPERATOR_PATHS.messages, member.username), {
      data: { text: 'It arrived a minute ago.' },
    });
    expect(reply.status(), await reply.text()).toBe(200);

    // It appears without a reload, as the staff's, and the chat reads it.
    await expect(chat(page).bubble('It arrived a minute ago.')).toHaveAttribute('data-sender', 'staff');
    await expect
      .poll(async () => {
        const list = (await (await staff.get(chatPath(CHAT_OPERATOR_PATHS.chats))).json()).value
          .list as ChatConversation[];
        return list.find((row) => row.username === member.username)?.memberUnread;
      })
      .toBe(0);

    // After a reload the history is there, oldest first.
    await page.reload();
    await expect(page.getByRole('listitem')).toHaveText([
      /Where is my deposit\?/,
      /It arrived a minute ago\./,
    ]);
  });
});

test('a visitor is sent to login', async ({ page }) => {
  await page.goto('/m/liveChat');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(chat(page).composer).toHaveCount(0);
});

test('a trial account gets free_reject', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('trial_play') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/liveChat');
  await expect(page.getByRole('main').getByText(en('free_reject'))).toBeVisible();
  await expect(chat(page).composer).toHaveCount(0);
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/liveChat has no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request);
      await loggedIn(page, member);
      await page.goto('/m/liveChat');
      await chat(page).composer.fill('Hello');
      await chat(page).send.click();
      await expect(chat(page).bubble('Hello')).toBeVisible();
      await chooseLook(page, { theme, language });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(page.getByRole('listitem').filter({ hasText: 'Hello' })).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
