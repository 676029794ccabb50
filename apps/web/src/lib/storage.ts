/**
 * Every browser-storage key of spec §3, exactly as the spec names them, behind one typed module.
 * Nothing else in the app touches sessionStorage or localStorage directly.
 */

import type { SystemStatusValue } from '@app/contract';
import { isLanguageCode, type LanguageCode, normalizeTheme, type Theme } from '@app/contract/client';

export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  language: 'language',
  autoLogin: 'autoLogin',
  hideDownloadBar: 'hideDownloadBar',
  webclip: 'WEBCLIP',
  firstDownload: 'FIRST_DOWNLOAD',
  theme: 'theme',
  systemStatus: 'SYSTEM_STATUS',
  /** Spec §3 names the saved-login record but not its key. */
  savedLogin: 'SAVED_LOGIN',
  /** Spec §4 Balance: shown or hidden; the spec names no key for it. */
  hideBalance: 'hideBalance',
  /** Spec §4 "after login on home, the agent contract check runs": the session token it ran for (no key named). */
  contractCheck: 'CONTRACT_CHECKED',
} as const;

/** Session info (spec §3), kept in sessionStorage so it ends with the tab. */
export interface SessionInfo {
  token: string;
  userName: string;
  type: number;
  merchantCode: string;
  /**
   * The password must be set before anything else (spec §2 /m/changePsw: "first login or expired
   * password"): true after a first login, after a login with an expired password, and once the
   * server refuses a call with PASSWORD_CHANGE_REQUIRED. The layout then shows only /m/changePsw.
   */
  firstTimeLogin: boolean;
}

/** Storage can throw (Safari private mode, sandboxed frames): treat that as "nothing stored". */
function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string): void {
  try {
    store().setItem(key, value);
  } catch {
    // Quota or privacy mode: the preference simply does not persist.
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

const isSessionInfo = (value: unknown): value is SessionInfo => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    typeof v.merchantCode === 'string' &&
    typeof v.firstTimeLogin === 'boolean'
  );
};

/** Fired on this window when MC_SESSION_INFO changes (the `storage` event only reaches other tabs). */
export const SESSION_CHANGE_EVENT = 'mc-session-change';

export const sessionInfoStore = {
  readRaw: (): string | null => read(session, STORAGE_KEYS.sessionInfo),
  read(): SessionInfo | null {
    const value = parseJson(this.readRaw());
    return isSessionInfo(value) ? value : null;
  },
  write(info: SessionInfo): void {
    write(session, STORAGE_KEYS.sessionInfo, JSON.stringify(info));
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  },
  /** A call answered 401 (expired or revoked token): the session ends, other session data stays. */
  clear(): void {
    try {
      session().removeItem(STORAGE_KEYS.sessionInfo);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  },
  /** Spec §4 Logout: "wipes session storage" — everything, not only the session key. */
  wipe(): void {
    try {
      session().clear();
    } catch {
      // Nothing to wipe when storage is unavailable.
    }
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  },
};

/**
 * Spec §4: the contract check runs once per login, not at every visit to home. It remembers the
 * session token it ran for, in sessionStorage (a logout wipes it; a new login has a new token).
 */
export const contractCheckStore = {
  done: (token: string): boolean => read(session, STORAGE_KEYS.contractCheck) === token,
  markDone: (token: string): void => write(session, STORAGE_KEYS.contractCheck, token),
};

/** A flag preference stored as '1' / '0' (autoLogin is set to 0 on logout, spec §4). */
const flag = (key: string) => ({
  read: (): boolean => read(local, key) === '1',
  write: (on: boolean): void => write(local, key, on ? '1' : '0'),
});

export const preferences = {
  language: {
    read: (): LanguageCode | null => {
      const raw = read(local, STORAGE_KEYS.language);
      return isLanguageCode(raw) ? raw : null;
    },
    write: (code: LanguageCode): void => write(local, STORAGE_KEYS.language, code),
  },
  theme: {
    read: (): Theme => normalizeTheme(read(local, STORAGE_KEYS.theme)),
    write: (theme: Theme): void => write(local, STORAGE_KEYS.theme, theme),
  },
  autoLogin: flag(STORAGE_KEYS.autoLogin),
  hideDownloadBar: flag(STORAGE_KEYS.hideDownloadBar),
  webclip: flag(STORAGE_KEYS.webclip),
  firstDownload: flag(STORAGE_KEYS.firstDownload),
  hideBalance: flag(STORAGE_KEYS.hideBalance),
};

const isSystemStatusValue = (value: unknown): value is SystemStatusValue => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const location = v.location as Record<string, unknown> | null | undefined;
  return (
    typeof v.maintenance === 'boolean' &&
    typeof v.regionRestriction === 'boolean' &&
    typeof v.info === 'string' &&
    typeof location === 'object' &&
    location !== null &&
    typeof location.ip === 'string'
  );
};

/** The last system status the server answered, shown at once on the next start (spec §4). */
export const systemStatusCache = {
  read(): SystemStatusValue | null {
    const value = parseJson(read(local, STORAGE_KEYS.systemStatus));
    return isSystemStatusValue(value) ? value : null;
  },
  write(value: SystemStatusValue): void {
    write(local, STORAGE_KEYS.systemStatus, JSON.stringify(value));
  },
};

export type LoginMethod = 'username' | 'sms';

/**
 * The spec §3 saved-login record, one per login method, without a readable password: the password
 * is AES-GCM ciphertext under a device key that never leaves IndexedDB (docs/decisions/0006).
 * For 'sms' `username` is the mobile number.
 */
export interface SavedLogin {
  type: LoginMethod;
  username: string;
  countryDialingCode?: string;
  /** base64url AES-GCM ciphertext and IV of the password; absent when it is not remembered. */
  password?: { ciphertext: string; iv: string };
}

const isSavedLogin = (value: unknown): value is SavedLogin => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const password = v.password as Record<string, unknown> | undefined;
  return (
    (v.type === 'username' || v.type === 'sms') &&
    typeof v.username === 'string' &&
    (v.countryDialingCode === undefined || typeof v.countryDialingCode === 'string') &&
    (password === undefined ||
      (typeof password === 'object' &&
        password !== null &&
        typeof password.ciphertext === 'string' &&
        typeof password.iv === 'string'))
  );
};

export const savedLoginStore = {
  read(type: LoginMethod): SavedLogin | null {
    const all = parseJson(read(local, STORAGE_KEYS.savedLogin));
    const record = typeof all === 'object' && all !== null ? (all as Record<string, unknown>)[type] : null;
    return isSavedLogin(record) && record.type === type ? record : null;
  },
  write(record: SavedLogin): void {
    const all = parseJson(read(local, STORAGE_KEYS.savedLogin));
    const next = { ...(typeof all === 'object' && all !== null ? all : {}), [record.type]: record };
    write(local, STORAGE_KEYS.savedLogin, JSON.stringify(next));
  },
  forget(type: LoginMethod): void {
    const all = parseJson(read(local, STORAGE_KEYS.savedLogin));
    if (typeof all !== 'object' || all === null) return;
    const { [type]: _dropped, ...rest } = all as Record<string, unknown>;
    write(local, STORAGE_KEYS.savedLogin, JSON.stringify(rest));
  },
};
