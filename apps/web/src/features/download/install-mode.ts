/**
 * How this page runs: in the browser (H5), as the installed web app (PWA: display-mode standalone,
 * or an iOS home-screen app), or as the web clip of the iOS profile (WEBCLIP, spec §3 local
 * preference). Registration sends it as registerMethod (spec §3); the download bar and the app
 * entries hide when installed (spec §4, §6).
 */
import { preferences } from '../../lib/storage';

export type InstallMode = 'H5' | 'PWA' | 'WEBCLIP';

/**
 * The web clip of the iOS profile (MOBILECONFIG) opens the site with this parameter (its URL is the
 * operator's: `https://<domain>/m/home?webclip=1`); the preference keeps it for later starts,
 * which may not carry it (decision 0050).
 */
export const WEBCLIP_PARAM = 'webclip';

export function rememberWebClipLaunch(search: string): void {
  if (new URLSearchParams(search).get(WEBCLIP_PARAM) === '1') preferences.webclip.write(true);
}

const runsStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function installMode(): InstallMode {
  if (preferences.webclip.read()) return 'WEBCLIP';
  return runsStandalone() ? 'PWA' : 'H5';
}

/** Inside the installed web app or the web clip (the native app is another product's). */
export const isInstalledApp = (): boolean => installMode() !== 'H5';
