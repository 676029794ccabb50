/**
 * The back office's support desk (issue 21 point 7) in Chromium at desktop size, against the real
 * server: a member writes in the live chat from the site; a support staff member sees the chat
 * with its unread mark, opens it (read), replies, and the member's page shows the reply live;
 * support replies to a member's feedback and the member's own list shows it; a viewer sees no
 * reply or decision and the server refuses them (403); the chats' username search; support approves
 * an agent application on the plan chosen, and rejects one with a wait before the member may apply
 * again; no serious axe finding on the desk.
 */
import {
  ACCOUNT_PATHS,
  AGENTS_OPERATOR_PATHS,
  AGENTS_PATHS,
  type AgentApplicationValue,
  type AgentPlan,
  FEEDBACK_OPERATOR_PATHS,
  FEEDBACK_PATHS,
  type FeedbackEntry,
  HEADER,
  STAFF_CSRF_HEADER,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { newUsername, PASSWORD, signInByApi, text } from './console-helpers';
import { DEMO_MERCHANT, en, expect, test } from './fixtures';
import { loggedIn, severeAxeViolations } from './games-helpers';
import { CAPTCHA_ANSWER } from './server';
import { type RegisteredMember, registerMember } from './wallet-helpers';

const DESK = `/console/support?merchantCode=${DEMO_MERCHANT}`;
const FEEDBACK_TAB = `${DESK}&tab=feedback`;

const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });

/** The desk's first answer on a busy machine (a lazy chunk, antd's Table, the API). */
const FIRST_ANSWER = { timeout: 30_000 };

/** axe with the pointer away: a hovered primary button is drawn lighter than its resting colours. */
const axeFindings = async (page: Page) => {
  await page.mouse.move(0, 0);
  return severeAxeViolations(page);
};

/** Feedback sent through the player API, as the site's form sends it (the test server's captcha). */
async function sendFeedback(request: APIRequestContext, member: RegisteredMember, content: string) {
  const captcha = await request.get(ACCOUNT_PATHS.captcha);
  const { captchaId } = (await captcha.json()).value as { captchaId: string };
  const sent = await request.post(FEEDBACK_PATHS.feedback, {
    headers: { [HEADER.authorization]: member.token },
    data: { type: 1, content, captcha: CAPTCHA_ANSWER, captchaId },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** A new member who has applied to be an agent (the agent page's form, through the API). */
async function applyAsAgent(request: APIRequestContext): Promise<RegisteredMember> {
  const member = await registerMember(request);
  const applied = await request.post(AGENTS_PATHS.application, {
    headers: { [HEADER.authorization]: member.token },
    data: {
      realName: 'E2E Applicant',
      contactKind: 'telegram',
      contact: '@e2e_applicant',
      channel: 'social',
      channelDetail: 'A group of friends',
      expectedPlayers: 20,
      consent: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  return member;
}

test.describe('the support desk', () => {
  test('support answers a member in the live chat; the member sees the reply arrive', async ({
    page,
    browser,
    request,
    operator,
  }) => {
    test.slow();
    const member = await registerMember(request);
    const support = newUsername('support');
    await operator.createStaff({ username: support, password: PASSWORD, role: 'support' });
    await signInByApi(page, support);

    // The member writes from the site, in a browser of their own.
    const site = await browser.newContext();
    const memberPage = await site.newPage();
    await loggedIn(memberPage, member);
    await memberPage.goto('/m/liveChat');
    await memberPage.getByRole('textbox', { name: en('chat_placeholder') }).fill('Where is my deposit?');
    await memberPage.getByRole('button', { name: en('chat_send'), exact: true }).click();

    await page.goto(DESK);
    await expect(page.getByRole('heading', { name: text('support.title') })).toBeVisible(FIRST_ANSWER);
    await expect(
      page.getByRole('status').filter({ hasText: text('support.chat.socket.open') }),
    ).toBeVisible();
    const row = rowOf(page, member.username);
    await expect(row).toContainText('Where is my deposit?', FIRST_ANSWER);
    await expect(row.getByTitle(text('support.chat.unreadCount', { count: 1 }))).toBeVisible();

    // The server's username search (any case) keeps the address; a name nobody has finds nothing.
    const search = page.getByLabel(text('support.chat.search'));
    await search.fill('nobody-by-this-name');
    await search.press('Enter');
    await expect(page.getByText(text('support.chat.noneFound'))).toBeVisible();
    await search.fill(member.username.toUpperCase());
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: member.username }).click();
    const log = page.getByRole('log', { name: text('support.chat.history', { username: member.username }) });
    await expect(log).toContainText('Where is my deposit?');
    // Opening it read it: the mark is gone.
    await expect(row.getByTitle(text('support.chat.unreadCount', { count: 1 }))).toHaveCount(0);

    // The member's typing shows live on the desk.
    await memberPage.getByRole('textbox', { name: en('chat_placeholder') }).pressSequentially('Any');
    await expect(
      page.getByText(text('support.chat.memberTyping', { username: member.username })),
    ).toBeVisible();

    await page.getByLabel(text('support.chat.reply')).fill('It arrived a minute ago.');
    await page.getByRole('button', { name: text('support.chat.send'), exact: true }).click();
    await expect(log).toContainText('It arrived a minute ago.');

    // The member's page shows it without a reload, as the staff's.
    await expect(
      memberPage.getByRole('listitem').filter({ hasText: 'It arrived a minute ago.' }),
    ).toHaveAttribute('data-sender', 'staff');
    expect(await axeFindings(page)).toEqual([]);
    await site.close();
  });

  test("support replies to a member's feedback; the member's list shows the reply", async ({
    page,
    request,
    operator,
  }) => {
    const member = await registerMember(request);
    const content = `My deposit ${Date.now()} has not arrived after two hours.`;
    await sendFeedback(request, member, content);
    const support = newUsername('support');
    await operator.createStaff({ username: support, password: PASSWORD, role: 'support' });
    await signInByApi(page, support);

    await page.goto(FEEDBACK_TAB);
    const row = page.getByRole('row').filter({ hasText: content });
    await expect(row).toContainText(text('support.feedback.status.open'), FIRST_ANSWER);
    await row.getByRole('button', { name: text('support.feedback.replyAction') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(content);
    // No reply, no call: the field says so.
    await dialog.getByRole('button', { name: text('support.feedback.send') }).click();
    await expect(dialog.getByText(text('support.feedback.replyRequired'))).toBeVisible();
    await dialog.getByLabel(text('support.feedback.reply')).fill('It was credited at 10:05.');
    await dialog.getByRole('button', { name: text('support.feedback.send') }).click();
    await expect(dialog).toHaveCount(0);
    // Answered: it leaves the unanswered list.
    await expect(row).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);

    // What the server stored, as the member's own list says it.
    const mine = await request.get(FEEDBACK_PATHS.feedback, {
      headers: { [HEADER.authorization]: member.token },
    });
    const entry = ((await mine.json()).value.list as FeedbackEntry[]).find(
      (item) => item.content === content,
    );
    expect(entry).toMatchObject({ status: 'replied', reply: 'It was credited at 10:05.' });
  });

  test('support approves an agent application on the plan chosen', async ({ page, request, operator }) => {
    const member = await applyAsAgent(request);
    const support = newUsername('support');
    await operator.createStaff({ username: support, password: PASSWORD, role: 'support' });
    await signInByApi(page, support);

    await page.goto(`${DESK}&tab=applications`);
    const row = rowOf(page, member.username);
    await row.getByRole('button', { name: text('support.agents.approve') }).click(FIRST_ANSWER);
    const dialog = page.getByRole('dialog', {
      name: text('support.agents.approveTitle', { username: member.username }),
    });
    await dialog.getByLabel(text('support.agents.plan')).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Silver 35%' }).click();
    expect(await axeFindings(page)).toEqual([]);
    const plans = await page.request.get(AGENTS_OPERATOR_PATHS.plans.replace(':merchantCode', DEMO_MERCHANT));
    const silver = ((await plans.json()).value as AgentPlan[]).find((plan) => plan.name === 'Silver 35%');
    const approval = page.waitForRequest(
      (call) => call.method() === 'POST' && call.url().endsWith('/approve'),
    );
    await dialog.getByRole('button', { name: text('support.agents.approve') }).click();
    expect((await approval).postDataJSON()).toEqual({ planId: silver?.planId });
    await expect(dialog).toHaveCount(0);
    await page.goto(`${DESK}&tab=applications&status=approved`);
    await expect(rowOf(page, member.username)).toContainText(text('support.agents.status.approved'));
  });

  test('support rejects an agent application with a wait: the member reads the reason and may not apply until then', async ({
    page,
    request,
    operator,
  }) => {
    const member = await applyAsAgent(request);
    const support = newUsername('support');
    await operator.createStaff({ username: support, password: PASSWORD, role: 'support' });
    await signInByApi(page, support);

    await page.goto(`${DESK}&tab=applications`);
    await rowOf(page, member.username)
      .getByRole('button', { name: text('support.agents.reject') })
      .click(FIRST_ANSWER);
    const dialog = page.getByRole('dialog', {
      name: text('support.agents.rejectTitle', { username: member.username }),
    });
    await dialog.getByLabel(text('money.reason')).fill('No promotion channel yet');
    await dialog.getByLabel(text('support.agents.waitDays')).fill('30');
    expect(await axeFindings(page)).toEqual([]);
    const rejection = page.waitForRequest(
      (call) => call.method() === 'POST' && call.url().endsWith('/reject'),
    );
    await dialog.getByRole('button', { name: text('money.reject') }).click();
    expect((await rejection).postDataJSON()).toEqual({ reason: 'No promotion channel yet', waitDays: 30 });
    await expect(dialog).toHaveCount(0);

    // What the member's agent page reads: the reason, no new application for 30 days.
    const view = (
      await (
        await request.get(AGENTS_PATHS.application, { headers: { [HEADER.authorization]: member.token } })
      ).json()
    ).value as AgentApplicationValue;
    expect(view.canApply).toBe(false);
    expect(view.application).toMatchObject({ status: 'rejected', rejectReason: 'No promotion channel yet' });
    const wait = Date.parse(view.application?.reapplyAfter ?? '') - Date.now();
    expect(wait).toBeGreaterThan(29 * 86_400_000);
    expect(wait).toBeLessThanOrEqual(30 * 86_400_000);

    await page.goto(`${DESK}&tab=applications&status=rejected`);
    const row = rowOf(page, member.username);
    await row.getByRole('button', { name: /expand/i }).click(FIRST_ANSWER);
    await expect(page.getByText(text('support.agents.reapplyAfter'))).toBeVisible();
    await expect(page.getByText('No promotion channel yet')).toBeVisible();
  });

  test('a viewer reads the desk with no reply or decision, and the server refuses them', async ({
    page,
    request,
    operator,
  }) => {
    const member = await registerMember(request);
    const content = `Viewer check ${Date.now()}: the game froze during a spin.`;
    await sendFeedback(request, member, content);
    const viewer = newUsername('viewer');
    await operator.createStaff({ username: viewer, password: PASSWORD, role: 'viewer' });
    const csrfToken = await signInByApi(page, viewer);

    await page.goto(FEEDBACK_TAB);
    const row = page.getByRole('row').filter({ hasText: content });
    await expect(row).toBeVisible(FIRST_ANSWER);
    await expect(
      page.getByRole('button', { name: text('support.feedback.replyAction'), exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: text('support.actions') })).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('tab', { name: text('support.tab.applications') }).click();
    await expect(page).toHaveURL(/tab=applications/);
    await expect(page.getByRole('button', { name: text('support.agents.approve') })).toHaveCount(0);
    await page.getByRole('tab', { name: text('support.tab.chats') }).click();
    await expect(page.getByText(text('support.chat.polling'))).toBeVisible();
    await expect(page.getByLabel(text('support.chat.reply'))).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);

    // The server says no all the same, with the session's CSRF token.
    const list = await page.request.get(
      FEEDBACK_OPERATOR_PATHS.list.replace(':merchantCode', DEMO_MERCHANT),
      {
        params: { status: 'open', pageSize: 100 },
      },
    );
    const feedbackId = ((await list.json()).value.list as { feedbackId: string; content: string }[]).find(
      (item) => item.content === content,
    )?.feedbackId;
    expect(feedbackId).toBeTruthy();
    const refused = await page.request.post(
      FEEDBACK_OPERATOR_PATHS.reply
        .replace(':merchantCode', DEMO_MERCHANT)
        .replace(':feedbackId', feedbackId ?? ''),
      { headers: { [STAFF_CSRF_HEADER]: csrfToken }, data: { reply: 'A viewer may not answer.' } },
    );
    expect(refused.status()).toBe(403);
  });
});
