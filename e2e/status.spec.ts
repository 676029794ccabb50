// Spec §2 system status gate and §4 System status: the operator's maintenance and region rules
// reach the player's page without a restart, and clearing them brings the app back.
// These tests change merchant-wide settings, so they run against a server of their own.
import type { Page } from '@playwright/test';
import { en, expect, layout, testOnOwnServer as test } from './fixtures';

/** An address in Vietnam (VNPT) and one in the United States, for the geo lookup. */
const VIETNAM_IP = '14.160.0.1';
const US_IP = '8.8.8.8';

const OPEN = { maintenance: false, allowedCountries: [], blockedCountries: [] };

const expectApp = async (page: Page) => {
  await expect(layout(page).footer).toBeVisible();
  await expect(page.getByRole('heading', { name: en('maintenance_title') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en('restricted_title') })).toHaveCount(0);
};

test.beforeEach(async ({ operator }) => {
  await operator.setAccess(OPEN);
});

test.afterEach(async ({ operator }) => {
  await operator.setAccess(OPEN);
});

test('maintenance on shows the maintenance page; off brings the app back', async ({ page, operator }) => {
  await page.goto('/m/home');
  await expectApp(page);

  await operator.setAccess({ maintenance: true, maintenanceInfo: 'Back at 10:00' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('maintenance_title') })).toBeVisible();
  await expect(layout(page).footer).toHaveCount(0);

  await operator.setAccess({ maintenance: false });
  await page.reload();
  await expectApp(page);
});

test.describe('from a Vietnamese address', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': VIETNAM_IP } });

  test('blocking VN restricts access; clearing the lists restores the app', async ({ page, operator }) => {
    await page.goto('/m/home');
    await expectApp(page);

    await operator.setAccess({ blockedCountries: ['VN'] });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: en('restricted_title') })).toBeVisible();
    await expect(layout(page).footer).toHaveCount(0);

    await operator.setAccess({ allowedCountries: [], blockedCountries: [] });
    await page.reload();
    await expectApp(page);
  });

  test('maintenance wins over a region restriction', async ({ page, operator }) => {
    await operator.setAccess({ maintenance: true, blockedCountries: ['VN'] });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: en('maintenance_title') })).toBeVisible();
  });
});

test.describe('from a US address', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': US_IP } });

  test('a list of allowed countries without US restricts access', async ({ page, operator }) => {
    await operator.setAccess({ allowedCountries: ['VN'] });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: en('restricted_title') })).toBeVisible();
  });
});
