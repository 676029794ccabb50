/** The back office's console under /console/ (issue 21): its page with a fresh style nonce, its files. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_NONCE_META } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const PAGE = `<!doctype html><html><head><meta name="${CONSOLE_NONCE_META}" content="" /><script type="module" src="/console/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

const nonceOf = (html: string) =>
  new RegExp(`<meta name="${CONSOLE_NONCE_META}" content="([^"]+)" />`).exec(html)?.[1];

describe('the console site', () => {
  let consoleDist: string;
  let t: TestApp;

  beforeAll(async () => {
    consoleDist = await mkdtemp(join(tmpdir(), 'console-dist-'));
    await mkdir(join(consoleDist, 'assets'));
    await writeFile(join(consoleDist, 'index.html'), PAGE);
    await writeFile(join(consoleDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ consoleDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(consoleDist, { recursive: true, force: true });
  });

  it('answers its routes with the page, a fresh nonce each time that the policy allows styles by, and no framing or storing', async () => {
    const answers = await Promise.all(
      ['/console/', '/console/audit?actor=staff'].map((url) => t.app.inject(url)),
    );
    const nonces = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      const nonce = nonceOf(answer.body);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('unsafe-inline');
      // The content editor's pictures by https address; not http, nor more than data: and blob:.
      expect(policy).toContain("img-src 'self' data: blob: https:;");
      expect(policy).not.toMatch(/img-src[^;]*http:/);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('redirects /console to /console/', async () => {
    const answer = await t.app.inject('/console');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/console/');
  });

  it('serves its hashed files for a year, and a missing one as a 404, not as the page', async () => {
    const file = await t.app.inject('/console/assets/index-abc123.js');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject('/console/assets/gone-000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });

  it('answers 503 with what to do while it is not built', async () => {
    const unbuilt = await createTestApp();
    try {
      const answer = await unbuilt.app.inject('/console/login');
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('npm run build -w @app/console');
    } finally {
      await unbuilt.close();
    }
  });
});
