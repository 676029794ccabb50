/**
 * State every API process must agree on. Without REDIS_URL it lives in this process's memory;
 * with REDIS_URL it lives in Redis, so an invalidation in one process is seen by all of them.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';

/** A read-through cache of JSON values with a time to live. */
export interface SharedCache {
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  invalidate(...keys: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set (rate limits use it too), else null. */
    redis: Redis | null;
    cache: SharedCache;
  }
}

export const createMemoryCache = (now: () => number = Date.now): SharedCache => {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const value = await load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return value;
    },
    async invalidate(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
};

export const createRedisCache = (redis: Redis, onError: (error: unknown) => void): SharedCache => ({
  async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>) {
    // A Redis outage slows requests down (straight to the database) but does not fail them.
    const cached = await redis.get(key).catch((error: unknown) => {
      onError(error);
      return null;
    });
    if (cached !== null) return JSON.parse(cached) as T;
    const value = await load();
    await redis.set(key, JSON.stringify(value), 'PX', ttlMs).catch(onError);
    return value;
  },
  async invalidate(...keys) {
    // The change is already saved; a lost invalidation only lasts until the entries' TTL.
    if (keys.length > 0) await redis.del(...keys).catch(onError);
  },
});

export const sharedStatePlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', null);
      app.decorate('cache', createMemoryCache());
      return;
    }
    const redis = new Redis(config.redisUrl, {
      keyPrefix: config.redisPrefix,
      lazyConnect: true,
      connectTimeout: 5000,
      // Fail a command fast while Redis is away instead of queueing requests behind it.
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    app.decorate('redis', redis);
    app.decorate(
      'cache',
      createRedisCache(redis, (error) => app.log.warn({ err: error }, 'redis cache unavailable')),
    );
  },
  { name: 'shared-state' },
);
