/**
 * Payment password, bank cards and the withdrawal lifecycle: encrypted bodies, amount rules, the
 * hold that stops a double withdrawal, the operator's steps with their timeline, illegal steps.
 */
import { ErrorCode, type TrialValue } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';

describe('withdrawals', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let player: { username: string; token: string };
  let cardId: number;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createWalletClient(t);
    player = await client.newMember('wd');
    await client.adjust(player.username, 1_000_000);
  });
  afterAll(() => t?.close());

  const me = () => client.member(player.token);
  const wallet = async () => client.okValue(await me().get('/wps/wallet'));
  const step = (id: string, name: string, body: object = {}) =>
    client.operator('POST', `/wps/operator/merchants/DEMO/withdrawals/${id}/${name}`, body);
  const withdraw = (amount: number, headers: Record<string, string> = {}) =>
    me().encrypted(
      '/wps/transaction/withdraw',
      { amount, bankCardId: cardId, paymentPassword: '246810' },
      headers,
    );

  it('needs encrypted bodies for payment-password calls', async () => {
    const plain = await me().post('/wps/member/payment-password', { paymentPassword: '246810' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe(ErrorCode.ENCRYPTION_REQUIRED);
  });

  it('sets the payment password once', async () => {
    expect(client.okValue(await me().get('/wps/member/bank-cards'))).toEqual({
      paymentPasswordSet: false,
      paymentLock: null,
      cards: [],
    });
    const noPassword = await me().encrypted('/wps/member/bank-cards', {
      bankName: 'Vietcombank',
      accountNumber: '0011223344',
      holderName: 'Nguyen Van An',
      paymentPassword: '246810',
    });
    expect(noPassword.json().errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_REQUIRED);
    const badFormat = await me().encrypted('/wps/member/payment-password', { paymentPassword: '12ab' });
    expect(badFormat.statusCode).toBe(400);
    expect(
      client.okValue(await me().encrypted('/wps/member/payment-password', { paymentPassword: '246810' })),
    ).toBe(null);
    const again = await me().encrypted('/wps/member/payment-password', { paymentPassword: '135790' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_SET);
  });

  it('binds a bank card with the payment password and masks its number', async () => {
    const card = { bankName: 'Vietcombank', accountNumber: '0011223344', holderName: 'Nguyen Van An' };
    const wrong = await me().encrypted('/wps/member/bank-cards', { ...card, paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_WRONG);
    const bound = client.okValue(
      await me().encrypted('/wps/member/bank-cards', { ...card, paymentPassword: '246810' }),
    );
    expect(bound).toMatchObject({
      bankName: 'Vietcombank',
      accountNumber: '**** 3344',
      holderName: 'Nguyen Van An',
    });
    cardId = bound.id;
    const twice = await me().encrypted('/wps/member/bank-cards', { ...card, paymentPassword: '246810' });
    expect(twice.json().errorCode).toBe(ErrorCode.BANK_CARD_EXISTS);
    const list = client.okValue(await me().get('/wps/member/bank-cards'));
    expect(list.paymentPasswordSet).toBe(true);
    expect(list.cards).toEqual([bound]);
    expect(JSON.stringify(list)).not.toContain('0011223344');
  });

  it('applies the amount rules and refuses more than the balance', async () => {
    const low = await withdraw(99_999);
    expect(low.statusCode).toBe(400);
    expect(low.json().errorCode).toBe(ErrorCode.AMOUNT_OUT_OF_RANGE);
    const high = await withdraw(200_000_001);
    expect(high.json().errorCode).toBe(ErrorCode.AMOUNT_OUT_OF_RANGE);
    const over = await withdraw(1_000_001);
    expect(over.statusCode).toBe(409);
    expect(over.json().errorCode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const wrongPassword = await me().encrypted('/wps/transaction/withdraw', {
      amount: 100_000,
      bankCardId: cardId,
      paymentPassword: '111111',
    });
    expect(wrongPassword.json().errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_WRONG);
    expect((await wallet()).sumBalance).toBe(1_000_000);
  });

  it('holds the amount at once, so it cannot be withdrawn twice', async () => {
    const responses = await Promise.all([withdraw(600_000), withdraw(600_000)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await wallet()).toMatchObject({ sumBalance: 400_000, withdrawable: 400_000, held: 600_000 });
    // The same Idempotency-Key again answers the first withdrawal and holds nothing more.
    const first = client.okValue(await withdraw(100_000, { 'idempotency-key': 'wd-key-0001' }));
    const again = client.okValue(await withdraw(100_000, { 'idempotency-key': 'wd-key-0001' }));
    expect(again.id).toBe(first.id);
    expect(await wallet()).toMatchObject({ sumBalance: 300_000, held: 700_000 });
  });

  it('walks the timeline submitted → reviewing → approved → paid, refusing illegal steps', async () => {
    const { list } = client.okValue(await me().get('/wps/transaction/withdrawals'));
    const withdrawal = list.find((entry: { amount: number }) => entry.amount === 600_000);
    expect(withdrawal).toMatchObject({ status: 'submitted', bankCard: { accountNumber: '**** 3344' } });
    expect(withdrawal.timeline.map((event: { status: string }) => event.status)).toEqual(['submitted']);

    const early = await step(withdrawal.id, 'pay');
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe(ErrorCode.ILLEGAL_TRANSITION);
    expect(client.okValue(await step(withdrawal.id, 'review')).status).toBe('reviewing');
    expect(client.okValue(await step(withdrawal.id, 'review')).status).toBe('reviewing');
    expect(client.okValue(await step(withdrawal.id, 'approve')).status).toBe('approved');
    const [paid, paidAgain] = await Promise.all([step(withdrawal.id, 'pay'), step(withdrawal.id, 'pay')]);
    expect(client.okValue(paid).status).toBe('paid');
    expect(client.okValue(paidAgain).status).toBe('paid');
    expect((await step(withdrawal.id, 'reject', { reason: 'late' })).statusCode).toBe(409);
    expect(await wallet()).toMatchObject({ sumBalance: 300_000, held: 100_000 });

    const mine = client.okValue(await me().get('/wps/transaction/withdrawals')).list;
    const done = mine.find((entry: { id: string }) => entry.id === withdrawal.id);
    expect(done.timeline.map((event: { status: string }) => event.status)).toEqual([
      'submitted',
      'reviewing',
      'approved',
      'paid',
    ]);
  });

  it("pages the operator's queue on the server, narrowed by statuses, member and time", async () => {
    const queue = async (query: string) =>
      client.operator('GET', `/wps/operator/merchants/DEMO/withdrawals?username=${player.username}&${query}`);
    const first = client.okValue(await queue('pageSize=1'));
    expect(first).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
    expect(first.list.map((entry: { amount: number }) => entry.amount)).toEqual([100_000]);
    const second = client.okValue(await queue('pageSize=1&pageNo=2'));
    expect(second.list.map((entry: { amount: number }) => entry.amount)).toEqual([600_000]);
    expect(client.okValue(await queue('status=paid&status=submitted')).total).toBe(2);
    expect(client.okValue(await queue('status=paid')).list).toEqual([
      expect.objectContaining({ amount: 600_000, status: 'paid', username: player.username }),
    ]);
    expect(client.okValue(await queue('status=rejected'))).toMatchObject({ list: [], total: 0 });
    expect(client.okValue(await queue(`from=${Date.now() + 60_000}`)).total).toBe(0);
    expect(client.okValue(await queue(`to=${Date.now() + 60_000}`)).total).toBe(2);
    const nobody = await client.operator(
      'GET',
      '/wps/operator/merchants/DEMO/withdrawals?username=nobody_here',
    );
    expect(client.okValue(nobody)).toMatchObject({ list: [], total: 0 });
    for (const bad of ['pageSize=101', 'pageNo=0', 'status=lost', 'from=1e20']) {
      const refused = await queue(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errorCode, bad).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('rejects with a reason and returns the held amount to the wallet', async () => {
    const operatorList = client.okValue(
      await client.operator(
        'GET',
        `/wps/operator/merchants/DEMO/withdrawals?status=submitted&username=${player.username}`,
      ),
    );
    const [withdrawal] = operatorList.list;
    expect(operatorList.total).toBe(1);
    expect(withdrawal.amount).toBe(100_000);
    const noReason = await step(withdrawal.id, 'reject');
    expect(noReason.statusCode).toBe(400);
    const rejected = client.okValue(
      await step(withdrawal.id, 'reject', { reason: 'Card holder name mismatch' }),
    );
    expect(rejected.status).toBe('rejected');
    expect(rejected.timeline.at(-1)).toMatchObject({ status: 'rejected', note: 'Card holder name mismatch' });
    expect(await wallet()).toMatchObject({ sumBalance: 400_000, held: 0 });
    expect((await step(withdrawal.id, 'approve')).statusCode).toBe(409);
  });

  it('shows each step in the account record', async () => {
    const records = client.okValue(
      await me().get('/wps/transaction/records?type=withdrawal&pageSize=50'),
    ).list;
    const byKind = (kind: string) => records.filter((record: { kind: string }) => record.kind === kind);
    expect(
      byKind('withdrawal_hold')
        .map((record: { status: string }) => record.status)
        .sort(),
    ).toEqual(['paid', 'rejected']);
    expect(byKind('withdrawal_release')).toHaveLength(1);
    expect(byKind('withdrawal_release')[0]).toMatchObject({ amount: 100_000, balanceAfter: 400_000 });
  });

  it('refuses trial accounts', async () => {
    const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
    const response = await client.member(trial.token).get('/wps/member/bank-cards');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(ErrorCode.NOT_REAL_ACCOUNT);
  });

  it('leaves the ledger consistent', async () => {
    expect(client.okValue(await client.operator('GET', '/wps/operator/ledger/check')).ok).toBe(true);
  });
});
