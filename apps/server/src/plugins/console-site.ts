/**
 * The back office's built console under /console/ (issue 21; apps/console): its hashed assets
 * cached for a year, and every other GET under it answers index.html, so /console/audit is the
 * console's own route.
 *
 * Its policy is stricter than the player site's in two ways. antd writes its styles into <style>
 * elements at run time, so index.html carries a fresh nonce on every answer (CONSOLE_NONCE_META,
 * which the console hands to antd) and the policy allows styles with that nonce only, never
 * 'unsafe-inline'. And no page may frame the console (frame-ancestors 'none'), nor keep it:
 * the page is never stored, nor indexed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { CONSOLE_BASE_PATH, CONSOLE_NONCE_META } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { IMMUTABLE_PUBLIC } from '../lib/cache-control';
import { sendNotFound } from './errors';
import { contentSecurityPolicy } from './security';

export interface ConsoleSiteOptions {
  consoleDist: string;
}

const HASHED_ASSETS_PREFIX = `${CONSOLE_BASE_PATH}assets/`;
/** The placeholder of index.html's nonce meta (apps/console/index.html). */
const NONCE_PLACEHOLDER = `<meta name="${CONSOLE_NONCE_META}" content="" />`;

const NOT_BUILT =
  'The console is not built. Run `npm run build -w @app/console` (or `npm start` from the repository root), then restart the server.\n';

const serveBuiltConsole: FastifyPluginAsync<ConsoleSiteOptions> = async (site, { consoleDist }) => {
  const assetsDir = `${consoleDist}${sep}assets${sep}`;
  await site.register(fastifyStatic, {
    root: consoleDist,
    prefix: '/',
    // index.html is only ever sent with its nonce (below).
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (reply, path) =>
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE_PUBLIC : 'no-cache'),
  });

  /** The page with a fresh nonce in its meta and its policy; read per request, a new build is served at once. */
  const sendPage = async (reply: FastifyReply) => {
    const html = await readFile(join(consoleDist, 'index.html'), 'utf8');
    const nonce = randomBytes(16).toString('base64');
    // Pictures by any https address (issue 21): the content editor shows the operator's pictures,
    // which the site shows from the merchant's image hosts; never plain http.
    const policy = contentSecurityPolicy(
      { imageOrigins: ['https:'], frameOrigins: [], styleSources: [`'nonce-${nonce}'`] },
      { framedBy: "'none'" },
    );
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'same-origin')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(html.replace(NONCE_PLACEHOLDER, `<meta name="${CONSOLE_NONCE_META}" content="${nonce}" />`));
  };
  // The directory itself is not a file the static handler serves: its page is the console's home.
  site.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, async (_request, reply) =>
    sendPage(reply),
  );
  site.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith(HASHED_ASSETS_PREFIX)) {
      return sendNotFound(request, reply);
    }
    return sendPage(reply);
  });
};

const consoleNotBuilt: FastifyPluginAsync<ConsoleSiteOptions> = async (site, { consoleDist }) => {
  site.log.warn({ consoleDist }, 'console not built: /console/ answers 503');
  site.get('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT),
  );
};

export const consoleSitePlugin: FastifyPluginAsync<ConsoleSiteOptions> = async (app, options) => {
  const root = CONSOLE_BASE_PATH.slice(0, -1);
  app.get(root, { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(CONSOLE_BASE_PATH, 302),
  );
  await app.register(existsSync(options.consoleDist) ? serveBuiltConsole : consoleNotBuilt, {
    ...options,
    prefix: root,
  });
};
