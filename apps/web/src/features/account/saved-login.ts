/**
 * Remembered credentials (spec §3 Saved-login record) without a readable password in storage
 * (docs/decisions/0006-remembered-credentials.md): the password is sealed with AES-GCM under a
 * device key generated once, non-extractable, and kept only in IndexedDB. localStorage holds the
 * ciphertext and IV, which are useless without that key: script reading localStorage, a backup or
 * a copied profile file never yields the password. Without WebCrypto (plain-http LAN addresses) or
 * IndexedDB, only the username or mobile number is remembered.
 */
import { fromBase64Url, toBase64Url } from '@app/contract/client';
import { type LoginMethod, type SavedLogin, savedLoginStore } from '../../lib/storage';

const DB_NAME = 'mc-device-keys';
const STORE = 'keys';
const KEY_NAME = 'saved-login';

export const canRememberPasswords = (): boolean =>
  typeof indexedDB !== 'undefined' &&
  globalThis.isSecureContext !== false &&
  Boolean(globalThis.crypto?.subtle);

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** The device's key: created on first use; IndexedDB stores the CryptoKey object, never its bytes. */
async function deviceKey(): Promise<CryptoKey> {
  const db = await openDatabase();
  try {
    const stored = await request<unknown>(db.transaction(STORE).objectStore(STORE).get(KEY_NAME));
    if (stored instanceof CryptoKey) return stored;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_NAME));
    return key;
  } finally {
    db.close();
  }
}

async function seal(password: string): Promise<NonNullable<SavedLogin['password']>> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await deviceKey(),
    new TextEncoder().encode(password),
  );
  return { ciphertext: toBase64Url(new Uint8Array(ciphertext)), iv: toBase64Url(iv) };
}

async function unseal(sealed: NonNullable<SavedLogin['password']>): Promise<string | null> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(fromBase64Url(sealed.iv)) },
      await deviceKey(),
      new Uint8Array(fromBase64Url(sealed.ciphertext)),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // Another device key (site data partly cleared) or a tampered record: treat as not remembered.
    return null;
  }
}

export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  countryDialingCode?: string;
  password?: string;
}

/** Saves the record of one login method; the password only when it can be sealed. */
export async function rememberLogin({ password, ...record }: RememberedLogin): Promise<void> {
  const sealed = password && canRememberPasswords() ? await seal(password).catch(() => undefined) : undefined;
  savedLoginStore.write(sealed ? { ...record, password: sealed } : record);
}

/** The remembered login of a method, its password opened, or null. */
export async function recallLogin(type: LoginMethod): Promise<RememberedLogin | null> {
  const record = savedLoginStore.read(type);
  if (!record) return null;
  const { password, ...rest } = record;
  const opened = password && canRememberPasswords() ? await unseal(password) : null;
  return opened ? { ...rest, password: opened } : rest;
}

export const forgetLogin = (type: LoginMethod): void => savedLoginStore.forget(type);

/** Spec §4 Password change: a remembered password of this user is sealed again with the new one. */
export async function resealRememberedPassword(username: string, newPassword: string): Promise<void> {
  const record = savedLoginStore.read('username');
  if (!record?.password || record.username.toLowerCase() !== username.toLowerCase()) return;
  await rememberLogin({ ...record, password: newPassword });
}
