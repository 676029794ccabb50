/**
 * A fake API for screen tests: answers by "METHOD path" (or path), decrypts encrypted bodies with
 * its own published key as the server would, and records every call.
 */
import {
  DEFAULT_FIELD_PATTERNS,
  decryptBody,
  fromBase64Url,
  generateBodyKeyPair,
  parseEncryptionHeader,
  type RegisterSettingsValue,
} from '@app/contract';
import { vi } from 'vitest';

export type Reply =
  | { value: unknown }
  | { status: number; errorCode: string; value?: Record<string, unknown> };

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body, decrypted when it was encrypted. */
  body: unknown;
  encrypted: boolean;
}

export function fakeApi(routes: Record<string, Reply | ((call: Call) => Reply)>) {
  const keys = generateBodyKeyPair();
  const calls: Call[] = [];
  const all: Record<string, Reply | ((call: Call) => Reply)> = {
    'GET /wps/security/key': { value: { keyId: 'k1', publicKey: keys.publicKey, algorithm: 'X25519' } },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    const encryption = headers.encryption ? parseEncryptionHeader(headers.encryption) : null;
    if (encryption) {
      const data = (body as { data: string }).data;
      body = JSON.parse(
        decryptBody(
          fromBase64Url(keys.secretKey),
          fromBase64Url(keys.publicKey),
          encryption,
          method,
          url.pathname,
          data,
        ),
      );
    }
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
      encrypted: !!encryption,
    };
    calls.push(call);
    const route = all[`${method} ${url.pathname}`] ?? all[url.pathname];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply)
      return Response.json({ success: false, errorCode: 'NOT_FOUND', message: '' }, { status: 404 });
    if ('errorCode' in reply) {
      return Response.json(
        { success: false, errorCode: reply.errorCode, message: '', value: reply.value },
        { status: reply.status },
      );
    }
    return Response.json({ success: true, value: reply.value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const SITE_CONFIG = {
  name: 'Lucky Mobile',
  currencySymbol: '₫',
  customerService: [],
  paths: {},
  resources: [],
  features: { vipBenefits: false, liveModel: false, appDownload: false },
  whitelabel: { MOBILEVERCODELOGIN3: true, FACEBOOKLOGIN3: true, GOOGLELOGIN3: false },
  templates: { mem_cen: '0', dep_func: '0', parameters: { appIcon: '/m/icons/app-icon.svg' } },
};

const field = (enabled: boolean, required: boolean, pattern?: string) => ({ enabled, required, pattern });

/**
 * A getSetRegister answer: both registration tabs (the mobile one with a password, without an SMS
 * code), no other switch; `whitelabel` changes them.
 */
export const registerSettingsWith = (
  whitelabel: Partial<RegisterSettingsValue['whitelabel']> = {},
): RegisterSettingsValue => ({
  register: {
    fields: {
      username: field(true, true, DEFAULT_FIELD_PATTERNS.username),
      password: field(true, true, DEFAULT_FIELD_PATTERNS.password),
      confirmPassword: field(true, true),
      mobileNum: field(false, false),
      email: field(true, false, DEFAULT_FIELD_PATTERNS.email),
      affiliateCode: field(true, false, DEFAULT_FIELD_PATTERNS.affiliateCode),
    },
    captcha: { enabled: false },
  },
  whitelabel: {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: true,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
    MOBILEVERCODELOGIN3: false,
    ...whitelabel,
  },
  sms: { expiredMinutes: 1 },
});
