/**
 * The built player site under /m/: precompressed files (.br, .gz written by the web build) chosen
 * by Accept-Encoding; hashed assets cached for a year; the page and its boot script revalidated
 * (they name the current release's hashed files); the other public files (logo, icons, default
 * image) cached for an hour; and the SPA fallback: a GET under /m/ that names no file answers
 * index.html, so /m/login is the app's route.
 */
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { MOBILE_BASE_PATH } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
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

const serveBuiltSite: FastifyPluginAsync<{ webDist: string }> = async (site, { webDist }) => {
  const assetsDir = `${webDist}${sep}assets${sep}`;
  await site.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const policy = path.startsWith(assetsDir)
        ? IMMUTABLE
        : RELEASE_BOUND.test(path)
          ? REVALIDATE
          : PUBLIC_FILE;
      reply.header('cache-control', policy);
    },
  });

  site.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script or style must fail as one, not arrive as HTML the browser cannot run.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith(HASHED_ASSETS_PREFIX)) {
      return sendNotFound(request, reply);
    }
    return reply.sendFile('index.html');
  });
};

const siteNotBuilt: FastifyPluginAsync<{ webDist: string }> = async (site, { webDist }) => {
  site.log.warn({ webDist }, 'player site not built: /m/ answers 503');
  site.get('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(503).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(NOT_BUILT),
  );
};

export const staticSitePlugin: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  // Spec §2: '/' and '/m' are the home page too.
  for (const url of ['/', MOBILE_BASE_PATH]) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => reply.redirect(SITE_ROOT, 302));
  }
  await app.register(existsSync(webDist) ? serveBuiltSite : siteNotBuilt, {
    prefix: MOBILE_BASE_PATH,
    webDist,
  });
};
