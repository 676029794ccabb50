/**
 * Rate limits; their counters live in Redis when REDIS_URL is set, so all processes share them.
 * A global per-IP limit (RATE_LIMIT_MAX) counts the calls of the API: the routes under /wps/. The
 * site's files, its images and /healthz never use it up, since one phone loads 40+ files for one
 * page; nor do the routes under /wps that opt out with `config: { rateLimit: false }`: the
 * generated images, and the calls that a game vendor or the payment gateway signs, whose few
 * servers call for all their players. Page navigations (the page shell) have a per-IP counter of
 * their own (PAGE_RATE_LIMIT_MAX): `app.countPage`, which the static site asks before it answers
 * with the shell. On top of these, `app.limitBy` makes a preHandler for one route that counts by a
 * key of its own (client IP, merchant + username, mobile number ...). As a preHandler it runs
 * after the body is decrypted and validated and before the handler, so a limited request never
 * reaches password hashing.
 */
import { ErrorCode } from '@app/contract';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
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
    /** Counts one page navigation of the request's IP: the seconds to wait when it is over the limit, else null. */
    countPage(request: FastifyRequest): Promise<number | null>;
  }
}

const API_PREFIX = '/wps/';

/**
 * Whether the request reached a route of the API. By the route's pattern, not the address asked
 * for: the router decodes the path, so '/%77ps/...' reaches '/wps/...' too.
 */
const isApiCall = (request: FastifyRequest) => request.routeOptions.url?.startsWith(API_PREFIX) === true;

/**
 * The counters made with createRateLimit inherit the global options, the allow-list too, which
 * would pass the page shell (outside /wps/): theirs passes nothing, they count what they are given.
 */
const COUNT_EVERY_REQUEST = () => false;

const retryAfterSecondsOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

const tooMany = (retryAfterMs: number) => {
  const retryAfterSeconds = retryAfterSecondsOf(retryAfterMs);
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
      allowList: (request) => !isApiCall(request),
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
      // Redis being away must not take the site down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });

    app.decorate('limitBy', ({ name, max, timeWindow, keyOf }: KeyedLimit) => {
      const count = app.createRateLimit({
        max,
        timeWindow,
        allowList: COUNT_EVERY_REQUEST,
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      const hook: preHandlerAsyncHookHandler = async (request) => {
        if (keyOf(request) === null) return;
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
      };
      return hook;
    });

    const countPage = app.createRateLimit({
      max: config.pageRateLimitMax,
      timeWindow: config.rateLimitWindowMs,
      allowList: COUNT_EVERY_REQUEST,
      // The global limit's key (IPv6 by its /64), named apart from it.
      keyGenerator: (request) => `page:${normalizeIP(request.ip)}`,
    });
    app.decorate('countPage', async (request: FastifyRequest) => {
      const result = await countPage(request);
      return !result.isAllowed && result.isExceeded ? retryAfterSecondsOf(result.ttl) : null;
    });
  },
  { name: 'rate-limit', dependencies: ['shared-state'] },
);
