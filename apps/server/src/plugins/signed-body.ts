/**
 * Calls signed by another system (a game vendor, a payment gateway) carry
 * `<header>: t=<unix ms>,v1=<hex HMAC-SHA256(secret, t + '.' + raw body)>`. The signature covers the
 * exact bytes sent, so the routes that check it keep the raw body (captureRawJson) before parsing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_MAX_SKEW_MS } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The body exactly as received, on routes of a scope that called captureRawJson. */
export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';

/** Replaces the JSON parser of this (encapsulated) scope with one that keeps the raw text. */
export const captureRawJson = (scope: FastifyInstance) => {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
};

const hmacHex = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The header value a caller sends for this body at this time. */
export const signatureHeaderOf = (secret: string, rawBody: string, timestamp: number): string =>
  `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;

/** True when the header is well formed, recent (± SIGNATURE_MAX_SKEW_MS) and matches the body. */
export const signatureValid = (
  header: string | string[] | undefined,
  rawBody: string,
  secret: string,
  now: number,
): boolean => {
  if (typeof header !== 'string') return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_MAX_SKEW_MS) return false;
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex'));
};
