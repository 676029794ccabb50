import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../lib/storage';
import { installMode, isInstalledApp, rememberWebClipLaunch } from './install-mode';

/** The page as the browser runs it: display-mode standalone or not. */
function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
  }));
}

describe('install mode (spec §3 registerMethod, local preference WEBCLIP)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('in the browser: H5, not installed', () => {
    displayMode(false);
    expect(installMode()).toBe('H5');
    expect(isInstalledApp()).toBe(false);
  });

  it('the installed web app (display-mode standalone): PWA', () => {
    displayMode(true);
    expect(installMode()).toBe('PWA');
    expect(isInstalledApp()).toBe(true);
  });

  it('the profile web clip opens with ?webclip=1 and stays WEBCLIP on later starts without it', () => {
    displayMode(false);
    rememberWebClipLaunch('?foo=1&webclip=1');
    expect(preferences.webclip.read()).toBe(true);
    rememberWebClipLaunch('');
    expect(installMode()).toBe('WEBCLIP');
    expect(isInstalledApp()).toBe(true);
  });

  it('any other value of the parameter is not a web clip', () => {
    displayMode(false);
    rememberWebClipLaunch('?webclip=yes');
    rememberWebClipLaunch('?webclip=0');
    expect(installMode()).toBe('H5');
  });
});
