/**
 * The back office's dashboard (issue 21 point 2) in Chromium at desktop size, against the real
 * server: a viewer signs in and lands on it; it shows the demo merchant's figures of today as the
 * API answers them (the demo seed's opening balances are sandbox deposits), formatted in the
 * merchant's currency; 7 days asks again and charts seven days; no serious axe finding.
 */
import type { DashboardValue } from '@app/contract';
import { DASHBOARD_OPERATOR_PATHS } from '@app/contract';
import { newUsername, PASSWORD, signInByApi, text } from './console-helpers';
import { expect, test } from './fixtures';
import { severeAxeViolations } from './games-helpers';

/** As the console writes an amount in English: the currency's decimals, then its code. */
const money = (minor: number, decimals: number, currency: string) =>
  `${new Intl.NumberFormat('en', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals)} ${currency}`;

test.describe('the dashboard', () => {
  test("a viewer lands on it and reads the demo merchant's figures of today and of 7 days", async ({
    page,
    operator,
  }) => {
    const username = newUsername('viewer');
    await operator.createStaff({ username, password: PASSWORD, role: 'viewer' });
    await signInByApi(page, username);
    const dashboardOf = async (days: number) => {
      const answer = await page.request.get(
        `${DASHBOARD_OPERATOR_PATHS.dashboard.replace(':merchantCode', 'DEMO')}?days=${days}`,
      );
      expect(answer.status()).toBe(200);
      return (await answer.json()).value as DashboardValue;
    };

    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/dashboard/);
    await expect(page.getByRole('heading', { name: text('dashboard.title') })).toBeVisible();
    const today = await dashboardOf(1);
    // The seed's members opened with a deposit each.
    expect(today.totals.deposits).toBeGreaterThan(0);
    const totals = page.getByRole('region', { name: text('dashboard.totals') });
    const amount = (minor: number) => money(minor, today.decimals, today.currency);
    await expect(totals).toContainText(amount(today.totals.deposits));
    await expect(totals).toContainText(text('dashboard.depositCount', { count: today.totals.depositCount }));
    await expect(totals).toContainText(amount(today.totals.ggr));

    const week = page.waitForResponse((response) => response.url().includes('/dashboard?days=7'));
    await page.getByText(text('dashboard.period.week'), { exact: true }).click();
    expect((await week).status()).toBe(200);
    await expect(page).toHaveURL(/days=7/);
    const table = page.getByRole('table', { name: text('dashboard.chart.money') });
    // A header row and one row per day.
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();

    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
