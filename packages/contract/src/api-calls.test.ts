import { describe, expect, it } from 'vitest';
import { API_CALLS, isEncryptedCall } from './api-calls';
import * as client from './client';

describe('API_CALLS', () => {
  it("holds every feature's calls", () => {
    const calls = Object.entries(client).filter(([name]) => name.endsWith('_CALLS') && name !== 'API_CALLS');
    expect(calls.length).toBeGreaterThan(0);
    for (const [name, featureCalls] of calls) {
      for (const call of Object.values(featureCalls as object)) {
        expect(API_CALLS, `${name} is missing from API_CALLS`).toContain(call);
      }
    }
  });

  it('knows the encrypted calls by method and url', () => {
    expect(isEncryptedCall(client.ACCOUNT_CALLS.login.method, client.ACCOUNT_CALLS.login.url)).toBe(true);
    expect(isEncryptedCall('POST', client.WITHDRAWALS_PATHS.bankCards)).toBe(true);
    expect(isEncryptedCall('GET', client.WITHDRAWALS_PATHS.bankCards)).toBe(false);
    expect(isEncryptedCall('POST', client.ACCOUNT_PATHS.smsSend)).toBe(false);
  });
});
