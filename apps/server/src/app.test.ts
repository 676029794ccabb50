/** The envelope, status codes, headers and cross-cutting plugins of DESIGN §4, through app.inject. */
import { ErrorCode } from '@app/contract';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { FEATURES, type Feature } from './app';

/** Routes that exist only to exercise the error handler. */
const probeFeature: Feature = async (app) => {
  app.get('/wps/probe/crash', async () => {
    throw new Error('connection to db-internal-7.corp:5432 refused');
  });
  app.post(
    '/wps/probe/echo',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 2 }), age: Type.Integer() }) } },
    async (request) => ({ success: true as const, value: request.body }),
  );
};

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { features: [...FEATURES, probeFeature] });
  });
  afterAll(() => t?.close());

  it('answers an unknown /wps path with the JSON 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      errorCode: ErrorCode.NOT_FOUND,
      message: 'No route GET /wps/no/such/call',
    });
  });

  it('answers invalid input with 400 and the failing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wps/probe/echo', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: ErrorCode.VALIDATION_FAILED,
      message: 'Invalid body',
      value: { fields: { name: expect.any(String), age: 'is required' } },
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: ErrorCode.VALIDATION_FAILED });
  });

  it('answers a crash with 500 and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      errorCode: ErrorCode.INTERNAL,
      message: 'Internal server error',
    });
    expect(response.body).not.toContain('db-internal');
  });

  it('sends the strict Content-Security-Policy and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // helmet's headers, as it sets them.
    expect(response.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses a large API response for a client that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/system/config',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: t.config.redisUrl ? 'ok' : 'not configured' },
    });
  });

  it('serves the OpenAPI document generated from the route schemas at /docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/config',
        '/wps/system/template',
        '/wps/system/country',
        '/wps/operator/merchants',
        '/wps/operator/merchants/{merchantCode}',
        '/wps/operator/merchants/{merchantCode}/config',
        '/wps/operator/merchants/{merchantCode}/access',
        '/healthz',
        '/readyz',
      ]),
    );
    const config =
      document.paths['/wps/system/config'].get.responses['200'].content['application/json'].schema;
    expect(config.properties.value.properties.whitelabel.properties).toHaveProperty('REFERRAL');
    expect(document.paths['/wps/operator/merchants/{merchantCode}/access'].patch.security).toEqual([
      { operatorKey: [] },
    ]);
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 3, rateLimitWindowMs: 60_000 });
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After once a client exceeds the limit, and spares the probes', async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      success: false,
      errorCode: ErrorCode.RATE_LIMITED,
      message: expect.stringMatching(/^Too many requests/),
      value: { retryAfterSeconds: Number(limited.headers['retry-after']) },
    });
    // Another client is not affected, nor are the health probes.
    const other = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
    const probe = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' });
    expect(probe.statusCode).toBe(200);
  });
});
