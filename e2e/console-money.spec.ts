/**
 * The back office's money queues (issue 21 point 4) in Chromium at desktop size, against the real
 * server: a member's withdrawal waits in the queue; a finance staff member reviews, approves and
 * pays it from the console, and the member's own list says paid; a viewer reads the same queue
 * with no action; no serious axe finding on the page.
 */
import type { Withdrawal } from '@app/contract';
import type { Page } from '@playwright/test';
import { newUsername, PASSWORD, signInByApi, text } from './console-helpers';
import { DEMO_MERCHANT, expect } from './fixtures';
import { severeAxeViolations } from './games-helpers';
import {
  type BankCardDetails,
  MemberWallet,
  registerMember,
  test,
  type WalletOperator,
} from './wallet-helpers';

const PAYMENT_PASSWORD = '246810';
const CARD: BankCardDetails = {
  bankName: 'Vietcombank',
  accountNumber: '0123456789',
  holderName: 'NGUYEN VAN Q',
};
const AMOUNT = 300_000;
/** The demo merchant's VND has no minor digits: the console writes it whole, in English. */
const AMOUNT_SHOWN = '300,000 VND';
const QUEUE = `/console/money?merchantCode=${DEMO_MERCHANT}`;

/** A new member of its own, funded by the house, with one withdrawal submitted as the site does it. */
async function memberWithWithdrawal(
  request: Parameters<typeof registerMember>[0],
  walletOperator: WalletOperator,
): Promise<{ username: string; wallet: MemberWallet; withdrawal: Withdrawal }> {
  const member = await registerMember(request);
  await walletOperator.fund(member.username, 1_000_000);
  const wallet = new MemberWallet(request, member.token);
  const card = await wallet.prepareWithdrawals(PAYMENT_PASSWORD, CARD);
  const withdrawal = await wallet.withdraw(AMOUNT, card.id, PAYMENT_PASSWORD);
  return { username: member.username, wallet, withdrawal };
}

const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });

/** Confirms the open Popconfirm (the closed ones stay in the page, hidden). */
const confirm = (page: Page) =>
  page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: 'OK' }).click();

test.describe('the money queues', () => {
  test('a finance staff member reviews, approves and pays a withdrawal; the member sees it paid', async ({
    page,
    request,
    operator,
    walletOperator,
  }) => {
    const { username, wallet, withdrawal } = await memberWithWithdrawal(request, walletOperator);
    const finance = newUsername('finance');
    await operator.createStaff({ username: finance, password: PASSWORD, role: 'finance' });
    await signInByApi(page, finance);

    await page.goto('/console/audit');
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: text('menu.money') })
      .click();
    await expect(page.getByRole('heading', { name: text('money.title') })).toBeVisible();
    await page.goto(QUEUE);
    const row = rowOf(page, username);
    await expect(row).toContainText(AMOUNT_SHOWN);
    await expect(row).toContainText(text('money.withdrawalStatus.submitted'));
    await expect(row).toContainText('**** 6789');

    for (const [step, status] of [
      ['money.review', 'money.withdrawalStatus.reviewing'],
      ['money.approve', 'money.withdrawalStatus.approved'],
    ] as const) {
      await row.getByRole('button', { name: text(step) }).click();
      await confirm(page);
      await expect(row).toContainText(text(status));
    }
    // The timeline the player sees, step by step.
    await row.getByRole('button', { name: /expand/i }).click();
    const timeline = page
      .locator('.ant-timeline')
      .filter({ hasText: text('money.withdrawalStatus.reviewing') });
    await expect(timeline).toContainText(text('money.withdrawalStatus.submitted'));
    await expect(timeline).toContainText(text('money.withdrawalStatus.approved'));

    await row.getByRole('button', { name: text('money.pay') }).click();
    await confirm(page);
    // Paid waits on no one: it leaves the default queue.
    await expect(row).toHaveCount(0);
    await page.goto(`${QUEUE}&status=paid`);
    await expect(rowOf(page, username)).toContainText(text('money.withdrawalStatus.paid'));

    // What the server stored, as the member's own list and the operator API say it.
    const [mine] = await wallet.withdrawals();
    expect(mine).toMatchObject({ id: withdrawal.id, status: 'paid' });
    expect(await walletOperator.withdrawalOf(username)).toMatchObject({ id: withdrawal.id, status: 'paid' });
  });

  test('a viewer reads the queue with no action, and the page has no serious axe finding', async ({
    page,
    request,
    operator,
    walletOperator,
  }) => {
    const { username } = await memberWithWithdrawal(request, walletOperator);
    const viewer = newUsername('viewer');
    await operator.createStaff({ username: viewer, password: PASSWORD, role: 'viewer' });
    await signInByApi(page, viewer);

    await page.goto(QUEUE);
    const row = rowOf(page, username);
    await expect(row).toContainText(AMOUNT_SHOWN);
    await expect(page.getByRole('columnheader', { name: text('money.actions') })).toHaveCount(0);
    for (const action of ['money.review', 'money.approve', 'money.pay', 'money.reject'] as const)
      await expect(page.getByRole('button', { name: text(action), exact: true })).toHaveCount(0);
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: text('money.deposits') }).click();
    await expect(page).toHaveURL(/tab=deposits/);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
