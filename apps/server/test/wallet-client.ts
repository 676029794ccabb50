/**
 * Drives the wallet calls of a test app: member calls with a session (encrypted bodies through the
 * account client), operator calls with the test key, and vendor calls signed like a vendor's.
 */
import { PAYMENTS_PATHS, SANDBOX_SIGNATURE_HEADER } from '@app/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signatureHeaderOf } from '../src/plugins/signed-body';
import { createAccountClient } from './account-client';
import { operatorHeaders, type TestApp } from './test-app';

export const DEMO_VENDOR_CODE = 'DEMOGAMES';

/**
 * Posts a notice (raw JSON) to the sandbox gateway's callback as the gateway does: signed with
 * `secret` now, from `remoteAddress` when given.
 */
export const postSandboxNotice = (
  app: FastifyInstance,
  raw: string,
  { secret, remoteAddress }: { secret: string; remoteAddress?: string },
) =>
  app.inject({
    method: 'POST',
    url: PAYMENTS_PATHS.depositCallbackSandbox,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signatureHeaderOf(secret, raw, Date.now()),
    },
    payload: raw,
  });

export const createWalletClient = (t: TestApp) => {
  const accounts = createAccountClient(t);

  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });

  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
  const okValue = <T = any>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };

  /** A fresh real member with a session (registration through the encrypted call). */
  const newMember = async (prefix = 'w') => {
    const username = `${prefix}${Math.random().toString(36).slice(2, 10)}`.slice(0, 16);
    const response = await accounts.register({
      username,
      password: 'Wallet2468x',
      confirmPassword: 'Wallet2468x',
    });
    expect(response.statusCode, response.body).toBe(200);
    return { username, token: response.json().value.token as string };
  };

  const member = (token: string) => ({
    get: (url: string) => accounts.request('GET', url, undefined, { token }),
    post: (url: string, payload: object, headers: Record<string, string> = {}) =>
      accounts.request('POST', url, payload, { token, headers }),
    encrypted: (url: string, payload: object, headers: Record<string, string> = {}) =>
      accounts.encrypted('POST', url, payload, { token, headers }),
  });

  /** Credits (or debits) a member through an operator adjustment. */
  const adjust = async (username: string, amount: number, merchant = 'DEMO') =>
    okValue<{ outcome: 'posted'; transactionId: number; balance: number }>(
      await operator('POST', `/wps/operator/merchants/${merchant}/adjustments`, {
        username,
        amount,
        reason: 'test funding',
        idempotencyKey: `test-${crypto.randomUUID()}`,
      }),
    );

  const vendorSecret = async (vendorCode = DEMO_VENDOR_CODE) =>
    okValue<{ secret: string }>(await operator('GET', `/wps/operator/vendors/${vendorCode}`)).secret;

  const playerToken = async (username: string, vendorCode = DEMO_VENDOR_CODE, merchantCode = 'DEMO') =>
    okValue<{ playerToken: string }>(
      await operator('POST', `/wps/operator/vendors/${vendorCode}/tokens`, { merchantCode, username }),
    ).playerToken;

  /** A vendor call signed with `secret` at `at` (ms), as the vendor's server sends it. */
  const vendorCall = (
    action: string,
    body: object,
    secret: string,
    options: { at?: number; vendorCode?: string; signature?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: `/wps/vendor/${options.vendorCode ?? DEMO_VENDOR_CODE}/wallet/${action}`,
      headers: {
        'content-type': 'application/json',
        'x-vendor-signature': options.signature ?? signatureHeaderOf(secret, raw, options.at ?? Date.now()),
      },
      payload: raw,
    });
  };

  return { accounts, operator, okValue, newMember, member, adjust, vendorSecret, playerToken, vendorCall };
};
