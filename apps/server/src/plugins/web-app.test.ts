/** The installed web app's manifest and icons (issue 17), drawn from the brand of the request's merchant. */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type SiteConfig } from '@app/contract';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../../test/test-app';
import { pngOf } from '../lib/svg-png';
import {
  APP_ICON_SIZES,
  appColoursOf,
  appIconSvgOf,
  DEFAULT_APP_COLOUR,
  iconVersionOf,
  shortNameOf,
  siteSvgFileOf,
  webAppManifestOf,
} from './web-app';

/** A mark of one colour filling its box: the centre of an icon says which mark was drawn. */
const squareMark = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${colour}"/></svg>`;
const LOGO_COLOUR = '#0000ff';
const APP_ICON_COLOUR = '#00ff00';

const hex = (bytes: Uint8Array) =>
  `#${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** The width and height a PNG's header states (IHDR, the first chunk). */
const pngSizeOf = (png: Buffer) => {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

/** A PNG's pixel colour at (x, y) as #rrggbb: resvg decodes it, drawn at its own size. */
const pixelsOf = (png: Buffer) => {
  const { width, height } = pngSizeOf(png);
  const drawing = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render();
  return (x: number, y: number) => hex(drawing.pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3));
};

const siteConfig = (name: string, parameters: Partial<SiteConfig['templates']['parameters']> = {}) =>
  ({
    name,
    templates: {
      mem_cen: '0',
      dep_func: '0',
      parameters: { appIcon: '/m/icons/app-icon.svg', ...parameters },
    },
  }) as SiteConfig;

describe('web app: the pure parts', () => {
  it.each([
    ['Lucky Mobile', 'Lucky Mobile'],
    ['Sao Vàng Club', 'Sao Vàng'],
    ['Golden Dragon Palace', 'Golden'],
    ['  Sao Vàng  ', 'Sao Vàng'],
    ['Extraordinarily Lucky', 'Extraordinar'],
    ['🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰 Club', '🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰'],
  ])('shortens %j to %j', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
  });

  it("takes the merchant's colours, the dark theme's background where it sets none", () => {
    expect(DEFAULT_APP_COLOUR).toBe('#0b0f1a');
    expect(appColoursOf(siteConfig('A'))).toEqual({ themeColor: '#0b0f1a', backgroundColor: '#0b0f1a' });
    expect(appColoursOf(siteConfig('A', { themeColor: '#7a0f14', backgroundColor: '#112233' }))).toEqual({
      themeColor: '#7a0f14',
      backgroundColor: '#112233',
    });
    // Never written into the icon's markup unchecked, whatever reached the stored config.
    expect(appColoursOf(siteConfig('A', { backgroundColor: '"/><script/>' })).backgroundColor).toBe(
      DEFAULT_APP_COLOUR,
    );
  });

  it('writes the manifest Chromium installs from: name, scope, start, display, colours, 192 and 512 icons', () => {
    expect(webAppManifestOf(siteConfig('Sao Vàng Club', { themeColor: '#7a0f14' }), 'abc123')).toEqual({
      id: '/m/',
      name: 'Sao Vàng Club',
      short_name: 'Sao Vàng',
      description: 'Sao Vàng Club: games and lottery on your phone',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#0b0f1a',
      theme_color: '#7a0f14',
      icons: [
        { src: '/m/app-icon-192.png?v=abc123', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/m/app-icon-512.png?v=abc123', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/m/app-icon-512.png?v=abc123', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('draws the mark centred on a full-bleed square, inside the maskable safe zone', () => {
    const at = pixelsOf(pngOf(appIconSvgOf(squareMark(APP_ICON_COLOUR), '#7a0f14', 100)));
    expect([at(0, 0), at(99, 99), at(50, 50)]).toEqual(['#7a0f14', '#7a0f14', APP_ICON_COLOUR]);
    // The mark is 56% of the side: from 22 to 78; its corners stay inside the circle of 80%.
    expect([at(23, 50), at(20, 50), at(77, 77), at(79, 79)]).toEqual([
      APP_ICON_COLOUR,
      '#7a0f14',
      APP_ICON_COLOUR,
      '#7a0f14',
    ]);
    expect(Math.hypot(78 - 50, 78 - 50)).toBeLessThanOrEqual(40);
  });

  it("draws the site's own app icon mark (apps/web/public/icons/app-icon.svg): shapes only, no text", async () => {
    const mark = await readFile(new URL('../../../web/public/icons/app-icon.svg', import.meta.url), 'utf8');
    expect(mark).not.toMatch(/<text|<image|href=|url\((?!#)/);
    const at = pixelsOf(pngOf(appIconSvgOf(mark, '#0b0f1a', 192)));
    expect(at(0, 0)).toBe('#0b0f1a');
    expect(at(96, 96)).not.toBe('#0b0f1a');
  });

  it('versions the icons by mark and colour', () => {
    const version = iconVersionOf(squareMark(LOGO_COLOUR), '#0b0f1a');
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(iconVersionOf(squareMark(LOGO_COLOUR), '#0b0f1a')).toBe(version);
    expect(iconVersionOf(squareMark(LOGO_COLOUR), '#7a0f14')).not.toBe(version);
    expect(iconVersionOf(squareMark(APP_ICON_COLOUR), '#0b0f1a')).not.toBe(version);
  });

  it('finds an .svg of the site under /m/ and nothing else, however a path out of it is spelt', () => {
    const webDist = join(tmpdir(), 'dist');
    expect(siteSvgFileOf(webDist, '/m/icons/app-icon.svg')).toBe(join(webDist, 'icons', 'app-icon.svg'));
    expect(siteSvgFileOf(webDist, '/m/icons/my%20mark.svg')).toBe(join(webDist, 'icons', 'my mark.svg'));
    for (const hostile of [
      '/m/../../etc/passwd',
      '/m/../../etc/x.svg',
      '/m/%2e%2e/x.svg',
      '/m/%2E%2E/%2e%2e/x.svg',
      '/m/..%2f..%2fx.svg',
      '/m/..\\..\\x.svg',
      '/m/%00.svg',
      '/m/%E0%A4%A.svg',
      '/m/icons/app-icon.png',
      '/logo.svg',
      'https://cdn.example/m/icons/app-icon.svg',
    ]) {
      expect(siteSvgFileOf(webDist, hostile), hostile).toBeNull();
    }
  });
});

describe('web app routes', () => {
  let t: TestApp;
  let webDist: string;
  let outside: string;
  beforeAll(async () => {
    outside = await mkdtemp(join(tmpdir(), 'outside-'));
    await writeFile(join(outside, 'x.svg'), squareMark('#ff0000'));
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(webDist, 'icons'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>site</title>');
    await writeFile(join(webDist, 'logo.svg'), squareMark(LOGO_COLOUR));
    await writeFile(join(webDist, 'icons', 'app-icon.svg'), squareMark(APP_ICON_COLOUR));
    await writeFile(join(webDist, 'icons', 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"');
    await symlink(join(outside, 'x.svg'), join(webDist, 'icons', 'linked.svg'));
    // A page limit this low shows that the manifest and icons are no page navigations.
    t = await createTestApp({ webDist, pageRateLimitMax: 3 });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const manifestOf = async (host = 'localhost') => {
    const response = await get('/m/manifest.webmanifest', { host });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const patchTemplates = async (merchantCode: string, parameters: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/wps/operator/merchants/${merchantCode}/config`,
      headers: operatorHeaders,
      payload: { templates: { parameters } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The icon a manifest names for a size, fetched from the manifest's host. */
  const iconOf = async (size: number, host = 'localhost') => {
    const response = await get(`/m/app-icon-${size}.png`, { host });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    return response.rawPayload;
  };

  it("serves the default merchant's manifest, revalidated", async () => {
    const response = await get('/m/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    const version = iconVersionOf(squareMark(APP_ICON_COLOUR), '#0b0f1a');
    expect(manifest).toMatchObject({
      id: '/m/',
      name: 'Lucky Mobile',
      short_name: 'Lucky Mobile',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#0b0f1a',
      theme_color: '#0b0f1a',
      icons: [
        { src: `/m/app-icon-192.png?v=${version}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `/m/app-icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: `/m/app-icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it("serves DEMO2's own manifest on its host, with its colours", async () => {
    const manifest = await manifestOf('demo2.localhost');
    expect(manifest).toMatchObject({
      name: 'Sao Vàng Club',
      short_name: 'Sao Vàng',
      background_color: '#7a0f14',
      theme_color: '#7a0f14',
    });
    expect(manifest.icons[0].src).toBe(
      `/m/app-icon-192.png?v=${iconVersionOf(squareMark(APP_ICON_COLOUR), '#7a0f14')}`,
    );
  });

  it.each([
    ['localhost', '#0b0f1a'],
    ['demo2.localhost', '#7a0f14'],
  ])(
    'draws every icon for %s: a PNG of its size, the background at a corner, the mark at the centre',
    async (host, background) => {
      for (const size of APP_ICON_SIZES) {
        const png = await iconOf(size, host);
        expect(pngSizeOf(png)).toEqual({ width: size, height: size });
        const at = pixelsOf(png);
        expect([at(0, 0), at(size - 1, size - 1), at(size / 2, size / 2)]).toEqual([
          background,
          background,
          APP_ICON_COLOUR,
        ]);
      }
    },
  );

  it('caches an icon for a year when asked with the current version, else revalidates it by its ETag', async () => {
    const [icon] = (await manifestOf()).icons;
    const current = await get(icon.src);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/m/app-icon-192.png', '/m/app-icon-192.png?v=0123456789ab', '/m/app-icon-180.png']) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const etag = String(current.headers.etag);
    const again = await get('/m/app-icon-192.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get('/m/app-icon-512.png', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it("follows an operator's colour change at once: new colours, a new icon version, the icon redrawn", async () => {
    const before = await manifestOf();
    await patchTemplates('DEMO', { backgroundColor: '#123456', themeColor: '#abcdef' });
    const after = await manifestOf();
    expect(after).toMatchObject({ background_color: '#123456', theme_color: '#abcdef' });
    expect(after.icons[0].src).not.toBe(before.icons[0].src);
    expect((await get(before.icons[0].src)).headers['cache-control']).toBe('no-cache');
    expect((await get(after.icons[0].src)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(pixelsOf(await iconOf(192))(0, 0)).toBe('#123456');
    // The theme colour alone leaves the icons' version as it is: they are drawn without it.
    await patchTemplates('DEMO', { themeColor: '#0b0f1a' });
    expect((await manifestOf()).icons[0].src).toBe(after.icons[0].src);
    await patchTemplates('DEMO', { backgroundColor: '#0b0f1a' });
    expect((await manifestOf()).icons).toEqual(before.icons);
  });

  it.each([
    '/m/../../etc/passwd',
    '/m/%2e%2e/x.svg',
    '/m/..%2f..%2f..%2foutside/x.svg',
    '/m/icons/linked.svg',
    '/m/icons/broken.svg',
    '/m/icons/missing.svg',
    '/m/icons',
    'https://cdn.example/m/icons/app-icon.svg',
  ])('draws the logo when the appIcon is %s', async (appIcon) => {
    await patchTemplates('DEMO2', { appIcon });
    const manifest = await manifestOf('demo2.localhost');
    expect(manifest.icons[0].src).toBe(
      `/m/app-icon-192.png?v=${iconVersionOf(squareMark(LOGO_COLOUR), '#7a0f14')}`,
    );
    expect(pixelsOf(await iconOf(192, 'demo2.localhost'))(96, 96)).toBe(LOGO_COLOUR);
    await patchTemplates('DEMO2', { appIcon: '/m/icons/app-icon.svg' });
  });

  it.each(['/m/app-icon-64.png', '/m/app-icon-.png', '/m/app-icon-192x192.png', '/m/app-icon-0192.png'])(
    'answers 404 for the unknown icon %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe(ErrorCode.NOT_FOUND);
    },
  );

  it('never counts the manifest or the icons as page navigations, and keeps them out of the API description', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await get('/m/manifest.webmanifest')).statusCode).toBe(200);
      expect((await get('/m/app-icon-192.png')).statusCode).toBe(200);
    }
    // The page limit (3) is untouched: a navigation still gets the page.
    expect((await get('/m/login')).statusCode).toBe(200);
    const { paths } = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(paths).filter((path) => path.startsWith('/m/'))).toEqual([]);
  });
});

describe('web app routes before the site is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(['/m/manifest.webmanifest', '/m/app-icon-192.png'])(
    'answers %s with 503 like the rest of /m',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toMatch(/not built/);
    },
  );
});
