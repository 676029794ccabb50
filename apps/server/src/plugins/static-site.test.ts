/** The built site under /m/, from a temporary WEB_DIST shaped like the web build's output. */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  formatMoney,
  GAME_LIST_FILTERS,
  GAME_LIST_FIRST_VIEW_CARDS,
  GAME_LIST_PAGE_SIZE,
  GAME_LIST_ROW_CARDS,
  type Game,
  LANDING_SHELLS_FILE,
  LANGUAGES,
  SCREEN_PRELOADS_FILE,
  SHELL_AMOUNT_RANGE_ATTRIBUTE,
  SHELL_CHANNEL_ATTRIBUTE,
  SHELL_DEPOSIT_ATTRIBUTE,
  SHELL_DEPOSIT_SLOTS,
  SHELL_FILTER_ATTRIBUTE,
  SHELL_GAME_ATTRIBUTE,
  SHELL_GAME_SLOTS,
  SHELL_REGISTER_ROW_ATTRIBUTE,
  SHELL_REGISTER_ROWS,
  SHELL_REGISTER_SLOTS,
  SHELL_REGISTER_TABS_ATTRIBUTE,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../../test/test-app';
import { demoChannelsOf } from '../db/seed/demo-wallet';
import { catalogueVendors } from '../features/games/tables';
import { BUSY_PAGE_STYLE_HASH } from './busy-page';
import { withDepositShell } from './deposit-shell';
import { withGameListShell } from './game-list-shell';
import { withRegisterShell } from './register-shell';
import { withBrandName, withShellBanner } from './static-site';

/** The build's preload lists (SCREEN_PRELOADS_FILE): /m/login and /m/register have one here. */
const LOGIN_PRELOADS = ['/m/assets/index-Bx7f3a.js', '/m/assets/login-screen-1.js', '/m/assets/form-1.css'];
const REGISTER_PRELOADS = [
  '/m/assets/index-Bx7f3a.js',
  '/m/assets/register-screen-1.js',
  '/m/assets/form-1.css',
];
const BUILD_PRELOADS = JSON.stringify({ '/m/login': LOGIN_PRELOADS, '/m/register': REGISTER_PRELOADS });
/** The build's shells (LANDING_SHELLS_FILE): only /m/register has one here. */
const REGISTER_SHELL =
  '<div class="landing-shell app-shell" aria-hidden="true" inert><h1><span lang="en">Sign up</span><span lang="ar">إنشاء حساب</span></h1></div>';

const SHELL_STYLE = '.boot-shell{display:none}';
const INDEX = `<!doctype html><html><head><script src="/m/boot.js"></script><style>${SHELL_STYLE}</style></head><body><div id="root"></div><script type="module" src="/m/assets/index-Bx7f3a.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** The file, and beside it the .br and .gz the web build writes, each marked so the test can tell them apart. */
const writeWithCompressed = async (path: string, content: string) => {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(`${content}/*br*/`));
  await writeFile(`${path}.gz`, gzipSync(`${content}/*gz*/`));
};

/**
 * A test app serving a built site whose one landing shell is `shell` at `path` (with a preload, as
 * the build lists one for every shell's route): its app, the page of an address as the server
 * writes it, and the operator's change of the demo merchant's configuration.
 */
const siteWithShell = (path: string, shell: string) => {
  let t: TestApp | undefined;
  let webDist = '';
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeWithCompressed(join(webDist, 'index.html'), INDEX);
    await writeFile(join(webDist, SCREEN_PRELOADS_FILE), JSON.stringify({ [path]: ['/m/assets/screen.js'] }));
    await writeFile(join(webDist, LANDING_SHELLS_FILE), JSON.stringify({ [path]: shell }));
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const app = () => {
    if (!t) throw new Error('the site is not started');
    return t.app;
  };
  return {
    app,
    pageOf: async (url = path) =>
      (await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })).body,
    patchConfig: async (payload: object) => {
      const response = await app().inject({
        method: 'PATCH',
        url: '/wps/operator/merchants/DEMO/config',
        headers: operatorHeaders,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  };
};

describe('static site', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(webDist, 'assets'));
    await mkdir(join(webDist, 'icons'));
    await writeWithCompressed(join(webDist, 'index.html'), INDEX);
    await writeWithCompressed(join(webDist, 'assets', 'index-Bx7f3a.js'), SCRIPT);
    await writeFile(join(webDist, 'icons', 'app-icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeWithCompressed(join(webDist, 'boot.js'), '(() => {})();');
    await writeFile(join(webDist, SCREEN_PRELOADS_FILE), BUILD_PRELOADS);
    await writeFile(join(webDist, LANDING_SHELLS_FILE), JSON.stringify({ '/m/register': REGISTER_SHELL }));
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['br', 'br, gzip', '/*br*/'],
    ['gzip', 'gzip', '/*gz*/'],
  ])('serves the precompressed %s file chosen by Accept-Encoding', async (encoding, accept, marker) => {
    const response = await get('/m/assets/index-Bx7f3a.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const decompress = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    const text = decompress(response.rawPayload).toString();
    expect(text).toBe(`${SCRIPT}${marker}`);
  });

  it('serves the plain file to a client that accepts no compression', async () => {
    const response = await get('/m/assets/index-Bx7f3a.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year, other images for an hour, and revalidates the page and boot.js', async () => {
    expect((await get('/m/assets/index-Bx7f3a.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const encoding of ['br', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      expect((await get('/m/', headers)).headers['cache-control']).toBe('no-cache');
      expect((await get('/m/index.html', headers)).headers['cache-control']).toBe('no-cache');
      expect((await get('/m/boot.js', headers)).headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/m/icons/app-icon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/m/', '/m/member/home', '/m/register.html', '/m/anything/at/all?x=1', '/m/toString'])(
    'answers index.html for the app route %s',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'identity' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it("writes the route's preloads from the build's list at the end of the head, and follows a new build's list", async () => {
    for (const url of ['/m/login', '/m/login?redirect=%2Fm%2Fhome']) {
      const response = await get(url, { 'accept-encoding': 'identity' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(
        INDEX.replace(
          '</head>',
          '<link rel="modulepreload" href="/m/assets/index-Bx7f3a.js" crossorigin>' +
            '<link rel="modulepreload" href="/m/assets/login-screen-1.js" crossorigin>' +
            '<link rel="preload" as="style" href="/m/assets/form-1.css" crossorigin>' +
            '</head>',
        ),
      );
    }
    const preloadsFile = join(webDist, SCREEN_PRELOADS_FILE);
    try {
      await writeFile(preloadsFile, JSON.stringify({ '/m/login': ['/m/assets/login-screen-2.js'] }));
      // A later modification time than the first file's, whatever the file system's resolution.
      const later = new Date(Date.now() + 5_000);
      await utimes(preloadsFile, later, later);
      const body = (await get('/m/login')).body;
      expect(body).toContain('<link rel="modulepreload" href="/m/assets/login-screen-2.js" crossorigin>');
      expect(body).not.toContain('login-screen-1.js');
    } finally {
      await writeFile(preloadsFile, BUILD_PRELOADS);
    }
  });

  it("writes a landing route's shell into the root, links its screen's style sheets and names its scripts to boot.js", async () => {
    const response = await get('/m/register?affiliateCode=A1', { 'accept-encoding': 'identity' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The scripts are boot.js's to fetch once the shell has painted: no preload the parser would fetch first.
    const screenScripts = JSON.stringify(['/m/assets/index-Bx7f3a.js', '/m/assets/register-screen-1.js']);
    expect(response.body).toBe(
      INDEX.replace(
        '<script src="/m/boot.js">',
        `<script src="/m/boot.js" data-screen-files="${screenScripts.replaceAll('"', '&quot;')}">`,
      )
        .replace('</head>', '<link rel="stylesheet" href="/m/assets/form-1.css" crossorigin></head>')
        .replace('<div id="root">', `<div id="root">${REGISTER_SHELL}`),
    );
  });

  describe('Content-Security-Policy (issue 11)', () => {
    /** The directives of a policy by name. */
    const directivesOf = (policy: unknown) =>
      Object.fromEntries(
        String(policy)
          .split('; ')
          .map((directive) => {
            const [name, ...sources] = directive.split(' ');
            return [name, sources.join(' ')];
          }),
      );
    const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

    it("gives the page its own style by hash, the merchant's image CDN, no outside frame, forms to itself", async () => {
      for (const url of ['/m/', '/m/login']) {
        const policy = directivesOf((await get(url)).headers['content-security-policy']);
        expect(policy).toMatchObject({
          'script-src': "'self'",
          'style-src': `'self' ${sha256(SHELL_STYLE)} ${BUSY_PAGE_STYLE_HASH}`,
          'img-src': "'self' data: blob: https://img.luckymobile.vn",
          'frame-src': "'self'",
          'form-action': "'self'",
          'object-src': "'none'",
        });
      }
    });

    it("follows the request's merchant: its CDN, its vendors' launch hosts, the operator's change at once", async () => {
      await t.app.db
        .update(catalogueVendors)
        .set({ launchUrl: 'https://Games.Vendor.example:8443/launch?token={token}' })
        .where(eq(catalogueVendors.merchantCode, 'DEMO2'));
      const demo2 = async () =>
        directivesOf((await get('/m/login', { host: 'demo2.localhost' })).headers['content-security-policy']);
      expect(await demo2()).toMatchObject({
        'img-src': "'self' data: blob: https://img.saovang.club",
        'frame-src': "'self' https://games.vendor.example:8443",
      });
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/wps/operator/merchants/DEMO2/config',
        headers: operatorHeaders,
        payload: { imageCDNs: ['https://cdn-1.example.com/brand/', 'https://CDN-2.example.com'] },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect((await demo2())['img-src']).toBe(
        "'self' data: blob: https://cdn-1.example.com https://cdn-2.example.com",
      );
    });

    it('keeps the strict policy on the API: no outside host, no inline style', async () => {
      const policy = directivesOf((await get('/wps/system/status')).headers['content-security-policy']);
      expect(policy).toMatchObject({
        'style-src': "'self'",
        'img-src': "'self' data: blob:",
        'frame-src': "'self'",
        'form-action': "'self'",
      });
    });
  });

  it('redirects / and /m to /m/', async () => {
    for (const url of ['/', '/m']) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/m/');
    }
  });

  it('answers a missing hashed asset with 404, not with the page', async () => {
    const response = await get('/m/assets/gone-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('keeps unknown /wps paths JSON, never the page', async () => {
    const response = await get('/wps/login', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('home page shell (decision 0016)', () => {
  // Over the compress plugin's 1 KB threshold, as the real page is.
  const SHELL_INDEX = `<!doctype html><html><head><meta name="application-name" content="Lucky Mobile"><title>Lucky Mobile</title></head><body><!--${'x'.repeat(2000)}--><div id="root"><div class="boot-shell"><span data-brand-name>Lucky Mobile</span><div class="boot-shell__banner"></div></div></div></body></html>`;
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeWithCompressed(join(webDist, 'index.html'), SHELL_INDEX);
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  /** What the carousel shows first: the first m_home/m_live banner of the announcements call. */
  const firstHomeBannerUrl = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/announcements?types=B',
      headers: { merchant: 'DEMO' },
    });
    const banners: { url: string; groupName: string }[] = response.json().value.banners;
    return banners.find((banner) => ['m_home', 'm_live'].includes(banner.groupName))?.url;
  };

  it.each(['/m/', '/m/home', '/m/index', '/m/index.html'])(
    '%s carries the first home banner in its shell, so it paints before any script',
    async (url) => {
      const bannerUrl = await firstHomeBannerUrl();
      expect(bannerUrl).toMatch(/^\/wps\/art\/banners\/\d+\.svg\?v=\d+$/);
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        `<div class="boot-shell__banner"><img src="${bannerUrl}" alt="" width="750" height="300" fetchpriority="high"></div>`,
      );
    },
  );

  it('compresses the written page as the browser asks', async () => {
    const plain = (
      await t.app.inject({ method: 'GET', url: '/m/home', headers: { 'accept-encoding': 'identity' } })
    ).body;
    for (const [accept, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/m/home',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(accept);
      expect(decompress(response.rawPayload).toString()).toBe(plain);
    }
  });

  it('leaves the shell of other pages empty', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/m/login',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.body).toBe(SHELL_INDEX);
  });

  it("names the request's brand in the title, the application name and the shell", async () => {
    // The second demo brand answers on demo2.localhost.
    const response = await t.app.inject({
      method: 'GET',
      url: '/m/login',
      headers: { 'accept-encoding': 'identity', host: 'demo2.localhost' },
    });
    expect(response.body).toBe(SHELL_INDEX.replaceAll('Lucky Mobile', 'Sao Vàng Club'));
  });

  it('writes a brand name as text, whatever it holds', () => {
    expect(withBrandName(SHELL_INDEX, 'A&B <i>"$&"</i>')).toBe(
      SHELL_INDEX.replaceAll('Lucky Mobile', () => 'A&amp;B &lt;i&gt;&quot;$&amp;&quot;&lt;/i&gt;'),
    );
  });

  it('escapes the address it writes', () => {
    const html = withShellBanner(SHELL_INDEX, { url: '/x?a=1&b="><script>', width: 750, height: 300 });
    expect(html).toContain('src="/x?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
  });
});

describe('game list shell (decision 0071)', () => {
  /** The build's game list shell, cut down: the filter tabs and the grid with its card template. */
  const GAME_LIST_SHELL = `<div class="landing-shell"><div role="tablist">${GAME_LIST_FILTERS.map(
    (filter) => `<button ${SHELL_FILTER_ATTRIBUTE}="${filter}" aria-selected="false">${filter}</button>`,
  ).join(
    '',
  )}</div><ul class="game-grid"><template ${SHELL_GAME_ATTRIBUTE}><li><img src="${SHELL_GAME_SLOTS.art}" fetchpriority="${SHELL_GAME_SLOTS.artPriority}"><b>${SHELL_GAME_SLOTS.name}</b><img src="${SHELL_GAME_SLOTS.vendorLogo}"><i>${SHELL_GAME_SLOTS.vendorName}</i></li></template></ul></div>`;
  const site = siteWithShell('/m/gameList', GAME_LIST_SHELL);
  const { pageOf } = site;

  /** The first view of the list the screen asks for, as the API answers it (English names). */
  const firstViewOf = async (query: string) => {
    const response = await site.app().inject({
      method: 'GET',
      url: `/wps/game/list?${query}&pageNo=1&pageSize=${GAME_LIST_PAGE_SIZE}&language=EN`,
      headers: { merchant: 'DEMO' },
    });
    const games: Game[] = response.json().value.games;
    return games.slice(0, GAME_LIST_FIRST_VIEW_CARDS);
  };
  const cardsOf = (page: string) =>
    [
      ...page.matchAll(
        /<li><img src="([^"]*)" fetchpriority="(\w+)"><b>(.*?)<\/b><img src="([^"]*)"><i>(.*?)<\/i><\/li>/g,
      ),
    ].map(([, art, priority, name, vendorLogo, vendorName]) => ({
      art,
      priority,
      name,
      vendorLogo,
      vendorName,
    }));
  const selectedOf = (page: string) => /data-shell-filter="(\w+)" aria-selected="true"/.exec(page)?.[1];

  it.each([
    ['/m/gameList?type=hot', 'isHot=1', 'hot'],
    ['/m/gameList', '', 'all'],
    ['/m/gameList?type=all', '', 'all'],
  ])(
    '%s carries the first view of its list, in its order, with its tab selected',
    async (url, query, tab) => {
      const expected = await firstViewOf(query);
      expect(expected.length).toBe(GAME_LIST_FIRST_VIEW_CARDS);
      const page = await pageOf(url);
      expect(page).not.toContain('<template');
      expect(selectedOf(page)).toBe(tab);
      // The first row's pictures load first: one of them is the page's largest paint.
      expect(cardsOf(page).map(({ name: _, ...card }) => card)).toEqual(
        expected.map((game, index) => ({
          art: game.mobileLargeIcon,
          priority: index < GAME_LIST_ROW_CARDS ? 'high' : 'auto',
          vendorLogo: game.vendorLogoUrl,
          vendorName: game.vendorName,
        })),
      );
      // A name that differs between languages is one span per language (the English one checked).
      for (const [index, { name = '' }] of cardsOf(page).entries()) {
        const english = `<span lang="en">${expected[index]?.displayName}</span>`;
        expect(name.includes('<span lang=') ? name : `<span lang="en">${name}</span>`).toContain(english);
      }
    },
  );

  it.each([
    ['/m/gameList?type=fav', 'fav'],
    ['/m/gameList?type=recent', 'recent'],
    ['/m/gameList?type=fav&gameName=dragon', 'all'],
    ['/m/gameList?gameName=dragon', 'all'],
    ['/m/gameList?type=hot&gameType=SLOT', 'hot'],
    ['/m/gameList?type=hot&vassalage=JILI', 'hot'],
  ])(
    '%s draws no card (a member list, a search, a type or a vendor) but selects its tab',
    async (url, tab) => {
      const page = await pageOf(url);
      expect(page).toContain('<ul class="game-grid"></ul>');
      expect(selectedOf(page)).toBe(tab);
    },
  );

  it("shows the operator's change to the hot list on the next page", async () => {
    const [first] = await firstViewOf('isHot=1');
    expect(cardsOf(await pageOf('/m/gameList?type=hot')).map(({ art }) => art)).toContain(
      first?.mobileLargeIcon,
    );
    const patched = await site.app().inject({
      method: 'PATCH',
      url: `/wps/operator/merchants/DEMO/games/${first?.nodeId}`,
      headers: operatorHeaders,
      payload: { isHot: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(cardsOf(await pageOf('/m/gameList?type=hot')).map(({ art }) => art)).not.toContain(
      first?.mobileLargeIcon,
    );
  });

  it("writes a game's names as text, one span per language when they differ", () => {
    const game = {
      artUrl: '/a?x=1&y="2"',
      name: 'A&B <i>$&</i>',
      localizedNames: { vi: 'Rồng Vàng' },
      vendorLogoUrl: '/v.svg',
      vendorName: 'V<V>',
    };
    const [card] = cardsOf(withGameListShell(GAME_LIST_SHELL, new URLSearchParams(), [game]));
    expect(card).toEqual({
      art: '/a?x=1&amp;y=&quot;2&quot;',
      priority: 'high',
      name: expect.stringContaining('<span lang="vi">Rồng Vàng</span>'),
      vendorLogo: '/v.svg',
      vendorName: 'V&lt;V&gt;',
    });
    expect(card?.name).toContain('<span lang="en">A&amp;B &lt;i&gt;$&amp;&lt;/i&gt;</span>');
    expect(card?.name?.match(/<span lang=/g)).toHaveLength(LANGUAGES.length);
    const [plain] = cardsOf(
      withGameListShell(GAME_LIST_SHELL, new URLSearchParams(), [{ ...game, localizedNames: {} }]),
    );
    expect(plain?.name).toBe('A&amp;B &lt;i&gt;$&amp;&lt;/i&gt;');
  });
});

describe('register shell (decision 0072)', () => {
  /** The build's register shell, cut down: the tab bar's template and one template per row it draws. */
  const REGISTER_FORM_SHELL = `<div class="landing-shell"><nav></nav><template ${SHELL_REGISTER_TABS_ATTRIBUTE}><div role="tablist">tabs</div></template><form>${SHELL_REGISTER_ROWS.map(
    (row) =>
      `<template ${SHELL_REGISTER_ROW_ATTRIBUTE}="${row}"><p id="${row}">${row}${SHELL_REGISTER_SLOTS.requiredMark}${row === 'countryDialingCode' ? `<input value="${SHELL_REGISTER_SLOTS.dialingCode}">` : ''}</p></template>`,
  ).join('')}</form></div>`;
  const REQUIRED = '<span class="adm-form-item-required-asterisk">*</span>';
  const site = siteWithShell('/m/register', REGISTER_FORM_SHELL);
  const { pageOf, patchConfig } = site;

  const rowsOf = (page: string) =>
    [...page.matchAll(/<p id="(\w+)">\w+(<span[^>]*>\*<\/span>)?(?:<input value="(\d*)">)?<\/p>/g)].map(
      ([, row, mark, dialingCode]) => ({
        row,
        required: mark === REQUIRED,
        ...(dialingCode ? { dialingCode } : {}),
      }),
    );

  it("carries the merchant's tabs and the username tab's rows in the form's order, marked as its settings require", async () => {
    const page = await pageOf();
    expect(page).not.toContain('<template');
    expect(page).toContain('<div role="tablist">tabs</div>');
    // The demo's settings: username and password required, the number (Vietnam's code), e-mail,
    // nickname and Zalo on.
    expect(rowsOf(page)).toEqual([
      { row: 'username', required: true },
      { row: 'countryDialingCode', required: true, dialingCode: '84' },
      { row: 'mobileNum', required: false },
      { row: 'password', required: true },
      { row: 'confirmPassword', required: false },
      { row: 'email', required: false },
      { row: 'nickname', required: false },
      { row: 'zalo', required: false },
    ]);
  });

  it("follows the operator's change on the next page: mobile registration alone has no tab bar and stops before the SMS code", async () => {
    await patchConfig({ whitelabel: { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true } });
    await patchConfig({ account: { countryDialingCode: '855' } });
    const page = await pageOf();
    expect(page).not.toContain('role="tablist"');
    expect(page).not.toContain('<template');
    // The SMS code's row has no template (its button is the screen's): the rows stop there.
    expect(rowsOf(page)).toEqual([
      { row: 'countryDialingCode', required: true, dialingCode: '855' },
      { row: 'mobileNum', required: false },
    ]);
  });

  it('draws no row without the settings, and writes the dialing code as text', () => {
    const bare = withRegisterShell(REGISTER_FORM_SHELL, null);
    expect(bare).not.toContain('<template');
    expect(bare).toBe('<div class="landing-shell"><nav></nav><form></form></div>');
    const settings = {
      register: { fields: { username: { enabled: false, required: false } }, captcha: { enabled: false } },
      whitelabel: {
        USERNAMEREG3: true,
        MOBILENUMREG3: false,
        REGMOBVERF3: false,
        MOBILENUMPASSREG3: false,
        FACEBOOKLOGIN3: false,
        GOOGLELOGIN3: false,
        MOBILEVERCODELOGIN3: false,
      },
    };
    const mobileOnly = {
      ...settings,
      whitelabel: { ...settings.whitelabel, USERNAMEREG3: false, MOBILENUMREG3: true },
    };
    expect(withRegisterShell(REGISTER_FORM_SHELL, { settings: mobileOnly, dialingCode: '"$&<' })).toContain(
      '<input value="&quot;$&amp;&lt;">',
    );
  });
});

describe('deposit shell (decision 0073)', () => {
  /** The build's deposit shell, cut down: the page's template, the two rows' and the range's. */
  const RANGE_IN_EVERY_LANGUAGE = LANGUAGES.map(
    ({ tag }) =>
      `<span lang="${tag}">${SHELL_DEPOSIT_SLOTS.min}${tag === 'ja' ? '～' : ' – '}${SHELL_DEPOSIT_SLOTS.max}</span>`,
  ).join('');
  const DEPOSIT_SHELL = `<div class="landing-shell"><header></header><template ${SHELL_DEPOSIT_ATTRIBUTE}><ul>${SHELL_DEPOSIT_SLOTS.channels}</ul></template><template ${SHELL_CHANNEL_ATTRIBUTE}="chosen"><li aria-current="true"><b>${SHELL_DEPOSIT_SLOTS.name}</b><i>${SHELL_DEPOSIT_SLOTS.range}</i></li></template><template ${SHELL_CHANNEL_ATTRIBUTE}="other"><li><b>${SHELL_DEPOSIT_SLOTS.name}</b><i>${SHELL_DEPOSIT_SLOTS.range}</i></li></template><template ${SHELL_AMOUNT_RANGE_ATTRIBUTE}>${RANGE_IN_EVERY_LANGUAGE}</template></div>`;
  const FRAME_ONLY = '<div class="landing-shell"><header></header></div>';
  const site = siteWithShell('/m/voucherCenter', DEPOSIT_SHELL);
  const { pageOf, patchConfig } = site;

  const rowsOf = (page: string) =>
    [...page.matchAll(/<li( aria-current="true")?><b>(.*?)<\/b><i>(.*?)<\/i><\/li>/g)].map(
      ([, chosen, name, range = '']) => ({
        chosen: Boolean(chosen),
        name,
        ranges: Object.fromEntries(
          [...range.matchAll(/<span lang="([^"]+)">(.*?)<\/span>/g)].map(([, tag, text]) => [tag, text]),
        ),
      }),
    );

  it("carries the merchant's channels in order, the first chosen, each range in every language's digits", async () => {
    const page = await pageOf();
    expect(page).not.toContain('<template');
    const channels = demoChannelsOf('DEMO');
    expect(channels.length).toBeGreaterThan(1);
    const rows = rowsOf(page);
    expect(rows.map(({ chosen, name }) => ({ chosen, name }))).toEqual(
      channels.map(({ name }, index) => ({ chosen: index === 0, name })),
    );
    // The demo's currency (₫) has no minor units; the screen writes ranges with formatMoney.
    const [first] = channels;
    expect(rows[0]?.ranges.en).toBe('50,000 – 50,000,000');
    expect(rows[0]?.ranges.ja).toBe('50,000～50,000,000');
    expect(rows[0]?.ranges.fa).toBe(
      `${formatMoney(first?.min ?? 0, 0, 'fa')} – ${formatMoney(first?.max ?? 0, 0, 'fa')}`,
    );
    expect(rows[0]?.ranges.fa).toMatch(/^[۰-۹٬]+ – [۰-۹٬]+$/);
    expect(Object.keys(rows[0]?.ranges ?? {})).toEqual(LANGUAGES.map(({ tag }) => tag));
  });

  it("draws nothing but the frame for the operator's tiles template, on the next page", async () => {
    await patchConfig({ templates: { dep_func: '1' } });
    const page = await pageOf();
    expect(page).toContain(FRAME_ONLY);
    expect(rowsOf(page)).toEqual([]);
  });

  it('draws nothing but the frame without channels or a merchant, and writes names as text', () => {
    const page = { template: 'base' as const, decimals: 2, channels: [] };
    expect(withDepositShell(DEPOSIT_SHELL, page)).toBe(FRAME_ONLY);
    expect(withDepositShell(DEPOSIT_SHELL, null)).toBe(FRAME_ONLY);
    const [row] = rowsOf(
      withDepositShell(DEPOSIT_SHELL, {
        ...page,
        channels: [{ name: 'A&B <i>$&</i>', min: 1050, max: 250_000 }],
      }),
    );
    expect(row?.name).toBe('A&amp;B &lt;i&gt;$&amp;&lt;/i&gt;');
    expect(row?.ranges.en).toBe('10.50 – 2,500.00');
  });
});

describe('static site not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: join(tmpdir(), 'no-such-web-dist') });
  });
  afterAll(() => t?.close());

  it('answers /m/* with 503 and says how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/m/login' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build -w @app/web');
  });
});
