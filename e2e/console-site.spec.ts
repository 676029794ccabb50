/**
 * The back office's site and games pages (issue 21 point 6, decision 0070) in Chromium at desktop
 * size, against a server of their own (maintenance and hot games are merchant-wide): an admin
 * turns maintenance on with a message and the player API reports it, then turns it off; a bad
 * download address is refused with the server's error under its field; content staff mark a game
 * hot first in its list and the public hot list has it; a viewer sees the forms read-only and the
 * server refuses their PATCH; no serious axe finding on either page.
 */
import { HEADER, type OperatorGame, STAFF_CSRF_HEADER } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { newUsername, PASSWORD, signInByApi, text } from './console-helpers';
import { DEMO_MERCHANT, expect, testOnOwnServer } from './fixtures';
import { severeAxeViolations } from './games-helpers';

const test = testOnOwnServer.extend<{ operatorApi: APIRequestContext }>({
  operatorApi: async ({ server, playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
    });
    await use(api);
    await api.dispose();
  },
});

const SITE = `/console/site?merchant=${DEMO_MERCHANT}`;
const GAMES = `/console/games?merchant=${DEMO_MERCHANT}`;

/** The section's card, by its heading. */
const section = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

const systemStatus = async (request: APIRequestContext) =>
  (await (await request.get('/wps/system/status', { headers: { merchant: DEMO_MERCHANT } })).json())
    .value as {
    maintenance: boolean;
    info: string;
  };

test.describe('the site and games pages', () => {
  test('an admin turns maintenance on with a message, the player API reports it, and turns it off', async ({
    page,
    request,
    operator,
  }) => {
    const admin = newUsername('admin');
    await operator.createStaff({ username: admin, password: PASSWORD, role: 'admin' });
    await signInByApi(page, admin);

    await page.goto('/console/dashboard');
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: text('menu.site') })
      .click();
    await expect(page).toHaveURL(/\/console\/site\?merchant=DEMO/);
    const access = section(page, text('site.section.access'));
    // The admin's editable forms, as they load.
    await expect(access.getByRole('button', { name: text('site.save') })).toBeEnabled();
    expect(await severeAxeViolations(page)).toEqual([]);
    await access.getByRole('switch', { name: text('site.maintenance') }).click();
    await access.getByLabel(text('site.maintenanceInfo')).fill('Back at 10:00 UTC');
    await access.getByRole('button', { name: text('site.save') }).click();
    await expect(page.getByText(text('site.saved'))).toBeVisible();
    expect(await systemStatus(request)).toMatchObject({ maintenance: true, info: 'Back at 10:00 UTC' });

    await access.getByRole('switch', { name: text('site.maintenance') }).click();
    await access.getByRole('button', { name: text('site.save') }).click();
    await expect.poll(async () => (await systemStatus(request)).maintenance).toBe(false);
    await expect(access.getByRole('switch', { name: text('site.maintenance') })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test("a bad download address shows the server's error under its field, and nothing is stored", async ({
    page,
    operator,
    operatorApi,
  }) => {
    const admin = newUsername('admin');
    await operator.createStaff({ username: admin, password: PASSWORD, role: 'admin' });
    await signInByApi(page, admin);
    const settingsUrl = `/wps/operator/merchants/${DEMO_MERCHANT}/settings`;
    const before = (await (await operatorApi.get(settingsUrl)).json()).value.config.resources;

    await page.goto(SITE);
    await page.getByRole('tab', { name: text('site.section.downloads') }).click();
    const downloads = section(page, text('site.section.downloads'));
    const second = downloads.getByLabel(text('site.resourceUrl')).nth(1);
    await second.fill('http://download.example/app.apk');
    await downloads.getByRole('button', { name: text('site.save') }).click();

    await expect(
      downloads.getByText(text('error.fieldRejected', { detail: 'must be an https:// address' })),
    ).toBeVisible();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(downloads.getByLabel(text('site.resourceUrl')).first()).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect((await (await operatorApi.get(settingsUrl)).json()).value.config.resources).toEqual(before);
  });

  test('content staff put a game first and mark it hot; the public hot list has it', async ({
    page,
    request,
    operator,
    operatorApi,
  }) => {
    const gamesUrl = `/wps/operator/merchants/${DEMO_MERCHANT}/games`;
    const [game] = (await (await operatorApi.get(gamesUrl, { params: { isHot: false, pageSize: 1 } })).json())
      .value.list as OperatorGame[];
    if (!game) throw new Error('the demo has no game that is not hot');
    const content = newUsername('content');
    await operator.createStaff({ username: content, password: PASSWORD, role: 'content' });
    await signInByApi(page, content);

    await page.goto(GAMES);
    await page.getByLabel(text('games.search')).fill(game.gameName);
    await page.getByLabel(text('games.search')).press('Enter');
    const row = page.getByRole('row').filter({ hasText: game.gameCode });
    await expect(row).toHaveCount(1);
    const order = row.getByLabel(`${text('games.sortOrder')}: ${game.gameName}`);
    await order.fill('0');
    await order.press('Enter');
    await expect
      .poll(async () => row.getByLabel(`${text('games.sortOrder')}: ${game.gameName}`).inputValue())
      .toBe('0');
    const hot = row.getByRole('switch', { name: `${text('games.hot')}: ${game.gameName}` });
    await hot.click();
    await expect(hot).toHaveAttribute('aria-checked', 'true');

    const hotList = async () =>
      (
        (
          await (
            await request.get('/wps/game/hot', {
              headers: { merchant: DEMO_MERCHANT },
              params: { gameType: game.gameType },
            })
          ).json()
        ).value.list as { nodeId: string }[]
      ).map((entry) => entry.nodeId);
    await expect.poll(hotList).toContain(game.nodeId);
    expect(await severeAxeViolations(page)).toEqual([]);

    // Left as the demo had it.
    await operatorApi.patch(`${gamesUrl}/${game.nodeId}`, {
      data: { isHot: false, sortOrder: game.sortOrder },
    });
  });

  test('a viewer sees the site read-only and the server refuses their change', async ({ page, operator }) => {
    const viewer = newUsername('viewer');
    await operator.createStaff({ username: viewer, password: PASSWORD, role: 'viewer' });
    const csrf = await signInByApi(page, viewer);

    await page.goto(SITE);
    const access = section(page, text('site.section.access'));
    await expect(page.getByText(text('site.readOnly'))).toBeVisible();
    await expect(access.getByRole('switch', { name: text('site.maintenance') })).toBeDisabled();
    await expect(access.getByLabel(text('site.maintenanceInfo'))).toBeDisabled();
    await expect(page.getByRole('button', { name: text('site.save') })).toHaveCount(0);
    expect(await severeAxeViolations(page)).toEqual([]);

    const refused = await page.request.patch(`/wps/operator/merchants/${DEMO_MERCHANT}/access`, {
      headers: { [STAFF_CSRF_HEADER]: csrf },
      data: { maintenance: true },
    });
    expect(refused.status()).toBe(403);

    await page.goto(GAMES);
    await expect(page.getByRole('switch').first()).toBeDisabled();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
