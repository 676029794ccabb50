/**
 * Drives the account calls of a test app the way the site does: bodies encrypted with the
 * contract's encryptBody, the captcha and slider answered (the test config fixes their answers),
 * SMS codes read from the embedded provider's outbox through the operator API.
 */
import { type EncryptedRequest, encryptBody, type SecurityKeyValue, type SessionValue } from '@app/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ServerConfig } from '../src/config';
import { FIXED_ANSWER_Y } from '../src/features/security/slider';
import { operatorHeaders, type TestApp } from './test-app';

export const FIXED_CAPTCHA = 'AB12';
export const FIXED_SLIDER_X = 100;

/** Settings for account tests: fixed challenge answers, IP limits out of the way unless a test sets them. */
export const accountTestConfig = (overrides: Partial<ServerConfig> = {}): Partial<ServerConfig> => ({
  captchaFixedText: FIXED_CAPTCHA,
  sliderFixedX: FIXED_SLIDER_X,
  authRateLimitPerIp: 10_000,
  authRateLimitPerAccount: 10_000,
  ...overrides,
});

export interface RequestOptions {
  ip?: string;
  token?: string;
  merchant?: string;
  headers?: Record<string, string>;
}

/** `now` is the app's clock when the test moves it: encrypted bodies are stamped with it. */
/** What DEMO2 asks of every player who registers (its seed: a date of birth and the age of 21 confirmed). */
export const DEMO2_ADULT = { birthday: '1990-01-01', ageConfirmed: true } as const;

export const createAccountClient = (
  t: TestApp,
  defaults: RequestOptions = {},
  now: () => number = Date.now,
) => {
  let key: SecurityKeyValue | null = null;

  const headersOf = (options: RequestOptions): Record<string, string> => {
    const merged = { ...defaults, ...options };
    return {
      ...(merged.merchant ? { merchant: merged.merchant } : {}),
      ...(merged.token ? { authorization: merged.token } : {}),
      ...merged.headers,
    };
  };

  const request = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: headersOf(options),
      remoteAddress: options.ip ?? defaults.ip ?? '127.0.0.1',
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  const securityKey = async (): Promise<SecurityKeyValue> => {
    if (!key) key = (await request('GET', '/wps/security/key')).json().value as SecurityKeyValue;
    return key;
  };

  /** The encrypted form of a body, for tests that tamper with it before sending. */
  const seal = async (method: string, url: string, json: unknown, at?: number): Promise<EncryptedRequest> => {
    const { publicKey, keyId } = await securityKey();
    return encryptBody(publicKey, keyId, method, url.split('?')[0] as string, json, at ?? now());
  };

  const sendSealed = (
    method: InjectOptions['method'],
    url: string,
    sealed: EncryptedRequest,
    options: RequestOptions = {},
  ) =>
    request(method, url, sealed.body, {
      ...options,
      headers: { ...options.headers, encryption: sealed.header },
    });

  const encrypted = async (
    method: 'POST' | 'PUT',
    url: string,
    json: unknown,
    options: RequestOptions & { at?: number } = {},
  ) => sendSealed(method, url, await seal(method, url, json, options.at), options);

  const captcha = async (options: RequestOptions = {}) => {
    const response = await request('GET', '/wps/captcha', undefined, options);
    expect(response.statusCode).toBe(200);
    return { captchaId: response.json().value.captchaId as string, captcha: FIXED_CAPTCHA };
  };

  const sliderTicket = async (options: RequestOptions = {}): Promise<string> => {
    const challenge = (await request('GET', '/wps/verification/slider', undefined, options)).json().value;
    const response = await request(
      'POST',
      '/wps/verification/slider',
      { challengeId: challenge.challengeId, x: FIXED_SLIDER_X, y: FIXED_ANSWER_Y },
      options,
    );
    expect(response.statusCode).toBe(200);
    return response.json().value.ticket as string;
  };

  const sendSms = async (
    mobileNum: string,
    purpose: 'register' | 'login' | 'forget',
    options: RequestOptions & { countryDialingCode?: string } = {},
  ) =>
    request(
      'POST',
      '/wps/verification/sms',
      {
        mobileNum,
        countryDialingCode: options.countryDialingCode ?? '84',
        purpose,
        ticket: await sliderTicket(options),
      },
      options,
    );

  /** The newest code the embedded provider "sent" to the number (dialing code + number, no '+'). */
  const lastSmsCode = async (to: string, merchant = defaults.merchant ?? 'DEMO'): Promise<string> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/merchants/${merchant}/sms-outbox?mobile=${to}&limit=1`,
      headers: operatorHeaders,
    });
    expect(response.statusCode).toBe(200);
    const [entry] = response.json().value;
    expect(entry).toBeDefined();
    return entry.code as string;
  };

  const login = (body: Record<string, unknown>, options: RequestOptions = {}) =>
    encrypted('POST', '/wps/session/login', body, options);

  const loginOk = async (
    username: string,
    password: string,
    options: RequestOptions = {},
  ): Promise<SessionValue> => {
    const response = await login({ username, password }, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as SessionValue;
  };

  /** A full username registration: slider ticket and captcha included, extra fields merged in. */
  const register = async (fields: Record<string, unknown>, options: RequestOptions = {}) =>
    encrypted(
      'PUT',
      '/wps/member/register',
      { ticket: await sliderTicket(options), ...(await captcha(options)), ...fields },
      options,
    );

  return {
    request,
    securityKey,
    seal,
    sendSealed,
    encrypted,
    captcha,
    sliderTicket,
    sendSms,
    lastSmsCode,
    login,
    loginOk,
    register,
  };
};

export type AccountClient = ReturnType<typeof createAccountClient>;
