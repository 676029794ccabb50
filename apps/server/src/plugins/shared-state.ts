/**
 * State every API process must agree on. Without REDIS_URL it lives in this process's memory;
 * with REDIS_URL it lives in Redis, so an invalidation in one process is seen by all of them; and
 * messages to every process (pub/sub: in memory, or Redis pub/sub on a connection of its own).
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

/**
 * Messages to every process (the live chat's deliveries): at most once, to the processes
 * subscribed at the time; nothing is kept for a process that subscribes later.
 */
export interface PubSub {
  /** Sends a JSON value to every subscriber of the channel, in this process and the others. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Listens to a channel; the answer stops listening. */
  subscribe(channel: string, listener: (message: unknown) => void): Promise<() => Promise<void>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set (rate limits use it too), else null. */
    redis: Redis | null;
    cache: SharedCache;
    pubsub: PubSub;
  }
}

/** Listeners by channel, shared by both pub/subs. */
const createListeners = () => {
  const byChannel = new Map<string, Set<(message: unknown) => void>>();
  return {
    add(channel: string, listener: (message: unknown) => void): boolean {
      const set = byChannel.get(channel) ?? new Set();
      byChannel.set(channel, set);
      set.add(listener);
      return set.size === 1;
    },
    /** True when the channel has no listener left. */
    remove(channel: string, listener: (message: unknown) => void): boolean {
      const set = byChannel.get(channel);
      set?.delete(listener);
      if (set && set.size > 0) return false;
      byChannel.delete(channel);
      return true;
    },
    deliver(channel: string, message: unknown, onError: (error: unknown) => void) {
      for (const listener of byChannel.get(channel) ?? []) {
        try {
          listener(message);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
};

/** One process: a message reaches this process's listeners, after the publisher's turn. */
export const createMemoryPubSub = (onError: (error: unknown) => void = () => {}): PubSub => {
  const listeners = createListeners();
  return {
    async publish(channel, message) {
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      queueMicrotask(() => listeners.deliver(channel, copy, onError));
    },
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
      return async () => {
        listeners.remove(channel, listener);
      };
    },
  };
};

/**
 * Redis pub/sub: publishing goes through the shared connection; listening needs a connection of its
 * own (a subscribed connection can do nothing else). Channels carry the key prefix (Redis applies
 * none to channels), so two deployments on one Redis do not hear each other.
 */
export const createRedisPubSub = (
  redis: Redis,
  subscriber: Redis,
  prefix: string,
  onError: (error: unknown) => void,
): PubSub => {
  const listeners = createListeners();
  subscriber.on('message', (fullChannel: string, text: string) => {
    if (!fullChannel.startsWith(prefix)) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      onError(error);
      return;
    }
    listeners.deliver(fullChannel.slice(prefix.length), message, onError);
  });
  return {
    async publish(channel, message) {
      await redis.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, listener) {
      if (listeners.add(channel, listener)) await subscriber.subscribe(prefix + channel);
      return async () => {
        if (listeners.remove(channel, listener))
          await subscriber.unsubscribe(prefix + channel).catch(onError);
      };
    },
  };
};

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
      app.decorate(
        'pubsub',
        createMemoryPubSub((error) => app.log.error({ err: error }, 'pub/sub listener failed')),
      );
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
    // Listening takes a connection of its own; it reconnects and subscribes again by itself.
    const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
    subscriber.on('error', (error) => app.log.warn({ err: error }, 'redis subscriber error'));
    await subscriber.connect();
    app.addHook('onClose', async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    });
    app.decorate('redis', redis);
    app.decorate(
      'cache',
      createRedisCache(redis, (error) => app.log.warn({ err: error }, 'redis cache unavailable')),
    );
    app.decorate(
      'pubsub',
      createRedisPubSub(redis, subscriber, config.redisPrefix, (error) =>
        app.log.warn({ err: error }, 'redis pub/sub failed'),
      ),
    );
  },
  { name: 'shared-state' },
);
