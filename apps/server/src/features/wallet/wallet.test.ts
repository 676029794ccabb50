/** The balance call, the account record's filters and paging, adjustments, and the wallet CLI commands. */
import { ErrorCode, type SessionValue, type TrialValue } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { createWalletService } from './service';

describe('wallet', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createWalletClient(t);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const cli = (args: string[]) => operatorCli(url, args);

  it('answers the demo member’s seeded balance with its currency, and needs a session', async () => {
    const session = await client.accounts.loginOk('demo', 'Demo1234');
    expect(client.okValue(await client.member(session.token).get('/wps/wallet'))).toEqual({
      sumBalance: 2_500_000,
      currency: 'VND',
      currencySymbol: '₫',
      decimals: 0,
      withdrawable: 2_500_000,
      held: 0,
      withdrawalMin: 100_000,
      withdrawalMax: 200_000_000,
    });
    const records = client.okValue(await client.member(session.token).get('/wps/transaction/records'));
    expect(records.list).toEqual([
      expect.objectContaining({
        type: 'deposit',
        kind: 'deposit',
        amount: 2_500_000,
        balanceAfter: 2_500_000,
        status: 'completed',
      }),
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/wallet' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('starts a trial account with the merchant’s play money, once, in the trial merchant’s ledger', async () => {
    const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
    expect(trial.merchantCode).toBe('DEMO_TRIAL');
    const me = client.member(trial.token);
    expect(client.okValue(await me.get('/wps/wallet'))).toMatchObject({
      sumBalance: 2_000_000,
      withdrawable: 0,
      held: 0,
    });
    expect(client.okValue(await me.get('/wps/transaction/records')).list).toEqual([
      expect.objectContaining({ type: 'bonus', amount: 2_000_000, balanceAfter: 2_000_000 }),
    ]);
    // Play money never leaves: a trial account has no withdrawals.
    const withdrawals = await me.get('/wps/transaction/withdrawals');
    expect(withdrawals.statusCode).toBe(403);
    expect(withdrawals.json().errorCode).toBe(ErrorCode.NOT_REAL_ACCOUNT);
    expect(client.okValue(await client.operator('GET', '/wps/operator/ledger/check'))).toMatchObject({
      ok: true,
    });
  });

  it('filters the account record by type and time and pages it, newest first', async () => {
    const player = await client.newMember('rec');
    const before = Date.now() - 1;
    for (const amount of [100, 200, 300, 400, 500]) await client.adjust(player.username, amount);
    await client.adjust(player.username, -50);
    const me = client.member(player.token);
    const page1 = client.okValue(
      await me.get('/wps/transaction/records?type=adjustment&pageNo=1&pageSize=4'),
    );
    expect(page1).toMatchObject({ totalPages: 2, pageNum: 1 });
    expect(page1.list.map((record: { amount: number }) => record.amount)).toEqual([-50, 500, 400, 300]);
    expect(page1.list[0].balanceAfter).toBe(1450);
    const page2 = client.okValue(
      await me.get('/wps/transaction/records?type=adjustment&pageNo=2&pageSize=4'),
    );
    expect(page2.list.map((record: { amount: number }) => record.amount)).toEqual([200, 100]);
    expect(client.okValue(await me.get('/wps/transaction/records?type=bet')).list).toEqual([]);
    expect(client.okValue(await me.get(`/wps/transaction/records?from=${before}`)).list).toHaveLength(6);
    expect(client.okValue(await me.get(`/wps/transaction/records?to=${before}`)).list).toHaveLength(0);
    expect(client.okValue(await me.get(`/wps/transaction/records?from=${Date.now() + 60_000}`))).toEqual({
      list: [],
      totalPages: 0,
      pageNum: 1,
    });
    const bad = await me.get('/wps/transaction/records?type=lottery');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('measures turnover as bets less rollbacks, and lists deposits, from the ledger', async () => {
    const wallet = createWalletService({ db: t.app.db });
    const player = await client.newMember('turn');
    const { id: memberId } = client.okValue(await client.member(player.token).get('/wps/member/info'));
    await client.adjust(player.username, 10_000);
    const secret = await client.vendorSecret();
    const playerToken = await client.playerToken(player.username);
    const bet = (transactionId: string, amount: number) =>
      client.vendorCall(
        'debit',
        { playerToken, transactionId, roundId: transactionId, gameCode: 'g', amount },
        secret,
      );
    const start = new Date();
    expect((await bet('t-1', 1_000)).statusCode).toBe(200);
    expect((await bet('t-2', 500)).statusCode).toBe(200);
    const rollback = await client.vendorCall(
      'rollback',
      {
        playerToken,
        transactionId: 't-3',
        refTransactionId: 't-2',
        roundId: 't-2',
        gameCode: 'g',
        amount: 500,
      },
      secret,
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(await wallet.turnover('DEMO', 'VND', memberId)).toBe(1_000);
    expect(await wallet.turnover('DEMO', 'VND', memberId, { from: start })).toBe(1_000);
    expect(await wallet.turnover('DEMO', 'VND', memberId, { to: start })).toBe(0);
    expect(await wallet.deposits('DEMO', 'VND', memberId)).toEqual([]);
    const demo = await client.accounts.loginOk('demo', 'Demo1234');
    const { id: demoId } = client.okValue(await client.member(demo.token).get('/wps/member/info'));
    expect(await wallet.deposits('DEMO', 'VND', demoId)).toEqual([
      { transactionId: expect.any(Number), amount: 2_500_000, time: expect.any(Date) },
    ]);
  });

  it('refuses an adjustment that would overdraw the member', async () => {
    const player = await client.newMember('adj');
    const response = await client.operator('POST', '/wps/operator/merchants/DEMO/adjustments', {
      username: player.username,
      amount: -1,
      reason: 'test',
      idempotencyKey: 'overdraw-0001',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await client.operator('GET', '/wps/operator/ledger/check')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/wps/operator/ledger/check' })).statusCode).toBe(401);
  });

  it('drives deposits, withdrawals, adjustments and the ledger check from the CLI', async () => {
    const player = await client.newMember('cli');
    const adjusted = await cli(['adjust', 'DEMO', player.username, '500000', '--reason', 'welcome bonus']);
    expect(adjusted.code, adjusted.err).toBe(0);
    expect(JSON.parse(adjusted.out)).toMatchObject({ outcome: 'posted', balance: 500_000 });
    expect((await cli(['adjust', 'DEMO', player.username, '12.5', '--reason', 'x'])).code).toBe(2);

    const me = client.member(player.token);
    const order = client.okValue(
      await me.post('/wps/deposit/manual', {
        channelId: 'VCB_TRANSFER',
        amount: 100_000,
        reference: 'FT-CLI',
        payerName: 'Tran Thi Binh',
      }),
    );
    const listed = await cli(['deposits', 'DEMO', '--status', 'pending']);
    expect(JSON.parse(listed.out).list.map((entry: { orderId: string }) => entry.orderId)).toContain(
      order.orderId,
    );
    expect((await cli(['deposit', 'DEMO', order.orderId, 'approve'])).code).toBe(0);
    expect(client.okValue(await me.get('/wps/wallet')).sumBalance).toBe(600_000);

    await me.encrypted('/wps/member/payment-password', { paymentPassword: '112233' });
    const card = client.okValue(
      await me.encrypted('/wps/member/bank-cards', {
        bankName: 'Techcombank',
        accountNumber: '19036688990011',
        holderName: 'Tran Thi Binh',
        paymentPassword: '112233',
      }),
    );
    const withdrawal = client.okValue(
      await me.encrypted('/wps/transaction/withdraw', {
        amount: 200_000,
        bankCardId: card.id,
        paymentPassword: '112233',
      }),
    );
    for (const step of ['review', 'approve', 'pay']) {
      const result = await cli(['withdrawal', 'DEMO', withdrawal.id, step]);
      expect(result.code, result.err).toBe(0);
    }
    expect((await cli(['withdrawals', 'DEMO', '--page', '0'])).code).toBe(2);
    const illegal = await cli(['withdrawal', 'DEMO', withdrawal.id, 'reject', '--reason', 'late']);
    expect(illegal).toMatchObject({ code: 1, err: expect.stringMatching(/^ILLEGAL_TRANSITION/) });
    expect(JSON.parse((await cli(['withdrawals', 'DEMO', '--status', 'paid'])).out).list[0].id).toBe(
      withdrawal.id,
    );

    const check = await cli(['ledger-check']);
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/^OK: \d+ accounts, \d+ transactions$/);
    const token = await cli(['vendor-token', 'DEMOGAMES', 'DEMO', player.username]);
    expect(JSON.parse(token.out).playerToken).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse((await cli(['vendor', 'DEMOGAMES'])).out).secret).toMatch(/^[\w-]{43}$/);
  });

  it('answers zero for a real member who never deposited', async () => {
    const session = await client.accounts.loginOk('agent', 'Agent1234');
    expect((session as SessionValue).type).toBe(1);
    expect(client.okValue(await client.member(session.token).get('/wps/wallet')).sumBalance).toBe(0);
  });
});
