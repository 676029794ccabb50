import type { DepositOrder, Withdrawal } from '@app/contract';
import { ACCOUNT_CALLS, PAYMENTS_CALLS, WALLET_CALLS, WITHDRAWALS_CALLS } from '@app/contract/client';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { sessionInfoStore } from '../lib/storage';
import { fakeApi } from '../test/fake-api';
import { signIn } from '../test/render';
import { ApiError, call } from './api-client';

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 401 to a call with a token ends the stored session', async () => {
    fakeApi({ '/wps/member/info': { status: 401, errorCode: 'UNAUTHORIZED' } });
    signIn(0);
    await expect(call(ACCOUNT_CALLS.memberInfo)).rejects.toBeInstanceOf(ApiError);
    expect(sessionInfoStore.read()).toBeNull();
  });

  it('a failed login (401 without a session) is only an error', async () => {
    fakeApi({ '/wps/session/trial': { status: 401, errorCode: 'LOGIN_FAILED' } });
    await expect(call(ACCOUNT_CALLS.trial)).rejects.toMatchObject({
      message: 'Sorry, the user does not exist or is disabled.',
    });
  });

  it('translates FREE_REJECT with the spec key free_reject', async () => {
    fakeApi({ '/wps/wallet': { status: 403, errorCode: 'FREE_REJECT' } });
    signIn(4);
    await expect(call(WALLET_CALLS.wallet)).rejects.toMatchObject({
      message: 'This function is not available to trial accounts. Please register a real account.',
    });
    expect(sessionInfoStore.read()).not.toBeNull();
  });

  it('refuses to send a plaintext body to an encrypted call', async () => {
    fakeApi({});
    await expect(call(ACCOUNT_CALLS.login, { body: { username: 'a' } })).rejects.toThrow(
      'needs an encryptionKey',
    );
  });

  it('fills the path parameters (encoded), the query and the headers of the input', async () => {
    const api = fakeApi({});
    await call(PAYMENTS_CALLS.depositOrder, { params: { orderId: 'a/b c' } }).catch(() => undefined);
    await call(WALLET_CALLS.records, { query: { type: 'bet', from: 1, to: undefined } }).catch(
      () => undefined,
    );
    await call(PAYMENTS_CALLS.manualDeposit, {
      body: { channelId: 'bank', amount: 1, reference: 'r', payerName: 'Payer' },
      headers: { 'idempotency-key': 'key-12345' },
    }).catch(() => undefined);
    const [order, records, manual] = api.calls;
    expect(order).toMatchObject({ method: 'GET', path: '/wps/deposit/orders/a%2Fb%20c' });
    expect(Object.fromEntries(records?.query ?? [])).toEqual({ type: 'bet', from: '1' });
    expect(manual).toMatchObject({ method: 'POST', encrypted: false, body: { amount: 1 } });
    expect(manual?.headers['idempotency-key']).toBe('key-12345');
  });

  it("types the input and the answer from the call's schemas", () => {
    // Never run: the typecheck reads these lines.
    const typed = async () => {
      const order = { params: { orderId: 'x' } };
      const withdrawal = { amount: 1, bankCardId: 1, paymentPassword: '123456' };
      expectTypeOf(await call(PAYMENTS_CALLS.depositOrder, order)).toEqualTypeOf<DepositOrder>();
      expectTypeOf(await call(WITHDRAWALS_CALLS.withdraw, { body: withdrawal })).toEqualTypeOf<Withdrawal>();
      // @ts-expect-error the answer is a deposit order, not a withdrawal
      const wrongAnswer: Withdrawal = await call(PAYMENTS_CALLS.depositOrder, order);
      // @ts-expect-error the amount is a number of minor units
      await call(WITHDRAWALS_CALLS.withdraw, { body: { ...withdrawal, amount: '1' } });
      // @ts-expect-error a withdrawal needs its bank card
      await call(WITHDRAWALS_CALLS.withdraw, { body: { amount: 1, paymentPassword: '123456' } });
      // @ts-expect-error the order's id is a path parameter the call needs
      await call(PAYMENTS_CALLS.depositOrder);
      // @ts-expect-error a GET has no body
      await call(WALLET_CALLS.wallet, { body: {} });
      return wrongAnswer;
    };
    expect(typed).toBeTypeOf('function');
  });
});
