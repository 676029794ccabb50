/**
 * The per-IP limits of docs/decisions/0017: the API's counter counts the calls under /wps/ only
 * (never the site's files, its images, the page shell, the probes or the signed partner calls);
 * page navigations have a counter of their own, whose limit answers a translated HTML page.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../test/account-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWalletClient, postSandboxNotice } from '../../test/wallet-client';
import { busyPage } from './busy-page';
import { signatureHeaderOf } from './signed-body';

const API_MAX = 20;
const PAGE_MAX = 3;
const WINDOW_MS = 60_000;

const INDEX =
  '<!doctype html><html><body><div id="root"><div class="boot-shell"><div class="boot-shell__banner"></div></div></div></body></html>';
/** The kinds of file a phone loads for one page: the boot script, hashed chunks and styles, icons, images. */
const FILES = [
  'boot.js',
  'logo.svg',
  'default-image.png',
  'icons/app-icon.svg',
  'icons/apple-touch-icon.png',
  ...Array.from({ length: 8 }, (_, i) => `assets/chunk-${i}-Ab12Cd.js`),
  'assets/index-Ef34Gh.css',
];

describe('rate limits', () => {
  let t: TestApp;
  let webDist: string;
  /** Images of every generated kind, as a page shows them. */
  let images: string[];
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(webDist, 'assets'));
    await mkdir(join(webDist, 'icons'));
    await writeFile(join(webDist, 'index.html'), INDEX);
    for (const file of FILES) await writeFile(join(webDist, file), `/* ${file} */`);
    // The account settings let the signed-calls test register a player.
    t = await createTestApp(
      accountTestConfig({
        webDist,
        rateLimitMax: API_MAX,
        pageRateLimitMax: PAGE_MAX,
        rateLimitWindowMs: WINDOW_MS,
      }),
    );
    // Looked up from an address of its own, so that no test's budget is touched.
    const lookUp = async (url: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { merchant: 'DEMO' },
        remoteAddress: '192.0.2.200',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    };
    const hot: { iconUrl: string }[] = (await lookUp('/wps/game/hot')).list;
    const models: { avatarUrl: string }[] = (await lookUp('/wps/live/models')).list;
    const banners: { url: string }[] = (await lookUp('/wps/announcements?types=B')).banners;
    images = [
      ...hot.slice(0, 6).map((game) => game.iconUrl),
      '/wps/art/vendors/BTI.svg',
      '/wps/art/vendors/PG.svg',
      `${models[0]?.avatarUrl}`,
      `${banners[0]?.url}`,
    ];
    expect(images.filter((url) => url.startsWith('/wps/art/'))).toHaveLength(10);
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { merchant: 'DEMO', ...headers } });
  const apiCall = (remoteAddress: string) => get('/wps/system/status', remoteAddress);

  const expectApiLimited = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(response.json()).toEqual({
      success: false,
      errorCode: ErrorCode.RATE_LIMITED,
      message: `Too many requests, retry in ${retryAfter} s`,
      value: { retryAfterSeconds: retryAfter },
    });
  };

  it("never counts the site's files, the images, the page shell or the probes against the API", async () => {
    const client = '203.0.113.1';
    // One page load and then some: 42 files, 10 images, 2 pages and the probes, 58 requests.
    for (const file of [...FILES, ...FILES, ...FILES].slice(0, 42)) {
      expect((await get(`/m/${file}`, client)).statusCode, file).toBe(200);
    }
    for (const image of images) {
      const response = await get(image, client);
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    for (const page of ['/m/home', '/m/login']) {
      expect((await get(page, client, { accept: 'text/html' })).statusCode, page).toBe(200);
    }
    for (const probe of ['/healthz', '/readyz']) expect((await get(probe, client)).statusCode).toBe(200);

    // The API's whole budget is left, and no more.
    for (let i = 0; i < API_MAX; i++) expect((await apiCall(client)).statusCode).toBe(200);
    expectApiLimited(await apiCall(client));
  });

  it('counts an encoded /wps address by the call it reaches', async () => {
    const client = '203.0.113.2';
    for (let i = 0; i < API_MAX; i++) {
      expect((await get('/%77ps/system/status', client)).statusCode).toBe(200);
    }
    expectApiLimited(await apiCall(client));
  });

  it('keeps pages and files working for a client over its API limit, and other clients unlimited', async () => {
    const client = '203.0.113.3';
    for (let i = 0; i < API_MAX; i++) await apiCall(client);
    expectApiLimited(await apiCall(client));
    expectApiLimited(await get('/wps/game/hot', client));

    const page = await get('/m/login', client, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    expect((await get('/m/assets/chunk-0-Ab12Cd.js', client)).statusCode).toBe(200);
    expect((await get(images[0] ?? '', client)).statusCode).toBe(200);
    expect((await apiCall('203.0.113.4')).statusCode).toBe(200);
  });

  describe('page navigations', () => {
    it('answers the busy page, translated, once a client is over the page limit; never for its files or calls', async () => {
      const client = '198.51.100.1';
      // The home page's shell and the SPA fallback count alike.
      for (const page of ['/m/', '/m/home', '/m/login?next=%2Fm%2Fwallet']) {
        const response = await get(page, client, { 'accept-language': 'vi-VN,vi;q=0.9' });
        expect(response.statusCode, page).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }

      const limited = await get('/m/wallet?tab=1&from=home', client, {
        'accept-language': 'vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(limited.headers['cache-control']).toBe('no-store');
      expect(limited.headers['content-security-policy']).toContain("script-src 'self';");
      // Its one inline <style> applies by its hash; no other inline style would.
      const style = /<style>(.*)<\/style>/s.exec(limited.body)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
      const styleSrc = String(limited.headers['content-security-policy'])
        .split('; ')
        .find((directive) => directive.startsWith('style-src '));
      expect(styleSrc?.split(' ')).toContain(hash);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect(limited.body).toBe(busyPage('VI', '/m/wallet?tab=1&from=home', retryAfter));
      expect(limited.body).toContain('<html lang="vi" dir="ltr">');
      expect(limited.body).toContain('<title>Quá nhiều yêu cầu</title>');
      expect(limited.body).toContain('<p>Vui lòng chờ giây lát rồi thử lại.</p>');
      expect(limited.body).toContain(`<meta http-equiv="refresh" content="${retryAfter}">`);
      expect(limited.body).toContain('<a href="/m/wallet?tab=1&amp;from=home">Thử lại</a>');
      expect(limited.body).not.toContain('<script');

      // Right to left in Arabic; the home page's own route is limited as the fallback is.
      const arabic = await get('/m/home', client, { 'accept-language': 'ar-SA,ar;q=0.9' });
      expect(arabic.statusCode).toBe(429);
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.body).toContain('<h1>عدد كبير جدًا من الطلبات</h1>');
      expect(arabic.body).toContain('<a href="/m/home">إعادة المحاولة</a>');

      const english = await get('/m/login', client);
      expect(english.statusCode).toBe(429);
      expect(english.body).toContain('<html lang="en" dir="ltr">');
      expect(english.body).toContain('<title>Too many requests</title>');

      // The same client's files, images and API calls go on.
      expect((await get('/m/boot.js', client)).statusCode).toBe(200);
      expect((await get(images[0] ?? '', client)).statusCode).toBe(200);
      expect((await apiCall(client)).statusCode).toBe(200);
      // Another client's pages too.
      expect((await get('/m/login', '198.51.100.2')).statusCode).toBe(200);
    });

    it('keeps a limited unknown /wps address JSON, never the busy page', async () => {
      const client = '198.51.100.3';
      for (let i = 0; i < PAGE_MAX; i++) expect((await get('/m/login', client)).statusCode).toBe(200);
      expect((await get('/m/login', client)).statusCode).toBe(429);
      const api = await get('/wps/no/such/call', client, { accept: 'text/html' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('calls other systems sign', () => {
    it('never limits the vendor wallet, the gateway callback or the gateway pages by IP', async () => {
      const wallet = createWalletClient(t);
      const player = await wallet.newMember('rl');
      const playerToken = await wallet.playerToken(player.username);
      const secret = await wallet.vendorSecret();
      // One vendor server calls for all its players, from one address.
      const vendor = '192.0.2.10';
      for (let i = 0; i < API_MAX + 5; i++) {
        const body = JSON.stringify({ playerToken });
        const response = await t.app.inject({
          method: 'POST',
          url: '/wps/vendor/DEMOGAMES/wallet/balance',
          remoteAddress: vendor,
          headers: {
            'content-type': 'application/json',
            'x-vendor-signature': signatureHeaderOf(secret, body, Date.now()),
          },
          payload: body,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().value).toMatchObject({ result: 'OK', balance: 0 });
      }

      const gateway = '192.0.2.11';
      for (let i = 0; i < API_MAX + 5; i++) {
        const notice = JSON.stringify({ orderId: 'none', amount: 1, currency: 'VND', status: 'paid' });
        const callback = await postSandboxNotice(t.app, notice, {
          secret: 'not-the-gateway-secret',
          remoteAddress: gateway,
        });
        // Refused for its signature, every time: the signature guards it, not a count.
        expect(callback.statusCode).toBe(401);
        expect(callback.json().errorCode).toBe(ErrorCode.SIGNATURE_INVALID);
        const page = await get(`/sandbox-gateway/pay/${crypto.randomUUID()}`, gateway);
        expect(page.statusCode).toBe(404);
      }
      // Their API budget is untouched.
      expect((await apiCall(vendor)).statusCode).toBe(200);
    });
  });
});
