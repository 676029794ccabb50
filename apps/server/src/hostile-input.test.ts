/**
 * Issue 11 point 3, each finding as the attacker sent it: a NUL character or a lone surrogate in a
 * string, and page or time parameters of 1e20, gave 500s (logging the failed SQL) and stored
 * unpaired surrogates. Each is now a 400 VALIDATION_FAILED naming the field, with nothing stored
 * and nothing logged as an error (plugins/text-guard.ts, the contract's maxima; decision 0021).
 */
import { ErrorCode, PAGE_NO_MAX, UNIX_MS_MAX } from '@app/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig, createAccountClient } from '../test/account-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createWalletClient, postSandboxNotice } from '../test/wallet-client';
import { errorsPlugin } from './plugins/errors';

/** The log lines the app wrote, parsed. */
const logLines: { level: number; msg?: string }[] = [];
const logStream = { write: (line: string) => logLines.push(JSON.parse(line)) };
const errorLines = () => logLines.filter((line) => line.level >= 50);

const GATEWAY_SECRET = 'hostile-input-gateway-secret';
let t: TestApp;
let client: ReturnType<typeof createAccountClient>;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp(accountTestConfig({ logLevel: 'warn', sandboxGatewaySecret: GATEWAY_SECRET }), {
    logStream,
  });
  client = createAccountClient(t);
  memberToken = (await createWalletClient(t).newMember('hi')).token;
});
afterAll(() => t?.close());
// A refused input is the client's mistake: nothing of it is logged as an error (the 500s logged their SQL).
afterEach(() => expect(errorLines()).toEqual([]));

/** The answer is a 400 VALIDATION_FAILED that names exactly this field. */
const expectRefusedField = (response: LightMyRequestResponse, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.errorCode).toBe(ErrorCode.VALIDATION_FAILED);
  expect(Object.keys(body.value.fields)).toEqual([field]);
};

const get = (url: string, token?: string) => client.request('GET', url, undefined, token ? { token } : {});

describe('NUL characters and lone surrogates', () => {
  it('refuses a NUL in the login username (an encrypted body)', async () => {
    const response = await client.login({ username: 'demo\u0000', password: 'whatever1' });
    expectRefusedField(response, 'username');
  });

  it('refuses a lone surrogate in a registration field and stores nothing', async () => {
    const username = `sur${Date.now().toString(36)}`.slice(0, 16);
    const response = await client.register({
      username,
      password: 'Passw0rd1',
      confirmPassword: 'Passw0rd1',
      nickname: 'Ann\ud800',
    });
    expectRefusedField(response, 'nickname');
    const check = await get(`/wps/member/check/username?username=${username}`);
    expect(check.json().value).toEqual({ available: true });
  });

  it.each([
    ['/wps/member/check/username?username=a%00b', 'username'],
    ['/wps/member/check/email?email=a%00%40b.com', 'email'],
    ['/wps/affiliate/check?code=%00', 'code'],
    ['/wps/game/list?gameName=%00', 'gameName'],
    ['/wps/announcements?groupName=%00', 'groupName'],
  ])('refuses GET %s without a login, naming %s', async (url, field) => {
    expectRefusedField(await get(url), field);
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await client.request('POST', '/wps/vendor/%00/wallet/balance', { playerToken: 'x' });
    expectRefusedField(response, 'vendorCode');
  });

  it('refuses a NUL in the Merchant header before looking the merchant up', async () => {
    const response = await client.request('GET', '/wps/system/config', undefined, {
      headers: { merchant: 'DE\u0000MO' },
    });
    expectRefusedField(response, 'merchant');
  });

  it('refuses a lone surrogate in a body the route has no schema for, even in a key', async () => {
    const response = await client.request('POST', '/wps/session/trial', { nick: { '\udc00': 1 } });
    expectRefusedField(response, 'nick.\udc00');
  });
});

describe('page, size and time parameters have maxima', () => {
  // The routes of the finding: public /wps/game/list among them.
  const pagedRoutes: [url: string, member: boolean][] = [
    ['/wps/game/list?pageNo=', false],
    ['/wps/game/recent?page=', true],
    ['/wps/game/favourites?pageNo=', true],
    ['/wps/game/records?pageNo=', true],
    ['/wps/transaction/records?pageNo=', true],
    ['/wps/transaction/records?from=', true],
    ['/wps/transaction/records?to=', true],
    ['/wps/transaction/withdrawals?pageNo=', true],
  ];

  it.each(pagedRoutes)('refuses %s1e20, naming the parameter', async (url, member) => {
    const field = url.slice(url.indexOf('?') + 1, -1);
    const response = await get(`${url}100000000000000000000`, member ? memberToken : undefined);
    expectRefusedField(response, field);
  });

  it.each(pagedRoutes)('answers %s at its maximum', async (url, member) => {
    const maximum = /from=|to=/.test(url) ? UNIX_MS_MAX : PAGE_NO_MAX;
    const response = await get(`${url}${maximum}`, member ? memberToken : undefined);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('gives every page, size, limit and time parameter in the OpenAPI description a maximum', () => {
    const openApi = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema?: { maximum?: number } }[] }>
      >;
    };
    const unbounded = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.values(operations).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((p) => /^(page|pageNo|pageSize|limit|from|to|size)$/.test(p.name))
          .filter((p) => p.schema?.maximum === undefined)
          .map((p) => `${path} ${p.name}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('signed callbacks', () => {
  // Found by the fuzz suite: the gateway's notice had no schema, so a signed `null` reached the settlement.
  it.each(['null', '{"orderId":"none","amount":"1","status":"paid"}'])(
    'refuses a signed sandbox notice of the wrong shape: %s',
    async (raw) => {
      const response = await postSandboxNotice(t.app, raw, { secret: GATEWAY_SECRET });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errorCode).toBe(ErrorCode.VALIDATION_FAILED);
    },
  );
});

describe('the error handler', () => {
  it('logs a failed query without its bound parameters', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    });
    await app.register(errorsPlugin);
    app.get('/fails', async () => {
      const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-input"'), {
        code: '22P02',
      });
      throw new DrizzleQueryError('select * from members where id = $1', ['secret-input'], cause);
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).toContain('select * from members where id = $1');
    expect(JSON.stringify(lines[0])).toContain('22P02');
    expect(JSON.stringify(lines[0])).not.toContain('secret-input');
    await app.close();
  });
});
