/**
 * Encrypted request bodies (DESIGN §4; docs/decisions/0005): X25519 + HKDF-SHA256 + AES-256-GCM
 * with the audited @noble libraries, which also run on plain-http LAN addresses where WebCrypto's
 * subtle API is absent. Pure code: the web, the e2e suite, the tests and the server share it.
 *
 * The client makes a fresh ephemeral key pair per request:
 *   shared = X25519(ephemeral, serverPublic)
 *   key    = HKDF-SHA256(shared, salt = ephPub || serverPub, info = 'wps-body-v1' || METHOD || path), 32 bytes
 *   body   = { "data": base64url(AES-256-GCM(key, nonce, JSON, aad = timestamp)) }
 *   header Encryption: v1.<keyId>.<ephPub b64url>.<nonce b64url>.<unix ms timestamp>
 */
import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8 } from '@noble/ciphers/utils.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { fromBase64Url, toBase64Url } from './base64url';

export const ENCRYPTION_HEADER = 'encryption';
export const ENCRYPTION_VERSION = 'v1';
export const ENCRYPTION_ALGORITHM = 'X25519-HKDF-SHA256-AES-256-GCM';
/** How far a request's timestamp may be from the server's clock, either way. */
export const ENCRYPTION_MAX_SKEW_MS = 5 * 60_000;
const INFO_PREFIX = 'wps-body-v1';
const NONCE_BYTES = 12;

/** The AES key of one request, bound to both public keys, the method and the path. */
export const deriveBodyKey = (
  sharedSecret: Uint8Array,
  ephemeralPublicKey: Uint8Array,
  serverPublicKey: Uint8Array,
  method: string,
  path: string,
): Uint8Array =>
  hkdf(
    sha256,
    sharedSecret,
    concatBytes(ephemeralPublicKey, serverPublicKey),
    utf8ToBytes(`${INFO_PREFIX}${method.toUpperCase()}${path}`),
    32,
  );

export interface EncryptionHeader {
  keyId: string;
  ephemeralPublicKey: Uint8Array;
  nonce: Uint8Array;
  timestamp: number;
}

export const formatEncryptionHeader = (header: EncryptionHeader): string =>
  [
    ENCRYPTION_VERSION,
    header.keyId,
    toBase64Url(header.ephemeralPublicKey),
    toBase64Url(header.nonce),
    String(header.timestamp),
  ].join('.');

/** Null when the header is not a well-formed v1 header. */
export const parseEncryptionHeader = (value: string): EncryptionHeader | null => {
  const parts = value.trim().split('.');
  if (parts.length !== 5 || parts[0] !== ENCRYPTION_VERSION) return null;
  const [, keyId = '', ephemeral = '', nonce = '', timestamp = ''] = parts;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(keyId) || !/^\d{1,16}$/.test(timestamp)) return null;
  try {
    const header = {
      keyId,
      ephemeralPublicKey: fromBase64Url(ephemeral),
      nonce: fromBase64Url(nonce),
      timestamp: Number(timestamp),
    };
    return header.ephemeralPublicKey.length === 32 && header.nonce.length === NONCE_BYTES ? header : null;
  } catch {
    return null;
  }
};

export interface EncryptedRequest {
  /** Send as the `Encryption` header. */
  header: string;
  /** Send as the JSON body. */
  body: { data: string };
}

/**
 * Encrypts `json` for the server key published at GET /wps/security/key. `path` is the request
 * path without the query (for example '/wps/session/login').
 */
export const encryptBody = (
  publicKey: string,
  keyId: string,
  method: string,
  path: string,
  json: unknown,
  now: number = Date.now(),
): EncryptedRequest => {
  const serverPublicKey = fromBase64Url(publicKey);
  const ephemeralSecret = x25519.utils.randomSecretKey();
  const ephemeralPublicKey = x25519.getPublicKey(ephemeralSecret);
  const shared = x25519.getSharedSecret(ephemeralSecret, serverPublicKey);
  const key = deriveBodyKey(shared, ephemeralPublicKey, serverPublicKey, method, path);
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = gcm(key, nonce, utf8ToBytes(String(now))).encrypt(utf8ToBytes(JSON.stringify(json)));
  return {
    header: formatEncryptionHeader({ keyId, ephemeralPublicKey, nonce, timestamp: now }),
    body: { data: toBase64Url(sealed) },
  };
};

/**
 * The server's half: the decrypted JSON text. Throws when the key, the header, the method, the
 * path or the ciphertext do not belong together (AES-GCM authenticates all of them).
 */
export const decryptBody = (
  serverSecretKey: Uint8Array,
  serverPublicKey: Uint8Array,
  header: EncryptionHeader,
  method: string,
  path: string,
  data: string,
): string => {
  const shared = x25519.getSharedSecret(serverSecretKey, header.ephemeralPublicKey);
  const key = deriveBodyKey(shared, header.ephemeralPublicKey, serverPublicKey, method, path);
  const plain = gcm(key, header.nonce, utf8ToBytes(String(header.timestamp))).decrypt(fromBase64Url(data));
  return bytesToUtf8(plain);
};

/** A new server key pair, base64url encoded. */
export const generateBodyKeyPair = (): { publicKey: string; secretKey: string } => {
  const secret = x25519.utils.randomSecretKey();
  return { publicKey: toBase64Url(x25519.getPublicKey(secret)), secretKey: toBase64Url(secret) };
};
