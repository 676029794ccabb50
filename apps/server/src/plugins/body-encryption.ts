/**
 * Encrypted bodies (DESIGN §4, docs/decisions/0005). A route whose contract call says `encrypted`
 * (isEncryptedCall: the descriptors of <feature>-rules.ts, which the site reads too, decision 0031)
 * takes `{ data }` plus the `Encryption` header from encryptBody; before validation the body is
 * replaced by the decrypted JSON, which the route's schema then validates as usual. Refused:
 * a plaintext body, a malformed header, an unknown key, a timestamp more than 5 minutes off, a body
 * that does not decrypt for this method and path, and a replay (the same ephemeral key and nonce
 * seen before within the window, remembered in the shared cache so every process knows it).
 */
import {
  ACCOUNT_MESSAGES,
  decryptBody,
  ENCRYPTION_HEADER,
  ENCRYPTION_MAX_SKEW_MS,
  ErrorCode,
  isEncryptedCall,
  parseEncryptionHeader,
  toBase64Url,
} from '@app/contract';
import fp from 'fastify-plugin';
import type { BodyKey } from './body-keys';
import { ApiError } from './errors';
import type { SharedCache } from './shared-state';

export interface BodyKeyFinder {
  find(keyId: string): Promise<BodyKey | null>;
}

const isEnvelope = (body: unknown): body is { data: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { data?: unknown }).data === 'string' &&
  Object.keys(body).length === 1;

const refuse = (errorCode: ErrorCode, detail?: string) =>
  new ApiError(errorCode, detail ?? ACCOUNT_MESSAGES[errorCode as keyof typeof ACCOUNT_MESSAGES]);

export const bodyEncryptionPlugin = fp<{ keys: BodyKeyFinder; cache: SharedCache; now: () => number }>(
  async (app, { keys, cache, now }) => {
    app.addHook('preValidation', async (request) => {
      if (!isEncryptedCall(request.method, request.routeOptions.url ?? '')) return;
      const headerValue = request.headers[ENCRYPTION_HEADER];
      if (typeof headerValue !== 'string' || !isEnvelope(request.body)) {
        throw refuse(
          ErrorCode.ENCRYPTION_REQUIRED,
          'This call needs an encrypted body ({ "data": ... }) and an Encryption header: see GET /wps/security/key',
        );
      }
      const header = parseEncryptionHeader(headerValue);
      if (!header) throw refuse(ErrorCode.ENCRYPTION_INVALID, 'Malformed Encryption header');
      if (Math.abs(now() - header.timestamp) > ENCRYPTION_MAX_SKEW_MS) {
        throw refuse(ErrorCode.ENCRYPTION_EXPIRED);
      }
      const key = await keys.find(header.keyId);
      if (!key) {
        throw refuse(
          ErrorCode.ENCRYPTION_INVALID,
          'Unknown encryption key: fetch GET /wps/security/key again',
        );
      }
      const path = request.url.split('?')[0] ?? '';
      let json: string;
      try {
        json = decryptBody(key.secretKey, key.publicKey, header, request.method, path, request.body.data);
      } catch {
        throw refuse(
          ErrorCode.ENCRYPTION_INVALID,
          'The body does not decrypt with this key for this method and path',
        );
      }
      // Only authentic bodies are remembered, so garbage cannot fill the cache. Both directions of
      // the clock window are covered by remembering for twice its width.
      const replayKey = `replay:${toBase64Url(header.ephemeralPublicKey)}.${toBase64Url(header.nonce)}`;
      if (!(await cache.claim(replayKey, 2 * ENCRYPTION_MAX_SKEW_MS)))
        throw refuse(ErrorCode.REPLAYED_REQUEST);
      try {
        request.body = JSON.parse(json);
      } catch {
        throw refuse(ErrorCode.ENCRYPTION_INVALID, 'The decrypted body is not JSON');
      }
    });
  },
  { name: 'body-encryption' },
);
