/** Public system calls, merchant resolution and the access gate (spec §3, §4 System status, §7). */
import { ErrorCode, type SystemStatusValue, systemStatusOf } from '@app/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { FEATURES, type Feature } from '../../app';

/** Public addresses geoip-country places in Vietnam and in the United States. */
const VN_IP = '14.160.0.1';
const US_IP = '8.8.8.8';
const PRIVATE_IP = '192.168.1.20';

/** A merchant-scoped call that does not opt out of the access gate, as every later feature's will. */
const gatedProbe: Feature = async (app) => {
  app.get('/wps/probe/context', async (request) => ({
    success: true as const,
    value: {
      merchantCode: request.merchant.config.merchantCode,
      language: request.language,
      device: request.device,
      sessionToken: request.sessionToken,
    },
  }));
};

describe('system calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true }, { features: [...FEATURES, gatedProbe] });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const setAccess = async (merchantCode: string, access: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/wps/operator/merchants/${merchantCode}/access`,
      headers: operatorHeaders,
      payload: access,
    });
    expect(response.statusCode).toBe(200);
  };
  const statusFor = async (ip: string) => {
    const response = await get('/wps/system/status', { 'x-forwarded-for': ip });
    expect(response.statusCode).toBe(200);
    return response.json().value as SystemStatusValue;
  };

  beforeEach(() =>
    setAccess('DEMO', {
      maintenance: false,
      maintenanceInfo: '',
      allowedCountries: [],
      blockedCountries: [],
    }),
  );

  describe('merchant resolution', () => {
    it('takes the Merchant header first', async () => {
      const response = await get('/wps/system/config', { merchant: 'DEMO2', host: 'localhost' });
      expect(response.json().value.merchantCode).toBe('DEMO2');
    });

    it("matches the request's host against each merchant's domainRoute", async () => {
      expect(
        (await get('/wps/system/config', { host: 'demo2.localhost:8080' })).json().value.merchantCode,
      ).toBe('DEMO2');
      expect((await get('/wps/system/config', { host: 'localhost' })).json().value.merchantCode).toBe('DEMO');
    });

    it('falls back to DEFAULT_MERCHANT for an unknown host', async () => {
      expect((await get('/wps/system/config', { host: 'elsewhere.example' })).json().value.merchantCode).toBe(
        'DEMO',
      );
    });

    it('answers 404 MERCHANT_UNKNOWN for an unknown Merchant header', async () => {
      const response = await get('/wps/system/config', { merchant: 'NOPE' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: ErrorCode.MERCHANT_UNKNOWN });
    });
  });

  describe('request headers', () => {
    it('exposes Language, Device and Authorization on the request', async () => {
      const response = await get('/wps/probe/context', {
        language: 'vi',
        device: 'OTHERS',
        authorization: 'raw-session-token',
      });
      expect(response.json().value).toEqual({
        merchantCode: 'DEMO',
        language: 'VI',
        device: 'OTHERS',
        sessionToken: 'raw-session-token',
      });
    });

    it('falls back to EN, MOBILE and no token', async () => {
      const response = await get('/wps/probe/context', { language: 'klingon', device: 'toaster' });
      expect(response.json().value).toMatchObject({ language: 'EN', device: 'MOBILE', sessionToken: null });
    });
  });

  it("serves the merchant's site configuration with every whitelabel switch", async () => {
    const { value } = (await get('/wps/system/config')).json();
    expect(value).toMatchObject({
      merchantCode: 'DEMO',
      name: 'Lucky Mobile',
      currency: 'VND',
      currencySymbol: '₫',
      domainRoute: ['localhost', '127.0.0.1'],
      templates: { mem_cen: '0', dep_func: '0', parameters: { appIcon: '/m/icons/app-icon.svg' } },
      features: { liveModel: true, vipBenefits: true, appDownload: true },
    });
    expect(Object.keys(value.whitelabel)).toHaveLength(14);
    // The chat is the built-in one (decision 0044): no made-up external 'CS' entry.
    expect(value.customerService.map((entry: { csType: string }) => entry.csType)).toEqual([
      'whatsapp',
      'telegram',
    ]);
    expect(value.paths.liveChat).toBeUndefined();
  });

  it('serves the template settings of each merchant', async () => {
    expect((await get('/wps/system/template')).json().value).toMatchObject({ mem_cen: '0', dep_func: '0' });
    expect((await get('/wps/system/template', { merchant: 'DEMO2' })).json().value).toMatchObject({
      mem_cen: '1',
      dep_func: '1',
    });
  });

  it("reports the client's IP and country from X-Forwarded-For when TRUST_PROXY is on", async () => {
    expect((await get('/wps/system/country', { 'x-forwarded-for': VN_IP })).json().value).toEqual({
      ip: VN_IP,
      country: 'VN',
    });
    expect((await get('/wps/system/country', { 'x-forwarded-for': PRIVATE_IP })).json().value).toEqual({
      ip: PRIVATE_IP,
      country: null,
    });
  });

  describe('status 0, 1, 2', () => {
    it('is 0 (open) without maintenance or restriction', async () => {
      const status = await statusFor(VN_IP);
      expect(status).toEqual({
        info: '',
        location: { ip: VN_IP, country: 'VN' },
        maintenance: false,
        regionRestriction: false,
      });
      expect(systemStatusOf(status)).toBe(0);
    });

    it('is 1 (maintenance) with maintenance on, carrying the notice', async () => {
      await setAccess('DEMO', { maintenance: true, maintenanceInfo: 'Back at 10:00' });
      const status = await statusFor(VN_IP);
      expect(status).toMatchObject({ info: 'Back at 10:00', maintenance: true, regionRestriction: false });
      expect(systemStatusOf(status)).toBe(1);
    });

    it('is 1 (maintenance) with maintenance and region restriction together', async () => {
      await setAccess('DEMO', { maintenance: true, blockedCountries: ['VN'] });
      const status = await statusFor(VN_IP);
      expect(status).toMatchObject({ maintenance: true, regionRestriction: true });
      expect(systemStatusOf(status)).toBe(1);
    });

    it('is 2 (restricted) for a blocked country', async () => {
      await setAccess('DEMO', { blockedCountries: ['US'] });
      const status = await statusFor(US_IP);
      expect(status).toMatchObject({ location: { country: 'US' }, regionRestriction: true });
      expect(systemStatusOf(status)).toBe(2);
      expect(systemStatusOf(await statusFor(VN_IP))).toBe(0);
    });

    it('is 2 (restricted) outside the allowed countries, 0 inside them', async () => {
      await setAccess('DEMO', { allowedCountries: ['VN', 'TH'] });
      expect(systemStatusOf(await statusFor(US_IP))).toBe(2);
      expect(systemStatusOf(await statusFor(VN_IP))).toBe(0);
    });

    it('never restricts a private or loopback address', async () => {
      await setAccess('DEMO', { allowedCountries: ['VN'] });
      const status = await statusFor(PRIVATE_IP);
      expect(status).toMatchObject({ location: { ip: PRIVATE_IP, country: null }, regionRestriction: false });
      expect(systemStatusOf(await statusFor('127.0.0.1'))).toBe(0);
    });

    it('belongs to each merchant: DEMO2 stays open while DEMO is in maintenance', async () => {
      await setAccess('DEMO', { maintenance: true });
      const response = await get('/wps/system/status', { merchant: 'DEMO2', 'x-forwarded-for': VN_IP });
      expect(response.json().value.maintenance).toBe(false);
    });
  });

  describe('access gate on the other calls', () => {
    it('answers 503 MAINTENANCE while the merchant is in maintenance, system calls excepted', async () => {
      await setAccess('DEMO', { maintenance: true, maintenanceInfo: 'Upgrading' });
      const gated = await get('/wps/probe/context');
      expect(gated.statusCode).toBe(503);
      expect(gated.json()).toEqual({
        success: false,
        errorCode: ErrorCode.MAINTENANCE,
        message: 'Upgrading',
      });
      for (const url of [
        '/wps/system/status',
        '/wps/system/config',
        '/wps/system/template',
        '/wps/system/country',
      ]) {
        expect((await get(url)).statusCode).toBe(200);
      }
      const operator = await t.app.inject({
        method: 'GET',
        url: '/wps/operator/merchants',
        headers: operatorHeaders,
      });
      expect(operator.statusCode).toBe(200);
      expect((await get('/wps/probe/context', { merchant: 'DEMO2' })).statusCode).toBe(200);
    });

    it('answers 403 REGION_RESTRICTED to a restricted client only', async () => {
      await setAccess('DEMO', { blockedCountries: ['US'] });
      const blocked = await get('/wps/probe/context', { 'x-forwarded-for': US_IP });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ success: false, errorCode: ErrorCode.REGION_RESTRICTED });
      expect((await get('/wps/probe/context', { 'x-forwarded-for': VN_IP })).statusCode).toBe(200);
    });
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: false });
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For: a client cannot pick its own country', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': VN_IP },
    });
    expect(response.json().value).toEqual({ ip: '127.0.0.1', country: null });
  });
});

describe('an unknown DEFAULT_MERCHANT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ defaultMerchant: 'GONE' });
  });
  afterAll(() => t?.close());

  it('answers 404 MERCHANT_UNKNOWN when neither header nor domain names a merchant', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'x.example' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(ErrorCode.MERCHANT_UNKNOWN);
  });
});
