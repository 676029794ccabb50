// Issue 11: the site works under its Content-Security-Policy, which allows no inline style but the
// page's own <style> elements by hash, images and frames only from this site and the merchant's
// hosts, and forms only to this site (docs/decisions/0023). Any violation in the page or its game
// frame fails the test, as would a page the policy broke.
import { randomUUID } from 'node:crypto';
import { type DepositOrderCreated, HEADER, IDEMPOTENCY_KEY_HEADER, PAYMENTS_PATHS } from '@app/contract';
import type { Page } from '@playwright/test';
import { en, expect } from './fixtures';
import {
  GamesApi,
  gameCard,
  gameFrameModel,
  homeModel,
  launchFromCard,
  loggedIn,
  test,
} from './games-helpers';
import { MemberWallet, registerMember } from './wallet-helpers';

test.describe.configure({ timeout: 90_000 });

/** Every CSP violation the page and its frames report from their first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the pages and their policy: no inline style, merchant hosts only, forms to this site', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/m/home');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("form-action 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  // The demo brand's image CDN, and no other outside host.
  const { imageCDNs } = await new GamesApi(request).siteConfig();
  expect(policy).toContain(`img-src 'self' data: blob: ${imageCDNs.join(' ')};`);
  expect(policy).toContain("frame-src 'self';");

  await expect(homeModel(page).section('game_category_HOT')).toBeVisible();
  await expect(homeModel(page).carousel).toBeVisible();
  await page.goto('/m/login');
  await expect(page.getByLabel(en('username'))).toBeVisible();
  await page.goto('/m/register');
  await expect(page.getByRole('button', { name: en('register') }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a member launches a game: the frame opens without a violation', async ({ page, request }) => {
  const violations = await recordViolations(page);
  const member = await registerMember(request);
  const [game] = await new GamesApi(request, member.token).hot();
  if (!game) throw new Error('the seeded catalogue has no hot game');
  await loggedIn(page, member);
  await launchFromCard(
    gameCard(homeModel(page).section('game_category_HOT'), game.displayName || game.gameName),
    game,
  );
  await expect(gameFrameModel(page).notConnected.title).toBeVisible();
  expect(violations).toEqual([]);
});

test("the sandbox gateway's pay page: its own style applies, its form posts to this site", async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  const member = await registerMember(request);
  const channel = await new MemberWallet(request, member.token).sandboxChannel();
  const created = await request.post(PAYMENTS_PATHS.depositOrders, {
    data: { channelId: channel.id, amount: 100_000 },
    headers: { [HEADER.authorization]: member.token, [IDEMPOTENCY_KEY_HEADER]: `e2e-${randomUUID()}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { paymentUrl } = (await created.json()).value as DepositOrderCreated;
  await loggedIn(page, member);
  await page.goto(paymentUrl);
  const pay = page.getByRole('button', { name: 'Pay' });
  // The page's style applied: the green Pay button of its <style>, not the browser's grey one.
  await expect(pay).toHaveCSS('background-color', 'rgb(22, 163, 74)');
  await pay.click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=/);
  expect(violations).toEqual([]);
});
