// Agent registration (issue 16 point 2): a new member's footer Agent entry leads to invite friends;
// they apply on /m/agentRegister and see the application pending; the operator approves it through
// the operator API; the member's status shows the approval, the stored session becomes an agent's
// without a new login, and the footer's Agent entry then leads to the agent centre. The form passes
// axe in light, dark and Arabic.
import { AGENTS_OPERATOR_PATHS, HEADER, type OperatorAgentApplication } from '@app/contract';
import { AXE_LOOKS, chooseLook, DEMO_MERCHANT, en, expect, layout, test } from './fixtures';
import { loggedIn, severeAxeViolations } from './games-helpers';
import { registerMember } from './wallet-helpers';

test.describe('agent registration', () => {
  test('a visitor is sent to the login screen', async ({ page }) => {
    await page.goto('/m/agentRegister');
    await expect(page).toHaveURL(/\/m\/login(\?redirect=[^&]+)?$/);
  });

  test('a new member applies, the operator approves, and the footer Agent entry leads to the agent centre', async ({
    page,
    request,
    server,
    playwright,
  }) => {
    const member = await registerMember(request);
    await loggedIn(page, member);
    // Not an agent yet: the footer's Agent entry is invite friends (spec §2).
    await layout(page).footerEntry('nav_agent').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);

    await page.goto('/m/agentRegister');
    await expect(layout(page).title).toHaveText(en('title_agent_register'));
    const main = page.getByRole('main');
    await main.getByLabel(en('agent_apply_real_name')).fill('Tran Thi B');
    await main.getByText(en('agent_apply_contact_email'), { exact: true }).click();
    await main.getByLabel(en('agent_apply_contact'), { exact: true }).fill('tran.b@example.com');
    await main.getByText(en('agent_apply_channel_community'), { exact: true }).click();
    await main.getByLabel(en('agent_apply_channel_detail')).fill('Badminton club of 200 members');
    await main.getByLabel(en('agent_apply_expected_players')).fill('15');
    await main.getByText(en('agent_apply_consent')).click();
    await main.getByRole('button', { name: en('agent_apply_submit') }).click();
    await expect(main.getByText(en('agent_apply_pending_title'))).toBeVisible();

    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey, 'operator-actor': 'e2e' },
    });
    const listed = await api.get(
      `${AGENTS_OPERATOR_PATHS.applications.replace(':merchantCode', DEMO_MERCHANT)}?status=pending`,
    );
    expect(listed.status(), await listed.text()).toBe(200);
    const application = ((await listed.json()).value as OperatorAgentApplication[]).find(
      (row) => row.username === member.username,
    );
    expect(application?.channelDetail).toBe('Badminton club of 200 members');
    const approved = await api.post(
      AGENTS_OPERATOR_PATHS.approve
        .replace(':merchantCode', DEMO_MERCHANT)
        .replace(':applicationId', application?.applicationId ?? ''),
      { data: {} },
    );
    expect(approved.status(), await approved.text()).toBe(200);
    await api.dispose();

    // The status shows the approval; the session turns into an agent's without a new login.
    await page.reload();
    await expect(main.getByText(en('agent_apply_approved_title'))).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').type))
      .toBe(1);
    await layout(page).footerEntry('nav_agent').click();
    await expect(page).toHaveURL(/\/m\/member\/agent$/);
  });

  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/agentRegister has no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request);
      await loggedIn(page, member);
      await chooseLook(page, { theme, language });
      await page.goto('/m/agentRegister');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(page.getByRole('main').locator('form')).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
