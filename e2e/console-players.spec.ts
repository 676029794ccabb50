/**
 * The back office's players (issue 21 point 3) in Chromium at desktop size, against the real
 * server: a support staff member finds a member by username, opens their page, reads the balance
 * and the ledger, adds a note, locks them (the member's sign-in is then refused by the API) and
 * unlocks them; a viewer sees no lock and the server refuses a viewer's lock (403); no serious axe
 * finding on either page. The member is one of the test's own, not the seeded demo player: the
 * e2e server is shared by every spec, and a locked demo would fail the others' sign-ins.
 */
import {
  ACCOUNT_PATHS,
  ENCRYPTION_HEADER,
  ErrorCode,
  encryptBody,
  PLAYERS_OPERATOR_PATHS,
  type SecurityKeyValue,
  STAFF_CSRF_HEADER,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { newUsername, PASSWORD, signInByApi, text } from './console-helpers';
import { DEMO_MERCHANT, expect } from './fixtures';
import { severeAxeViolations } from './games-helpers';
import { CAPTCHA_ANSWER } from './server';
import { registerMember, test } from './wallet-helpers';

const PLAYERS = `/console/players?merchantCode=${DEMO_MERCHANT}`;

/** The member's password sign-in as the site sends it (encrypted), with the captcha when asked; its error code or null. */
async function signInError(
  request: APIRequestContext,
  member: { username: string; password: string },
  withCaptcha = false,
): Promise<string | null> {
  const key = (await (await request.get(ACCOUNT_PATHS.securityKey)).json()).value as SecurityKeyValue;
  const captcha = withCaptcha
    ? {
        captchaId: (await (await request.get(ACCOUNT_PATHS.captcha)).json()).value.captchaId,
        captcha: CAPTCHA_ANSWER,
      }
    : {};
  const sealed = encryptBody(key.publicKey, key.keyId, 'POST', ACCOUNT_PATHS.login, {
    username: member.username,
    password: member.password,
    ...captcha,
  });
  const response = await request.post(ACCOUNT_PATHS.login, {
    data: sealed.body,
    headers: { [ENCRYPTION_HEADER]: sealed.header },
  });
  const answer = await response.json();
  return answer.success ? null : answer.errorCode;
}

/** Types the reason into the open modal and confirms with its button. */
async function confirmWithReason(page: Page, button: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('players.reason')).fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the players', () => {
  test('support finds a member, reads the ledger, adds a note, locks and unlocks them', async ({
    page,
    request,
    operator,
    walletOperator,
  }) => {
    const member = await registerMember(request);
    await walletOperator.fund(member.username, 750_000);
    const support = newUsername('support');
    await operator.createStaff({ username: support, password: PASSWORD, role: 'support' });
    await signInByApi(page, support);

    await page.goto('/console/dashboard');
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: text('menu.players') })
      .click();
    await expect(page.getByRole('heading', { name: text('players.title') })).toBeVisible();
    await page.goto(PLAYERS);
    await page.getByLabel(text('players.query')).fill(member.username.toUpperCase());
    await page.getByLabel(text('players.query')).press('Enter');
    await expect(page).toHaveURL(new RegExp(`query=${member.username.toUpperCase()}`));
    const row = page.getByRole('row').filter({ hasText: member.username });
    await expect(row).toHaveCount(1);
    expect(await severeAxeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: member.username }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.username);
    await page.getByRole('tab', { name: text('players.tab.ledger') }).click();
    await expect(page.getByText('750,000 VND').first()).toBeVisible();
    const movement = page.getByRole('row').filter({ hasText: 'e2e opening balance' });
    await expect(movement).toContainText(text('players.recordType.adjustment'));
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: text('players.tab.notes') }).click();
    await page.getByLabel(text('players.notes.body'), { exact: true }).fill('Asked for a copy of the ID');
    await page.getByRole('button', { name: text('players.notes.add') }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Asked for a copy of the ID' })).toContainText(
      `staff:${support}`,
    );

    await page.getByRole('button', { name: text('players.lock'), exact: true }).click();
    await confirmWithReason(page, text('players.lock'), 'Shared account');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('players.status.disabled'));
    expect(await signInError(request, member)).toBe(ErrorCode.LOGIN_FAILED);

    await page.getByRole('button', { name: text('players.unlock'), exact: true }).click();
    await confirmWithReason(page, text('players.unlock'), 'Owner confirmed');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('players.status.active'));
    // The refused sign-in asks for the captcha next time; with it the member is let in.
    expect(await signInError(request, member, true)).toBeNull();
  });

  test('a viewer reads a player with no lock, and the server refuses a viewer lock', async ({
    page,
    request,
    operator,
  }) => {
    const member = await registerMember(request);
    const viewer = newUsername('viewer');
    await operator.createStaff({ username: viewer, password: PASSWORD, role: 'viewer' });
    const csrf = await signInByApi(page, viewer);

    await page.goto(`/console/players/${member.username}?merchantCode=${DEMO_MERCHANT}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.username);
    await expect(page.getByRole('button', { name: text('players.lock'), exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: text('players.tab.notes') }).click();
    await expect(page.getByRole('button', { name: text('players.notes.add') })).toHaveCount(0);
    expect(await severeAxeViolations(page)).toEqual([]);

    const lock = PLAYERS_OPERATOR_PATHS.lock
      .replace(':merchantCode', DEMO_MERCHANT)
      .replace(':username', member.username);
    const refused = await page.request.post(lock, {
      data: { reason: 'Trying' },
      headers: { [STAFF_CSRF_HEADER]: csrf },
    });
    expect(refused.status()).toBe(403);
    expect(await signInError(request, member)).toBeNull();
  });
});
