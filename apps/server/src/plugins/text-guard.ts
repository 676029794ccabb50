/**
 * One guard for every route (docs/decisions/0021): a request whose headers, path parameters, query
 * or body hold a NUL character or an unpaired surrogate (lib/unsafe-text.ts) is refused with the
 * same 400 VALIDATION_FAILED a schema gives, naming the field — whether or not the route has a
 * schema for that part, so such text never reaches a service or the database.
 *
 * Headers, parameters and query are checked when the request arrives, before any hook reads them
 * (the merchant lookup reads the Merchant header). The body is checked just before the handler:
 * after parsing, after an encrypted body was decrypted (plugins/body-encryption.ts) and after a
 * signed callback's signature check read its raw text.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '../lib/unsafe-text';

type Part = 'headers' | 'params' | 'querystring' | 'body';

/** Shaped like Fastify's own validation error, so the errors plugin answers it the same way. */
const unsafeTextError = (part: Part, instancePath: string) =>
  Object.assign(new Error(`Invalid ${part}`), {
    statusCode: 400,
    validationContext: part,
    validation: [{ instancePath, keyword: 'unsafeText', message: UNSAFE_TEXT_MESSAGE, params: {} }],
  });

const check = (part: Part, value: unknown) => {
  const pointer = findUnsafeText(value);
  if (pointer !== null) throw unsafeTextError(part, pointer);
};

export const textGuardPlugin = fp(
  async (app) => {
    // Callback hooks, not async ones: every request passes both, and the checks do not wait.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      try {
        check('headers', request.headers);
        check('params', request.params);
        check('querystring', request.query);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
    app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
      try {
        check('body', request.body);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'text-guard' },
);
