/**
 * One Idempotency-Key per attempt (contract IDEMPOTENCY_KEY_HEADER): a retry of the same request —
 * a double tap, a timeout, a lost answer — sends the same key, so the server answers the first
 * result and moves no money twice. A changed request, or one after a success, is a new attempt.
 */
import { useState } from 'react';

/**
 * A random UUID v4 from getRandomValues: crypto.randomUUID exists only in secure contexts, and the
 * site also runs on plain-http LAN addresses (DESIGN §4).
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface AttemptKeys {
  /** The key of this request: the previous one while the request is unchanged and unsettled. */
  keyFor(request: unknown): string;
  /** The attempt succeeded: the next request starts a new one. */
  settle(): void;
}

export function createAttemptKeys(newKey: () => string = randomKey): AttemptKeys {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const fingerprint = JSON.stringify(request);
      if (current?.request !== fingerprint) current = { request: fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** The attempt keys of one form, for as long as it is shown. */
export function useAttemptKeys(): AttemptKeys {
  const [keys] = useState(() => createAttemptKeys());
  return keys;
}
