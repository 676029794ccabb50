/**
 * The installed web app of each merchant (issue 17; spec §2: the download bar and the app entries
 * know an installed web app): its manifest and its icons, drawn from the brand, for the merchant
 * of the request's host like the rest of the site.
 *
 * The icons are a full-bleed square of the merchant's background colour with the brand mark in
 * the middle, inside the maskable safe zone: one picture serves as 'any' and as 'maskable', and as
 * the apple-touch-icon, which iOS rounds itself. The brand mark is the template's appIcon when it
 * names an .svg of the built site, else the site's logo; resvg draws it (lib/svg-png.ts).
 *
 * The manifest is revalidated, so an operator's change shows at once; it names the icons with a
 * version of what they are drawn from, and an icon asked with the current version is cached for a
 * year. Neither is a page navigation: they never count against the page limit (decision 0017).
 */
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { HEX_COLOUR_PATTERN, MOBILE_BASE_PATH, type SiteConfig } from '@app/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { IMMUTABLE_PUBLIC } from '../lib/cache-control';
import { isDrawableSvg, pngOf } from '../lib/svg-png';
import { sendNotFound } from './errors';
import { sendSiteNotBuilt } from './static-site';

export interface WebAppOptions {
  webDist: string;
  /** The site config of the request's merchant (its host's, else the default one); null when none. */
  siteConfigOf: (request: FastifyRequest) => Promise<SiteConfig | null>;
}

const SITE_ROOT = `${MOBILE_BASE_PATH}/`;
const MANIFEST_PATH = `${SITE_ROOT}manifest.webmanifest`;
/** 192 and 512: what Chromium's installability check and splash screen ask; 180: iOS's home screen. */
export const APP_ICON_SIZES = [180, 192, 512] as const;
type AppIconSize = (typeof APP_ICON_SIZES)[number];
/** An icon's address; with ':size', the route's pattern. */
const appIconPath = (size: AppIconSize | ':size') => `${SITE_ROOT}app-icon-${size}.png`;

/** The dark theme's page background (apps/web/src/theme/theme.css, index.html's theme-color). */
export const DEFAULT_APP_COLOUR = '#0b0f1a';
/** Launchers cut a longer label (Android shows about 12 characters under an icon). */
const SHORT_NAME_MAX = 12;
/**
 * The brand mark's side as a share of the icon's. A maskable icon keeps only the circle of 80%
 * of its side in the middle; a square mark of side s stays inside it while s·√2 ≤ 0.8.
 */
const MARK_SHARE = 0.56;
/** Icons are versioned by what the largest one is drawn from: mark, colour and this layout. */
const VERSION_SIZE = 512;

const REVALIDATE = 'no-cache';
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
/** A few icons per merchant; the bound only keeps an operator's many colour changes from piling up. */
const RENDERED_ICONS_MAX = 64;

const isHexColour = (value: string | undefined): value is string =>
  value !== undefined && new RegExp(HEX_COLOUR_PATTERN).test(value);

/** The merchant's colours, the dark theme's background where it sets none. */
export const appColoursOf = (config: SiteConfig) => {
  const { themeColor, backgroundColor } = config.templates.parameters;
  return {
    themeColor: isHexColour(themeColor) ? themeColor : DEFAULT_APP_COLOUR,
    backgroundColor: isHexColour(backgroundColor) ? backgroundColor : DEFAULT_APP_COLOUR,
  };
};

/**
 * The name when it fits under an icon, else as many of its first words as fit ('Sao Vàng Club' →
 * 'Sao Vàng'), else its first word cut to fit; counted in characters, not UTF-16 units.
 */
export const shortNameOf = (name: string): string => {
  const words = name.trim().split(/\s+/);
  const length = (text: string) => [...text].length;
  let short = '';
  for (const word of words) {
    const longer = short === '' ? word : `${short} ${word}`;
    if (length(longer) > SHORT_NAME_MAX) break;
    short = longer;
  }
  return short || [...(words[0] ?? '')].slice(0, SHORT_NAME_MAX).join('');
};

/** The manifest of a merchant's installed web app; its icons carry the version of their drawing. */
export const webAppManifestOf = (config: SiteConfig, iconVersion: string) => {
  const { themeColor, backgroundColor } = appColoursOf(config);
  const icon = (size: AppIconSize, purpose: 'any' | 'maskable') => ({
    src: `${appIconPath(size)}?v=${iconVersion}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: SITE_ROOT,
    name: config.name,
    short_name: shortNameOf(config.name),
    description: `${config.name}: games and lottery on your phone`,
    start_url: `${SITE_ROOT}home`,
    scope: SITE_ROOT,
    display: 'standalone',
    orientation: 'portrait',
    background_color: backgroundColor,
    theme_color: themeColor,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')],
  };
};

/** The icon's SVG: the background square, and the mark as an SVG image centred in the safe zone. */
export const appIconSvgOf = (markSvg: string, background: string, size: number): string => {
  const side = Math.round(size * MARK_SHARE);
  const offset = (size - side) / 2;
  const href = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/><image x="${offset}" y="${offset}" width="${side}" height="${side}" href="${href}"/></svg>`;
};

/** A short hash of the icons' drawing: it changes with the mark, the colour or the layout. */
export const iconVersionOf = (markSvg: string, background: string): string =>
  createHash('sha256')
    .update(appIconSvgOf(markSvg, background, VERSION_SIZE))
    .digest('hex')
    .slice(0, 12);

/**
 * The file of the built site a site path names when it is an .svg under /m/; null for anything
 * else (an https address, another type, a path that leaves the site however it is spelt).
 */
export const siteSvgFileOf = (webDist: string, sitePath: string): string | null => {
  if (!sitePath.startsWith(SITE_ROOT)) return null;
  let path: string;
  try {
    // As the browser would ask for it: dot segments, '%2e%2e' too, resolved; then decoded.
    path = decodeURIComponent(new URL(sitePath, 'http://site').pathname);
  } catch {
    return null;
  }
  if (!path.startsWith(SITE_ROOT) || !path.endsWith('.svg') || path.includes('\0')) return null;
  const root = resolve(webDist);
  const file = resolve(root, `.${path.slice(MOBILE_BASE_PATH.length)}`);
  return file.startsWith(`${root}${sep}`) ? file : null;
};

interface BrandMark {
  svg: string;
  hash: string;
}

/**
 * Reads a brand mark, again when a new build changes the file; null when the file is missing,
 * leads out of the site through a link, or is no SVG resvg can draw.
 */
const createMarkReader = (webDist: string) => {
  const read = new Map<string, { mtimeMs: number; mark: BrandMark | null }>();
  const markOf = (svg: string): BrandMark | null =>
    isDrawableSvg(svg) ? { svg, hash: createHash('sha256').update(svg).digest('hex') } : null;
  return async (file: string): Promise<BrandMark | null> => {
    try {
      const real = await realpath(file);
      if (!real.startsWith(`${await realpath(webDist)}${sep}`)) return null;
      const stats = await stat(real);
      if (!stats.isFile()) return null;
      const cached = read.get(real);
      if (cached?.mtimeMs === stats.mtimeMs) return cached.mark;
      const mark = markOf(await readFile(real, 'utf8'));
      read.set(real, { mtimeMs: stats.mtimeMs, mark });
      return mark;
    } catch {
      return null;
    }
  };
};

export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { webDist, siteConfigOf }) => {
  const readMark = createMarkReader(webDist);
  const logoFile = join(webDist, 'logo.svg');
  /** The template's appIcon when it is a drawable .svg of the site, else the logo; null without a build. */
  const brandMarkOf = async (config: SiteConfig): Promise<BrandMark | null> => {
    const appIcon = siteSvgFileOf(webDist, config.templates.parameters.appIcon);
    const chosen = appIcon === null ? null : await readMark(appIcon);
    return chosen ?? (await readMark(logoFile));
  };

  const rendered = new Map<string, Buffer>();
  const iconPngOf = (mark: BrandMark, background: string, size: AppIconSize): Buffer => {
    const key = `${mark.hash}:${background}:${size}`;
    const cached = rendered.get(key);
    if (cached) return cached;
    const png = pngOf(appIconSvgOf(mark.svg, background, size));
    if (rendered.size >= RENDERED_ICONS_MAX) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, png);
    return png;
  };

  // Static paths and a parametric one: the router prefers them to the static site's wildcard.
  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const config = await siteConfigOf(request);
    if (!config) return sendNotFound(request, reply);
    const mark = await brandMarkOf(config);
    if (!mark) return sendSiteNotBuilt(reply);
    const version = iconVersionOf(mark.svg, appColoursOf(config).backgroundColor);
    return reply
      .header('cache-control', REVALIDATE)
      .type(MANIFEST_TYPE)
      .send(JSON.stringify(webAppManifestOf(config, version)));
  });

  app.get<{ Params: { size: string }; Querystring: { v?: unknown } }>(
    appIconPath(':size'),
    { schema: { hide: true } },
    async (request, reply) => {
      const size = APP_ICON_SIZES.find((known) => String(known) === request.params.size);
      const config = size && (await siteConfigOf(request));
      if (!size || !config) return sendNotFound(request, reply);
      const mark = await brandMarkOf(config);
      if (!mark) return sendSiteNotBuilt(reply);
      const { backgroundColor } = appColoursOf(config);
      const version = iconVersionOf(mark.svg, backgroundColor);
      // An address without the current version (iOS's apple-touch-icon, an old manifest) revalidates.
      const etag = `"${version}-${size}"`;
      reply
        .header('cache-control', request.query.v === version ? IMMUTABLE_PUBLIC : REVALIDATE)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(iconPngOf(mark, backgroundColor, size));
    },
  );
};
