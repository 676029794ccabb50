/**
 * The demo switch (docs/decisions/0019). Without DEMO_MODE a fresh database gets no demo brands,
 * accounts, catalogue or sandbox channel, the sandbox gateway does not exist (404), and the
 * operator creates the first merchant. A database that ran in demo mode and then runs without it
 * takes no sandbox deposits, and what the sandbox gateway credited cannot be withdrawn.
 */
import { ErrorCode, type SiteConfig } from '@app/contract';
import { count, desc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../test/account-client';
import {
  createTestDatabase,
  operatorHeaders,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '../test/test-app';
import { createWalletClient, postSandboxNotice } from '../test/wallet-client';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { DEMO_MERCHANTS } from './db/seed/demo-merchants';
import { operatorAudit } from './db/tables';
import { members } from './features/account/tables';
import { announcements } from './features/announcements/tables';
import { games } from './features/games/tables';
import { paymentChannels, sandboxGatewayPayments } from './features/payments/tables';
import { merchants } from './features/system/tables';
import { vendors } from './features/vendor-wallet/tables';

const GATEWAY_SECRET = 'sandbox-secret-for-tests-0123456789';

/** An app on an existing test database; closing it leaves the database for the next app. */
const appOn = async (database: TestDatabase, overrides: Partial<ServerConfig>): Promise<TestApp> => {
  const config = testConfig(
    database,
    accountTestConfig({ sandboxGatewaySecret: GATEWAY_SECRET, ...overrides }),
  );
  const app = await buildApp(config);
  await app.ready();
  return { app, config, database, close: () => app.close() };
};

describe('without demo mode, on a fresh database', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    t = await appOn(database, { demoMode: false });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const countOf = async (table: PgTable) => (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('has no demo brands, accounts, catalogue, announcements or sandbox channel', async () => {
    for (const table of [merchants, members, paymentChannels, games, vendors, announcements]) {
      expect(await countOf(table)).toBe(0);
    }
  });

  it('has no sandbox gateway: its pages and its callback are 404', async () => {
    const page = `/sandbox-gateway/pay/00000000-0000-4000-8000-000000000000`;
    for (const request of [
      { method: 'GET' as const, url: page },
      {
        method: 'POST' as const,
        url: page,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      },
      {
        method: 'POST' as const,
        url: '/wps/deposit/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=00' },
        payload: '{}',
      },
    ]) {
      expect((await t.app.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(404);
    }
  });

  it('starts ready, says the merchant is unknown until the operator creates one, then serves it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const before = await t.app.inject({ method: 'GET', url: '/wps/system/config' });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ success: false, errorCode: ErrorCode.MERCHANT_UNKNOWN });

    const demo = DEMO_MERCHANTS[0]?.config as SiteConfig;
    const config: SiteConfig = {
      ...demo,
      merchantCode: 'DEMO',
      name: 'First Brand',
      domainRoute: ['localhost'],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/merchants',
      headers: { ...operatorHeaders, 'operator-actor': 'ops-test' },
      payload: { config },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({
      config: { merchantCode: 'DEMO', name: 'First Brand' },
      access: { maintenance: false, allowedCountries: [], blockedCountries: [] },
    });
    const after = await t.app.inject({ method: 'GET', url: '/wps/system/config' });
    expect(after.statusCode).toBe(200);
    expect(after.json().value).toMatchObject({ merchantCode: 'DEMO', name: 'First Brand' });
    const [audit] = await t.app.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(audit).toMatchObject({
      merchantCode: 'DEMO',
      actor: 'ops-test',
      target: 'merchant',
      before: null,
    });

    // The same code again, a bad code, a domain another merchant has: refused, nothing stored.
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/merchants',
      headers: operatorHeaders,
      payload: { config },
    });
    expect(again.statusCode).toBe(409);
    const badCode = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/merchants',
      headers: operatorHeaders,
      payload: { config: { ...config, merchantCode: 'no spaces', domainRoute: [] } },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().value.fields).toHaveProperty(['config.merchantCode']);
    const takenDomain = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/merchants',
      headers: operatorHeaders,
      payload: { config: { ...config, merchantCode: 'OTHER' } },
    });
    expect(takenDomain.statusCode).toBe(409);
    const withoutKey = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/merchants',
      payload: { config },
    });
    expect(withoutKey.statusCode).toBe(401);
    expect(await countOf(merchants)).toBe(1);
  });
});

describe('a database that ran in demo mode, then runs without it', () => {
  let database: TestDatabase;
  let t: TestApp | undefined;
  let player: { username: string; token: string };
  let sandboxOrder: { orderId: string; paymentUrl: string };
  const card = { bankName: 'Vietcombank', accountNumber: '0099887766', holderName: 'Nguyen Van An' };

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await appOn(database, { demoMode: true });
    const client = createWalletClient(t);
    player = await client.newMember('sbx');
    const me = client.member(player.token);
    // 5,000,000 through the sandbox gateway (its signed notice, as the gateway sends it) ...
    sandboxOrder = client.okValue(
      await me.post('/wps/deposit/orders', { channelId: 'SANDBOX', amount: 5_000_000 }),
    );
    const notice = JSON.stringify({
      orderId: sandboxOrder.orderId,
      providerRef: new URL(sandboxOrder.paymentUrl, 'http://x').pathname.split('/').pop(),
      amount: 5_000_000,
      currency: 'VND',
      status: 'paid',
    });
    const settled = await postSandboxNotice(t.app, notice, { secret: GATEWAY_SECRET });
    expect(settled.statusCode, settled.body).toBe(200);
    // ... and 300,000 of real money.
    await client.adjust(player.username, 300_000);
    client.okValue(await me.encrypted('/wps/member/payment-password', { paymentPassword: '246810' }));
    client.okValue(await me.encrypted('/wps/member/bank-cards', { ...card, paymentPassword: '246810' }));
    await t.close();
    t = await appOn(database, { demoMode: false });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const clientOf = () => createWalletClient(t as TestApp);

  it('offers no sandbox channel and takes no sandbox deposit; its payment page is gone', async () => {
    const client = clientOf();
    const me = client.member(player.token);
    const channels = client.okValue(await me.get('/wps/deposit/channels'));
    expect(channels.map((channel: { id: string }) => channel.id)).toEqual(['VCB_TRANSFER']);
    const order = await me.post('/wps/deposit/orders', { channelId: 'SANDBOX', amount: 100_000 });
    expect(order.statusCode).toBe(400);
    expect(order.json().errorCode).toBe(ErrorCode.CHANNEL_UNAVAILABLE);
    const page = await (t as TestApp).app.inject({ method: 'GET', url: sandboxOrder.paymentUrl });
    expect(page.statusCode).toBe(404);
    expect(await (t as TestApp).app.db.select({ n: count() }).from(sandboxGatewayPayments)).toEqual([
      { n: 1 },
    ]);
  });

  it('refuses to withdraw what the sandbox gateway credited, and pays out the rest', async () => {
    const client = clientOf();
    const me = client.member(player.token);
    const [bound] = client.okValue(await me.get('/wps/member/bank-cards')).cards;
    const withdraw = (amount: number) =>
      me.encrypted('/wps/transaction/withdraw', { amount, bankCardId: bound.id, paymentPassword: '246810' });
    const wallet = async () => client.okValue(await me.get('/wps/wallet'));
    // The site's withdrawal form limits the amount to withdrawable.
    expect(await wallet()).toMatchObject({ sumBalance: 5_300_000, withdrawable: 300_000, held: 0 });

    const tooMuch = await withdraw(400_000);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      errorCode: ErrorCode.SANDBOX_CREDIT_NOT_WITHDRAWABLE,
      message: 'Money credited by the test payment gateway cannot be withdrawn',
      value: { fields: { amount: 'at most 300000' } },
    });
    expect(await wallet()).toMatchObject({ sumBalance: 5_300_000, held: 0 });

    expect(client.okValue(await withdraw(300_000))).toMatchObject({ amount: 300_000, status: 'submitted' });
    const more = await withdraw(100_000);
    expect(more.json().errorCode).toBe(ErrorCode.SANDBOX_CREDIT_NOT_WITHDRAWABLE);
    expect(await wallet()).toMatchObject({ sumBalance: 5_000_000, withdrawable: 0, held: 300_000 });
  });

  it("counts the demo account's opening balance as sandbox money too", async () => {
    const client = clientOf();
    const session = await client.accounts.loginOk('demo', 'Demo1234');
    const me = client.member(session.token);
    expect(client.okValue(await me.get('/wps/wallet')).sumBalance).toBe(2_500_000);
    client.okValue(await me.encrypted('/wps/member/payment-password', { paymentPassword: '135790' }));
    const bound = client.okValue(
      await me.encrypted('/wps/member/bank-cards', {
        ...card,
        accountNumber: '0011002200',
        paymentPassword: '135790',
      }),
    );
    const refused = await me.encrypted('/wps/transaction/withdraw', {
      amount: 100_000,
      bankCardId: bound.id,
      paymentPassword: '135790',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(ErrorCode.SANDBOX_CREDIT_NOT_WITHDRAWABLE);
  });
});
