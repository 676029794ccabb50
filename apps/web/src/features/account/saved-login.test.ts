import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { forgetLogin, recallLogin, rememberLogin, resealRememberedPassword } from './saved-login';

const stored = () => window.localStorage.getItem(STORAGE_KEYS.savedLogin) ?? '';

describe('saved-login record (spec §3) without a readable password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps only AES-GCM ciphertext of the password in localStorage and opens it again', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(stored()).toContain('"username":"demo"');
    expect(stored()).not.toContain('Demo1234');
    // Not the spec's old encoding either: no base64 of the password anywhere.
    expect(stored()).not.toContain(btoa('Demo1234').replace(/=+$/, ''));
    expect(await recallLogin('username')).toEqual({
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
  });

  it('keeps one record per method', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'Demo1234' });
    await rememberLogin({ type: 'sms', username: '912345678', countryDialingCode: '84' });
    expect((await recallLogin('sms'))?.username).toBe('912345678');
    forgetLogin('sms');
    expect(await recallLogin('sms')).toBeNull();
    expect((await recallLogin('username'))?.username).toBe('demo');
  });

  it('re-seals the remembered password after a password change (spec §4)', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'Demo1234' });
    await resealRememberedPassword('DEMO', 'Newer5678');
    expect(stored()).not.toContain('Newer5678');
    expect((await recallLogin('username'))?.password).toBe('Newer5678');
  });

  it('remembers no password at all without WebCrypto (plain-http LAN address)', async () => {
    vi.stubGlobal('isSecureContext', false);
    await rememberLogin({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(stored()).not.toContain('Demo1234');
    expect(JSON.parse(stored()).username.password).toBeUndefined();
    expect(await recallLogin('username')).toEqual({ type: 'username', username: 'demo' });
  });
});
