/**
 * The rate limits of the calls an attacker would hammer (login, registration, SMS, captcha): one
 * counter per client IP and, where the call names an account, one per merchant + account. Both
 * run as preHandlers, before the handler and so before any password hashing.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config';

export const authLimits = (
  app: FastifyInstance,
  config: ServerConfig,
  name: string,
  accountOf?: (request: FastifyRequest) => string | null,
): preHandlerAsyncHookHandler[] => [
  app.limitBy({
    name: `${name}:ip`,
    max: config.authRateLimitPerIp,
    timeWindow: config.authRateLimitWindowMs,
    keyOf: (request) => request.ip,
  }),
  ...(accountOf
    ? [
        app.limitBy({
          name: `${name}:account`,
          max: config.authRateLimitPerAccount,
          timeWindow: config.authRateLimitWindowMs,
          keyOf: (request) => {
            const account = accountOf(request);
            return account === null ? null : `${request.merchant.config.merchantCode}:${account}`;
          },
        }),
      ]
    : []),
];
