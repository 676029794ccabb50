/**
 * The reward centre: states from the ledger, the claim as one idempotent bonus movement (a double
 * tap, a retry and ten parallel claims move the money once, and the ledger check stays clean), the
 * unclaimed count, rebates and points by their switches, the wagering that refuses a withdrawal
 * (at its boundary), trial and visitor refusals, and the operator API and CLI with their audit.
 */
import { ErrorCode, type Reward, type SiteConfig, type TrialValue } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import type { SessionInfo } from '../../plugins/session';
import { createWalletService } from '../wallet/service';
import { createRewardsService } from './service';

const DAY_MS = 86_400_000;

describe('rewards', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createWalletClient(t);
  });
  afterAll(() => t?.close());

  const list = async (token: string) =>
    client.okValue<{ list: Reward[] }>(await client.member(token).get('/wps/rewards')).list;
  const byKind = async (token: string, kind: Reward['kind']) => {
    const reward = (await list(token)).find((entry) => entry.kind === kind);
    if (!reward) throw new Error(`no ${kind} reward`);
    return reward;
  };
  const count = async (token: string) =>
    client.okValue<{ count: number }>(await client.member(token).get('/wps/rewards/unclaimed-count')).count;
  const claim = (token: string, id: string, key?: string) =>
    client.member(token).post(`/wps/rewards/${id}/claim`, {}, key ? { 'idempotency-key': key } : {});
  const balance = async (token: string) =>
    client.okValue<{ sumBalance: number }>(await client.member(token).get('/wps/wallet')).sumBalance;
  const bonusRecords = async (token: string) =>
    client.okValue(await client.member(token).get('/wps/transaction/records?type=bonus')).list as unknown[];
  const memberIdOf = async (token: string) =>
    client.okValue<{ id: number }>(await client.member(token).get('/wps/member/info')).id;
  const bet = async (username: string, amount: number) => {
    const secret = await client.vendorSecret();
    const playerToken = await client.playerToken(username);
    const transactionId = `bet-${crypto.randomUUID()}`;
    const response = await client.vendorCall(
      'debit',
      { playerToken, transactionId, roundId: transactionId, gameCode: 'g', amount },
      secret,
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it('shows the demo member the seeded rewards, three claimable, and counts exactly those', async () => {
    const { token } = await client.accounts.loginOk('demo', 'Demo1234');
    const rewards = await list(token);
    expect(rewards.map((reward) => [reward.kind, reward.state, reward.amount, reward.reason])).toEqual([
      ['welcome', 'claimable', 18_000, null],
      ['deposit', 'claimable', 2_500_000, null],
      ['daily_check_in', 'claimable', 5_000, null],
      ['rebate', 'not_yet', null, 'no_turnover'],
      ['points', 'not_yet', null, 'no_points'],
    ]);
    expect(rewards[1]?.turnoverRequired).toBe(25_000_000);
    expect(await count(token)).toBe(rewards.filter((reward) => reward.state === 'claimable').length);
    const chinese = await client.accounts.request('GET', '/wps/rewards', undefined, {
      token,
      headers: { language: 'CN' },
    });
    expect(chinese.json().value.list[0].title).toBe('新人礼金');
  });

  it('refuses visitors (401) and trial accounts (403 FREE_REJECT)', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/rewards/unclaimed-count' });
    expect(visitor.statusCode).toBe(401);
    const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
    for (const response of [
      await client.member(trial.token).get('/wps/rewards'),
      await client.member(trial.token).get('/wps/rewards/unclaimed-count'),
      await claim(trial.token, '1'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(ErrorCode.FREE_REJECT);
    }
  });

  it('claims once: the balance rises by the amount, a second claim is refused, a retry answers the first', async () => {
    const player = await client.newMember('rw');
    const welcome = await byKind(player.token, 'welcome');
    const before = await count(player.token);
    const first = client.okValue(await claim(player.token, welcome.id, 'key-welcome-1'));
    expect(first).toMatchObject({ balance: 18_000, claim: { amount: 18_000, turnoverRequired: 18_000 } });
    expect(await balance(player.token)).toBe(18_000);
    const retry = client.okValue(await claim(player.token, welcome.id, 'key-welcome-1'));
    expect(retry.claim.id).toBe(first.claim.id);
    const again = await claim(player.token, welcome.id, 'key-welcome-2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: ErrorCode.REWARD_NOT_CLAIMABLE,
      value: { reason: 'claimed' },
    });
    expect(await balance(player.token)).toBe(18_000);
    expect(await count(player.token)).toBe(before - 1);
    expect(await byKind(player.token, 'welcome')).toMatchObject({ state: 'claimed', amount: null });
    const noDeposit = await claim(player.token, (await byKind(player.token, 'deposit')).id);
    expect(noDeposit.json()).toMatchObject({
      errorCode: ErrorCode.REWARD_NOT_CLAIMABLE,
      value: { reason: 'no_deposit' },
    });
    expect((await claim(player.token, '999999')).statusCode).toBe(404);
  });

  it('moves the money once for ten parallel claims, and the ledger check stays clean', async () => {
    const player = await client.newMember('rp');
    const checkIn = await byKind(player.token, 'daily_check_in');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => claim(player.token, checkIn.id, `double-tap-${index % 2}`)),
    );
    expect(
      answers.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 409),
    ).toEqual([]);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await balance(player.token)).toBe(5_000);
    expect(await bonusRecords(player.token)).toHaveLength(1);
    const state = await byKind(player.token, 'daily_check_in');
    expect(state.state).toBe('claimed');
    expect(Date.parse(state.nextAvailableAt ?? '')).toBeGreaterThan(Date.now());
    const wallet = createWalletService({ db: t.app.db });
    expect(await wallet.check()).toMatchObject({ ok: true, violations: [] });
  });

  it('pays the rebate of yesterday’s turnover and exchanges points, each once', async () => {
    const player = await client.newMember('rr');
    await client.adjust(player.username, 1_000_000);
    await bet(player.username, 200_000);
    const points = await byKind(player.token, 'points');
    expect(points).toMatchObject({ state: 'claimable', points: 20, amount: 2_000 });
    client.okValue(await claim(player.token, points.id));
    expect(await byKind(player.token, 'points')).toMatchObject({ state: 'not_yet', points: 0 });
    await bet(player.username, 50_000);
    expect(await byKind(player.token, 'points')).toMatchObject({
      state: 'claimable',
      points: 5,
      amount: 500,
    });
    // Tomorrow, today's bets are yesterday's turnover: the service on a clock a day ahead.
    const tomorrow = createRewardsService({
      db: t.app.db,
      wallet: createWalletService({ db: t.app.db }),
      now: () => Date.now() + DAY_MS,
    });
    const session = { merchantCode: 'DEMO', memberId: await memberIdOf(player.token) } as SessionInfo;
    const config = { currency: 'VND', whitelabel: { MANPLAYREB3: true, PTSYS3: true } } as SiteConfig;
    const rebate = (await tomorrow.rewards(config, session, 'EN')).find((reward) => reward.kind === 'rebate');
    expect(rebate).toMatchObject({ state: 'claimable', amount: 1_250 });
    const claimed = await tomorrow.claim(config, session, rebate?.id ?? '', undefined, 'EN');
    expect(claimed.claim.amount).toBe(1_250);
    await expect(tomorrow.claim(config, session, rebate?.id ?? '', undefined, 'EN')).rejects.toMatchObject({
      errorCode: ErrorCode.REWARD_NOT_CLAIMABLE,
    });
    expect(await byKind(player.token, 'rebate')).toMatchObject({ state: 'not_yet', reason: 'no_turnover' });
  });

  it('hides the rebate and points while their whitelabel switches are off', async () => {
    const switches = (on: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/wps/operator/merchants/DEMO/config',
        headers: operatorHeaders,
        payload: { whitelabel: { MANPLAYREB3: on, PTSYS3: on } },
      });
    const player = await client.newMember('rs');
    expect((await switches(false)).statusCode).toBe(200);
    try {
      expect((await list(player.token)).map((reward) => reward.kind)).toEqual([
        'welcome',
        'deposit',
        'daily_check_in',
      ]);
    } finally {
      expect((await switches(true)).statusCode).toBe(200);
    }
    expect((await list(player.token)).map((reward) => reward.kind)).toContain('points');
  });

  it('refuses a withdrawal while a bonus needs turnover, and allows it at the boundary', async () => {
    const player = await client.newMember('rw');
    const memberId = await memberIdOf(player.token);
    const rewards = createRewardsService({
      db: t.app.db,
      wallet: createWalletService({ db: t.app.db }),
      now: Date.now,
    });
    await client.adjust(player.username, 1_000_000);
    client.okValue(await claim(player.token, (await byKind(player.token, 'welcome')).id));
    expect(await rewards.outstandingTurnover('DEMO', 'VND', memberId)).toBe(18_000);
    const me = client.member(player.token);
    client.okValue(await me.encrypted('/wps/member/payment-password', { paymentPassword: '246810' }));
    const card = client.okValue(
      await me.encrypted('/wps/member/bank-cards', {
        bankName: 'Vietcombank',
        accountNumber: '0099887766',
        holderName: 'Tran Thi Binh',
        paymentPassword: '246810',
      }),
    );
    const withdraw = () =>
      me.encrypted('/wps/transaction/withdraw', {
        amount: 100_000,
        bankCardId: card.id,
        paymentPassword: '246810',
      });
    await bet(player.username, 17_999);
    const refused = await withdraw();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: ErrorCode.TURNOVER_REQUIRED,
      value: { remainingTurnover: 1 },
    });
    await bet(player.username, 1);
    expect(await rewards.outstandingTurnover('DEMO', 'VND', memberId)).toBe(0);
    expect((await withdraw()).statusCode).toBe(200);
    // Met requirements are done with: a new claim starts a new count from its own time.
    client.okValue(await claim(player.token, (await byKind(player.token, 'daily_check_in')).id));
    expect(await rewards.outstandingTurnover('DEMO', 'VND', memberId)).toBe(5_000);
    const claims = client.okValue(await me.get('/wps/rewards/claims'));
    expect(claims.outstandingTurnover).toBe(5_000);
    expect(
      claims.list.map((entry: { kind: string; turnoverDone: number }) => [entry.kind, entry.turnoverDone]),
    ).toEqual([
      ['daily_check_in', 0],
      ['welcome', 18_000],
    ]);
  });

  it('stacks requirements claimed before the first is met', async () => {
    const player = await client.newMember('rk');
    const memberId = await memberIdOf(player.token);
    const rewards = createRewardsService({
      db: t.app.db,
      wallet: createWalletService({ db: t.app.db }),
      now: Date.now,
    });
    await client.adjust(player.username, 100_000);
    client.okValue(await claim(player.token, (await byKind(player.token, 'welcome')).id));
    await bet(player.username, 10_000);
    client.okValue(await claim(player.token, (await byKind(player.token, 'daily_check_in')).id));
    // 18,000 + 5,000 required since the welcome claim, 10,000 wagered: 13,000 to go.
    expect(await rewards.outstandingTurnover('DEMO', 'VND', memberId)).toBe(13_000);
    const claims = client.okValue(await client.member(player.token).get('/wps/rewards/claims'));
    expect(
      claims.list.map((entry: { kind: string; turnoverDone: number }) => [entry.kind, entry.turnoverDone]),
    ).toEqual([
      ['daily_check_in', 0],
      ['welcome', 10_000],
    ]);
  });

  describe('operator', () => {
    const base = '/wps/operator/merchants/DEMO/rewards';
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, actor?: string) =>
      t.app.inject({
        method,
        url,
        headers: { ...operatorHeaders, ...(actor ? { 'operator-actor': actor } : {}) },
        ...(payload ? { payload } : {}),
      });
    const reward = {
      kind: 'daily_check_in',
      texts: {
        EN: { title: 'Weekend check-in', description: 'Extra check-in' },
        VI: { title: 'Điểm danh', description: '' },
      },
      params: { amount: 7_000 },
      turnoverMultiplier: 2,
    };

    it('creates, lists and changes rewards, validated and audited', async () => {
      const created = client.okValue(await call('POST', base, reward, 'alice'));
      expect(created).toMatchObject({ kind: 'daily_check_in', enabled: true, endsAt: null, sortOrder: 0 });
      const listed = client.okValue<{ id: string }[]>(await call('GET', base));
      expect(listed.map((entry) => entry.id)).toContain(created.id);
      const wrongParams = await call('POST', base, { ...reward, params: { percent: 5 } });
      expect(wrongParams.statusCode).toBe(400);
      const mismatched = await call('POST', base, { ...reward, kind: 'rebate' });
      expect(mismatched.statusCode).toBe(400);
      expect(mismatched.json().errorCode).toBe(ErrorCode.VALIDATION_FAILED);
      const backwards = await call('POST', base, {
        ...reward,
        startsAt: '2026-02-01T00:00:00Z',
        endsAt: '2026-01-01T00:00:00Z',
      });
      expect(backwards.statusCode).toBe(400);
      const changed = client.okValue(
        await call('PATCH', `${base}/${created.id}`, { enabled: false, params: { amount: 8_000 } }, 'bob'),
      );
      expect(changed).toMatchObject({ enabled: false, params: { amount: 8_000 } });
      expect((await call('PATCH', `${base}/999999`, { enabled: true })).statusCode).toBe(404);
      expect((await call('GET', '/wps/operator/merchants/NOPE/rewards')).statusCode).toBe(404);
      const audit = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `reward:${created.id}`));
      expect(audit.map((entry) => [entry.actor, entry.before === null])).toEqual([
        ['alice', true],
        ['bob', false],
      ]);
      const player = await client.newMember('ro');
      expect((await list(player.token)).map((entry) => entry.id)).not.toContain(created.id);
    });

    it('runs the CLI commands through the API', async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cli = (args: string[]) => operatorCli(url, args);
      const added = await cli(['reward-add', 'DEMO', JSON.stringify({ ...reward, sortOrder: 9 })]);
      expect(added.code, added.err).toBe(0);
      const { id } = JSON.parse(added.out);
      const set = await cli(['reward-set', 'DEMO', id, '{"turnoverMultiplier": 3}']);
      expect(set.code, set.err).toBe(0);
      expect(JSON.parse(set.out).turnoverMultiplier).toBe(3);
      const listed = await cli(['rewards', 'DEMO']);
      expect(listed.code).toBe(0);
      expect(JSON.parse(listed.out).map((entry: { id: string }) => entry.id)).toContain(id);
      expect((await cli(['reward-set', 'DEMO', id, 'not json'])).code).toBe(2);
      expect((await cli(['reward-add', 'DEMO'])).code).toBe(2);
    });
  });
});
