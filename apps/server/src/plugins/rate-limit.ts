/** A global per-IP rate limit; its counters live in Redis when REDIS_URL is set, so all processes share them. */
import { ErrorCode } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { ApiError } from './errors';

export const rateLimitPlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: config.rateLimitWindowMs,
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
      // Redis being away must not take the site down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => {
        const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new ApiError(ErrorCode.RATE_LIMITED, `Too many requests, retry in ${context.after}`, {
          retryAfterSeconds,
        });
      },
    });
  },
  { name: 'rate-limit', dependencies: ['shared-state'] },
);
