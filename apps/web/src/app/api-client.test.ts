import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../lib/storage';
import { fakeApi } from '../test/fake-api';
import { signIn } from '../test/render';
import { ApiError, apiRequest } from './api-client';

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 401 to a call with a token ends the stored session', async () => {
    fakeApi({ '/wps/member/info': { status: 401, errorCode: 'UNAUTHORIZED' } });
    signIn(0);
    await expect(apiRequest('/wps/member/info')).rejects.toBeInstanceOf(ApiError);
    expect(sessionInfoStore.read()).toBeNull();
  });

  it('a failed login (401 without a session) is only an error', async () => {
    fakeApi({ '/wps/x': { status: 401, errorCode: 'LOGIN_FAILED' } });
    await expect(apiRequest('/wps/x')).rejects.toMatchObject({
      message: 'Sorry, the user does not exist or is disabled.',
    });
  });

  it('translates FREE_REJECT with the spec key free_reject', async () => {
    fakeApi({ '/wps/x': { status: 403, errorCode: 'FREE_REJECT' } });
    signIn(4);
    await expect(apiRequest('/wps/x')).rejects.toMatchObject({
      message: 'This function is not available to trial accounts. Please register a real account.',
    });
    expect(sessionInfoStore.read()).not.toBeNull();
  });

  it('refuses to send a plaintext body to an encrypted path', async () => {
    fakeApi({});
    await expect(
      apiRequest('/wps/session/login', { method: 'POST', body: { username: 'a' } }),
    ).rejects.toThrow('needs an encryptionKey');
  });
});
