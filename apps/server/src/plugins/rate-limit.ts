/**
 * Rate limits; their counters live in Redis when REDIS_URL is set, so all processes share them.
 * A global per-IP limit covers every route. On top of it, `app.limitBy` makes a preHandler for one
 * route that counts by a key of its own (client IP, merchant + username, mobile number ...). As a
 * preHandler it runs after the body is decrypted and validated and before the handler, so a
 * limited request never reaches password hashing.
 */
import { ErrorCode } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { ApiError } from './errors';

export interface KeyedLimit {
  /** Names the counter, so that two limits never share one. */
  name: string;
  max: number;
  timeWindow: number;
  /** The key to count by; null skips the limit for this request. */
  keyOf: (request: FastifyRequest) => string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    limitBy(limit: KeyedLimit): preHandlerAsyncHookHandler;
  }
}

const tooMany = (retryAfterMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(ErrorCode.RATE_LIMITED, `Too many requests, retry in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });
};

export const rateLimitPlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: config.rateLimitWindowMs,
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
      // Redis being away must not take the site down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });

    app.decorate('limitBy', ({ name, max, timeWindow, keyOf }: KeyedLimit) => {
      const count = app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      const hook: preHandlerAsyncHookHandler = async (request) => {
        if (keyOf(request) === null) return;
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
      };
      return hook;
    });
  },
  { name: 'rate-limit', dependencies: ['shared-state'] },
);
