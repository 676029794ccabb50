/**
 * Security headers (helmet), and the Content-Security-Policy: a strict one on every answer, and on
 * the site's pages one that also names the hosts of the request's merchant (docs/decisions/0023):
 * - style-src: the site's CSS files, plus the page's own <style> elements by their hash (the shell
 *   that paints before any script, the busy page); never 'unsafe-inline'. React and antd-mobile set
 *   element styles through the CSSOM, which a CSP does not govern.
 * - img-src: this site, data: and blob: (captcha and slider pictures), and the merchant's image CDNs.
 * - frame-src: this site and the launch hosts of the merchant's connected game vendors.
 * - form-action: this site (the sandbox payment gateway's pages are on it; a real provider's pay
 *   page is opened by navigation, not by a form).
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The hosts and inline styles a page of the site may use beyond its own origin's files. */
export interface PageSources {
  /** https origins (https://host[:port]) of the merchant's images. */
  imageOrigins: readonly string[];
  /** https origins of the merchant's game launch frames. */
  frameOrigins: readonly string[];
  /** Sources of the page's inline styles: the hashes ('sha256-...') of its own <style> elements. */
  styleSources: readonly string[];
}

const NO_SOURCES: PageSources = { imageOrigins: [], frameOrigins: [], styleSources: [] };

/** The CSP hash source of an inline <style> element's text. */
export const styleHashOf = (css: string): string =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy header value; without sources, the strict one of every answer. */
export const contentSecurityPolicy = (sources: PageSources = NO_SOURCES): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...sources.styleSources].join(' '),
    ["img-src 'self' data: blob:", ...sources.imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    ["frame-src 'self'", ...sources.frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

const STRICT_POLICY = contentSecurityPolicy();

export const securityPlugin = fp(
  async (app) => {
    // The policy is written here rather than by helmet: the site's pages replace it with their
    // merchant's (plugins/static-site.ts). Without helmet's CSP defaults, also because its
    // upgrade-insecure-requests would break plain-http LAN addresses.
    await app.register(helmet, { contentSecurityPolicy: false });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', STRICT_POLICY);
    });
  },
  { name: 'security' },
);
