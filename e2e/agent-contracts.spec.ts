// Agent contracts (issue 16 point 4): the demo agent, whose seed offers a daily salary and a
// dividend, logs in and sees the contract alert on home (spec §4); Cancel goes to the next, Go opens
// the daily salary screen, where the agent accepts the offer after a confirmation. The contract
// screens pass axe in light, dark and Arabic. On a server of its own: the shared server's seeded
// offers are withdrawn by the global setup, so other specs' logins as `agent` land on a quiet home.
import { expect } from '@playwright/test';
import { logIn } from './accounts';
import { AXE_LOOKS, chooseLook, en, testOnOwnServer as test } from './fixtures';
import { severeAxeViolations } from './games-helpers';

test.describe.configure({ mode: 'serial' });

test('the demo agent sees the contract alert on home, Go opens the daily salary screen, and accepts', async ({
  page,
}) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);

  const alert = page.getByRole('dialog', { name: en('contract_alert_title') });
  await expect(alert).toContainText(en('contract_alert_daily_salary'));
  await alert.getByRole('button', { name: en('contract_go') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

  const card = page.getByRole('main').getByRole('region', { name: en('contract_kind_daily_salary') });
  await expect(card).toContainText(en('contract_status_offered'));
  await expect(card.getByRole('table', { name: en('contract_terms') }).getByRole('row')).toHaveCount(4);
  await card.getByRole('button', { name: en('contract_accept') }).click();
  await page
    .getByRole('dialog', { name: en('contract_confirm_accept') })
    .getByRole('button', { name: en('contract_accept') })
    .click();
  await expect(card).toContainText(en('contract_status_accepted'));
  await expect(page.getByRole('main').getByRole('region', { name: en('contract_payouts') })).toContainText(
    en('contract_payouts_none'),
  );

  // Once per login: home again asks nothing and shows no alert.
  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: en('open_menu') })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const { theme, language } of AXE_LOOKS) {
  test(`the contract screens have no serious or critical axe violations (${theme}, ${language})`, async ({
    page,
  }) => {
    await logIn(page, 'agent', 'Agent1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await chooseLook(page, { theme, language });
    // An offer (the dividend) and a contract in force (the hourly salary).
    for (const path of ['/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    }
  });
}
