// Help centre (issue 15 point 5, spec §2 Help centre): a visitor reads the operator's two-level
// list on /m/help, taps an item and reads it on /m/helpDetail with p and c in the address, loads an
// item straight from such an address, and gets a clear message and a way back for indexes that
// name nothing. Chinese reads the Chinese copy, Arabic the English one (no Arabic copy) right to
// left. Both screens pass axe in light, dark and Arabic.
import type { Page } from '@playwright/test';
import { logIn } from './accounts';
import { AXE_LOOKS, chooseLook, en, expect, type Look, layout, test, textsOf } from './fixtures';
import { severeAxeViolations } from './games-helpers';

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, title: string) => main(page).getByRole('region', { name: title });

async function useLanguage(page: Page, language: Look['language'], theme: Look['theme'] = 'dark') {
  await page.goto('/m/help');
  await chooseLook(page, { theme, language });
}

test.describe('help centre', () => {
  test('a visitor opens an item from the list; the address names it with p and c', async ({ page }) => {
    await page.goto('/m/help');
    await expect(layout(page).title).toHaveText(en('title_help_center'));
    await expect(layout(page).footer).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Account',
      'Deposits',
      'Withdrawals',
      'Games',
      'Security',
      'Responsible gaming',
    ]);
    // The desktop-only item is not on the mobile site.
    await expect(section(page, 'Withdrawals').getByText('Withdrawing on the desktop site')).toHaveCount(0);
    await section(page, 'Account').getByRole('link', { name: 'I forgot my password' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?p=0&c=1$/);
    await expect(main(page).getByRole('heading', { level: 2, name: 'I forgot my password' })).toBeVisible();
    await expect(main(page).getByText('Forgot password', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/help$/);
    await section(page, 'Responsible gaming').getByRole('link', { name: 'Underage gaming' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?p=5&c=1$/);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Underage gaming' })).toBeVisible();
    // The header's back button returns to the list.
    await layout(page).back.click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('an address with p and c opens its item; one that names nothing says so and leads back', async ({
    page,
  }) => {
    await page.goto('/m/helpDetail?p=1&c=0');
    await expect(main(page).getByRole('heading', { level: 2, name: 'How do I deposit?' })).toBeVisible();
    await expect(main(page).getByRole('listitem')).toHaveCount(3);
    for (const search of ['?p=9&c=0', '?p=0&c=9', '?p=abc&c=0', '']) {
      await page.goto(`/m/helpDetail${search}`);
      await expect(main(page).getByText(en('help_not_found'))).toBeVisible();
    }
    await main(page)
      .getByRole('link', { name: en('help_back_to_list') })
      .click();
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(section(page, 'Account')).toBeVisible();
  });

  test('Chinese reads the Chinese copy; Arabic reads English, right to left', async ({ page }) => {
    await useLanguage(page, 'CN');
    await page.goto('/m/help');
    await expect(layout(page, textsOf('CN')).title).toHaveText(textsOf('CN')('title_help_center'));
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('账户');
    await section(page, '存款').getByRole('link', { name: '存款未到账' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?p=1&c=1$/);

    await useLanguage(page, 'AR');
    await page.goto('/m/help');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('Account');
  });

  test('a member sees the same help centre', async ({ page }) => {
    await logIn(page, 'demo', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/help');
    await section(page, 'Security').getByRole('link', { name: 'Keeping my account safe' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?p=4&c=0$/);
    await expect(main(page).getByText(/Lucky Mobile staff will never ask you/)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/help and /m/helpDetail have no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language, theme);
      await page.goto('/m/help');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(section(page, 'Account')).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
      await section(page, 'Deposits').getByRole('link', { name: 'How do I deposit?' }).click();
      await expect(page).toHaveURL(/\/m\/helpDetail\?p=1&c=0$/);
      await expect(main(page).getByRole('heading', { level: 2, name: 'How do I deposit?' })).toBeVisible();
      // After the page transition's fade (spec §2: 300 ms), whose half-opaque text axe would measure.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
