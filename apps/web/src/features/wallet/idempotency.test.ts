import { IDEMPOTENCY_KEY_PATTERN } from '@app/contract/client';
import { describe, expect, it } from 'vitest';
import { createAttemptKeys, randomKey } from './idempotency';

describe('one Idempotency-Key per attempt', () => {
  it('makes keys the server accepts, never the same twice', () => {
    const key = randomKey();
    expect(key).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(key);
  });

  it('reuses the key when the same request is sent again (double tap, lost answer)', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ channelId: 'sandbox', amount: 100_000 });
    expect(keys.keyFor({ channelId: 'sandbox', amount: 100_000 })).toBe(first);
  });

  it('starts a new attempt when the request changes or after a success', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ amount: 100_000 });
    const changed = keys.keyFor({ amount: 200_000 });
    expect(changed).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ amount: 200_000 })).not.toBe(changed);
  });
});
