/** The pub/sub of shared-state: in memory for one process, Redis pub/sub across processes. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { usesRedis } from '../../test/test-app';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from './shared-state';

const received = (pubsub: PubSub, channel: string) => {
  const messages: unknown[] = [];
  const stop = pubsub.subscribe(channel, (message) => messages.push(message));
  return { messages, stop };
};
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('memory pub/sub', () => {
  it('delivers a copy to every subscriber of the channel only, until it stops listening', async () => {
    const pubsub = createMemoryPubSub();
    const a = received(pubsub, 'chat');
    const b = received(pubsub, 'chat');
    const other = received(pubsub, 'other');
    const sent = { text: 'hi' };
    await pubsub.publish('chat', sent);
    await settle(0);
    expect(a.messages).toEqual([{ text: 'hi' }]);
    expect(b.messages).toEqual([{ text: 'hi' }]);
    expect(a.messages[0]).not.toBe(sent);
    expect(other.messages).toEqual([]);
    await (await a.stop)();
    await pubsub.publish('chat', { text: 'again' });
    await settle(0);
    expect(a.messages).toHaveLength(1);
    expect(b.messages).toHaveLength(2);
  });

  it('keeps delivering when one listener throws', async () => {
    const errors: unknown[] = [];
    const pubsub = createMemoryPubSub((error) => errors.push(error));
    await pubsub.subscribe('chat', () => {
      throw new Error('listener failed');
    });
    const later = received(pubsub, 'chat');
    await pubsub.publish('chat', 1);
    await settle(0);
    expect(later.messages).toEqual([1]);
    expect(errors).toHaveLength(1);
  });
});

describe.skipIf(!usesRedis)('Redis pub/sub', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(process.env.TEST_REDIS_URL as string);
    connections.push(redis);
    return redis;
  };
  afterAll(async () => {
    for (const redis of connections) await redis.quit();
  });

  it('carries messages between two processes of one deployment, not to another prefix', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const processA = createRedisPubSub(connect(), connect(), prefix, () => {});
    const processB = createRedisPubSub(connect(), connect(), prefix, () => {});
    const elsewhere = createRedisPubSub(connect(), connect(), `${prefix}other:`, () => {});
    const onB = received(processB, 'chat');
    const onOther = received(elsewhere, 'chat');
    await onB.stop;
    await onOther.stop;
    await processA.publish('chat', { from: 'A' });
    await expect.poll(() => onB.messages).toEqual([{ from: 'A' }]);
    await settle();
    expect(onOther.messages).toEqual([]);
  });
});
