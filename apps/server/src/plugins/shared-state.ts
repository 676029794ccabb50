/**
 * State every API process must agree on. Without REDIS_URL it lives in this process's memory;
 * with REDIS_URL it lives in Redis, so an invalidation in one process is seen by all of them.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';

/**
 * A read-through cache of JSON values with a time to live, and short-lived one-time state (captcha
 * answers, slider tickets, sign-in state, replay marks). Unlike reads through getOrLoad, the one-time
 * operations fail when Redis is away: a check that cannot be made must not pass.
 */
export interface SharedCache {
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  invalidate(...keys: string[]): Promise<void>;
  /** Stores a JSON value for ttlMs, replacing any. */
  put(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step: of two concurrent takes, one gets the value and one null. */
  take<T>(key: string): Promise<T | null>;
  /** True for the first claim of a key within ttlMs, false for every later one. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set (rate limits use it too), else null. */
    redis: Redis | null;
    cache: SharedCache;
  }
}

/** Expired entries are swept when the map grows past this, so one-time state cannot pile up. */
const MEMORY_SWEEP_SIZE = 10_000;

export const createMemoryCache = (now: () => number = Date.now): SharedCache => {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const set = (key: string, value: unknown, ttlMs: number) => {
    if (entries.size >= MEMORY_SWEEP_SIZE) {
      for (const [stale, entry] of entries) if (entry.expiresAt <= now()) entries.delete(stale);
    }
    entries.set(key, { value, expiresAt: now() + ttlMs });
  };
  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>) {
      const entry = live(key);
      if (entry) return entry.value as T;
      const value = await load();
      set(key, value, ttlMs);
      return value;
    },
    async invalidate(...keys) {
      for (const key of keys) entries.delete(key);
    },
    async put(key, value, ttlMs) {
      set(key, value, ttlMs);
    },
    async take<T>(key: string) {
      const entry = live(key);
      entries.delete(key);
      return entry ? (entry.value as T) : null;
    },
    async claim(key, ttlMs) {
      if (live(key)) return false;
      set(key, true, ttlMs);
      return true;
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
  async put(key, value, ttlMs) {
    await redis.set(key, JSON.stringify(value), 'PX', ttlMs);
  },
  async take<T>(key: string) {
    const value = await redis.getdel(key);
    return value === null ? null : (JSON.parse(value) as T);
  },
  async claim(key, ttlMs) {
    return (await redis.set(key, '1', 'PX', ttlMs, 'NX')) === 'OK';
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
