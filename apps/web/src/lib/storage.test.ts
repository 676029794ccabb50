import { describe, expect, it, vi } from 'vitest';
import { preferences, SESSION_CHANGE_EVENT, sessionInfoStore, systemStatusCache } from './storage';

const session = { token: 't0k', userName: 'alice', type: 0, merchantCode: 'demo', firstTimeLogin: false };

describe('storage keys (spec §3)', () => {
  it('keeps the session in sessionStorage under MC_SESSION_INFO', () => {
    sessionInfoStore.write(session);
    expect(JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(session);
    expect(sessionInfoStore.read()).toEqual(session);
  });

  it('reads a malformed session as no session', () => {
    window.sessionStorage.setItem('MC_SESSION_INFO', '{"token":""}');
    expect(sessionInfoStore.read()).toBeNull();
    window.sessionStorage.setItem('MC_SESSION_INFO', 'not json');
    expect(sessionInfoStore.read()).toBeNull();
  });

  it('wipes all of session storage and announces the change', () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, listener);
    sessionInfoStore.write(session);
    window.sessionStorage.setItem('other', 'x');
    sessionInfoStore.wipe();
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    expect(window.sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stores the preferences in localStorage under the spec names', () => {
    preferences.language.write('AR');
    preferences.theme.write('light');
    preferences.autoLogin.write(false);
    preferences.hideDownloadBar.write(true);
    preferences.webclip.write(true);
    preferences.firstDownload.write(true);
    expect(window.localStorage.getItem('language')).toBe('AR');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
    expect(window.localStorage.getItem('WEBCLIP')).toBe('1');
    expect(window.localStorage.getItem('FIRST_DOWNLOAD')).toBe('1');
    expect(preferences.hideDownloadBar.read()).toBe(true);
    expect(preferences.autoLogin.read()).toBe(false);
  });

  it('ignores a stored language that is not one of ours', () => {
    window.localStorage.setItem('language', 'XX');
    expect(preferences.language.read()).toBeNull();
  });

  it('normalizes the stored theme: light stays light, anything else is dark', () => {
    expect(preferences.theme.read()).toBe('dark');
    window.localStorage.setItem('theme', 'light');
    expect(preferences.theme.read()).toBe('light');
    window.localStorage.setItem('theme', 'sepia');
    expect(preferences.theme.read()).toBe('dark');
  });

  it('caches the system status under SYSTEM_STATUS and rejects a malformed copy', () => {
    const status = {
      info: '',
      location: { ip: '1.2.3.4', country: 'VN' },
      maintenance: true,
      regionRestriction: false,
    };
    systemStatusCache.write(status);
    expect(window.localStorage.getItem('SYSTEM_STATUS')).not.toBeNull();
    expect(systemStatusCache.read()).toEqual(status);
    window.localStorage.setItem('SYSTEM_STATUS', '{"maintenance":"yes"}');
    expect(systemStatusCache.read()).toBeNull();
  });
});
