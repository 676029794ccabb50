/** SMS codes (spec §4 SMS code, §5, §7 Send verification code, Verification; DESIGN §8). */
import { ErrorCode } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountClient, accountTestConfig, createAccountClient } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

const MINUTE = 60_000;

describe('SMS codes', () => {
  let t: TestApp;
  let client: AccountClient;
  let time = Date.now();
  let nextNumber = 100;
  /** A number of its own per test, so the send limits of one test never touch another. */
  const freshNumber = () => `09${String(nextNumber++).padStart(8, '0')}`;
  const addressOf = (mobileNum: string) => `84${mobileNum.replace(/^0/, '')}`;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock: () => time });
    client = createAccountClient(t, {}, () => time);
  });
  afterAll(() => t?.close());

  const check = (mobileNum: string, verificationCode: string, purpose = 'register') =>
    client.request(
      'GET',
      `/wps/verification/sms/check?${new URLSearchParams({ mobileNum, countryDialingCode: '84', purpose, verificationCode })}`,
    );

  it('sends a 6-digit code to the outbox and answers its lifetime', async () => {
    const mobile = freshNumber();
    const response = await client.sendSms(mobile, 'register');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ expiredMinutes: 1, expirationTime: time + MINUTE });
    expect(await client.lastSmsCode(addressOf(mobile))).toMatch(/^\d{6}$/);
  });

  it('needs a slider ticket, used once', async () => {
    const mobileNum = freshNumber();
    const ticket = await client.sliderTicket();
    const send = () =>
      client.request('POST', '/wps/verification/sms', {
        mobileNum,
        countryDialingCode: '84',
        purpose: 'register',
        ticket,
      });
    expect((await send()).statusCode).toBe(200);
    time += MINUTE;
    const reused = await send();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe(ErrorCode.HUMAN_CHECK_FAILED);
  });

  it('refuses a number that is not one', async () => {
    const response = await client.sendSms('0123', 'register');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: ErrorCode.MOBILE_INVALID,
      message: 'Please enter a valid mobile number',
    });
  });

  it('keeps 60 s between sends to a number, with Retry-After', async () => {
    const mobile = freshNumber();
    expect((await client.sendSms(mobile, 'register')).statusCode).toBe(200);
    time += 45_000;
    // With or without the leading 0 it is the same number.
    const tooSoon = await client.sendSms(mobile.replace(/^0/, ''), 'register');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('15');
    expect(tooSoon.json()).toMatchObject({
      errorCode: ErrorCode.RATE_LIMITED,
      value: { retryAfterSeconds: 15 },
    });
    time += 15_000;
    expect((await client.sendSms(mobile, 'register')).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to a number', async () => {
    const mobile = freshNumber();
    for (let i = 0; i < 5; i++) {
      expect((await client.sendSms(mobile, 'register')).statusCode).toBe(200);
      time += 2 * MINUTE;
    }
    const capped = await client.sendSms(mobile, 'register');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(50 * 60);
    time += 50 * MINUTE;
    expect((await client.sendSms(mobile, 'register')).statusCode).toBe(200);
  });

  it('checks a code without using it up, and allows 5 guesses per code', async () => {
    const mobile = freshNumber();
    await client.sendSms(mobile, 'register');
    const code = await client.lastSmsCode(addressOf(mobile));
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await check(mobile, code)).json()).toEqual({ success: true, value: { valid: true } });
    expect((await check(mobile, code)).statusCode).toBe(200);
    const failed = await check(mobile, wrong);
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({
      errorCode: ErrorCode.VERIFICATION_CODE_ERROR,
      message: 'Verification code error',
    });
    await check(mobile, wrong);
    // Five guesses made: even the right code is refused now.
    expect((await check(mobile, code)).statusCode).toBe(200);
    expect((await check(mobile, code)).statusCode).toBe(400);
  });

  it('is valid for expiredMinutes only, and per purpose', async () => {
    const mobile = freshNumber();
    await client.sendSms(mobile, 'register');
    const code = await client.lastSmsCode(addressOf(mobile));
    expect((await check(mobile, code, 'forget')).statusCode).toBe(400);
    time += MINUTE;
    expect((await check(mobile, code)).statusCode).toBe(400);
  });

  it('refuses login codes while MOBILEVERCODELOGIN3 is off', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchants/DEMO2/config',
      headers: { 'operator-key': t.config.operatorKey as string },
      payload: { whitelabel: { MOBILEVERCODELOGIN3: false } },
    });
    const response = await client.sendSms(freshNumber(), 'login', { merchant: 'DEMO2' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(ErrorCode.FEATURE_DISABLED);
  });

  it('keeps the outbox behind the Operator-Key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/operator/merchants/DEMO/sms-outbox' });
    expect(response.statusCode).toBe(401);
  });
});
