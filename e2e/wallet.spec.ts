// Issue 4 (wallet and money) in the browser: a deposit through the sandbox payment gateway and the
// balance on home; a withdrawal with its payment password, bank card, held amount and timeline
// while an operator reviews, approves and pays it (or rejects it); the account record and its type
// filter; a trial account refused. Each test registers a member of its own through the API and
// checks what the server stored beside what the player sees.
import { ErrorCode, HEADER, IDEMPOTENCY_KEY_HEADER, PAYMENTS_PATHS } from '@app/contract';
import type { Locator, Page } from '@playwright/test';
import { field, logIn, newMobile, requestSmsCode, storedSession } from './accounts';
import { en, expect, layout, openSidebar } from './fixtures';
import {
  type BankCardDetails,
  homeBalance,
  MemberWallet,
  type RegisteredMember,
  registerMember,
  shown,
  shownWithSymbol,
  summaryAmount,
  test,
} from './wallet-helpers';

// Whole flows over several screens, the gateway and the operator, on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PAYMENT_PASSWORD = '246810';
const CARD: BankCardDetails = {
  bankName: 'Vietcombank',
  accountNumber: '0123456789',
  holderName: 'NGUYEN VAN E',
};
/** How every screen and the server show the card: the bank and the last four digits. */
const MASKED_CARD = `${CARD.bankName} **** 6789`;

/** Logs the member in on /m/login, as a player does, and lands at home. */
async function loggedInMember(page: Page, member: RegisteredMember) {
  await logIn(page, member.username, member.password);
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Opens a wallet screen from the right-hand sidebar, as a player does. */
async function openFromSidebar(page: Page, titleKey: 'title_deposit' | 'title_withdraw') {
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('button', { name: en(titleKey), exact: true }).click();
}

const withdrawalsList = (page: Page) => page.getByRole('region', { name: en('my_withdrawals') });

/** One step of a withdrawal's timeline (antd-mobile Steps), by its status. */
const timelineStep = (withdrawal: Locator, status: string) =>
  withdrawal
    .locator('.adm-step')
    .filter({ has: withdrawal.page().getByText(en(`withdrawal_status_${status}`), { exact: true }) });

/** The steps reached, each with the time it happened; the ones still ahead, without. */
async function expectTimeline(withdrawal: Locator, reached: string[], ahead: string[]) {
  await expect(withdrawal.locator('.adm-step')).toHaveCount(reached.length + ahead.length);
  for (const status of reached) {
    const step = timelineStep(withdrawal, status);
    await expect(step).toHaveClass(/adm-step-status-(finish|process|error)/);
    await expect(step.locator('time')).toHaveCount(1);
  }
  for (const status of ahead) {
    const step = timelineStep(withdrawal, status);
    await expect(step).toHaveClass(/adm-step-status-wait/);
    await expect(step.locator('time')).toHaveCount(0);
  }
}

test('deposit through the sandbox gateway: the balance on home rises by exactly the amount', async ({
  page,
  request,
  walletOperator,
}) => {
  const opening = 1_234_567;
  const amount = 200_000;
  const member = await registerMember(request);
  await walletOperator.fund(member.username, opening);
  const wallet = new MemberWallet(request, member.token);
  const channel = await wallet.sandboxChannel();

  await loggedInMember(page, member);
  await expect(homeBalance(page)).toHaveText(shown(opening));

  await openFromSidebar(page, 'title_deposit');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(summaryAmount(page, 'balance')).toHaveText(shownWithSymbol(opening));
  // The gateway channel is chosen first, its limits shown in the wallet's currency.
  const form = page.getByRole('region', { name: channel.name });
  await expect(form).toContainText(
    en('amount_range')
      .replace('{{min}}', shownWithSymbol(channel.min))
      .replace('{{max}}', shownWithSymbol(channel.max)),
  );
  await field(page, 'amount').fill(String(amount));
  await form.getByRole('button', { name: en('deposit_pay_now') }).click();

  // The gateway's own payment page, like a foreign site's, at a signed link that only the order's
  // payer gets (docs/decisions/0019).
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  await expect(page.getByText(`${shown(amount)} VND`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the site, which waits for the gateway's signed callback and then shows the credit.
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('order');
  const order = page.getByRole('region', { name: en('deposit_order') });
  await expect(order).toContainText(shownWithSymbol(amount));
  await expect(order).toContainText(en('order_status_completed'));
  await expect(order).toContainText(
    en('deposit_new_balance').replace('{{amount}}', shownWithSymbol(opening + amount)),
  );

  await layout(page).footerEntry('nav_home').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeBalance(page)).toHaveText(shown(opening + amount));

  // What the server stored: the order completed, one deposit in the record, the books balanced.
  expect(await wallet.depositOrders()).toEqual([
    expect.objectContaining({ orderId, kind: 'sandbox', amount, status: 'completed' }),
  ]);
  expect(await wallet.wallet()).toMatchObject({ sumBalance: opening + amount, held: 0, currency: 'VND' });
  expect(await wallet.records('deposit')).toEqual([
    expect.objectContaining({ kind: 'deposit', amount, balanceAfter: opening + amount }),
  ]);
  expect((await walletOperator.ledgerCheck()).violations).toEqual([]);
});

test('withdrawal: payment password, bank card, the hold; the operator reviews, approves and pays; the timeline follows', async ({
  page,
  request,
  walletOperator,
}) => {
  const opening = 1_000_000;
  const amount = 300_000;
  const member = await registerMember(request);
  await walletOperator.fund(member.username, opening);
  const wallet = new MemberWallet(request, member.token);

  await loggedInMember(page, member);
  await openFromSidebar(page, 'title_withdraw');
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(summaryAmount(page, 'withdrawable')).toHaveText(shownWithSymbol(opening));
  await expect(summaryAmount(page, 'held_amount')).toHaveText(shownWithSymbol(0));
  await expect(withdrawalsList(page)).toContainText(en('no_records'));

  // First a payment password, then a card bound with it, then the withdrawal form.
  await expect(page.getByRole('heading', { name: en('set_payment_password') })).toBeVisible();
  await field(page, 'payment_password').fill(PAYMENT_PASSWORD);
  await field(page, 'confirm_payment_password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: en('confirm'), exact: true }).click();

  await expect(page.getByRole('heading', { name: en('bind_bank_card') })).toBeVisible();
  await field(page, 'bank_name').fill(CARD.bankName);
  await field(page, 'account_number').fill(CARD.accountNumber);
  await field(page, 'holder_name').fill(CARD.holderName);
  await field(page, 'payment_password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: en('bind_bank_card') }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: en('title_withdraw'), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(MASKED_CARD)).toBeVisible();
  await field(page, 'amount').fill(String(amount));
  await field(page, 'payment_password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: en('withdraw_now'), exact: true }).click();
  await expect(page.getByText(en('withdrawal_submitted'))).toBeVisible();

  // The amount is held at once: no longer withdrawable, shown on hold, the request submitted.
  await expect(summaryAmount(page, 'withdrawable')).toHaveText(shownWithSymbol(opening - amount));
  await expect(summaryAmount(page, 'held_amount')).toHaveText(shownWithSymbol(amount));
  const withdrawal = withdrawalsList(page).getByRole('article');
  await expect(withdrawal).toHaveCount(1);
  await expect(withdrawal).toContainText(shownWithSymbol(amount));
  await expect(withdrawal).toContainText(MASKED_CARD);
  await expectTimeline(withdrawal, ['submitted'], ['reviewing', 'approved', 'paid']);

  const requested = await walletOperator.withdrawalOf(member.username);
  expect(requested).toMatchObject({
    amount,
    status: 'submitted',
    bankCard: { bankName: CARD.bankName, accountNumber: '**** 6789', holderName: CARD.holderName },
  });
  expect(await wallet.wallet()).toMatchObject({ sumBalance: opening - amount, held: amount });

  // Each operator step shows in the player's timeline when the screen is opened again.
  const steps = [
    ['review', 'reviewing'],
    ['approve', 'approved'],
    ['pay', 'paid'],
  ] as const;
  const path = ['submitted', 'reviewing', 'approved', 'paid'];
  for (const [step, status] of steps) {
    expect((await walletOperator.step(requested.id, step)).status).toBe(status);
    await page.reload();
    await expect(withdrawal.getByText(en(`withdrawal_status_${status}`)).first()).toBeVisible();
    const reached = path.slice(0, path.indexOf(status) + 1);
    await expectTimeline(withdrawal, reached, path.slice(reached.length));
  }

  // Paid: the hold has left the wallet for good; the balance is the old one less the amount.
  await expect(summaryAmount(page, 'withdrawable')).toHaveText(shownWithSymbol(opening - amount));
  await expect(summaryAmount(page, 'held_amount')).toHaveText(shownWithSymbol(0));
  await layout(page).footerEntry('nav_home').click();
  await expect(homeBalance(page)).toHaveText(shown(opening - amount));

  expect(await wallet.wallet()).toMatchObject({ sumBalance: opening - amount, held: 0 });
  const [stored] = await wallet.withdrawals();
  expect(stored?.timeline.map((event) => event.status)).toEqual(path);
  expect((await walletOperator.ledgerCheck()).violations).toEqual([]);
});

test('account record: the deposit and the withdrawal, narrowed by the type filter', async ({
  page,
  request,
  walletOperator,
}) => {
  const deposit = 200_000;
  const amount = 150_000;
  const member = await registerMember(request);
  const wallet = new MemberWallet(request, member.token);
  await wallet.depositThroughGateway(deposit);
  const card = await wallet.prepareWithdrawals(PAYMENT_PASSWORD, CARD);
  const requested = await wallet.withdraw(amount, card.id, PAYMENT_PASSWORD);
  for (const step of ['review', 'approve', 'pay'] as const) await walletOperator.step(requested.id, step);

  await loggedInMember(page, member);
  await page.goto('/m/transaction/record');
  const rows = page.locator('.adm-list-item');
  const depositRow = rows.filter({ hasText: en('record_kind_deposit') });
  const withdrawalRow = rows.filter({ hasText: en('record_kind_withdrawal_hold') });
  // Newest first, each with its signed amount, the balance after it and its status.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(en('record_kind_withdrawal_hold'));
  await expect(depositRow).toContainText(`+${shown(deposit)}`);
  await expect(depositRow).toContainText(en('balance_after').replace('{{amount}}', shown(deposit)));
  await expect(depositRow).toContainText(en('order_status_completed'));
  await expect(withdrawalRow).toContainText(`-${shown(amount)}`);
  await expect(withdrawalRow).toContainText(
    en('balance_after').replace('{{amount}}', shown(deposit - amount)),
  );
  await expect(withdrawalRow).toContainText(en('withdrawal_status_paid'));

  const tab = (type: string) => page.getByRole('tab', { name: en(`record_type_${type}`), exact: true });
  await tab('deposit').click();
  await expect(rows).toHaveCount(1);
  await expect(depositRow).toHaveCount(1);
  await tab('withdrawal').click();
  await expect(rows).toHaveCount(1);
  await expect(withdrawalRow).toHaveCount(1);
  await tab('bet').click();
  await expect(page.getByText(en('no_records'))).toBeVisible();
  await expect(rows).toHaveCount(0);
  await tab('all').click();
  await expect(rows).toHaveCount(2);

  expect((await wallet.records()).map((record) => record.kind)).toEqual(['withdrawal_hold', 'deposit']);
  expect(await wallet.records('withdrawal')).toEqual([
    expect.objectContaining({ amount: -amount, balanceAfter: deposit - amount, status: 'paid' }),
  ]);
});

test('a trial account is refused deposit and withdrawal with the spec message and sees no form', async ({
  page,
  request,
}) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('trial_play') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const { token } = await storedSession(page);

  await openFromSidebar(page, 'title_deposit');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByText(en('error_not_real_account'))).toBeVisible();
  expect(en('error_not_real_account')).toBe('Please login an actual account to use this function');
  await expect(page.getByRole('heading', { name: en('deposit_channel') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('deposit_pay_now') })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto('/m/withdraw');
  await expect(page.getByText(en('error_not_real_account'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('withdraw_now') })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // The server refuses it too, whatever a client sends.
  const refused = await request.post(PAYMENTS_PATHS.depositOrders, {
    data: { channelId: 'SANDBOX', amount: 100_000 },
    headers: { [HEADER.authorization]: token, [IDEMPOTENCY_KEY_HEADER]: `e2e-trial-${Date.now()}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    success: false,
    errorCode: ErrorCode.NOT_REAL_ACCOUNT,
    message: en('error_not_real_account'),
  });
});

test('a rejected withdrawal shows its reason and the hold returns to the balance', async ({
  page,
  request,
  walletOperator,
}) => {
  const opening = 800_000;
  const amount = 250_000;
  const reason = 'The account holder does not match the member';
  const member = await registerMember(request);
  await walletOperator.fund(member.username, opening);
  const wallet = new MemberWallet(request, member.token);
  const card = await wallet.prepareWithdrawals(PAYMENT_PASSWORD, CARD);
  const requested = await wallet.withdraw(amount, card.id, PAYMENT_PASSWORD);

  await loggedInMember(page, member);
  await expect(homeBalance(page)).toHaveText(shown(opening - amount));
  await openFromSidebar(page, 'title_withdraw');
  await expect(summaryAmount(page, 'held_amount')).toHaveText(shownWithSymbol(amount));
  const withdrawal = withdrawalsList(page).getByRole('article');
  await expectTimeline(withdrawal, ['submitted'], ['reviewing', 'approved', 'paid']);

  await walletOperator.step(requested.id, 'review');
  expect((await walletOperator.step(requested.id, 'reject', reason)).status).toBe('rejected');
  await page.reload();

  // The steps it reached, then the rejection with its reason; nothing ahead any more.
  await expect(withdrawal.getByText(en('withdrawal_status_rejected')).first()).toBeVisible();
  await expectTimeline(withdrawal, ['submitted', 'reviewing', 'rejected'], []);
  await expect(timelineStep(withdrawal, 'rejected')).toHaveClass(/adm-step-status-error/);
  await expect(timelineStep(withdrawal, 'rejected')).toContainText(reason);
  await expect(summaryAmount(page, 'withdrawable')).toHaveText(shownWithSymbol(opening));
  await expect(summaryAmount(page, 'held_amount')).toHaveText(shownWithSymbol(0));
  await layout(page).footerEntry('nav_home').click();
  await expect(homeBalance(page)).toHaveText(shown(opening));

  expect(await wallet.wallet()).toMatchObject({ sumBalance: opening, held: 0 });
  expect(await wallet.records('withdrawal')).toEqual([
    expect.objectContaining({ kind: 'withdrawal_release', amount, balanceAfter: opening }),
    expect.objectContaining({ kind: 'withdrawal_hold', amount: -amount, status: 'rejected' }),
  ]);
  const [stored] = await wallet.withdrawals();
  expect(stored?.timeline.at(-1)).toMatchObject({ status: 'rejected', note: reason });
  expect((await walletOperator.ledgerCheck()).violations).toEqual([]);
});

test("five wrong payment passwords lock withdrawal until a time shown; an SMS code to the account's number unlocks it", async ({
  page,
  request,
  walletOperator,
  operator,
}) => {
  const mobile = newMobile();
  const member = await registerMember(request, { mobile });
  await walletOperator.fund(member.username, 1_000_000);
  const wallet = new MemberWallet(request, member.token);
  await wallet.prepareWithdrawals(PAYMENT_PASSWORD, CARD);

  await loggedInMember(page, member);
  await openFromSidebar(page, 'title_withdraw');
  const withdrawWith = async (paymentPassword: string) => {
    await field(page, 'amount').fill('200000');
    await field(page, 'payment_password').fill(paymentPassword);
    await page.getByRole('button', { name: en('withdraw_now'), exact: true }).click();
  };
  for (const wrong of ['111111', '222222', '333333', '444444']) {
    await withdrawWith(wrong);
    await expect(page.getByText(en('error_payment_password_wrong'))).toBeVisible();
    await expect(page.getByText(en('error_payment_password_wrong'))).toBeHidden();
  }
  await withdrawWith('555555');
  await expect(page.getByText(en('error_payment_password_locked'))).toBeVisible();

  // The lock replaces the form and says until when: 30 minutes from now, in the player's format.
  const [lock] = await walletOperator.paymentLocksOf(member.username);
  expect(lock).toMatchObject({ endedAt: null, endedBy: null });
  const until = new Date(lock?.lockedUntil ?? '');
  expect(until.getTime() - Date.parse(lock?.lockedAt ?? '')).toBe(30 * 60_000);
  const shownUntil = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    until.toISOString(),
  );
  await expect(page.getByRole('alert')).toHaveText(
    en('payment_locked_until').replace('{{time}}', shownUntil),
  );
  await expect(page.getByRole('button', { name: en('withdraw_now'), exact: true })).toHaveCount(0);

  // Unlocked by the code sent to the number on the account (masked on the screen).
  await page.getByRole('button', { name: en('unlock_by_sms') }).click();
  const popup = page.locator('.wallet-popup');
  await expect(popup).toContainText(`+84 ****${mobile.slice(-4)}`);
  const code = await requestSmsCode(page, operator, mobile, 'payment-unlock');
  await field(page, 'verification_code').fill(code);
  await popup.getByRole('button', { name: en('confirm'), exact: true }).click();
  await expect(page.getByText(en('payments_unlocked'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await withdrawWith(PAYMENT_PASSWORD);
  await expect(page.getByText(en('withdrawal_submitted'))).toBeVisible();
  expect(await walletOperator.paymentLocksOf(member.username)).toEqual([
    expect.objectContaining({ lockedUntil: lock?.lockedUntil, endedBy: 'sms' }),
  ]);
  expect((await wallet.withdrawals()).map((withdrawal) => withdrawal.amount)).toEqual([200_000]);
});
