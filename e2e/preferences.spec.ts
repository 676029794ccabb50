// Spec §3 Local preferences, §9 Default theme and languages: theme and language choices, applied
// before the first paint and kept across reloads.
import { LANGUAGES } from '@app/contract';
import type { Page } from '@playwright/test';
import { en, expect, layout, openSidebar, test, textsOf } from './fixtures';

const html = (page: Page) => page.locator('html');

async function openLanguagePicker(page: Page) {
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('button', { name: en('language') }).click();
  const picker = page.getByRole('dialog', { name: en('choose_language') });
  await expect(picker).toBeVisible();
  return picker;
}

/** With the module bundle blocked, only what index.html and its blocking boot script did is left. */
const blockAppBundle = (page: Page) => page.route('**/m/assets/*.js', (route) => route.abort());

test.describe('theme', () => {
  test('is dark by default', async ({ page }) => {
    await page.goto('/m/home');
    await expect(layout(page).footer).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('switching to light persists across a reload', async ({ page }) => {
    await page.goto('/m/home');
    const sidebar = await openSidebar(page);
    await sidebar.getByText(en('theme_light'), { exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(layout(page).footer).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a bogus stored theme becomes dark', async ({ page }) => {
    await page.goto('/m/home');
    await page.evaluate(() => localStorage.setItem('theme', 'purple'));
    await page.reload();
    await expect(layout(page).footer).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('the stored theme and direction are applied before the app bundle runs (no flash)', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'AR');
    });
    await blockAppBundle(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
  });
});

test.describe('language', () => {
  test('the language button and its picker work from the keyboard (issue 20)', async ({ page }) => {
    await page.goto('/m/login');
    // Named by the code it shows first (label in name), then by what it does.
    const button = page.getByRole('button', { name: `EN ${en('choose_language')}`, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: en('choose_language') });
    await expect(picker).toHaveAttribute('aria-modal', 'true');
    const english = picker.getByRole('button', { name: 'English' });
    await expect(english).toBeFocused();
    // Tab goes round the 22 languages and stays in the dialog.
    for (let step = 0; step < LANGUAGES.length; step++) await page.keyboard.press('Tab');
    await expect(english).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the picker lists all 22 languages by native name, each with its flag', async ({ page }) => {
    await page.goto('/m/home');
    const picker = await openLanguagePicker(page);
    expect(LANGUAGES).toHaveLength(22);
    for (const language of LANGUAGES) {
      const option = picker.getByRole('button', { name: language.name });
      await expect(option).toBeVisible();
      await expect(option.locator('svg, img')).toHaveCount(1);
    }
  });

  test('choosing Tiếng Việt translates the footer menu and persists across a reload', async ({ page }) => {
    const vi = textsOf('VI');
    expect(vi('nav_home')).not.toBe(en('nav_home'));
    await page.goto('/m/home');
    const picker = await openLanguagePicker(page);
    await picker.getByRole('button', { name: 'Tiếng Việt' }).click();
    const { footerEntry } = layout(page, vi);
    await expect(footerEntry('nav_home')).toBeVisible();
    await expect(layout(page, en).footer).toHaveCount(0);
    await expect(html(page)).toHaveAttribute('lang', 'vi');
    await page.reload();
    await expect(footerEntry('nav_member_center')).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'vi');
  });

  test('Arabic turns the page right to left', async ({ page }) => {
    await page.goto('/m/home');
    const picker = await openLanguagePicker(page);
    await picker.getByRole('button', { name: 'العربية' }).click();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    const ar = textsOf('AR');
    await expect(layout(page, ar).footer).toBeVisible();
  });

  test('a saved preference wins over the default', async ({ page }) => {
    await page.goto('/m/home');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page.evaluate(() => localStorage.setItem('language', 'VI'));
    await page.reload();
    const vi = textsOf('VI');
    await expect(layout(page, vi).footerEntry('nav_home')).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'vi');
  });
});
