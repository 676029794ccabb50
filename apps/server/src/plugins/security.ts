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
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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

/**
 * The Content-Security-Policy header value; without sources, the strict one of every answer.
 * `framedBy`: the frame-ancestors sources (the site may frame itself; the console nothing).
 */
export const contentSecurityPolicy = (
  sources: PageSources = NO_SOURCES,
  { framedBy = "'self'" }: { framedBy?: string } = {},
): string =>
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
    `frame-ancestors ${framedBy}`,
  ].join('; ');

const STRICT_POLICY = contentSecurityPolicy();

/**
 * helmet's headers (its defaults without its policy) as it sets them, worked out once: they depend
 * on nothing in the request, and setting them from a ready object costs a fraction of running
 * helmet's fifteen middlewares on every answer (docs/decisions/0053).
 */
const HELMET_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Its middlewares run synchronously, one after another.
  helmet({ contentSecurityPolicy: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
})();

export const securityPlugin = fp(
  async (app) => {
    // The policy is written here rather than by helmet: the site's pages replace it with their
    // merchant's (plugins/static-site.ts). Without helmet's CSP defaults, also because its
    // upgrade-insecure-requests would break plain-http LAN addresses.
    const headers = { ...HELMET_HEADERS, 'content-security-policy': STRICT_POLICY };
    // A callback hook (every request passes it; nothing to wait for).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
