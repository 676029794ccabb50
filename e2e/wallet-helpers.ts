// The wallet tests' side doors (issue 4): what a test prepares and reads back through the API as
// the site, the sandbox gateway's payment page and an operator would — a member of the test's own,
// its wallet and records, gateway deposits, withdrawals, and the operator's adjustments, withdrawal
// steps and ledger check — and where the screens show money.
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_PATHS,
  type BankCard,
  type DepositChannel,
  type DepositOrder,
  type DepositOrderCreated,
  ENCRYPTION_HEADER,
  encryptBody,
  formatMinorUnits,
  HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type LedgerCheckValue,
  type OperatorPageOf,
  type OperatorPaymentLock,
  PAYMENTS_PATHS,
  type RecordType,
  type SecurityKeyValue,
  type TransactionRecord,
  WALLET_OPERATOR_PATHS,
  WALLET_PATHS,
  type WalletValue,
  WITHDRAWALS_OPERATOR_PATHS,
  WITHDRAWALS_PATHS,
  type Withdrawal,
  type WithdrawalStep,
} from '@app/contract';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { DIALING_CODE, newPassword, newUsername } from './accounts';
import { test as base, DEMO_MERCHANT, en, expect } from './fixtures';
import { CAPTCHA_ANSWER, SLIDER_ANSWER_X, SLIDER_ANSWER_Y } from './server';

/** The demo merchant's money: VND, no minor digits, shown after its symbol. */
export const CURRENCY_SYMBOL = '₫';
const VND_DECIMALS = 0;

/** An amount as the screens write it in English: 1234567 → '1,234,567'. */
export const shown = (amount: number) => formatMinorUnits(amount, VND_DECIMALS);
/** With the currency symbol, as the deposit and withdrawal screens write it: '₫ 1,234,567'. */
export const shownWithSymbol = (amount: number) => `${CURRENCY_SYMBOL} ${shown(amount)}`;

/** The answer's value, once the call succeeded. */
async function answerOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value as T;
}

const newIdempotencyKey = () => `e2e-${randomUUID()}`;

export interface RegisteredMember {
  username: string;
  password: string;
  token: string;
}

/**
 * A new real member (type 0) registered through the API as the site does it: the slider ticket,
 * the captcha (the e2e server fixes both answers) and the body encrypted for the server's key;
 * with a Vietnamese mobile number on the account when `mobile` is given.
 */
export async function registerMember(
  request: APIRequestContext,
  { mobile }: { mobile?: string } = {},
): Promise<RegisteredMember> {
  const username = newUsername();
  const password = newPassword();
  const key = await answerOf<SecurityKeyValue>(await request.get(ACCOUNT_PATHS.securityKey));
  const { captchaId } = await answerOf<{ captchaId: string }>(await request.get(ACCOUNT_PATHS.captcha));
  const { challengeId } = await answerOf<{ challengeId: string }>(await request.get(ACCOUNT_PATHS.slider));
  const { ticket } = await answerOf<{ ticket: string }>(
    await request.post(ACCOUNT_PATHS.slider, {
      data: { challengeId, x: SLIDER_ANSWER_X, y: SLIDER_ANSWER_Y },
    }),
  );
  const sealed = encryptBody(key.publicKey, key.keyId, 'PUT', ACCOUNT_PATHS.register, {
    username,
    password,
    confirmPassword: password,
    captchaId,
    captcha: CAPTCHA_ANSWER,
    ticket,
    ...(mobile ? { mobileNum: mobile, countryDialingCode: DIALING_CODE } : {}),
  });
  const registered = await answerOf<{ token: string }>(
    await request.put(ACCOUNT_PATHS.register, {
      data: sealed.body,
      headers: { [ENCRYPTION_HEADER]: sealed.header },
    }),
  );
  return { username, password, token: registered.token };
}

export interface BankCardDetails {
  bankName: string;
  accountNumber: string;
  holderName: string;
}

/** A member's wallet calls with its session token, as the site makes them. */
export class MemberWallet {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get auth() {
    return { [HEADER.authorization]: this.token };
  }

  private async encrypted(path: string, json: unknown, headers: Record<string, string> = {}) {
    const key = await answerOf<SecurityKeyValue>(await this.request.get(ACCOUNT_PATHS.securityKey));
    const sealed = encryptBody(key.publicKey, key.keyId, 'POST', path, json);
    return this.request.post(path, {
      data: sealed.body,
      headers: { ...this.auth, ...headers, [ENCRYPTION_HEADER]: sealed.header },
    });
  }

  async wallet(): Promise<WalletValue> {
    return answerOf(await this.request.get(WALLET_PATHS.wallet, { headers: this.auth }));
  }

  async depositOrders(): Promise<DepositOrder[]> {
    return answerOf(await this.request.get(PAYMENTS_PATHS.depositOrders, { headers: this.auth }));
  }

  async records(type?: RecordType): Promise<TransactionRecord[]> {
    const params: Record<string, string> = type ? { type } : {};
    const page = await answerOf<{ list: TransactionRecord[] }>(
      await this.request.get(WALLET_PATHS.records, { headers: this.auth, params }),
    );
    return page.list;
  }

  async withdrawals(): Promise<Withdrawal[]> {
    const page = await answerOf<{ list: Withdrawal[] }>(
      await this.request.get(WITHDRAWALS_PATHS.withdrawals, { headers: this.auth }),
    );
    return page.list;
  }

  /** The merchant's channel of the sandbox payment gateway. */
  async sandboxChannel(): Promise<DepositChannel> {
    const channels = await answerOf<DepositChannel[]>(
      await this.request.get(PAYMENTS_PATHS.depositChannels, { headers: this.auth }),
    );
    const channel = channels.find((candidate) => candidate.kind === 'sandbox');
    if (!channel) throw new Error('the merchant has no sandbox gateway channel');
    return channel;
  }

  /**
   * A whole gateway deposit as a player makes it: the order, "Pay" on the gateway's payment page
   * (a form post answered by a redirect back to the site), then the gateway's signed callback,
   * which arrives on its own time: waits until the order is completed.
   */
  async depositThroughGateway(amount: number): Promise<DepositOrder> {
    const channel = await this.sandboxChannel();
    const created = await answerOf<DepositOrderCreated>(
      await this.request.post(PAYMENTS_PATHS.depositOrders, {
        data: { channelId: channel.id, amount },
        headers: { ...this.auth, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
      }),
    );
    const paid = await this.request.post(created.paymentUrl, { form: { action: 'pay' }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    expect(paid.headers().location).toBe(`/m/voucherCenter?order=${created.orderId}`);
    const orderOf = async () =>
      (await this.depositOrders()).find((order) => order.orderId === created.orderId);
    await expect.poll(async () => (await orderOf())?.status).toBe('completed');
    return (await orderOf()) as DepositOrder;
  }

  /** The payment password, then one bank card bound with it. */
  async prepareWithdrawals(paymentPassword: string, card: BankCardDetails): Promise<BankCard> {
    const set = await this.encrypted(WITHDRAWALS_PATHS.paymentPassword, { paymentPassword });
    expect(set.status(), await set.text()).toBe(200);
    return answerOf(await this.encrypted(WITHDRAWALS_PATHS.bankCards, { ...card, paymentPassword }));
  }

  async withdraw(amount: number, bankCardId: number, paymentPassword: string): Promise<Withdrawal> {
    return answerOf(
      await this.encrypted(
        WITHDRAWALS_PATHS.withdraw,
        { amount, bankCardId, paymentPassword },
        { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
      ),
    );
  }
}

type OperatorWithdrawal = Withdrawal & { username: string };

/** The operator's wallet calls (Operator-Key) on the demo merchant. */
export class WalletOperator {
  constructor(private readonly api: APIRequestContext) {}

  private url(path: string, params: Record<string, string> = {}) {
    return Object.entries({ merchantCode: DEMO_MERCHANT, ...params }).reduce(
      (url, [name, value]) => url.replace(`:${name}`, value),
      path,
    );
  }

  /** Credits a member from the house (an adjustment, as an operator funds a test account). */
  async fund(username: string, amount: number): Promise<void> {
    await answerOf(
      await this.api.post(this.url(WALLET_OPERATOR_PATHS.adjustments), {
        data: { username, amount, reason: 'e2e opening balance', idempotencyKey: newIdempotencyKey() },
      }),
    );
  }

  /** The member's one withdrawal as the operator's list shows it. */
  async withdrawalOf(username: string): Promise<OperatorWithdrawal> {
    const { list } = await answerOf<OperatorPageOf<OperatorWithdrawal>>(
      await this.api.get(this.url(WITHDRAWALS_OPERATOR_PATHS.withdrawals), { params: { username } }),
    );
    expect(list.map((withdrawal) => withdrawal.username)).toEqual([username]);
    return list[0] as OperatorWithdrawal;
  }

  async step(withdrawalId: string, step: WithdrawalStep, reason?: string): Promise<OperatorWithdrawal> {
    return answerOf(
      await this.api.post(this.url(WITHDRAWALS_OPERATOR_PATHS.withdrawalStep, { withdrawalId, step }), {
        data: reason ? { reason } : {},
      }),
    );
  }

  /** The merchant's payment locks (too many wrong payment passwords), newest first. */
  async paymentLocksOf(username: string): Promise<OperatorPaymentLock[]> {
    const all = await answerOf<OperatorPaymentLock[]>(
      await this.api.get(this.url(WITHDRAWALS_OPERATOR_PATHS.paymentLocks)),
    );
    return all.filter((lock) => lock.username === username);
  }

  async ledgerCheck(): Promise<LedgerCheckValue> {
    return answerOf(await this.api.get(WALLET_OPERATOR_PATHS.ledgerCheck));
  }
}

/** The amount of the home balance widget (without its currency symbol). */
export const homeBalance = (page: Page) =>
  page.getByRole('region', { name: en('balance') }).getByTestId('balance-amount');

/** An amount of the summary atop the deposit and withdrawal screens, by its term's key. */
export const summaryAmount = (page: Page, key: 'balance' | 'withdrawable' | 'held_amount') =>
  page
    .locator('.wallet-summary > div')
    .filter({ has: page.getByRole('term').getByText(en(key), { exact: true }) })
    .getByRole('definition');

/** The e2e tests with an operator's wallet calls (funding members, stepping withdrawals) at hand. */
export const test = base.extend<{ walletOperator: WalletOperator }>({
  walletOperator: async ({ server, playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
    });
    await use(new WalletOperator(api));
    await api.dispose();
  },
});
