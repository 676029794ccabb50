/**
 * The built player site under /m/: precompressed files (.br, .gz written by the web build) chosen
 * by Accept-Encoding; hashed assets cached for a year; the page and its boot script revalidated
 * (they name the current release's hashed files); the other public files (logo, icons, default
 * image) cached for an hour; and the SPA fallback: a GET under /m/ that names no file answers
 * index.html, so /m/login is the app's route.
 *
 * The home page's addresses get index.html with the merchant's first home banner written into its
 * shell (decision 0016): the largest picture of the page then paints with the HTML, before any
 * script has run, instead of after the scripts, the first render and the announcements answer.
 *
 * Any other route's page gets index.html with preloads of the files its first render needs (the
 * entry, its imports, the route's screen and what it imports, as the build lists them in
 * SCREEN_PRELOADS_FILE; decision 0052): the browser fetches them with boot.js, instead of finding
 * the screen's files only once the entry has run and the router has asked for the screen.
 *
 * A landing route with a shell (LANDING_SHELLS_FILE: login, register, the game list, the deposit
 * screen, the responsible-gaming page; decisions 0056, 0060) gets its shell written into the page's
 * root instead (the game list's with its first cards, decision 0071), with the screen's
 * style sheets linked (the shell is drawn with them) and its scripts named to boot.js, which
 * fetches them once the shell has painted, as on home.
 *
 * Every page names the request's merchant (BRAND_NAME_ATTRIBUTE: its title, its application-name
 * and the brand in its shells), as one build serves every brand.
 *
 * Every answer of the page shell (the home page's and the SPA fallback's) is a page navigation and
 * counts against the client's page limit; over it, the busy page answers (docs/decisions/0017).
 * The files never count.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import {
  BRAND_NAME_ATTRIBUTE,
  HOME_PATHS,
  LANDING_SHELLS_FILE,
  MOBILE_BASE_PATH,
  SCREEN_PRELOADS_FILE,
  type ShellBanner,
  type ShellGame,
} from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_PUBLIC } from '../lib/cache-control';
import { escapeMarkup } from '../lib/markup';
import { BUSY_PAGE_STYLE_HASH, sendBusyPage } from './busy-page';
import { isDepositShell, type ShellDepositPage, withDepositShell } from './deposit-shell';
import { sendNotFound } from './errors';
import { isGameListShell, type ShellGameList, shellGameListOf, withGameListShell } from './game-list-shell';
import { isRegisterShell, type ShellRegisterForm, withRegisterShell } from './register-shell';
import { contentSecurityPolicy, type PageSources, styleHashOf } from './security';

export interface StaticSiteOptions {
  webDist: string;
  /** The first home banner of the request's merchant; null when it has none. */
  shellBannerOf?: (request: FastifyRequest) => Promise<ShellBanner | null>;
  /** The first view of a catalogue game list of the request's merchant (the game list's shell). */
  shellGamesOf?: (request: FastifyRequest, list: ShellGameList) => Promise<ShellGame[]>;
  /** The register settings and dialing code of the request's merchant (the register page's shell). */
  shellRegisterFormOf?: (request: FastifyRequest) => Promise<ShellRegisterForm | null>;
  /** The deposit template, currency and channels of the request's merchant (the deposit page's shell). */
  shellDepositPageOf?: (request: FastifyRequest) => Promise<ShellDepositPage | null>;
  /** The name of the request's merchant, which the page shows (its title, its shells). */
  brandNameOf?: (request: FastifyRequest) => Promise<string | null>;
  /** The image and frame hosts of the request's merchant, for the page's Content-Security-Policy. */
  pageHostsOf?: (request: FastifyRequest) => Promise<Omit<PageSources, 'styleSources'>>;
  /** Counts a page navigation: the seconds to wait when the client is over its page limit, else null. */
  countPage: (request: FastifyRequest) => Promise<number | null>;
}

const REVALIDATE = 'no-cache';
/**
 * The home page shows the logo three times (its shell, its top bar, the download bar): revalidated,
 * each would cost a request on the first visit too. A changed logo shows within the hour.
 */
const PUBLIC_FILE = 'public, max-age=3600';
/** Files that must match the release of the page (or their precompressed forms): never used unchecked. */
const RELEASE_BOUND = /\.(html|js)(\.br|\.gz)?$/;
const SITE_ROOT = `${MOBILE_BASE_PATH}/`;
/** Vite writes content-hashed file names here, and only here. */
const HASHED_ASSETS_PREFIX = `${SITE_ROOT}assets/`;

const NOT_BUILT =
  'The player site is not built. Run `npm run build -w @app/web` (or `npm start` from the repository root), then restart the server.\n';

/** index.html's empty banner box in the home shell; the banner goes inside it. */
const SHELL_BANNER_BOX = '<div class="boot-shell__banner"></div>';
/** The home page's paths under the site's prefix ('/m/home' → '/home'). */
const HOME_SITE_PATHS = HOME_PATHS.filter((path) => path.startsWith(SITE_ROOT)).map((path) =>
  path.slice(MOBILE_BASE_PATH.length),
);

/**
 * The CSP hashes of the <style> elements of index.html (its shell's style) and of the busy page,
 * computed again when a new build replaces index.html.
 */
const createPageStyleHashes = (indexFile: string) => {
  let cached: { mtimeMs: number; hashes: string[] } | null = null;
  return async (): Promise<string[]> => {
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await readFile(indexFile, 'utf8');
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      cached = { mtimeMs, hashes: [...styles.map(styleHashOf), BUSY_PAGE_STYLE_HASH] };
    }
    return cached.hashes;
  };
};

/**
 * One of the build's files by route path (SCREEN_PRELOADS_FILE, LANDING_SHELLS_FILE), read again
 * when a new build replaces the file; nothing when the build wrote none.
 */
const createBuildFileByPath = <Value>(file: string) => {
  let cached: { mtimeMs: number; byPath: Map<string, Value> } | null = null;
  return async (path: string): Promise<Value | undefined> => {
    const mtimeMs = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return undefined;
    if (cached?.mtimeMs !== mtimeMs) {
      const values = JSON.parse(await readFile(file, 'utf8')) as Record<string, Value>;
      cached = { mtimeMs, byPath: new Map(Object.entries(values)) };
    }
    return cached.byPath.get(path);
  };
};

const isStyleSheet = (file: string) => file.endsWith('.css');

/**
 * The preloads go at the end of the page's head: after boot.js and the style sheets, which the page
 * waits for, so that those are asked for first (placed before them, the preloads took the
 * browser's six connections and boot.js and the style sheets waited for a free one).
 */
const HEAD_END = '</head>';

/**
 * index.html with preloads of these files (scripts as module preloads, style sheets as style
 * preloads, both CORS as the app's own requests for them are, so that those find them fetched).
 */
export const withPreloads = (html: string, files: readonly string[]): string => {
  const links = files
    .map((file) =>
      isStyleSheet(file)
        ? `<link rel="preload" as="style" href="${escapeMarkup(file)}" crossorigin>`
        : `<link rel="modulepreload" href="${escapeMarkup(file)}" crossorigin>`,
    )
    .join('');
  return html.replace(HEAD_END, `${links}${HEAD_END}`);
};

const ROOT = '<div id="root">';
/** boot.js's tag as the build writes it (with its data-boot list after the address). */
const BOOT_SCRIPT = `<script src="${SITE_ROOT}boot.js"`;

/**
 * index.html with a landing route's shell as the first thing in its root (React's first render
 * replaces it), the screen's style sheets linked at the end of the head (the shell is drawn with
 * them: the page waits for them as for its own), and the screen's scripts named on boot.js's tag
 * (`data-screen-files`): boot.js fetches them once the shell has painted, as it does home's. As
 * links, the parser would fetch them before the first paint, sharing the slow link with the
 * style sheets the shell waits for.
 */
export const withLandingShell = (html: string, shell: string, files: readonly string[]): string => {
  const styleSheets = files
    .filter(isStyleSheet)
    .map((file) => `<link rel="stylesheet" href="${escapeMarkup(file)}" crossorigin>`)
    .join('');
  const scripts = escapeMarkup(JSON.stringify(files.filter((file) => !isStyleSheet(file))));
  return html
    .replace(ROOT, `${ROOT}${shell}`)
    .replace(BOOT_SCRIPT, `${BOOT_SCRIPT} data-screen-files="${scripts}"`)
    .replace(HEAD_END, `${styleSheets}${HEAD_END}`);
};

/** index.html with the banner in its shell's box; fetchpriority: it is the page's largest picture. */
export const withShellBanner = (html: string, banner: ShellBanner): string =>
  html.replace(
    SHELL_BANNER_BOX,
    `<div class="boot-shell__banner"><img src="${escapeMarkup(banner.url)}" alt="" width="${banner.width}" height="${banner.height}" fetchpriority="high"></div>`,
  );

const BRAND_NAME_SPAN = new RegExp(`(<span ${BRAND_NAME_ATTRIBUTE}>)[^<]*(</span>)`, 'g');
const TITLE = /(<title>)[^<]*(<\/title>)/;
const APPLICATION_NAME = /(<meta name="application-name" content=")[^"]*(")/;

/** index.html (or a page made of it) naming the brand in its title, application-name and shells. */
export const withBrandName = (html: string, name: string): string => {
  const text = escapeMarkup(name);
  // Functions, not replacement strings: a '$&' in a name stays as written.
  const named = (_: string, before: string, after: string) => `${before}${text}${after}`;
  return html.replace(TITLE, named).replace(APPLICATION_NAME, named).replace(BRAND_NAME_SPAN, named);
};

const serveBuiltSite: FastifyPluginAsync<StaticSiteOptions> = async (
  site,
  {
    webDist,
    shellBannerOf,
    shellGamesOf,
    shellRegisterFormOf,
    shellDepositPageOf,
    brandNameOf,
    pageHostsOf,
    countPage,
  },
) => {
  const assetsDir = `${webDist}${sep}assets${sep}`;
  const pageStyleHashes = createPageStyleHashes(join(webDist, 'index.html'));
  const screenPreloadsOf = createBuildFileByPath<string[]>(join(webDist, SCREEN_PRELOADS_FILE));
  const landingShellOf = createBuildFileByPath<string>(join(webDist, LANDING_SHELLS_FILE));
  // Every page this scope answers (the shell, the SPA fallback, the busy page) gets the policy of
  // its merchant instead of the strict one of plugins/security.ts.
  site.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const hosts = pageHostsOf ? await pageHostsOf(request) : { imageOrigins: [], frameOrigins: [] };
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ ...hosts, styleSources: await pageStyleHashes() }),
    );
    return payload;
  });
  /** index.html, read per request like the other release-bound files: a new build is served at once. */
  const readPage = () => readFile(join(webDist, 'index.html'), 'utf8');
  /** A page of index.html, as the request's merchant's, revalidated and compressed by the app's compress plugin. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: string) => {
    const name = brandNameOf ? await brandNameOf(request) : null;
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(name ? withBrandName(page, name) : page);
  };
  /** Counts a page navigation; over the limit it has answered with the busy page. */
  const overPageLimit = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const wait = await countPage(request);
    if (wait === null) return false;
    sendBusyPage(request, reply, wait);
    return true;
  };
  await site.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const policy = path.startsWith(assetsDir)
        ? IMMUTABLE_PUBLIC
        : RELEASE_BOUND.test(path)
          ? REVALIDATE
          : PUBLIC_FILE;
      reply.header('cache-control', policy);
    },
  });

  /**
   * What the server writes into a shell for this request (home's banner, the game list's cards,
   * register's rows, the deposit channels): the lookup's answer, or null without a lookup or when
   * it fails (logged), as the page must not fail for them: the screen draws them.
   */
  const shellContent = async <T>(
    request: FastifyRequest,
    what: string,
    lookup: (() => Promise<T | null>) | null,
  ): Promise<T | null> =>
    lookup
      ? lookup().catch((error: unknown) => {
          request.log.warn({ err: error }, `${what} unavailable`);
          return null;
        })
      : null;

  if (shellBannerOf) {
    for (const path of HOME_SITE_PATHS) {
      // 'slash': the prefix's root is '/m/' only; '/m' redirects there (below).
      site.get(path, { schema: { hide: true }, prefixTrailingSlash: 'slash' }, async (request, reply) => {
        if (await overPageLimit(request, reply)) return reply;
        const html = await readPage();
        // Without it, the shell keeps its empty box.
        const banner = await shellContent(request, 'home shell banner', () => shellBannerOf(request));
        return sendPage(request, reply, banner ? withShellBanner(html, banner) : html);
      });
    }
  }

  /** The game list's shell filled for the request's address (its first view's cards, its filter). */
  const withShellGames = async (request: FastifyRequest, shell: string): Promise<string> => {
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    const list = shellGameListOf(search);
    const games = await shellContent(
      request,
      'game list shell cards',
      list && shellGamesOf ? () => shellGamesOf(request, list) : null,
    );
    return withGameListShell(shell, search, games ?? []);
  };

  /** A landing route's shell as the request's page shows it. */
  const filledShell = (request: FastifyRequest, shell: string): Promise<string> | string => {
    if (isGameListShell(shell)) return withShellGames(request, shell);
    if (isRegisterShell(shell))
      return shellContent(
        request,
        'register shell form',
        shellRegisterFormOf ? () => shellRegisterFormOf(request) : null,
      ).then((form) => withRegisterShell(shell, form));
    if (isDepositShell(shell))
      return shellContent(
        request,
        'deposit shell channels',
        shellDepositPageOf ? () => shellDepositPageOf(request) : null,
      ).then((page) => withDepositShell(shell, page));
    return shell;
  };

  site.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script or style must fail as one, not arrive as HTML the browser cannot run.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith(HASHED_ASSETS_PREFIX)) {
      return sendNotFound(request, reply);
    }
    if (await overPageLimit(request, reply)) return reply;
    const html = await readPage();
    const preloads = await screenPreloadsOf(path);
    if (!preloads) return sendPage(request, reply, html);
    const shell = await landingShellOf(path);
    if (!shell) return sendPage(request, reply, withPreloads(html, preloads));
    return sendPage(request, reply, withLandingShell(html, await filledShell(request, shell), preloads));
  });
};

/** The answer under /m/ while the site is not built (the web app's icons and manifest give it too). */
export const sendSiteNotBuilt = (reply: FastifyReply) =>
  reply.code(503).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(NOT_BUILT);

const siteNotBuilt: FastifyPluginAsync<StaticSiteOptions> = async (site, { webDist }) => {
  site.log.warn({ webDist }, 'player site not built: /m/ answers 503');
  site.get('/*', { schema: { hide: true } }, async (_request, reply) => sendSiteNotBuilt(reply));
};

export const staticSitePlugin: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  // Spec §2: '/' and '/m' are the home page too.
  for (const url of ['/', MOBILE_BASE_PATH]) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => reply.redirect(SITE_ROOT, 302));
  }
  await app.register(existsSync(options.webDist) ? serveBuiltSite : siteNotBuilt, {
    ...options,
    prefix: MOBILE_BASE_PATH,
  });
};
