/**
 * The payment password's guard (issue 11 point 2, docs/decisions/0020): wrong payment passwords
 * are counted per member; the 5th locks bank card binding and withdrawal for 30 minutes, during
 * which even the right password is refused unread; the lock ends by time or by an SMS code to the
 * member's own number; every lock is listed for the operator.
 */
import { ErrorCode, PAYMENT_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_FAILURES } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTestConfig, createAccountClient } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { buildApp } from '../../app';
import { passwordHasher } from '../../lib/password-hasher';
import { members } from '../account/tables';

const RIGHT = '246810';
const WRONG = '000000';
const MINUTE = 60_000;

type Player = { username: string; token: string; memberId: number };

describe('payment password lock', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let time = Date.now();
  /** Encrypted bodies are stamped with the app's clock, which the tests move. */
  let accounts: ReturnType<typeof createAccountClient>;

  let url: string;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig({ sessionIdleMinutes: 24 * 60 }), { clock: () => time });
    client = createWalletClient(t);
    accounts = createAccountClient(t, {}, () => time);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  /** A real member with the payment password set, funds, and (optionally) a number on the account. */
  const newPlayer = async (mobileNum?: string): Promise<Player> => {
    const username = `pl${Math.random().toString(36).slice(2, 10)}`;
    const registered = await accounts.register({
      username,
      password: 'Lotus-river-42',
      confirmPassword: 'Lotus-river-42',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { token } = registered.json().value;
    const [row] = await t.app.db
      .update(members)
      .set({ countryDialingCode: mobileNum ? '84' : null, mobileNum: mobileNum ?? null })
      .where(eq(members.username, username))
      .returning({ id: members.id });
    const set = await accounts.encrypted(
      'POST',
      '/wps/member/payment-password',
      { paymentPassword: RIGHT },
      { token },
    );
    expect(set.statusCode, set.body).toBe(200);
    await client.adjust(username, 1_000_000);
    return { username, token, memberId: row?.id as number };
  };

  const bindCard = (player: Player, paymentPassword: string, accountNumber = '0011223344') =>
    accounts.encrypted(
      'POST',
      '/wps/member/bank-cards',
      { bankName: 'Vietcombank', accountNumber, holderName: 'Nguyen Van An', paymentPassword },
      { token: player.token },
    );
  const withdraw = (player: Player, bankCardId: number, paymentPassword: string) =>
    accounts.encrypted(
      'POST',
      '/wps/transaction/withdraw',
      { amount: 100_000, bankCardId, paymentPassword },
      { token: player.token },
    );
  const bankCards = async (player: Player) =>
    client.okValue(
      await accounts.request('GET', '/wps/member/bank-cards', undefined, { token: player.token }),
    );
  const locks = async () =>
    client.okValue(await client.operator('GET', '/wps/operator/merchants/DEMO/payment-locks'));
  const errorOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    errorCode: response.json().errorCode,
  });
  const LOCKED = { status: 423, errorCode: ErrorCode.PAYMENT_PASSWORD_LOCKED };
  const WRONG_ANSWER = { status: 400, errorCode: ErrorCode.PAYMENT_PASSWORD_WRONG };

  /** Four wrong guesses answer WRONG; the fifth locks. */
  const lockOut = async (player: Player) => {
    for (let guess = 1; guess < PAYMENT_PASSWORD_MAX_FAILURES; guess += 1) {
      expect(errorOf(await bindCard(player, WRONG))).toEqual(WRONG_ANSWER);
    }
    const locking = await bindCard(player, WRONG);
    expect(errorOf(locking)).toEqual(LOCKED);
    return locking;
  };

  it('locks after 5 wrong payment passwords and refuses even the right one unread, with when it ends', async () => {
    const player = await newPlayer('912345678');
    const locking = await lockOut(player);
    const until = new Date(time + PAYMENT_LOCK_MINUTES * MINUTE).toISOString();
    expect(locking.json()).toMatchObject({
      message: `Too many wrong payment passwords: payment functions are locked until ${until}`,
      value: { until, mobile: '+84 ****5678', retryAfterSeconds: PAYMENT_LOCK_MINUTES * 60 },
    });
    expect(locking.headers['retry-after']).toBe(String(PAYMENT_LOCK_MINUTES * 60));

    const verify = vi.spyOn(passwordHasher, 'verify');
    const right = await bindCard(player, RIGHT);
    expect(errorOf(right)).toEqual(LOCKED);
    expect(right.json().value.until).toBe(until);
    expect(errorOf(await withdraw(player, 1, RIGHT))).toEqual(LOCKED);
    expect(verify).not.toHaveBeenCalled();

    expect(await bankCards(player)).toEqual({
      paymentPasswordSet: true,
      paymentLock: { until, mobile: '+84 ****5678' },
      cards: [],
    });
    expect(await locks()).toContainEqual({
      memberId: player.memberId,
      username: player.username,
      lockedAt: new Date(time).toISOString(),
      lockedUntil: until,
      endedAt: null,
      endedBy: null,
    });
    // The operator CLI lists it too.
    const listed = await operatorCli(url, ['payment-locks', 'DEMO']);
    expect(listed.code, listed.err).toBe(0);
    expect(JSON.parse(listed.out)).toContainEqual(
      expect.objectContaining({ username: player.username, lockedUntil: until, endedBy: null }),
    );
  });

  it('counts per player: another player binds and withdraws meanwhile', async () => {
    const locked = await newPlayer();
    await lockOut(locked);
    const other = await newPlayer();
    const card = client.okValue(await bindCard(other, RIGHT));
    expect(client.okValue(await withdraw(other, card.id, RIGHT)).status).toBe('submitted');
    expect((await bankCards(other)).paymentLock).toBe(null);
    expect(errorOf(await bindCard(locked, RIGHT))).toEqual(LOCKED);
  });

  it('ends the lock after 30 minutes; the count then starts again', async () => {
    const player = await newPlayer();
    await lockOut(player);
    const lockedAt = time;
    time += PAYMENT_LOCK_MINUTES * MINUTE - 1_000;
    expect(errorOf(await bindCard(player, RIGHT))).toEqual(LOCKED);
    time += 1_000;
    expect((await bankCards(player)).paymentLock).toBe(null);
    const card = client.okValue(await bindCard(player, RIGHT));
    expect(client.okValue(await withdraw(player, card.id, RIGHT)).status).toBe('submitted');
    expect(await locks()).toContainEqual(
      expect.objectContaining({
        memberId: player.memberId,
        lockedAt: new Date(lockedAt).toISOString(),
        endedAt: new Date(lockedAt + PAYMENT_LOCK_MINUTES * MINUTE).toISOString(),
        endedBy: 'time',
      }),
    );
    // A lock that ended by time leaves no count behind: four more wrong ones do not lock.
    for (let guess = 1; guess < PAYMENT_PASSWORD_MAX_FAILURES; guess += 1) {
      expect(errorOf(await withdraw(player, card.id, WRONG))).toEqual(WRONG_ANSWER);
    }
  });

  it('counts consecutive wrong ones: a right password before the limit starts again', async () => {
    const player = await newPlayer();
    for (let guess = 1; guess < PAYMENT_PASSWORD_MAX_FAILURES; guess += 1) {
      expect(errorOf(await bindCard(player, WRONG))).toEqual(WRONG_ANSWER);
    }
    const card = client.okValue(await bindCard(player, RIGHT));
    for (let guess = 1; guess < PAYMENT_PASSWORD_MAX_FAILURES; guess += 1) {
      expect(errorOf(await withdraw(player, card.id, WRONG))).toEqual(WRONG_ANSWER);
    }
    expect(client.okValue(await withdraw(player, card.id, RIGHT)).status).toBe('submitted');
  });

  it('unlocks with an SMS code sent to the number on the account', async () => {
    const player = await newPlayer('987650001');
    await lockOut(player);
    const as = { token: player.token };
    const sent = await accounts.request(
      'POST',
      '/wps/member/payment-password/unlock-code',
      { ticket: await accounts.sliderTicket() },
      as,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await accounts.lastSmsCode('84987650001');
    expect(code).toMatch(/^\d{6}$/);

    const unlock = (verificationCode: string) =>
      accounts.encrypted('POST', '/wps/member/payment-password/unlock', { verificationCode }, as);
    const wrongCode = await unlock(code === '111111' ? '222222' : '111111');
    expect(errorOf(wrongCode)).toEqual({ status: 400, errorCode: ErrorCode.VERIFICATION_CODE_ERROR });
    expect(errorOf(await bindCard(player, RIGHT))).toEqual(LOCKED);

    expect(client.okValue(await unlock(code))).toBe(null);
    expect((await bankCards(player)).paymentLock).toBe(null);
    expect(client.okValue(await bindCard(player, RIGHT)).accountNumber).toBe('**** 3344');
    expect(await locks()).toContainEqual(
      expect.objectContaining({
        memberId: player.memberId,
        endedAt: new Date(time).toISOString(),
        endedBy: 'sms',
      }),
    );
    // The code is used up, and nothing is locked any more.
    expect(errorOf(await unlock(code))).toEqual({ status: 409, errorCode: ErrorCode.CONFLICT });
  });

  it('sends no unlock code without a lock or without a number on the account', async () => {
    const unlocked = await newPlayer('987650002');
    const send = (player: Player) =>
      accounts.request(
        'POST',
        '/wps/member/payment-password/unlock-code',
        { ticket: 'unused' },
        { token: player.token },
      );
    expect(errorOf(await send(unlocked))).toEqual({ status: 409, errorCode: ErrorCode.CONFLICT });
    const noNumber = await newPlayer();
    await lockOut(noNumber);
    expect((await bankCards(noNumber)).paymentLock.mobile).toBe(null);
    expect(errorOf(await send(noNumber))).toEqual({ status: 403, errorCode: ErrorCode.FEATURE_DISABLED });
  });

  it('evaluates at most 5 of 150 guesses sent at once', async () => {
    const player = await newPlayer();
    const verify = vi.spyOn(passwordHasher, 'verify');
    const guesses = Array.from({ length: 150 }, (_, index) => String(100_000 + index));
    const answers = await Promise.all(guesses.map((guess) => bindCard(player, guess)));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(0);
    expect(answers.filter((answer) => answer.statusCode === 423).length).toBeGreaterThanOrEqual(145);
    expect(errorOf(await bindCard(player, RIGHT))).toEqual(LOCKED);
  });
});

describe('a payment lock across a restart', () => {
  it('still holds when the server comes back', async () => {
    const database = await createTestDatabase();
    const config = testConfig(database, accountTestConfig());
    const start = async () => {
      const app = await buildApp(config);
      await app.ready();
      return app;
    };
    let app = await start();
    try {
      const client = createWalletClient({ app, config, database, close: async () => {} });
      const player = await client.newMember('rs');
      const as = client.member(player.token);
      expect(
        (await as.encrypted('/wps/member/payment-password', { paymentPassword: RIGHT })).statusCode,
      ).toBe(200);
      const bind = (paymentPassword: string) =>
        client.member(player.token).encrypted('/wps/member/bank-cards', {
          bankName: 'Vietcombank',
          accountNumber: '0011223344',
          holderName: 'Nguyen Van An',
          paymentPassword,
        });
      for (let guess = 0; guess < PAYMENT_PASSWORD_MAX_FAILURES; guess += 1) await bind(WRONG);
      await app.close();
      app = await start();
      const restarted = createWalletClient({ app, config, database, close: async () => {} });
      const refused = await restarted.member(player.token).encrypted('/wps/member/bank-cards', {
        bankName: 'Vietcombank',
        accountNumber: '0011223344',
        holderName: 'Nguyen Van An',
        paymentPassword: RIGHT,
      });
      expect(refused.statusCode).toBe(423);
      expect(refused.json().errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_LOCKED);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('payment calls per player', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig({ authRateLimitPerAccount: 3 }));
  });
  afterAll(() => t?.close());

  it('answers 429 past the limit of one player, not of another', async () => {
    const client = createWalletClient(t);
    const [first, second] = [await client.newMember('rl'), await client.newMember('rl')];
    const call = (token: string) =>
      client.member(token).encrypted('/wps/member/bank-cards', {
        bankName: 'Vietcombank',
        accountNumber: '0011223344',
        holderName: 'Nguyen Van An',
        paymentPassword: WRONG,
      });
    for (let index = 0; index < 3; index += 1) {
      expect((await call(first.token)).json().errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_REQUIRED);
    }
    const limited = await call(first.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(ErrorCode.RATE_LIMITED);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call(second.token)).json().errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_REQUIRED);
  });
});
