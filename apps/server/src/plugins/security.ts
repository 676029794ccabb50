/** Security headers, with a strict Content-Security-Policy for the site, the API and /docs alike. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd-mobile sets inline styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Game artwork and banners come from the merchant's image CDNs.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // Game providers open in frames.
  frameSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
};

export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      // Without helmet's defaults: its upgrade-insecure-requests would break plain-http LAN addresses.
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    });
  },
  { name: 'security' },
);
