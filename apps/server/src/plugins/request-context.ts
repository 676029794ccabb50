/** The request headers of DESIGN §4, read once and exposed typed on every request. */
import { DEFAULT_LANGUAGE, DEVICES, HEADER, isLanguageCode, type LanguageCode } from '@app/contract';
import fp from 'fastify-plugin';

export type Device = (typeof DEVICES)[number];
/** The site is phone-first: a client that names no known device is treated as a phone browser. */
const DEFAULT_DEVICE: Device = 'MOBILE';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw `Authorization` token (no "Bearer"), or null without one. */
    sessionToken: string | null;
    /** The `Language` header when it is one of the spec's codes, else EN. */
    language: LanguageCode;
    device: Device;
  }
}

const headerOf = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('device', DEFAULT_DEVICE);
    // A callback hook (every request passes it; nothing to wait for).
    app.addHook('onRequest', (request, _reply, done) => {
      request.sessionToken = headerOf(request.headers[HEADER.authorization]) ?? null;
      const language = headerOf(request.headers[HEADER.language])?.toUpperCase();
      request.language = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
      const device = headerOf(request.headers[HEADER.device])?.toUpperCase();
      request.device = (DEVICES as readonly string[]).includes(device ?? '')
        ? (device as Device)
        : DEFAULT_DEVICE;
      done();
    });
  },
  { name: 'request-context' },
);
