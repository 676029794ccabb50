// Invite friends (issue 16 point 1): member A copies their invite link; a new visitor registers
// through it; the friend deposits through the sandbox gateway; A sees the friend qualified, claims
// the bonus, and the balance moves by the rules' 100,000 ₫ (the ledger check stays clean). A trial
// player is asked to register, an agent is sent to agent registration. The screen passes axe in
// light, dark and Arabic.
import { HEADER, REFERRALS_PATHS, type ReferralsValue } from '@app/contract';
import type { Page } from '@playwright/test';
import { newPassword, newUsername, storedSession, submitRegistration } from './accounts';
import { AXE_LOOKS, chooseLook, en, expect, layout } from './fixtures';
import { escaped, loggedIn, severeAxeViolations, test } from './games-helpers';
import { MemberWallet, registerMember, shownWithSymbol } from './wallet-helpers';

const BONUS = 100_000;
const MIN_DEPOSIT = 500_000;

const friendRow = (page: Page, masked: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: masked });
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-2)}`;

test.describe('invite friends', () => {
  test('a visitor is sent to the login screen', async ({ page }) => {
    await page.goto('/m/inviteFriends');
    await expect(page).toHaveURL(/\/m\/login(\?redirect=[^&]+)?$/);
  });

  test('a trial player is asked to register', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: en('trial_play') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/inviteFriends');
    await expect(page.getByRole('main').getByText(en('invite_trial_prompt'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: en('register_now') })
      .click();
    await expect(page).toHaveURL(/\/m\/register/);
  });

  test('an agent goes to agent registration, which leads on to the agent centre', async ({ page }) => {
    await loggedIn(page, { username: 'agent', password: 'Agent1234', token: '' });
    await page.goto('/m/inviteFriends');
    // /m/agentRegister replaces itself with the agent centre for an agent at once, so its own
    // address can be gone before a check sees it: the agent centre is where the agent lands.
    await expect(page).toHaveURL(/\/m\/member\/agent$/);
    await expect(layout(page).title).toHaveText(en('title_agent_centre'));
  });

  test('a friend registers through the copied link, deposits, and the member claims the bonus', async ({
    page,
    request,
    browser,
    walletOperator,
    server,
  }) => {
    // Two registrations, a gateway deposit and a claim: more than the default 30 s on a busy machine.
    test.slow();
    const member = await registerMember(request);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loggedIn(page, member);
    await page.goto('/m/inviteFriends');
    await expect(layout(page).title).toHaveText(en('title_invite_friends'));
    const code = (await page.getByTestId('invite-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(page.getByRole('img', { name: en('invite_qr_label') })).toBeVisible();
    await page.getByRole('button', { name: en('invite_copy_link') }).click();
    await expect(page.getByText(en('invite_copied'))).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${server.baseURL}/m/register?recommenderId=${code}`);
    await expect(page.getByText(en('invite_friends_empty'))).toBeVisible();

    // A new visitor in a browser of their own opens the link and registers.
    const visitor = await browser.newContext({ baseURL: server.baseURL });
    const friendPage = await visitor.newPage();
    const friend = { username: newUsername(), password: newPassword() };
    await friendPage.goto(link);
    await submitRegistration(friendPage, friend);
    await expect(friendPage).toHaveURL(/\/m\/home$/);
    const friendSession = await storedSession(friendPage);
    await friendPage.goto('/m/inviteFriends');
    await expect(
      friendPage.getByText(`${en('invite_invited_by').replace('{{name}}', masked(member.username))}`, {
        exact: false,
      }),
    ).toBeVisible();

    await page.reload();
    const row = friendRow(page, masked(friend.username));
    await expect(row).toContainText(en('invite_state_waiting'));

    // The friend deposits the minimum through the sandbox gateway.
    await new MemberWallet(request, friendSession.token).depositThroughGateway(MIN_DEPOSIT);
    await page.reload();
    await expect(row).toContainText(en('invite_state_qualified'));
    const before = (await new MemberWallet(request, member.token).wallet()).sumBalance;
    await row
      .getByRole('button', { name: en('invite_claim_for').replace('{{name}}', masked(friend.username)) })
      .click();
    await expect(
      page.getByText(en('invite_claim_success').replace('{{amount}}', shownWithSymbol(BONUS))),
    ).toBeVisible();
    await expect(row).toContainText(en('invite_state_claimed'));
    await expect(
      page
        .getByRole('main')
        .getByText(new RegExp(`^${escaped(shownWithSymbol(BONUS))}$`))
        .first(),
    ).toBeVisible();
    expect((await new MemberWallet(request, member.token).wallet()).sumBalance).toBe(before + BONUS);
    const overview = await request.get(REFERRALS_PATHS.overview, {
      headers: { [HEADER.authorization]: member.token },
    });
    const value = (await overview.json()).value as ReferralsValue;
    expect(value).toMatchObject({ earned: BONUS, claimedThisMonth: 1 });
    expect((await walletOperator.ledgerCheck()).ok).toBe(true);
    await visitor.close();
  });
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/inviteFriends has no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request);
      await loggedIn(page, member);
      await chooseLook(page, { theme, language });
      await page.goto('/m/inviteFriends');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('invite-code')).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
