/**
 * Player protection (issue 19; decision 0059) through the API, at its boundaries: deposit and loss
 * limits exactly at and one unit above, the cooling-off of a loosening to the millisecond, the
 * session-time limit ending a live session, time-outs and self-exclusions refusing login (password
 * and SMS), deposits and the vendor wallet's debits until they end, and the operator who reads
 * (audited) and may only lengthen a block.
 */
import {
  ErrorCode,
  PLAYER_PROTECTION_PATHS as PATHS,
  PLAYER_LIMITS,
  PLAYER_TOKEN_HEADER,
  type PlayerLimit,
} from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { createAccountRepository } from '../account/repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PASSWORD = 'Wallet2468x';

describe('player protection', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  /** The app's clock: real time moved by `offset`, or held at `frozen`. */
  let offset = 0;
  let frozen: number | null = null;
  const clock = () => frozen ?? Date.now() + offset;
  let nextIp = 1;
  const freshIp = () => `10.19.0.${nextIp++}`;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock });
    client = createWalletClient(t);
  });
  afterAll(() => t?.close());

  const errorOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    errorCode: response.json().errorCode as string,
    value: response.json().value,
  });
  const settingsOf = async (token: string) => client.okValue(await client.member(token).get(PATHS.settings));
  const limitOf = (settings: { limits: PlayerLimit[] }, name: string) =>
    settings.limits.find((limit) => limit.limit === name) as PlayerLimit;
  const setLimit = (token: string, limit: string, value: number | null) =>
    client.member(token).post(PATHS.limit, { limit, value });
  const deposit = (token: string, amount: number) =>
    client.member(token).post('/wps/deposit/orders', { channelId: 'SANDBOX', amount });
  const manualDeposit = (token: string, amount: number) =>
    client.member(token).post('/wps/deposit/manual', {
      channelId: 'VCB_TRANSFER',
      amount,
      reference: `FT${Math.random().toString().slice(2, 12)}`,
      payerName: 'Nguyen Van An',
    });
  /** A password login, sealed at the app's time (the body encryption refuses a stale seal). */
  const login = (username: string, password = PASSWORD) =>
    client.accounts.encrypted(
      'POST',
      '/wps/session/login',
      { username, password },
      { ip: freshIp(), at: clock() },
    );
  const operatorView = (username: string, actor = 'pp-test') =>
    t.app.inject({
      method: 'GET',
      url: `/wps/operator/merchants/DEMO/members/${username}/player-protection`,
      headers: { ...operatorHeaders, 'operator-actor': actor },
    });

  it('answers every limit unset, the default reality check, and refuses a trial account', async () => {
    const player = await client.newMember('pp');
    const settings = await settingsOf(player.token);
    expect(settings).toMatchObject({ currency: 'VND', decimals: 0, realityCheckMinutes: 60 });
    expect(settings.limits.map((limit: PlayerLimit) => limit.limit)).toEqual([...PLAYER_LIMITS]);
    for (const limit of settings.limits) expect(limit).toMatchObject({ value: null, pending: null, used: 0 });

    const trial = client.okValue(await client.accounts.request('POST', '/wps/session/trial'));
    const refused = await client.member(trial.token).get(PATHS.settings);
    expect(errorOf(refused)).toMatchObject({ status: 403, errorCode: ErrorCode.NOT_REAL_ACCOUNT });
    expect((await t.app.inject({ method: 'GET', url: PATHS.settings })).statusCode).toBe(401);
  });

  it('seeds the careful demo member with a weekly deposit limit and its history', async () => {
    const session = client.okValue(await login('careful', 'Careful1234')).token as string;
    const settings = await settingsOf(session);
    expect(limitOf(settings, 'depositWeek')).toMatchObject({ value: 2_000_000, pending: null, used: 0 });
    expect(settings.realityCheckMinutes).toBe(30);
    const history = client.okValue(await client.member(session).get(PATHS.history));
    expect(history.list.map((entry: { event: string; to: number }) => [entry.event, entry.to])).toEqual([
      ['limitApplied', 2_000_000],
      ['limitApplied', 5_000_000],
      ['realityCheckSet', 30],
    ]);
  });

  it('allows a deposit exactly at each deposit limit and refuses one unit above, counting pending orders', async () => {
    const player = await client.newMember('ppd');
    client.okValue(await setLimit(player.token, 'depositDay', 250_000));
    client.okValue(await setLimit(player.token, 'depositWeek', 900_000));

    client.okValue(await deposit(player.token, 150_000));
    // The pending order counts: 150 000 + 100 001 would pass the day's 250 000.
    const above = await manualDeposit(player.token, 100_001);
    expect(errorOf(above)).toMatchObject({
      status: 409,
      errorCode: ErrorCode.DEPOSIT_LIMIT_EXCEEDED,
      value: { reason: 'depositDay', fields: { amount: '100000' } },
    });
    client.okValue(await manualDeposit(player.token, 100_000));
    expect(limitOf(await settingsOf(player.token), 'depositDay')).toMatchObject({
      value: 250_000,
      used: 250_000,
    });
    expect(limitOf(await settingsOf(player.token), 'depositWeek')).toMatchObject({
      value: 900_000,
      used: 250_000,
    });
    expect(errorOf(await deposit(player.token, 50_000))).toMatchObject({
      errorCode: ErrorCode.DEPOSIT_LIMIT_EXCEEDED,
      value: { reason: 'depositDay', fields: { amount: '0' } },
    });

    // A week's limit, and a month's, at the unit.
    const other = await client.newMember('ppd');
    client.okValue(await setLimit(other.token, 'depositWeek', 300_000));
    client.okValue(await setLimit(other.token, 'depositMonth', 200_000));
    expect(errorOf(await deposit(other.token, 200_001)).value).toEqual({
      reason: 'depositMonth',
      fields: { amount: '200000' },
    });
    client.okValue(await deposit(other.token, 200_000));
  });

  it('lets two orders racing each other pass a deposit limit only together with nothing above it', async () => {
    const player = await client.newMember('ppr');
    client.okValue(await setLimit(player.token, 'depositMonth', 100_000));
    const answers = await Promise.all([deposit(player.token, 60_000), deposit(player.token, 60_000)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(limitOf(await settingsOf(player.token), 'depositMonth').used).toBe(60_000);
  });

  it('tightens at once and loosens only after 24 hours; a tightening replaces a waiting loosening', async () => {
    const player = await client.newMember('ppc');
    const start = Date.now();
    frozen = start;
    try {
      client.okValue(await setLimit(player.token, 'lossDay', 100_000));
      const loosened = client.okValue(await setLimit(player.token, 'lossDay', 500_000));
      expect(limitOf(loosened, 'lossDay')).toMatchObject({
        value: 100_000,
        pending: { value: 500_000, effectiveAt: new Date(start + DAY).toISOString() },
      });
      const view = async () =>
        limitOf(client.okValue(await operatorView(player.username)).settings, 'lossDay');
      frozen = start + DAY - 1;
      expect(await view()).toMatchObject({ value: 100_000, pending: { value: 500_000 } });
      frozen = start + DAY;
      expect(await view()).toMatchObject({ value: 500_000, pending: null });

      // A removal waits too, and a tightening before it applies replaces it.
      const session = (await login(player.username)).json().value.token as string;
      const removal = client.okValue(await setLimit(session, 'lossDay', null));
      expect(limitOf(removal, 'lossDay')).toMatchObject({ value: 500_000, pending: { value: null } });
      const tightened = client.okValue(await setLimit(session, 'lossDay', 400_000));
      expect(limitOf(tightened, 'lossDay')).toMatchObject({ value: 400_000, pending: null });

      const history = client.okValue(await client.member(session).get(`${PATHS.history}?pageSize=3`));
      expect(history.list.map((entry: { event: string }) => entry.event)).toEqual([
        'limitApplied',
        'limitPendingCancelled',
        'limitPending',
      ]);
      expect(history.list[0]).toMatchObject({ limit: 'lossDay', from: 500_000, to: 400_000, by: 'member' });
      expect(history.totalPages).toBe(2);
    } finally {
      frozen = null;
    }
  });

  it('refuses a limit value out of its bounds', async () => {
    const player = await client.newMember('ppb');
    const short = await setLimit(player.token, 'sessionMinutes', 4);
    expect(errorOf(short)).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(errorOf(await setLimit(player.token, 'sessionMinutes', 1441)).status).toBe(400);
    expect(errorOf(await setLimit(player.token, 'depositDay', 0)).status).toBe(400);
    client.okValue(await setLimit(player.token, 'sessionMinutes', 5));
  });

  it('ends a session exactly its session-time limit after its login, a tightening applying to live sessions', async () => {
    const player = await client.newMember('pps');
    const loginAt = Date.now();
    frozen = loginAt;
    try {
      const session = (await login(player.username)).json().value.token as string;
      client.okValue(await setLimit(session, 'sessionMinutes', 30));
      // Tightened to 10 minutes: the live session ends 10 minutes after its login.
      client.okValue(await setLimit(session, 'sessionMinutes', 10));
      frozen = loginAt + 10 * MINUTE - 1;
      expect(limitOf(await settingsOf(session), 'sessionMinutes')).toMatchObject({ value: 10, used: 9 });
      frozen = loginAt + 10 * MINUTE;
      const ended = await client.member(session).get(PATHS.settings);
      expect(errorOf(ended)).toMatchObject({
        status: 401,
        errorCode: ErrorCode.SESSION_TIME_LIMIT,
        value: { reason: 'sessionMinutes' },
      });
      expect(errorOf(await client.member(session).get(PATHS.settings)).errorCode).toBe(
        ErrorCode.UNAUTHORIZED,
      );

      // A new login lasts the limit in force from its own start.
      const next = (await login(player.username)).json().value.token as string;
      frozen = loginAt + 20 * MINUTE - 1;
      client.okValue(await client.member(next).get(PATHS.realityCheck));
      frozen = loginAt + 20 * MINUTE;
      expect(errorOf(await client.member(next).get(PATHS.realityCheck)).errorCode).toBe(
        ErrorCode.SESSION_TIME_LIMIT,
      );
    } finally {
      frozen = null;
    }
  });

  it('answers the reality check with this session’s stakes, wins and net result', async () => {
    const player = await client.newMember('ppk');
    await client.adjust(player.username, 1_000_000);
    const secret = await client.vendorSecret();
    const playerToken = await client.playerToken(player.username);
    const call = async (action: string, body: object) => {
      const response = await client.vendorCall(action, { playerToken, ...body }, secret);
      expect(response.statusCode, response.body).toBe(200);
    };
    await call('debit', { transactionId: 'rc-1', roundId: 'rc-1', gameCode: 'g', amount: 30_000 });
    await call('credit', { transactionId: 'rc-2', roundId: 'rc-1', gameCode: 'g', amount: 10_000 });
    const check = client.okValue(await client.member(player.token).get(PATHS.realityCheck));
    expect(check).toMatchObject({ realityCheckMinutes: 60, staked: 30_000, won: 10_000, netResult: -20_000 });
    expect(Date.parse(check.now)).toBeGreaterThanOrEqual(Date.parse(check.sessionStartedAt));

    const off = client.okValue(await client.member(player.token).post(PATHS.realityCheck, { minutes: null }));
    expect(off.realityCheckMinutes).toBeNull();
    const every15 = client.okValue(
      await client.member(player.token).post(PATHS.realityCheck, { minutes: 15 }),
    );
    expect(every15.realityCheckMinutes).toBe(15);
    expect(errorOf(await client.member(player.token).post(PATHS.realityCheck, { minutes: 20 })).status).toBe(
      400,
    );
  });

  it('refuses a stake over a loss limit exactly above it; rollbacks and wins always pass', async () => {
    const player = await client.newMember('ppl');
    await client.adjust(player.username, 1_000_000);
    client.okValue(await setLimit(player.token, 'lossWeek', 100_000));
    const secret = await client.vendorSecret();
    const playerToken = await client.playerToken(player.username);
    const call = (action: string, body: object) =>
      client.vendorCall(action, { playerToken, ...body }, secret);
    const bet = (id: string, amount: number) =>
      call('debit', { transactionId: id, roundId: id, gameCode: 'g', amount });

    expect((await bet('l-1', 60_000)).statusCode).toBe(200);
    const over = await bet('l-2', 40_001);
    expect(errorOf(over)).toMatchObject({
      status: 403,
      errorCode: ErrorCode.PLAY_STOPPED,
      value: { reason: 'lossWeek' },
    });
    expect((await bet('l-3', 40_000)).statusCode).toBe(200);
    // At the limit: a retry of a debit made before answers it, a new stake is refused.
    expect((await bet('l-3', 40_000)).json().value.result).toBe('DUPLICATE');
    expect(errorOf(await bet('l-4', 1)).value.reason).toBe('lossWeek');
    // A win and a rollback pass, and give room back.
    expect(
      (await call('credit', { transactionId: 'l-5', roundId: 'l-1', gameCode: 'g', amount: 5_000 }))
        .statusCode,
    ).toBe(200);
    expect((await call('rollback', { transactionId: 'l-6', refTransactionId: 'l-3' })).statusCode).toBe(200);
    expect(limitOf(await settingsOf(player.token), 'lossWeek').used).toBe(55_000);
    expect((await bet('l-7', 45_000)).statusCode).toBe(200);
    expect(errorOf(await bet('l-8', 1)).value.reason).toBe('lossWeek');
  });

  it('stops a house game’s stake that would pass a loss limit before anything moves', async () => {
    const player = await client.newMember('pph');
    await client.adjust(player.username, 100_000);
    client.okValue(await setLimit(player.token, 'lossDay', 999));
    const launched = client.okValue(
      await t.app.inject({
        method: 'GET',
        url: '/wps/game/launchGame?vendor=HOUSE&gameId=LUCKY7',
        headers: { merchant: 'DEMO', authorization: player.token },
      }),
    );
    const playerToken = new URL(launched.url, 'http://site').searchParams.get('token') ?? '';
    const spin = await t.app.inject({
      method: 'POST',
      url: '/wps/house/slots/LUCKY7/spins',
      headers: { merchant: 'DEMO', authorization: player.token, [PLAYER_TOKEN_HEADER]: playerToken },
      payload: { bet: 1_000 },
    });
    expect(errorOf(spin)).toMatchObject({
      status: 403,
      errorCode: ErrorCode.PLAY_STOPPED,
      value: { reason: 'lossDay' },
    });
    expect(client.okValue(await client.member(player.token).get('/wps/wallet')).sumBalance).toBe(100_000);
  });

  it('refuses a vendor’s debit once the session-time limit has ended the member’s sessions', async () => {
    const player = await client.newMember('ppv');
    await client.adjust(player.username, 100_000);
    const playerToken = await client.playerToken(player.username);
    const secret = await client.vendorSecret();
    const bet = (id: string) =>
      client.vendorCall(
        'debit',
        { playerToken, transactionId: id, roundId: id, gameCode: 'g', amount: 1_000 },
        secret,
        {
          at: clock(),
        },
      );
    // Set now, the 5 minutes run from the registration's login.
    client.okValue(await setLimit(player.token, 'sessionMinutes', 5));
    expect((await bet('v-1')).statusCode).toBe(200);
    offset = 5 * MINUTE + 1_000;
    try {
      expect(errorOf(await bet('v-2'))).toMatchObject({
        status: 403,
        errorCode: ErrorCode.PLAY_STOPPED,
        value: { reason: 'sessionMinutes' },
      });
      // A new login is a new session with the time the limit gives it.
      client.okValue(await login(player.username));
      expect((await bet('v-3')).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('takes 1 to 42 days of time-out: sessions end, login, deposits and play are refused until it ends', async () => {
    const player = await client.newMember('ppt');
    await client.adjust(player.username, 1_000_000);
    const playerToken = await client.playerToken(player.username);
    const secret = await client.vendorSecret();
    const second = (await login(player.username)).json().value.token as string;
    const vendor = (action: string, body: object) =>
      client.vendorCall(action, { playerToken, ...body }, secret, { at: clock() });
    for (const id of ['t-a', 't-b']) {
      expect(
        (await vendor('debit', { transactionId: id, roundId: id, gameCode: 'g', amount: 1_000 })).statusCode,
      ).toBe(200);
    }
    expect(errorOf(await client.member(player.token).post(PATHS.timeOut, { days: 0 })).status).toBe(400);
    expect(errorOf(await client.member(player.token).post(PATHS.timeOut, { days: 43 })).status).toBe(400);
    // A loss limit beside the block (the stake check reads both in one statement): the block is the
    // reason while it lasts, the limit after it (the wins below bring the net loss back to 0).
    client.okValue(await setLimit(player.token, 'lossWeek', 1_000));

    const start = Date.now();
    frozen = start;
    try {
      const block = client.okValue(await client.member(player.token).post(PATHS.timeOut, { days: 1 }));
      const until = new Date(start + DAY).toISOString();
      expect(block).toEqual({ kind: 'timeOut', from: new Date(start).toISOString(), until });
      for (const token of [player.token, second]) {
        expect(errorOf(await client.member(token).get(PATHS.settings)).status).toBe(401);
      }
      expect(errorOf(await login(player.username))).toMatchObject({
        status: 403,
        errorCode: ErrorCode.PLAYER_BLOCKED,
        value: { reason: 'timeOut', until },
      });
      // The wrong password learns nothing of the block.
      const wrong = await login(player.username, 'Wrong2468x');
      expect(errorOf(wrong).errorCode).toBe(ErrorCode.LOGIN_FAILED);
      const debit = await client.vendorCall(
        'debit',
        { playerToken, transactionId: 't-1', roundId: 't-1', gameCode: 'g', amount: 1_000 },
        secret,
        { at: clock() },
      );
      expect(errorOf(debit)).toMatchObject({
        errorCode: ErrorCode.PLAY_STOPPED,
        value: { reason: 'timeOut' },
      });
      // What was staked before settles: a win and a rollback pass during the block.
      expect(
        (await vendor('credit', { transactionId: 't-c', roundId: 't-a', gameCode: 'g', amount: 2_500 }))
          .statusCode,
      ).toBe(200);
      expect((await vendor('rollback', { transactionId: 't-d', refTransactionId: 't-b' })).statusCode).toBe(
        200,
      );

      frozen = start + DAY;
      const after = (await login(player.username)).json().value.token as string;
      client.okValue(await deposit(after, 100_000));
      expect(
        (
          await client.vendorCall(
            'debit',
            { playerToken, transactionId: 't-2', roundId: 't-2', gameCode: 'g', amount: 1_000 },
            secret,
            { at: clock() },
          )
        ).statusCode,
      ).toBe(200);
      expect(
        errorOf(
          await vendor('debit', { transactionId: 't-3', roundId: 't-3', gameCode: 'g', amount: 1_001 }),
        ),
      ).toMatchObject({ errorCode: ErrorCode.PLAY_STOPPED, value: { reason: 'lossWeek' } });

      // 42 days is the longest.
      const longest = client.okValue(await client.member(after).post(PATHS.timeOut, { days: 42 }));
      expect(longest.until).toBe(new Date(start + DAY + 42 * DAY).toISOString());
    } finally {
      frozen = null;
    }
  });

  it('takes a self-exclusion of 6 to 60 months, and refuses an SMS login during it', async () => {
    expect(
      errorOf(
        await client.member((await client.newMember('ppx')).token).post(PATHS.selfExclusion, { months: 5 }),
      ).status,
    ).toBe(400);
    const sixty = await client.newMember('ppx');
    expect(errorOf(await client.member(sixty.token).post(PATHS.selfExclusion, { months: 61 })).status).toBe(
      400,
    );
    const longest = client.okValue(
      await client.member(sixty.token).post(PATHS.selfExclusion, { months: 60 }),
    );
    expect(new Date(longest.until).getUTCFullYear() - new Date(longest.from).getUTCFullYear()).toBe(5);

    const repository = createAccountRepository(t.app.db);
    const phone = await repository.insertMember({
      merchantCode: 'DEMO',
      username: 'ppphone1',
      countryDialingCode: '84',
      mobileNum: '912019019',
      passwordHash: null,
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchants/DEMO/config',
      headers: operatorHeaders,
      payload: { whitelabel: { MOBILEVERCODELOGIN3: true } },
    });
    const smsLogin = async () => {
      const ip = freshIp();
      expect((await client.accounts.sendSms('0912019019', 'login', { ip })).statusCode).toBe(200);
      const code = await client.accounts.lastSmsCode('84912019019');
      return client.accounts.encrypted(
        'POST',
        '/wps/session/login',
        { type: 'sms', mobileNum: '0912019019', countryDialingCode: '84', verificationCode: code },
        { ip, at: clock() },
      );
    };
    const session = client.okValue(await smsLogin()).token as string;
    const block = client.okValue(await client.member(session).post(PATHS.selfExclusion, { months: 6 }));
    expect(block.kind).toBe('selfExclusion');
    // A minute later, the next code may be sent.
    offset = 2 * MINUTE;
    try {
      expect(errorOf(await smsLogin())).toMatchObject({
        status: 403,
        errorCode: ErrorCode.PLAYER_BLOCKED,
        value: { reason: 'selfExclusion', until: block.until },
      });
    } finally {
      offset = 0;
    }
    expect(phone.username).toBe('ppphone1');
  });

  it('shows the operator a member’s settings, block and history, auditing each read; a block is never shortened', async () => {
    const player = await client.newMember('ppo');
    client.okValue(await setLimit(player.token, 'depositDay', 500_000));
    const view = client.okValue(await operatorView(player.username.toUpperCase(), 'support-7'));
    expect(view).toMatchObject({ username: player.username, block: null });
    expect(limitOf(view.settings, 'depositDay').value).toBe(500_000);
    expect(view.history[0]).toMatchObject({ event: 'limitApplied', limit: 'depositDay', to: 500_000 });
    const [read] = await t.app.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.merchantCode, 'DEMO'),
          eq(operatorAudit.target, `player-protection:${player.username}`),
        ),
      )
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(read).toMatchObject({ actor: 'support-7' });

    const blockUrl = `/wps/operator/merchants/DEMO/members/${player.username}/player-protection/block`;
    const place = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: blockUrl,
        headers: { ...operatorHeaders, 'operator-actor': 'support-7' },
        payload,
      });
    const placed = client.okValue(await place({ kind: 'timeOut', days: 14, reason: 'Asked by phone' }));
    expect(errorOf(await client.member(player.token).get(PATHS.settings)).status).toBe(401);
    const shorter = await place({ kind: 'timeOut', days: 7, reason: 'Shorter' });
    expect(errorOf(shorter)).toMatchObject({
      status: 409,
      errorCode: ErrorCode.BLOCK_NOT_SHORTENED,
      value: { until: placed.until },
    });
    const longer = client.okValue(
      await place({ kind: 'selfExclusion', months: 6, reason: 'Asked by e-mail' }),
    );
    expect(client.okValue(await operatorView(player.username)).block).toEqual(longer);
    const [audit] = await t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `player-protection:${player.username}:block`))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit).toMatchObject({
      actor: 'support-7',
      patch: { kind: 'selfExclusion', reason: 'Asked by e-mail' },
    });
    expect(errorOf(await login(player.username)).value.reason).toBe('selfExclusion');

    const unknown = await operatorView('nobody-here');
    expect(unknown.statusCode).toBe(404);
  });

  it('reads and blocks through the operator CLI', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cli = (args: string[]) => operatorCli(url, args);
    const player = await client.newMember('ppcli');
    client.okValue(await setLimit(player.token, 'lossMonth', 700_000));

    const read = await cli(['player-protection', 'DEMO', player.username]);
    expect(read.code, read.err).toBe(0);
    expect(limitOf(JSON.parse(read.out).settings, 'lossMonth').value).toBe(700_000);

    expect((await cli(['player-block', 'DEMO', player.username, 'time-out', '2'])).code).toBe(2);
    expect((await cli(['player-block', 'DEMO', player.username, 'pause', '2', '--reason', 'x'])).code).toBe(
      2,
    );
    const placed = await cli([
      'player-block',
      'DEMO',
      player.username,
      'time-out',
      '2',
      '--reason',
      'By phone',
    ]);
    expect(placed.code, placed.err).toBe(0);
    expect(JSON.parse(placed.out)).toMatchObject({ kind: 'timeOut' });
    expect(errorOf(await client.member(player.token).get(PATHS.settings)).status).toBe(401);
    const shorter = await cli([
      'player-block',
      'DEMO',
      player.username,
      'time-out',
      '1',
      '--reason',
      'Shorter',
    ]);
    expect(shorter.code).toBe(1);
    expect(shorter.err).toContain('cannot be shortened');
  });
});
