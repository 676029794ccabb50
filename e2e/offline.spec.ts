// The installable web app and offline behaviour (issue 17 points 2, 3 and 5; decision 0050): the
// site passes Chromium's installability check with the merchant's manifest; after one visit an
// offline reload shows the branded shell with the offline message and a retry; offline, a screen
// visited before opens and one never loaded says it could not be loaded and loads on retry once
// the connection is back; the service worker answers no API call, and a money call tapped offline
// is never sent later.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENTS_PATHS } from '@app/contract';
import type { Page } from '@playwright/test';
import { field } from './accounts';
import { chooseLook, en, expect, layout, test, textsOf } from './fixtures';
import { severeAxeViolations } from './games-helpers';

/**
 * Resolves once the service worker controls the page and every file of the site the page has
 * loaded is in its caches (the precache or the assets cache): from then on the page works offline.
 */
async function workerKeepsThePage(page: Page) {
  // Polled from here (waitForFunction takes a promise for a truthy answer); the answer names what
  // is missing. The worker's install downloads the shell: slow on a loaded machine.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return ['(no controlling worker)'];
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/m/assets/'));
          if (loaded.length === 0) return ['(nothing loaded)'];
          const kept = await Promise.all(loaded.map((url) => caches.match(url)));
          return loaded.filter((_url, index) => !kept[index]);
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

const loginButton = (page: Page) => page.getByRole('button', { name: en('login'), exact: true });
const offlineMessage = (page: Page) => page.getByRole('status').getByText(en('toast_offline'));

test.describe('installable web app', () => {
  // The service worker's install downloads the shell first: slow on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test("Chromium's installability check passes with the merchant's manifest, and /m/app offers Install", async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // A browser profile on disk: Playwright's usual contexts are incognito, which Chromium never
    // offers to install into ('in-incognito'), whatever the site.
    const profile = await mkdtemp(join(tmpdir(), 'e2e-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use,
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/m/home');
      await workerKeepsThePage(page);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link ? (await fetch(link.href)).json() : null;
      });
      expect(manifest).toMatchObject({ name: 'Lucky Mobile', display: 'standalone', scope: '/m/' });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      // The browser now offers installation, and /m/app says so with its Install button.
      await page.goto('/m/app');
      await expect(page.getByRole('button', { name: en('app_install_button') })).toBeVisible();
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

test.describe('offline', () => {
  // The service worker's install downloads the shell first: slow on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('after one visit, an offline reload shows the branded shell with the offline message and a retry', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home');
    await expect(loginButton(page)).toBeVisible();
    await workerKeepsThePage(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Mobile' })).toBeVisible();
    await expect(offlineMessage(page)).toBeVisible();
    await expect(page.getByRole('button', { name: en('retry') })).toBeVisible();
    // The app itself runs: its home with the login button, from the worker's caches.
    await expect(loginButton(page)).toBeVisible();

    await context.setOffline(false);
    await expect(offlineMessage(page)).toHaveCount(0);
  });

  test('offline, a screen visited before opens; one never loaded says so and loads on retry once online', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home');
    await workerKeepsThePage(page);
    // Visited once online (the login screen's files are kept as they load).
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(field(page, 'username')).toBeVisible();
    await page.goBack();
    await expect(loginButton(page)).toBeVisible();

    await context.setOffline(true);
    await loginButton(page).click();
    await expect(field(page, 'username')).toBeVisible();
    await page.goBack();

    // Promotions were never opened: their code cannot load offline.
    await layout(page).footerEntry('nav_promotion').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    const failed = page.getByRole('alert').filter({ hasText: en('page_load_failed') });
    await expect(failed).toBeVisible();
    await context.setOffline(false);
    await failed.getByRole('button', { name: en('retry') }).click();
    await expect(failed).toHaveCount(0);
    await expect(layout(page).title).toHaveText(en('title_promotion'));

    // A full page load of a visited address offline: the worker's shell starts the app there.
    await context.setOffline(true);
    await page.goto('/m/login');
    await expect(field(page, 'username')).toBeVisible();
    await expect(offlineMessage(page)).toBeVisible();
  });

  test('the service worker answers no API call, and a money call made offline is never sent later', async ({
    page,
    context,
  }) => {
    const apiRequests: { method: string; url: string; fromWorker: boolean }[] = [];
    context.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/wps/')) return;
      const response = await request.response();
      apiRequests.push({
        method: request.method(),
        url: url.pathname,
        fromWorker: !!response?.fromServiceWorker(),
      });
    });
    await page.goto('/m/home');
    await workerKeepsThePage(page);
    await page.reload();
    await expect(loginButton(page)).toBeVisible();
    await expect.poll(() => apiRequests.length).toBeGreaterThan(0);
    expect(apiRequests.filter((request) => request.fromWorker)).toEqual([]);

    await context.setOffline(true);
    const sent = await page.evaluate(
      (url) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
          () => 'sent',
          () => 'failed',
        ),
      PAYMENTS_PATHS.depositOrders,
    );
    expect(sent).toBe('failed');
    await context.setOffline(false);
    // Time for a queued request to go out, were one queued (a background sync fires on reconnect).
    await page.waitForTimeout(3_000);
    expect(apiRequests.filter((request) => request.url === PAYMENTS_PATHS.depositOrders)).toEqual([]);
  });

  for (const look of [
    { theme: 'dark', language: 'EN' },
    { theme: 'light', language: 'EN' },
    { theme: 'dark', language: 'AR' },
  ] as const) {
    test(`the offline shell and a screen that cannot load pass axe (${look.theme}, ${look.language})`, async ({
      page,
      context,
    }) => {
      const texts = textsOf(look.language);
      await page.goto('/m/home');
      await chooseLook(page, look);
      await page.reload();
      await workerKeepsThePage(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('status').getByText(texts('toast_offline'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', look.language === 'AR' ? 'rtl' : 'ltr');
      expect(await severeAxeViolations(page)).toEqual([]);
      await layout(page, texts).footerEntry('nav_promotion').click();
      await expect(page.getByRole('alert').getByText(texts('page_load_failed'))).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
