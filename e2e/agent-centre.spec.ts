// The agent centre (issue 16 point 3): a visitor goes to the login screen and a member who is not
// an agent to the agent registration; on a server of its own, the demo agent (agent / Agent1234,
// code AG1001) sees a member appear in their downline once that member registered through the
// agent's link, transfers to them with the payment password, and the member's balance shows it.
// The centre passes axe in light, dark and Arabic.
import {
  ACCOUNT_PATHS,
  ENCRYPTION_HEADER,
  encryptBody,
  HEADER,
  type SecurityKeyValue,
  WITHDRAWALS_PATHS,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { newPassword, newUsername, storedSession, submitRegistration } from './accounts';
import { AXE_LOOKS, chooseLook, en, expect, test, testOnServerWith } from './fixtures';
import { loggedIn, severeAxeViolations } from './games-helpers';
import { homeBalance, registerMember, shown, WalletOperator } from './wallet-helpers';

const AGENT = { username: 'agent', password: 'Agent1234', token: '' };
const PAYMENT_PASSWORD = '135790';

/** The demo agent's payment password, set through the API as the member centre does. */
async function setPaymentPassword(request: APIRequestContext, token: string) {
  const key = (await (await request.get(ACCOUNT_PATHS.securityKey)).json()).value as SecurityKeyValue;
  const sealed = encryptBody(key.publicKey, key.keyId, 'POST', WITHDRAWALS_PATHS.paymentPassword, {
    paymentPassword: PAYMENT_PASSWORD,
  });
  const response = await request.post(WITHDRAWALS_PATHS.paymentPassword, {
    data: sealed.body,
    headers: { [HEADER.authorization]: token, [ENCRYPTION_HEADER]: sealed.header },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const centre = (page: Page) => page.getByRole('main');

test.describe('agent centre', () => {
  test('a visitor is sent to login, a member who is not an agent to the agent registration', async ({
    page,
    request,
  }) => {
    await page.goto('/m/member/agent');
    await expect(page).toHaveURL(/\/m\/login(\?redirect=[^&]+)?$/);
    const member = await registerMember(request);
    await loggedIn(page, member);
    await page.goto('/m/member/agent');
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
  });

  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/member/agent has no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
    }) => {
      await loggedIn(page, AGENT);
      await chooseLook(page, { theme, language });
      await page.goto('/m/member/agent');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme as string);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(centre(page).getByRole('table')).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
      await centre(page).getByRole('tab').nth(2).click();
      await expect(page.getByTestId('agent-affiliate-code')).toHaveText('AG1001');
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});

// The demo agent's payment password and balance are this test's own: a server of its own.
const ownServer = testOnServerWith({});

ownServer(
  'the agent sees a member registered through the link and transfers to them',
  async ({ page, browser, request, server, playwright }) => {
    ownServer.slow();
    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
    });
    await new WalletOperator(api).fund('agent', 2_000_000);
    await api.dispose();

    // The agent's link, as the links section shows it.
    await loggedIn(page, AGENT);
    await setPaymentPassword(request, (await storedSession(page)).token);
    await page.goto('/m/member/agent');
    await centre(page)
      .getByRole('tab', { name: en('agent_centre_tab_links') })
      .click();
    const link = await centre(page)
      .getByText(/\/m\/register\?affiliateCode=AG1001$/)
      .first()
      .textContent();
    expect(link).toBeTruthy();

    // A friend opens the link (on this server's address) and registers.
    const friendContext = await browser.newContext({ baseURL: server.baseURL });
    const friendPage = await friendContext.newPage();
    const friend = { username: newUsername(), password: newPassword() };
    await friendPage.goto(`/m/register${new URL(link ?? '').search}`);
    await submitRegistration(friendPage, friend);
    await expect(friendPage).toHaveURL(/\/m\/home$/);

    // The friend is in the agent's downline.
    await page.reload();
    await centre(page)
      .getByRole('tab', { name: en('agent_centre_tab_downline') })
      .click();
    const row = centre(page).getByRole('listitem').filter({ hasText: friend.username });
    await expect(row).toBeVisible();

    // The agent transfers 50,000 ₫ to them.
    await row.getByRole('button', { name: en('agent_centre_transfer_to') }).click();
    await expect(centre(page).getByLabel(en('agent_centre_transfer_member'))).toHaveValue(friend.username);
    await centre(page).getByLabel(en('amount')).fill('50000');
    await centre(page).getByLabel(en('payment_password')).fill(PAYMENT_PASSWORD);
    await centre(page)
      .getByRole('button', { name: en('agent_centre_transfer_submit') })
      .click();
    await expect(centre(page).getByText(en('agent_centre_transfer_done'))).toBeVisible();
    await expect(
      centre(page).getByRole('listitem').filter({ hasText: friend.username }).first(),
    ).toBeVisible();

    // The friend's balance shows it.
    await friendPage.goto('/m/home');
    await expect(homeBalance(friendPage)).toHaveText(shown(50_000));
    await friendContext.close();
  },
);
