/** /docs and /readyz off the public listener (OPS_PORT, production); /healthz stays public (issue 11). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freePort, type TestApp } from '../../test/test-app';

const OPS_PATHS = ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/%64ocs/json', '/readyz'];

describe('with OPS_PORT', () => {
  let t: TestApp;
  let publicUrl: string;
  let opsUrl: string;
  beforeAll(async () => {
    const opsPort = await freePort();
    t = await createTestApp({ opsPort, opsRoutesPublic: false, host: '127.0.0.1' });
    publicUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    opsUrl = `http://127.0.0.1:${opsPort}`;
  });
  afterAll(() => t?.close());

  it.each(OPS_PATHS)('answers %s on the public port with the 404 envelope', async (path) => {
    const response = await fetch(`${publicUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('keeps /healthz and the API public', async () => {
    expect(await (await fetch(`${publicUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${publicUrl}/wps/system/status`)).status).toBe(200);
  });

  it('serves the docs, operator calls included, and readiness on the operations port', async () => {
    const document = (await (await fetch(`${opsUrl}/docs/json`)).json()) as { paths: object };
    expect(Object.keys(document.paths)).toContain('/wps/operator/merchants/{merchantCode}/config');
    expect((await fetch(`${opsUrl}/docs/`)).headers.get('content-type')).toMatch(/^text\/html/);
    const ready = await fetch(`${opsUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });
});

describe('in production without OPS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ opsPort: null, opsRoutesPublic: false });
  });
  afterAll(() => t?.close());

  it.each(OPS_PATHS)('answers %s with 404 on the one listener', async (path) => {
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('keeps /healthz public', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});
