// The app download page /m/app (issue 17; spec §2 route table and layout rules, §4 iOS download,
// §6 app-download entry, §8 iOS outside Safari, §9 iOS add-to-home guide): a visitor reaches it
// from the sidebar, reads both guides with the demo merchant's links and the 5.0 rating, and goes
// back home; in Chrome on an iPhone the profile asks for Safari; an iPhone on iOS 12.1 gets the
// add-to-home guide, on /m/app and from the download bar. It passes axe in dark, light and Arabic.
import { LANGUAGE_CODES } from '@app/contract';
import type { Page } from '@playwright/test';
import { AXE_LOOKS, chooseLook, en, expect, type Look, layout, openSidebar, test, textsOf } from './fixtures';
import { severeAxeViolations } from './games-helpers';

/** The demo merchant's download links (the server's seed, demo-merchants.ts). */
const APK = 'https://download.luckymobile.vn/android/luckymobile.apk';
const IPA = 'https://download.luckymobile.vn/ios/luckymobile.ipa';
const PROFILE = 'https://download.luckymobile.vn/ios/luckymobile.mobileconfig';

const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPHONE_12_1_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

const main = (page: Page) => page.getByRole('main');
const loginButtonOf = (page: Page) => page.getByRole('button', { name: en('login'), exact: true });
const guide = (page: Page, name: string) => main(page).getByRole('region', { name });

async function useLanguage(page: Page, language: Look['language'], theme: Look['theme']) {
  await page.goto('/m/app');
  await chooseLook(page, { theme, language });
}

test.describe('app download page', () => {
  test('a visitor opens /m/app from the sidebar, reads both guides with the merchant’s links, and goes back home', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const sidebar = await openSidebar(page);
    await sidebar.getByRole('button', { name: en('download_app') }).click();
    await expect(page).toHaveURL(/\/m\/app$/);

    // Spec §2 layout rules: neither the page header nor the footer menu; the screen's own bar.
    await expect(main(page).getByRole('heading', { level: 1, name: en('title_app_download') })).toBeVisible();
    await expect(layout(page).header).toHaveCount(0);
    await expect(layout(page).footer).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Lucky Mobile' })).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();

    // An Android phone (the test's Pixel 7): its own guide first.
    await expect(main(page).getByRole('region')).toHaveCount(2);
    await expect(main(page).getByRole('region').first()).toHaveAccessibleName(en('download_android'));
    const android = guide(page, en('download_android'));
    await expect(android.getByRole('listitem')).toHaveCount(3);
    await expect(android.getByRole('link', { name: en('app_guide_download_apk') })).toHaveAttribute(
      'href',
      APK,
    );
    const ios = guide(page, en('download_ios'));
    await expect(ios.getByRole('link', { name: en('app_guide_download_ios') })).toHaveAttribute('href', IPA);
    const profile = ios.getByRole('link', { name: en('download_ios_profile') });
    await expect(profile).toHaveAttribute('href', PROFILE);
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(ios.getByText(en('app_guide_ios_profile_install'))).toBeVisible();

    await main(page)
      .getByRole('button', { name: en('back') })
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('/m/app reads in each of the 22 languages, right to left in Arabic, Persian and Urdu', async ({
    page,
  }) => {
    test.slow();
    for (const language of LANGUAGE_CODES) {
      const texts = textsOf(language);
      await useLanguage(page, language, 'dark');
      await page.reload();
      await expect(
        main(page).getByRole('heading', { level: 1, name: texts('title_app_download') }),
      ).toBeVisible();
      await expect(
        guide(page, texts('download_android')).getByText(texts('app_guide_android_allow')),
      ).toBeVisible();
      await expect(
        guide(page, texts('download_ios')).getByText(texts('app_guide_ios_profile_install')),
      ).toBeVisible();
      const rtl = ['AR', 'FA', 'UR'].includes(language);
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    }
  });

  test('inside the web clip (opened once with ?webclip=1) the download bar, icon, footer block and app entries are gone', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('complementary', { name: en('download_app') });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { name: en('download_app') })).toBeVisible();
    await page.goto('/m/home?webclip=1');
    await expect(loginButtonOf(page)).toBeVisible();
    // Later starts without the parameter stay the web clip's (spec §3 local preference WEBCLIP).
    await page.goto('/m/home');
    await expect(loginButtonOf(page)).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('button', { name: en('download_app') })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: en('download_app') })).toHaveCount(0);
    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole('button', { name: en('download_app') })).toHaveCount(0);
    await page.goto('/m/app');
    await expect(main(page).getByText(en('app_installed'))).toBeVisible();
  });

  test.describe('in Chrome on an iPhone', () => {
    test.use({ userAgent: IPHONE_CHROME });

    test("the iOS profile shows the 'use Safari' alert and goes nowhere (spec §8)", async ({ page }) => {
      await page.goto('/m/app');
      // An iPhone: the iOS guide first.
      await expect(main(page).getByRole('region').first()).toHaveAccessibleName(en('download_ios'));
      await guide(page, en('download_ios'))
        .getByRole('link', { name: en('download_ios_profile') })
        .click();
      const alert = page.getByRole('dialog', { name: en('notice') });
      await expect(alert).toBeVisible();
      await expect(alert.getByText(en('use_safari_for_download'))).toBeVisible();
      await alert.getByRole('button', { name: en('ok') }).click();
      await expect(alert).toBeHidden();
      expect(page.context().pages()).toHaveLength(1);
      await expect(page).toHaveURL(/\/m\/app$/);
    });
  });

  test.describe('in Safari on iOS 12.1', () => {
    test.use({ userAgent: IPHONE_12_1_SAFARI });

    test('the iOS guide is the add-to-home guide, with the profile download (spec §2, §9)', async ({
      page,
    }) => {
      await page.goto('/m/app');
      const ios = guide(page, en('download_ios'));
      await expect(ios.getByRole('heading', { level: 3, name: en('add_to_home_title') })).toBeVisible();
      await expect(ios.getByRole('listitem')).toHaveText([
        en('add_to_home_step_share'),
        en('add_to_home_step_add_to_home'),
        en('add_to_home_step_add'),
      ]);
      await expect(ios.getByRole('link', { name: en('download_ios_profile') })).toHaveAttribute(
        'href',
        PROFILE,
      );
      await expect(ios.getByRole('link', { name: en('app_guide_download_ios') })).toHaveCount(0);
    });

    test("the download bar's iOS button opens the add-to-home guide instead of the download", async ({
      page,
    }) => {
      await page.goto('/m/home');
      const bar = page.getByRole('complementary', { name: en('download_app') });
      await bar.getByRole('link', { name: en('download_ios'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en('add_to_home_title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: en('download_ios_profile') })).toHaveAttribute(
        'href',
        PROFILE,
      );
      await expect(page).toHaveURL(/\/m\/home$/);
      await dialog.getByRole('button', { name: en('close') }).click();
      await expect(dialog).toBeHidden();
    });
  });
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/app has no serious or critical axe violations (${theme}, ${language})`, async ({ page }) => {
      await useLanguage(page, language, theme);
      await page.goto('/m/app');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(main(page).getByRole('region')).toHaveCount(2);
      // After the page transition's fade (spec §2: 300 ms), whose half-opaque text axe would measure.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
