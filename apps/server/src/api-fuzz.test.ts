/**
 * The API fuzz suite (issue 11, docs/decisions/0021): every route of the OpenAPI description, read
 * from the app itself so a new route is fuzzed without an edit here, is called with parameters,
 * query strings, headers and bodies generated from its schemas and mixed with hostile values —
 * without a token, with a member's, with a garbage one and, on operator routes, with the operator
 * key; bodies plain and encrypted as the site sends them, and signed as a vendor or the payment
 * gateway signs theirs. No call may answer a 5xx: fast-check reports the route and the smallest
 * input it found that does. The seed is fixed, so a run repeats exactly.
 */
import {
  ENCRYPTION_HEADER,
  ErrorCode,
  HEADER,
  SANDBOX_SIGNATURE_HEADER,
  VENDOR_SIGNATURE_HEADER,
} from '@app/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { accountTestConfig, createAccountClient } from '../test/account-client';
import { hostileValue, type JsonSchema, objectOf } from '../test/schema-arbitrary';
import { createTestApp, operatorHeaders } from '../test/test-app';
import { createWalletClient, DEMO_VENDOR_CODE } from '../test/wallet-client';
import { signatureHeaderOf } from './plugins/signed-body';

/** Runs per route and the seed; FUZZ_RUNS and FUZZ_SEED change them for a longer or another hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 11_2026);
const GATEWAY_SECRET = 'fuzz-sandbox-gateway-secret';

const t = await createTestApp(
  accountTestConfig({
    // The fuzz must reach the handlers: the limits have tests of their own.
    rateLimitMax: 1_000_000,
    pageRateLimitMax: 1_000_000,
    authRateLimitPerIp: 1_000_000,
    authRateLimitPerAccount: 1_000_000,
    sandboxGatewaySecret: GATEWAY_SECRET,
  }),
);
afterAll(() => t.close());

const accounts = createAccountClient(t);
const wallet = createWalletClient(t);

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  operator: boolean;
  /** Answers a plain body with ENCRYPTION_REQUIRED: its bodies are mostly sent encrypted. */
  encrypted: boolean;
  params: JsonSchema;
  query: JsonSchema;
  headers: JsonSchema;
  body: JsonSchema | null;
}

const partSchema = (operation: OpenApiOperation, part: 'path' | 'query' | 'header'): JsonSchema => {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === part);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
};

const openApi = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
const routes: Route[] = Object.entries(openApi.paths)
  .flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operator: (operation.security ?? []).length > 0,
      encrypted: false,
      params: partSchema(operation, 'path'),
      query: partSchema(operation, 'query'),
      headers: partSchema(operation, 'header'),
      body: operation.requestBody
        ? (operation.requestBody.content?.['application/json']?.schema ?? {})
        : null,
    })),
  )
  // Operator calls last: they may switch the merchant to maintenance or rotate keys, which would
  // only turn the member calls after them into expected refusals.
  .sort((a, b) => Number(a.operator) - Number(b.operator));

for (const route of routes.filter((r) => r.body !== null)) {
  const probe = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.path,
    payload: {},
  });
  route.encrypted = probe.json().errorCode === ErrorCode.ENCRYPTION_REQUIRED;
}

// Ids the app really has, so generated calls reach past "not found" now and then.
const member = await wallet.newMember('fz');
const merchantCodes = (
  (await t.app.inject({ method: 'GET', url: '/wps/operator/merchants', headers: operatorHeaders })).json()
    .value as {
    merchantCode: string;
  }[]
).map((merchant) => merchant.merchantCode);
const gameList = (await accounts.request('GET', '/wps/game/list?pageSize=5')).json().value as {
  games: { nodeId: string; gameId: string }[];
};
const vendorSecret = await wallet.vendorSecret();
const known = fc.constantFrom(
  ...merchantCodes,
  ...gameList.games.flatMap((game) => [game.nodeId, game.gameId]),
  DEMO_VENDOR_CODE,
  member.username,
  await wallet.playerToken(member.username),
);

let memberToken = member.token;
/** A fuzzed call may log the member out or change the password: a fresh member then. */
const ensureMemberSession = async () => {
  const info = await accounts.request('GET', '/wps/member/info', undefined, { token: memberToken });
  if (info.statusCode === 401) memberToken = (await wallet.newMember('fz')).token;
};

/** encodeURIComponent, except that a lone surrogate is sent as its 3 WTF-8 bytes, as an attacker can. */
const encodeComponent = (text: string): string =>
  Array.from(text)
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const unit = char.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

const urlOf = (route: Route, params: Record<string, unknown>, query: Record<string, unknown>): string => {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeComponent(textOf(params[name])));
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeComponent(name)}=${encodeComponent(textOf(item))}`,
    ),
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
};

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; sealed: boolean }
  | { kind: 'raw'; text: string };

const bodyOf = (route: Route): fc.Arbitrary<Body> => {
  const sealed = route.encrypted
    ? fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.constant(false))
    : fc.boolean();
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, sealed).map(([v, seal]): Body => ({ kind: 'json', value: v, sealed: seal }));
  const hostileBodies = fc.oneof(
    json(hostileValue),
    json(fc.array(route.body ? objectOf(route.body, known) : hostileValue, { maxLength: 2 })),
    fc.constantFrom<Body>(
      { kind: 'raw', text: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
      { kind: 'raw', text: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` },
      { kind: 'raw', text: '{"a":' },
      { kind: 'raw', text: '{"__proto__":{"admin":true}}' },
      { kind: 'raw', text: '"\\u0000"' },
    ),
  );
  if (!route.body)
    return fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) }, hostileBodies);
  return fc.oneof({ weight: 4, arbitrary: json(objectOf(route.body, known)) }, hostileBodies);
};

/** Mostly the credential the route wants, so that calls get past the guard into the handler. */
const authOf = (route: Route) =>
  fc.constantFrom(
    ...(['none', 'garbage', ...(route.operator ? ['operator', 'operator'] : ['member', 'member'])] as const),
  );

const requestOf = (route: Route) =>
  fc.record({
    auth: authOf(route),
    params: objectOf(route.params, known),
    query: objectOf(route.query, known),
    headers: objectOf(route.headers, known),
    body: bodyOf(route),
    // Mostly the default merchant, so that calls pass the merchant lookup and reach the handlers.
    merchant: fc.oneof(
      { weight: 10, arbitrary: fc.constant(undefined) },
      fc.constantFrom(...merchantCodes),
      fc.string({ maxLength: 12 }),
    ),
    language: fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      fc.constantFrom('EN', 'VI', 'AR', 'zz'),
      fc.string({ maxLength: 12 }),
    ),
  });

type FuzzRequest = ReturnType<typeof requestOf> extends fc.Arbitrary<infer R> ? R : never;

/** Header values as an HTTP client can send them: no line breaks or NUL, latin-1 only. */
const headerText = (value: unknown) => textOf(value).replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const send = async (route: Route, input: FuzzRequest) => {
  const url = urlOf(route, input.params, input.query);
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(input.headers).map(([name, value]) => [name, headerText(value)]),
  );
  if (input.merchant !== undefined) headers[HEADER.merchant] = headerText(input.merchant);
  if (input.language !== undefined) headers[HEADER.language] = headerText(input.language);
  if (input.auth === 'member') headers[HEADER.authorization] = memberToken;
  if (input.auth === 'garbage') headers[HEADER.authorization] = 'not-a-token';
  if (input.auth === 'operator') Object.assign(headers, operatorHeaders);

  let payload: string | undefined;
  if (input.body.kind === 'raw') payload = input.body.text;
  if (input.body.kind === 'json') {
    if (input.body.sealed) {
      const sealed = await accounts.seal(route.method, url, input.body.value);
      payload = JSON.stringify(sealed.body);
      headers[ENCRYPTION_HEADER] = sealed.header;
    } else {
      payload = JSON.stringify(input.body.value) ?? 'null';
    }
  }
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers[VENDOR_SIGNATURE_HEADER] = signatureHeaderOf(vendorSecret, payload, Date.now());
    headers[SANDBOX_SIGNATURE_HEADER] = signatureHeaderOf(GATEWAY_SECRET, payload, Date.now());
  }
  const response = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { url, response };
};

describe('API fuzz: no generated or hostile input gives a 5xx', () => {
  it('covers the whole OpenAPI description', () => {
    // A broken description would make every test below pass vacuously.
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.some((route) => route.body !== null)).toBe(true);
    expect(routes.some((route) => route.operator)).toBe(true);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, { timeout: 120_000 }, async () => {
      if (!route.operator) await ensureMemberSession();
      const seed = [...`${route.method} ${route.path}`].reduce(
        (sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_003,
        SEED,
      );
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (input) => {
          const { url, response } = await send(route, input);
          if (response.statusCode >= 500) {
            throw new Error(
              `${route.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }
        }),
        { seed, numRuns: RUNS },
      );
    });
  }
});
