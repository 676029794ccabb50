// Issue 10 (docs/decisions/0017) in the browser: the per-IP limit counts API calls only, so a phone
// loads the home page's 40+ files on an API budget smaller than that; a navigation over the page
// limit shows the busy page in the browser's language, with a retry link, and comes back by itself.
import type { Response } from '@playwright/test';
import { BUSY_PAGE_TEXTS } from '../apps/server/src/plugins/busy-page-texts';
import { en, expect, testOnServerWith } from './fixtures';
import { gameCards, homeModel } from './games-helpers';

/** More than the home page's API calls, fewer than its files: counting the files would break the page. */
const API_MAX = 20;
/** One page load per window: the second navigation is over the limit. */
const PAGE_MAX = 1;
/** Long enough for a slow home page load to end inside it; the busy page then waits out the rest. */
const WINDOW_MS = 45_000;

const test = testOnServerWith({
  RATE_LIMIT_MAX: String(API_MAX),
  PAGE_RATE_LIMIT_MAX: String(PAGE_MAX),
  RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
});
// The browser asks for Vietnamese (Accept-Language: vi-VN); the site itself starts in English.
test.use({ locale: 'vi-VN' });

const VI = BUSY_PAGE_TEXTS.VI;

test('a phone loads home on a small API budget; a navigation over the page limit gets the busy page', async ({
  page,
  baseURL,
}) => {
  // The busy page waits out the rest of the window before it retries.
  test.setTimeout(WINDOW_MS * 2 + 30_000);
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));

  await page.goto('/m/home');
  await expect(gameCards(homeModel(page).section('game_category_HOT')).first()).toBeVisible();
  await expect(homeModel(page).carousel).toBeVisible();
  await page.waitForLoadState('networkidle');

  const pathOf = (response: Response) => new URL(response.url()).pathname;
  const ours = responses.filter((response) => response.url().startsWith(`${baseURL}/`));
  const apiCalls = ours.filter((response) => {
    const path = pathOf(response);
    return path.startsWith('/wps/') && !path.startsWith('/wps/art/');
  });
  const files = ours.filter((response) => !apiCalls.includes(response));
  expect(ours.length).toBeGreaterThanOrEqual(40);
  expect(files.length).toBeGreaterThan(API_MAX);
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.length).toBeLessThan(API_MAX);
  expect(
    ours
      .filter((response) => response.status() >= 400)
      .map((response) => `${response.status()} ${pathOf(response)}`),
  ).toEqual([]);
  // The API budget is still there for the page's next calls.
  expect(await page.evaluate(async () => (await fetch('/wps/system/status')).status)).toBe(200);

  const limited = await page.goto('/m/login?from=home');
  expect(limited?.status()).toBe(429);
  const retryAfter = Number(await limited?.headerValue('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  await expect(page).toHaveTitle(VI.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: VI.title })).toBeVisible();
  await expect(page.getByText(VI.message, { exact: true })).toBeVisible();
  const retry = page.getByRole('link', { name: VI.retry, exact: true });
  await expect(retry).toHaveAttribute('href', '/m/login?from=home');

  // The link asks again: still limited within the window.
  const [again] = await Promise.all([
    page.waitForEvent('response', (r) => pathOf(r) === '/m/login'),
    retry.click(),
  ]);
  expect(again.status()).toBe(429);
  await expect(page.getByRole('heading', { level: 1, name: VI.title })).toBeVisible();

  // Once the window has passed, the page retries by itself and the site's login screen shows.
  await expect(page.getByRole('link', { name: en('forgot_password') })).toBeVisible({
    timeout: WINDOW_MS + 10_000,
  });
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/m/login?from=home');
});
