/** The seamless wallet: signatures, idempotency by the vendor's transaction id, rollbacks, the betting record. */
import { ErrorCode } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';

describe('vendor wallet API', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let secret: string;
  let player: { username: string; token: string };
  let playerToken: string;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createWalletClient(t);
    secret = await client.vendorSecret();
    player = await client.newMember('vend');
    await client.adjust(player.username, 1000);
    playerToken = await client.playerToken(player.username);
  });
  afterAll(() => t?.close());

  const call = (action: string, body: object) => client.vendorCall(action, { playerToken, ...body }, secret);
  const answerOf = async (action: string, body: object) => client.okValue(await call(action, body));

  it('refuses a missing, wrong or stale signature and an unknown vendor before reading the body', async () => {
    const body = { playerToken };
    const missing = await t.app.inject({
      method: 'POST',
      url: '/wps/vendor/DEMOGAMES/wallet/balance',
      payload: body,
    });
    const wrong = await client.vendorCall('balance', body, 'not-the-secret');
    const stale = await client.vendorCall('balance', body, secret, { at: Date.now() - 6 * 60_000 });
    const unknownVendor = await client.vendorCall('balance', body, secret, { vendorCode: 'NOBODY' });
    const tampered = await client.vendorCall('balance', body, secret, {
      signature: `t=${Date.now()},v1=${'0'.repeat(64)}`,
    });
    for (const response of [missing, wrong, stale, unknownVendor, tampered]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe(ErrorCode.SIGNATURE_INVALID);
    }
  });

  it('refuses an unknown player token', async () => {
    const response = await client.vendorCall('balance', { playerToken: 'nope' }, secret);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(ErrorCode.PLAYER_TOKEN_INVALID);
  });

  it('answers the balance', async () => {
    expect(await answerOf('balance', {})).toEqual({
      result: 'OK',
      balance: 1000,
      currency: 'VND',
      transactionId: null,
    });
  });

  it('debits once per transaction id; the same id again is the first result; another amount is 409', async () => {
    const bet = { transactionId: 'bet-1', roundId: 'round-1', gameCode: 'slot-7', amount: 300 };
    const first = await answerOf('debit', bet);
    expect(first).toMatchObject({ result: 'OK', balance: 700 });
    expect(await answerOf('debit', bet)).toEqual({ ...first, result: 'DUPLICATE' });
    const conflict = await call('debit', { ...bet, amount: 301 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
    expect((await answerOf('balance', {})).balance).toBe(700);
  });

  it('refuses a debit above the balance and moves nothing', async () => {
    const response = await call('debit', {
      transactionId: 'bet-big',
      roundId: 'round-big',
      gameCode: 'g',
      amount: 5000,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await answerOf('balance', {})).balance).toBe(700);
    // The refused id was not used up: once the money is there, the same id goes through.
    await client.adjust(player.username, 5000);
    expect(
      await answerOf('debit', {
        transactionId: 'bet-big',
        roundId: 'round-big',
        gameCode: 'g',
        amount: 5000,
      }),
    ).toMatchObject({ result: 'OK', balance: 700 });
  });

  it('credits a win once and settles the round', async () => {
    const win = { transactionId: 'win-1', roundId: 'round-1', amount: 900 };
    expect(await answerOf('credit', win)).toMatchObject({ result: 'OK', balance: 1600 });
    expect(await answerOf('credit', win)).toMatchObject({ result: 'DUPLICATE', balance: 1600 });
    expect(
      await answerOf('credit', { transactionId: 'lose-2', roundId: 'round-big', amount: 0 }),
    ).toMatchObject({
      result: 'OK',
      transactionId: null,
    });
  });

  it('rolls a bet back once; unknown and repeated rollbacks have defined answers', async () => {
    await answerOf('debit', { transactionId: 'bet-3', roundId: 'round-3', gameCode: 'fish', amount: 100 });
    const rollback = { transactionId: 'rb-3', refTransactionId: 'bet-3' };
    expect(await answerOf('rollback', rollback)).toMatchObject({ result: 'OK', balance: 1600 });
    expect(await answerOf('rollback', rollback)).toMatchObject({ result: 'DUPLICATE', balance: 1600 });
    expect(await answerOf('rollback', { transactionId: 'rb-3b', refTransactionId: 'bet-3' })).toMatchObject({
      result: 'ALREADY_ROLLED_BACK',
      balance: 1600,
      transactionId: null,
    });
    expect(
      await answerOf('rollback', { transactionId: 'rb-x', refTransactionId: 'never-sent' }),
    ).toMatchObject({
      result: 'BET_NOT_FOUND',
      balance: 1600,
    });
    // A win is not a bet: there is nothing to roll back.
    expect((await answerOf('rollback', { transactionId: 'rb-w', refTransactionId: 'win-1' })).result).toBe(
      'BET_NOT_FOUND',
    );
  });

  it('refuses a round id that is another player’s', async () => {
    const other = await client.newMember('othr');
    await client.adjust(other.username, 100);
    const otherToken = await client.playerToken(other.username);
    const response = await client.vendorCall(
      'debit',
      { playerToken: otherToken, transactionId: 'bet-o', roundId: 'round-1', gameCode: 'g', amount: 10 },
      secret,
    );
    expect(response.statusCode).toBe(409);
    expect(
      (await client.vendorCall('balance', { playerToken: otherToken }, secret)).json().value.balance,
    ).toBe(100);
  });

  it('shows the rounds in the betting record, newest first, paged', async () => {
    const page = client.okValue(
      await client.member(player.token).get('/wps/game/records?pageNo=1&pageSize=2'),
    );
    expect(page.totalPages).toBe(2);
    expect(page.pageNum).toBe(1);
    const all = client.okValue(await client.member(player.token).get('/wps/game/records?pageSize=10')).list;
    expect(all).toHaveLength(3);
    expect(all.find((round: { roundId: string }) => round.roundId === 'round-1')).toMatchObject({
      vendorCode: 'DEMOGAMES',
      gameCode: 'slot-7',
      stake: 300,
      win: 900,
      status: 'settled',
    });
    expect(all.find((round: { roundId: string }) => round.roundId === 'round-3')).toMatchObject({
      stake: 0,
      status: 'rolled_back',
    });
    expect((await t.app.inject({ method: 'GET', url: '/wps/game/records' })).statusCode).toBe(401);
  });

  it('leaves the ledger consistent', async () => {
    const check = client.okValue(await client.operator('GET', '/wps/operator/ledger/check'));
    expect(check.violations).toEqual([]);
    expect(check.ok).toBe(true);
  });
});
