/**
 * Four eyes in the back office (issue 21 points 3, 4 and 9; decision 0067) in Chromium at desktop
 * size, against the real server and the demo merchant's default approval threshold (10,000,000
 * VND): a finance staff member's adjustment above it waits; they cannot approve it themselves; a
 * second finance staff member approves it and the player's balance rises exactly once. A large
 * withdrawal needs two finance staff members, a small one one. A viewer and support are refused by
 * the server. No serious axe finding on the approvals page.
 */
import {
  APPROVALS_OPERATOR_PATHS,
  type ApprovalsPage,
  DEFAULT_APPROVAL_THRESHOLD,
  STAFF_CSRF_HEADER,
} from '@app/contract';
import type { Page } from '@playwright/test';
import { newUsername, PASSWORD, signInByApi, text } from './console-helpers';
import { DEMO_MERCHANT, expect, type Operator } from './fixtures';
import { severeAxeViolations } from './games-helpers';
import { type BankCardDetails, MemberWallet, registerMember, test } from './wallet-helpers';

const OPENING = 1_000_000;
const LARGE = DEFAULT_APPROVAL_THRESHOLD + 5_000_000;
const PAYMENT_PASSWORD = '246810';
const CARD: BankCardDetails = {
  bankName: 'Vietcombank',
  accountNumber: '0123456789',
  holderName: 'TRAN VAN E',
};
const APPROVALS = `/console/approvals?merchantCode=${DEMO_MERCHANT}`;
const QUEUE = `/console/money?merchantCode=${DEMO_MERCHANT}`;
const approvalsPath = (id?: number, decision?: 'approve' | 'reject') =>
  (id === undefined ? APPROVALS_OPERATOR_PATHS.approvals : APPROVALS_OPERATOR_PATHS[decision ?? 'approve'])
    .replace(':merchantCode', DEMO_MERCHANT)
    .replace(':approvalId', String(id));

const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });
/** Confirms the open Popconfirm (the closed ones stay in the page, hidden). */
const confirm = (page: Page) =>
  page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: 'OK' }).click();

/** A new staff member of the role, signed in on the page (its cookie jar): answers the CSRF token. */
async function signInAs(page: Page, operator: Operator, role: 'finance' | 'viewer' | 'support') {
  const username = newUsername(role);
  await operator.createStaff({ username, password: PASSWORD, role });
  await page.context().clearCookies();
  return { username, csrf: await signInByApi(page, username) };
}

/** The pending request of a member, as the server lists it to a staff member. */
async function pendingOf(page: Page, username: string) {
  const response = await page.request.get(approvalsPath(), { params: { status: 'pending', pageSize: 100 } });
  expect(response.status(), await response.text()).toBe(200);
  const { list } = (await response.json()).value as ApprovalsPage;
  return list.filter((approval) => approval.username === username);
}

test.describe('four eyes', () => {
  test('an adjustment above the threshold waits for a second finance member, then posts once', async ({
    page,
    request,
    operator,
    walletOperator,
  }) => {
    const member = await registerMember(request);
    await walletOperator.fund(member.username, OPENING);
    const wallet = new MemberWallet(request, member.token);

    const first = await signInAs(page, operator, 'finance');
    await page.goto(`/console/players/${member.username}?merchantCode=${DEMO_MERCHANT}`);
    await page.getByRole('button', { name: text('approvals.adjust') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text('approvals.amount', { currency: 'VND' })).fill(String(LARGE));
    await dialog.getByLabel(text('approvals.reason')).fill('goodwill after outage');
    await dialog.getByRole('button', { name: text('approvals.adjustSubmit') }).click();
    await expect(page.getByRole('status')).toContainText('sent for a second staff member');
    expect((await wallet.wallet()).sumBalance).toBe(OPENING);
    const [request1] = await pendingOf(page, member.username);
    expect(request1).toMatchObject({ kind: 'adjustment', amount: LARGE, status: 'pending' });

    // The one who asked sees it, cannot approve it, and is refused by the server too.
    await page.goto(APPROVALS);
    const own = rowOf(page, member.username);
    await expect(own).toContainText(text('approvals.ownRequest'));
    await expect(own.getByRole('button', { name: text('approvals.approve') })).toBeDisabled();
    const refused = await page.request.post(approvalsPath(request1?.id), {
      data: {},
      headers: { [STAFF_CSRF_HEADER]: first.csrf },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errorCode).toBe('APPROVAL_OWN_REQUEST');

    // A second finance member approves it from the console.
    const second = await signInAs(page, operator, 'finance');
    await page.goto(APPROVALS);
    const row = rowOf(page, member.username);
    await row.getByRole('button', { name: text('approvals.approve') }).click();
    await confirm(page);
    await expect(page.getByText(text('approvals.approved'))).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await wallet.wallet()).sumBalance).toBe(OPENING + LARGE);

    // A second approval is a conflict, and the balance rose once.
    const again = await page.request.post(approvalsPath(request1?.id), {
      data: {},
      headers: { [STAFF_CSRF_HEADER]: second.csrf },
    });
    expect(again.status()).toBe(409);
    expect((await wallet.wallet()).sumBalance).toBe(OPENING + LARGE);
    expect((await wallet.records('adjustment')).filter((record) => record.amount === LARGE)).toHaveLength(1);
    expect((await walletOperator.ledgerCheck()).ok).toBe(true);
  });

  test('a large withdrawal needs two finance members, a small one one', async ({
    page,
    request,
    operator,
    walletOperator,
  }) => {
    const member = await registerMember(request);
    await walletOperator.fund(member.username, LARGE + OPENING);
    const wallet = new MemberWallet(request, member.token);
    const card = await wallet.prepareWithdrawals(PAYMENT_PASSWORD, CARD);
    const large = await wallet.withdraw(LARGE, card.id, PAYMENT_PASSWORD);

    await signInAs(page, operator, 'finance');
    await page.goto(QUEUE);
    const row = rowOf(page, member.username);
    for (const step of ['money.review', 'money.approve'] as const) {
      await row.getByRole('button', { name: text(step) }).click();
      await confirm(page);
    }
    await expect(row).toContainText(text('approvals.awaitingSecond'));
    await expect(row).toContainText(text('money.withdrawalStatus.reviewing'));
    // The player still sees it under review.
    expect((await wallet.withdrawals()).find((entry) => entry.id === large.id)?.status).toBe('reviewing');

    await signInAs(page, operator, 'finance');
    await page.goto(QUEUE);
    await row.getByRole('button', { name: text('money.approve') }).click();
    await confirm(page);
    await expect(row).toContainText(text('money.withdrawalStatus.approved'));
    await expect(row).not.toContainText(text('approvals.awaitingSecond'));
    expect((await wallet.withdrawals()).find((entry) => entry.id === large.id)?.status).toBe('approved');

    // A small one: one finance member approves it at once.
    const small = await wallet.withdraw(300_000, card.id, PAYMENT_PASSWORD);
    await walletOperator.step(small.id, 'review');
    await page.reload();
    const smallRow = page
      .getByRole('row')
      .filter({ hasText: '300,000 VND' })
      .filter({ hasText: member.username });
    await smallRow.getByRole('button', { name: text('money.approve') }).click();
    await confirm(page);
    await expect(smallRow).toContainText(text('money.withdrawalStatus.approved'));
    expect((await wallet.withdrawals()).find((entry) => entry.id === small.id)?.status).toBe('approved');
  });

  test('a viewer and support are refused by the server; the page has no serious axe finding', async ({
    page,
    request,
    operator,
    walletOperator,
  }) => {
    const member = await registerMember(request);
    await walletOperator.fund(member.username, OPENING);
    const finance = await signInAs(page, operator, 'finance');
    const asked = await page.request.post(`/wps/operator/merchants/${DEMO_MERCHANT}/adjustments`, {
      data: {
        username: member.username,
        amount: LARGE,
        reason: 'roles',
        idempotencyKey: `e2e-${member.username}`,
      },
      headers: { [STAFF_CSRF_HEADER]: finance.csrf },
    });
    const { approvalId } = (await asked.json()).value;
    expect(approvalId).toEqual(expect.any(Number));

    for (const role of ['viewer', 'support'] as const) {
      const { csrf } = await signInAs(page, operator, role);
      const refused = await page.request.post(approvalsPath(approvalId), {
        data: {},
        headers: { [STAFF_CSRF_HEADER]: csrf },
      });
      expect(refused.status()).toBe(403);
    }
    // A viewer reads the page, with no action.
    await signInAs(page, operator, 'viewer');
    await page.goto(APPROVALS);
    const row = rowOf(page, member.username);
    await expect(row).toContainText(text('approvals.statusName.pending'));
    await expect(row.getByRole('button', { name: text('approvals.approve') })).toHaveCount(0);
    expect(await severeAxeViolations(page)).toEqual([]);
    expect((await new MemberWallet(request, member.token).wallet()).sumBalance).toBe(OPENING);
  });
});
