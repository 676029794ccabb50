/**
 * Deposits: channels, the sandbox gateway end to end over real HTTP (order → payment page → pay →
 * the gateway's asynchronous signed callback → credit), the payment page refused to anyone but the
 * order's payer, callback replays and forgeries, manual bank transfers decided by the operator, and
 * the refusal of trial accounts.
 */
import { createServer } from 'node:net';
import { ErrorCode, type SessionValue, type TrialValue } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient, postSandboxNotice } from '../../../test/wallet-client';
import { signatureHeaderOf } from '../../plugins/signed-body';
import { payLinkSignatureOf } from './sandbox-gateway';

const GATEWAY_SECRET = 'sandbox-secret-for-tests-0123456789';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The gateway's payment id: the last path segment of the payment URL, without the link's query. */
const paymentIdOf = (paymentUrl: string) =>
  new URL(paymentUrl, 'http://gateway').pathname.split('/').pop() as string;

describe('deposits', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let player: { username: string; token: string };
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(
      accountTestConfig({ port, sandboxGatewaySecret: GATEWAY_SECRET, sandboxCallbackBaseUrl: base }),
    );
    await t.app.listen({ port, host: '127.0.0.1' });
    client = createWalletClient(t);
    player = await client.newMember('dep');
  });
  afterAll(() => t?.close());

  const me = () => client.member(player.token);
  const balance = async () => client.okValue(await me().get('/wps/wallet')).sumBalance as number;
  const orderStatus = async (orderId: string) =>
    client.okValue(await me().get(`/wps/deposit/orders/${orderId}`)).status as string;
  const waitForStatus = async (orderId: string, status: string) => {
    for (let tries = 0; tries < 100; tries++) {
      if ((await orderStatus(orderId)) === status) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`order ${orderId} never became ${status}`);
  };

  it('lists the merchant channels with their limits', async () => {
    const channels = client.okValue(await me().get('/wps/deposit/channels'));
    expect(channels.map((channel: { id: string }) => channel.id)).toEqual(['SANDBOX', 'VCB_TRANSFER']);
    expect(channels[0]).toMatchObject({ kind: 'sandbox', min: 50_000, max: 50_000_000 });
    expect(channels[1].payee).toMatchObject({ bankName: 'Vietcombank' });
  });

  it('credits a sandbox payment once, after the gateway’s asynchronous callback', async () => {
    const before = await balance();
    const created = client.okValue(
      await me().post(
        '/wps/deposit/orders',
        { channelId: 'SANDBOX', amount: 200_000 },
        { 'idempotency-key': 'order-key-1' },
      ),
    );
    // A signed link: the page's path, its expiry and the signature over order, payment and expiry.
    expect(created.paymentUrl).toMatch(
      /^\/sandbox-gateway\/pay\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(await orderStatus(created.orderId)).toBe('pending');

    // A retried request with the same key answers the same order; another body with it is refused.
    const again = await me().post(
      '/wps/deposit/orders',
      { channelId: 'SANDBOX', amount: 200_000 },
      { 'idempotency-key': 'order-key-1' },
    );
    expect(client.okValue(again)).toEqual(created);
    const conflict = await me().post(
      '/wps/deposit/orders',
      { channelId: 'SANDBOX', amount: 300_000 },
      { 'idempotency-key': 'order-key-1' },
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);

    // The player on the gateway's page: plain HTML, no script, a Pay and a Cancel form.
    const page = await fetch(`${base}${created.paymentUrl}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('200,000 VND');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/name="action" value="pay"/);
    // The forms post to the same signed link, so the choice is admitted as the page was.
    expect(html).toContain(`action="${created.paymentUrl.replace('&', '&amp;')}"`);

    const paid = await fetch(`${base}${created.paymentUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/m/voucherCenter?order=${created.orderId}`);

    await waitForStatus(created.orderId, 'completed');
    expect(await balance()).toBe(before + 200_000);

    // Paying twice on the gateway changes nothing; the page says it is paid.
    await fetch(`${base}${created.paymentUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(await (await fetch(`${base}${created.paymentUrl}`)).text()).toContain('This payment is paid');

    // The gateway retrying its notice (the same signed body again) moves nothing.
    const notice = JSON.stringify({
      orderId: created.orderId,
      providerRef: paymentIdOf(created.paymentUrl),
      amount: 200_000,
      currency: 'VND',
      status: 'paid',
    });
    const replay = await postSandboxNotice(t.app, notice, { secret: GATEWAY_SECRET });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(await balance()).toBe(before + 200_000);
    const records = client.okValue(await me().get('/wps/transaction/records?type=deposit'));
    expect(
      records.list.filter(
        (record: { reference: string }) => record.reference === `deposit:${created.orderId}`,
      ),
    ).toHaveLength(1);
  });

  it('refuses the payment page to anyone but the order’s payer, and credits nothing then', async () => {
    const created = client.okValue(
      await me().post('/wps/deposit/orders', { channelId: 'SANDBOX', amount: 5_000_000 }),
    );
    const path = created.paymentUrl.split('?')[0] as string;
    const query = new URLSearchParams(created.paymentUrl.split('?')[1]);
    const expires = Number(query.get('expires'));
    const signature = query.get('signature') as string;
    const paymentId = paymentIdOf(created.paymentUrl);
    const stranger = await client.newMember('thief');
    const before = await balance();

    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const expired = Date.now() - 1;
    const attempts: { label: string; url: string; token?: string }[] = [
      { label: 'no session, no link', url: path },
      { label: "another member's session", url: path, token: stranger.token },
      { label: 'a tampered signature', url: `${path}?expires=${expires}&signature=${flipped}` },
      { label: 'a later expiry', url: `${path}?expires=${expires + 60_000}&signature=${signature}` },
      {
        label: 'an expired link, rightly signed',
        url: `${path}?expires=${expired}&signature=${payLinkSignatureOf(GATEWAY_SECRET, { id: paymentId, orderId: created.orderId }, expired)}`,
      },
      { label: 'a malformed link', url: `${path}?expires=soon&signature=abc` },
    ];
    for (const { label, url, token } of attempts) {
      const headers = token ? { authorization: token } : {};
      const page = await t.app.inject({ method: 'GET', url, headers });
      expect(page.statusCode, label).toBe(403);
      expect(page.headers['content-type'], label).toMatch(/text\/html/);
      expect(page.body, label).toContain('This payment link is not valid or has expired. Nothing was paid.');
      expect(page.body, label).not.toContain('name="action"');
      const pay = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(pay.statusCode, label).toBe(403);
    }
    // Nothing was decided at the gateway, so no notice was sent and nothing credited.
    expect(await orderStatus(created.orderId)).toBe('pending');
    expect(await balance()).toBe(before);

    // An unknown payment is 404 whoever asks.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/pay/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    // The order's own session opens and pays it without the link.
    const own = await t.app.inject({ method: 'GET', url: path, headers: { authorization: player.token } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('5,000,000 VND');
    const paid = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: player.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    await waitForStatus(created.orderId, 'completed');
    expect(await balance()).toBe(before + 5_000_000);
  });

  it('refuses forged and stale callbacks', async () => {
    const created = client.okValue(
      await me().post('/wps/deposit/orders', { channelId: 'SANDBOX', amount: 60_000 }),
    );
    const notice = JSON.stringify({
      orderId: created.orderId,
      providerRef: paymentIdOf(created.paymentUrl),
      amount: 60_000,
      currency: 'VND',
      status: 'paid',
    });
    const send = (signature: string, payload = notice) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/deposit/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        payload,
      });
    const forged = await send(signatureHeaderOf('someone-elses-secret-0000', notice, Date.now()));
    const stale = await send(signatureHeaderOf(GATEWAY_SECRET, notice, Date.now() - 10 * 60_000));
    const tampered = await send(
      signatureHeaderOf(GATEWAY_SECRET, notice, Date.now()),
      notice.replace('60000', '6000000'),
    );
    for (const response of [forged, stale, tampered]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe(ErrorCode.SIGNATURE_INVALID);
    }
    expect(await orderStatus(created.orderId)).toBe('pending');
  });

  it('cancels an order the player cancels on the gateway', async () => {
    const created = client.okValue(
      await me().post('/wps/deposit/orders', { channelId: 'SANDBOX', amount: 70_000 }),
    );
    const before = await balance();
    const cancelled = await fetch(`${base}${created.paymentUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    await waitForStatus(created.orderId, 'cancelled');
    expect(await balance()).toBe(before);
  });

  it('refuses amounts outside the channel limits and channels of the wrong kind', async () => {
    const low = await me().post('/wps/deposit/orders', { channelId: 'SANDBOX', amount: 49_999 });
    expect(low.statusCode).toBe(400);
    expect(low.json().errorCode).toBe(ErrorCode.AMOUNT_OUT_OF_RANGE);
    const wrongKind = await me().post('/wps/deposit/orders', { channelId: 'VCB_TRANSFER', amount: 100_000 });
    expect(wrongKind.json().errorCode).toBe(ErrorCode.CHANNEL_UNAVAILABLE);
    const unknown = await me().post('/wps/deposit/manual', {
      channelId: 'NOPE',
      amount: 100_000,
      reference: 'x',
      payerName: 'An Nguyen',
    });
    expect(unknown.json().errorCode).toBe(ErrorCode.CHANNEL_UNAVAILABLE);
  });

  it('credits a manual bank transfer when the operator approves it, once', async () => {
    const before = await balance();
    const order = client.okValue(
      await me().post('/wps/deposit/manual', {
        channelId: 'VCB_TRANSFER',
        amount: 150_000,
        reference: 'FT2611223344',
        payerName: 'Nguyen Van An',
      }),
    );
    expect(order).toMatchObject({ status: 'pending', kind: 'bank_transfer', reference: 'FT2611223344' });
    const pending = client.okValue(
      await client.operator(
        'GET',
        `/wps/operator/merchants/DEMO/deposits?status=pending&username=${player.username}`,
      ),
    );
    // Newest first: the order just made heads the member's pending ones.
    expect(pending).toMatchObject({ pageNo: 1, pageSize: 20, total: pending.list.length });
    expect(pending.list[0]).toMatchObject({
      orderId: order.orderId,
      username: player.username,
      payerName: 'Nguyen Van An',
    });
    const decided = client.okValue(
      await client.operator(
        'GET',
        `/wps/operator/merchants/DEMO/deposits?status=completed&status=rejected&username=${player.username}`,
      ),
    );
    expect(decided.list.map((entry: { status: string }) => entry.status)).not.toContain('pending');
    expect(decided.list.map((entry: { orderId: string }) => entry.orderId)).not.toContain(order.orderId);
    const approve = `/wps/operator/merchants/DEMO/deposits/${order.orderId}/approve`;
    const [first, second] = await Promise.all([
      client.operator('POST', approve, {}),
      client.operator('POST', approve, {}),
    ]);
    expect(client.okValue(first).status).toBe('completed');
    expect(client.okValue(second).status).toBe('completed');
    expect(await balance()).toBe(before + 150_000);
    const reject = await client.operator(
      'POST',
      `/wps/operator/merchants/DEMO/deposits/${order.orderId}/reject`,
      {
        reason: 'too late',
      },
    );
    expect(reject.statusCode).toBe(409);
    expect(reject.json().errorCode).toBe(ErrorCode.ILLEGAL_TRANSITION);
  });

  it('rejects a manual transfer with a reason; it can no longer be approved', async () => {
    const order = client.okValue(
      await me().post('/wps/deposit/manual', {
        channelId: 'VCB_TRANSFER',
        amount: 120_000,
        reference: 'FT-NOT-FOUND',
        payerName: 'Nguyen Van An',
      }),
    );
    const rejected = client.okValue(
      await client.operator('POST', `/wps/operator/merchants/DEMO/deposits/${order.orderId}/reject`, {
        reason: 'No such transfer received',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'No such transfer received' });
    const approve = await client.operator(
      'POST',
      `/wps/operator/merchants/DEMO/deposits/${order.orderId}/approve`,
      {},
    );
    expect(approve.statusCode).toBe(409);
    expect(client.okValue(await me().get(`/wps/deposit/orders/${order.orderId}`)).reason).toBe(
      'No such transfer received',
    );
  });

  it('refuses deposits to trial accounts with the spec message, and to visitors', async () => {
    const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
    for (const call of [
      client.member(trial.token).get('/wps/deposit/channels'),
      client.member(trial.token).post('/wps/deposit/orders', { channelId: 'SANDBOX', amount: 100_000 }),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: ErrorCode.NOT_REAL_ACCOUNT,
        message: 'Please login an actual account to use this function',
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/wps/deposit/channels' })).statusCode).toBe(401);
  });

  it('shows only the member’s own orders', async () => {
    const other = await client.newMember('peek');
    const mine = client.okValue(await me().get('/wps/deposit/orders'));
    expect(mine.length).toBeGreaterThan(0);
    const peek = await client.member(other.token).get(`/wps/deposit/orders/${mine[0].orderId}`);
    expect(peek.statusCode).toBe(404);
    expect(
      client.okValue<SessionValue[]>(await client.member(other.token).get('/wps/deposit/orders')),
    ).toEqual([]);
  });
});
