import type { DepositOrder, Withdrawal } from '@app/contract';
import { ACCOUNT_CALLS, PAYMENTS_CALLS, WALLET_CALLS, WITHDRAWALS_CALLS } from '@app/contract/client';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { sessionInfoStore } from '../lib/storage';
import { fakeApi } from '../test/fake-api';
import { signIn } from '../test/render';
import { ApiError, call } from './api-client';
import { sessionEndNotice } from './session/session-end-notice';

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

describe('player protection refusals (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionInfoStore.wipe();
    sessionEndNotice.clear();
  });
  const UNTIL = '2026-12-03T14:05:00.000Z';
  const untilText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(UNTIL),
  );

  it('PLAYER_BLOCKED names the block and its end, ends the session and posts why for the login screen', async () => {
    fakeApi({
      '/wps/wallet': { status: 403, errorCode: 'PLAYER_BLOCKED', value: { reason: 'timeOut', until: UNTIL } },
    });
    signIn(0);
    const message = `Your account is in a time-out until ${untilText}.`;
    await expect(call(WALLET_CALLS.wallet)).rejects.toMatchObject({ message });
    expect(sessionInfoStore.read()).toBeNull();
    expect(sessionEndNotice.read()).toBe(message);
  });

  it('a login refused for a self-exclusion posts why, with no session to end', async () => {
    fakeApi({
      '/wps/session/trial': {
        status: 403,
        errorCode: 'PLAYER_BLOCKED',
        value: { reason: 'selfExclusion', until: UNTIL },
      },
    });
    await expect(call(ACCOUNT_CALLS.trial)).rejects.toMatchObject({
      message: `Your account is self-excluded until ${untilText}.`,
    });
    expect(sessionEndNotice.read()).toBe(`Your account is self-excluded until ${untilText}.`);
  });

  it('SESSION_TIME_LIMIT (401) ends the session and says why', async () => {
    fakeApi({
      '/wps/wallet': { status: 401, errorCode: 'SESSION_TIME_LIMIT', value: { reason: 'sessionMinutes' } },
    });
    signIn(0);
    await expect(call(WALLET_CALLS.wallet)).rejects.toMatchObject({
      message: 'Your session time limit is reached. You have been logged out.',
    });
    expect(sessionInfoStore.read()).toBeNull();
    expect(sessionEndNotice.read()).toBe('Your session time limit is reached. You have been logged out.');
  });

  it('DEPOSIT_LIMIT_EXCEEDED and BLOCK_NOT_SHORTENED are refusals only: the session stays', async () => {
    fakeApi({
      '/wps/wallet': { status: 409, errorCode: 'DEPOSIT_LIMIT_EXCEEDED', value: { reason: 'depositDay' } },
      '/wps/transaction/records': { status: 409, errorCode: 'BLOCK_NOT_SHORTENED', value: { until: UNTIL } },
    });
    signIn(0);
    await expect(call(WALLET_CALLS.wallet)).rejects.toMatchObject({
      message: 'This deposit would exceed your deposit limit.',
    });
    await expect(call(WALLET_CALLS.records, { query: {} })).rejects.toMatchObject({
      message: 'A time-out or self-exclusion cannot be shortened or lifted.',
    });
    expect(sessionInfoStore.read()).not.toBeNull();
    expect(sessionEndNotice.read()).toBeNull();
  });

  it('PLAY_STOPPED says which limit or block stops play, by value.reason', () => {
    const stopped = (reason: string) => new ApiError('PLAY_STOPPED', 403, { reason }).message;
    expect(stopped('lossDay')).toBe('This stake would pass your daily loss limit.');
    expect(stopped('lossWeek')).toBe('This stake would pass your weekly loss limit.');
    expect(stopped('lossMonth')).toBe('This stake would pass your monthly loss limit.');
    expect(stopped('sessionMinutes')).toBe('Your session time limit is reached.');
    expect(stopped('timeOut')).toBe('Your account is in a time-out.');
    expect(stopped('selfExclusion')).toBe('Your account is self-excluded.');
    expect(stopped('unknown')).toBe('Play is stopped by a limit on your account.');
  });
});
