// Spec §2: header back behaviour, the footer menu's visitor rules (its trial rule is in
// accounts.spec.ts, with a real trial session), the landmarks, and an accessibility scan of the shell.
import type { Page } from '@playwright/test';
import { en, expect, layout, test } from './fixtures';
import { severeAxeViolations } from './games-helpers';

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/**
 * Opens a page as a link opened in a new tab does: one history entry. A Playwright page starts on
 * about:blank, which stays in its history, so the history is reset to the current entry.
 */
async function openDirectly(page: Page, path: string) {
  await page.goto(path);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.resetNavigationHistory');
  await cdp.detach();
  expect(await historyLength(page)).toBe(1);
}

test.describe('header back', () => {
  test('from /m/activity goes to /m/home, not to the page before', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await layout(page).footerEntry('nav_promotion').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await layout(page).back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('from /m/trail goes to /m/home, not to the page before', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.goto('/m/trail');
    await layout(page).back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('elsewhere goes one page back', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.goto('/m/notice');
    await layout(page).back.click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await expect(layout(page).title).toHaveText(en('title_game_center'));
  });

  test('on a page opened directly it replaces the entry with home', async ({ page }) => {
    await openDirectly(page, '/m/notice');
    await layout(page).back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await historyLength(page)).toBe(1);
  });
});

test.describe('footer menu', () => {
  test('as a visitor: Agent and Member go to login, Promotion to /m/activity, Home to /m/home', async ({
    page,
  }) => {
    const { footerEntry } = layout(page);
    for (const key of ['nav_agent', 'nav_member_center']) {
      await page.goto('/m/home');
      await footerEntry(key).click();
      await expect(page).toHaveURL(/\/m\/login$/);
    }
    await page.goto('/m/home');
    await footerEntry('nav_promotion').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await page.goto('/m/gameCenter');
    await footerEntry('nav_home').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('has five entries: Home, Service, Promotion, Agent, Member', async ({ page }) => {
    await page.goto('/m/home');
    const names = ['nav_home', 'nav_customer_service', 'nav_promotion', 'nav_agent', 'nav_member_center'];
    for (const key of names) {
      await expect(layout(page).footerEntry(key)).toBeVisible();
    }
  });
});

test.describe('landmarks and accessibility', () => {
  test('the header is a banner and the footer menu a navigation named "Main menu"', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: en('footer_menu_label') })).toBeVisible();
  });

  for (const path of ['/m/home', '/m/notice']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
