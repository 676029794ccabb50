// The agent's commission (issue 16 point 3): the demo agent sees its plan, this month's running
// figures and last month's, computed from the seeded downline's ledger movements
// (db/seed/demo-agent-downline.ts); a member who is not an agent is told the page is for agents.
// The screen passes axe in light, dark and Arabic.
import { AXE_LOOKS, chooseLook, en, expect, test } from './fixtures';
import { loggedIn, severeAxeViolations } from './games-helpers';
import { registerMember } from './wallet-helpers';

const AGENT = { username: 'agent', password: 'Agent1234', token: '' };

test.describe('agent commission', () => {
  test('the demo agent sees its plan and commission figures', async ({ page }) => {
    await loggedIn(page, AGENT);
    await page.goto('/m/member/agent/commission');
    const main = page.getByRole('main');
    await expect(main.getByText('Bronze 25%')).toBeVisible();
    await expect(main.getByText('25%', { exact: true }).first()).toBeVisible();
    const past = main.getByRole('region', { name: en('agent_commission_past') });
    // Last month: net revenue 1,600,000 at 25 %.
    const lastMonth = past.getByRole('listitem').first();
    await expect(lastMonth).toContainText('₫ 1,600,000');
    await expect(lastMonth).toContainText('₫ 400,000');
    await expect(lastMonth).toContainText('4 / 5');
    await expect(main.getByRole('region', { name: /so far/ })).toContainText(en('agent_commission_net'));
  });

  test('a member who is not an agent is told the page is for agents', async ({ page, request }) => {
    const member = await registerMember(request);
    await loggedIn(page, member);
    await page.goto('/m/member/agent/commission');
    await expect(page.getByText(en('agent_commission_agents_only'))).toBeVisible();
  });

  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/member/agent/commission has no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
    }) => {
      await loggedIn(page, AGENT);
      await chooseLook(page, { theme, language });
      await page.goto('/m/member/agent/commission');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('main').getByText('Bronze 25%')).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
