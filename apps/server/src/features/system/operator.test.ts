/** The operator API: key, reads, patches that apply at once, validation that changes nothing, audit. */
import { ErrorCode } from '@app/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  operatorHeaders,
  type TestApp,
  testConfig,
  usesPostgres,
  usesRedis,
} from '../../../test/test-app';
import { buildApp } from '../../app';
import { seedDemoData } from '../../db/seed/seed';
import { operatorAudit } from '../../db/tables';

describe('operator API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const patch = (target: 'config' | 'access', payload: unknown, merchantCode = 'DEMO') =>
    t.app.inject({
      method: 'PATCH',
      url: `/wps/operator/merchants/${merchantCode}/${target}`,
      headers: { ...operatorHeaders, 'operator-actor': 'cli:alice@desk' },
      payload: payload as object,
    });
  const publicConfig = async (merchantCode = 'DEMO') =>
    (
      await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: { merchant: merchantCode } })
    ).json().value;
  const latestAudit = async () => {
    const [row] = await t.app.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    return row;
  };

  it.each([
    ['no key', {}],
    ['a wrong key', { 'operator-key': 'not-the-operator-key' }],
  ])('answers 401 OPERATOR_KEY_INVALID with %s', async (_case, headers) => {
    for (const [method, url] of [
      ['GET', '/wps/operator/merchants'],
      ['GET', '/wps/operator/merchants/DEMO'],
      ['PATCH', '/wps/operator/merchants/DEMO/access'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'PATCH' ? { maintenance: true } : undefined,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: ErrorCode.OPERATOR_KEY_INVALID });
    }
    expect((await publicConfig()).name).toBe('Lucky Mobile');
  });

  // One guard on the scope that holds every operator feature (app.ts): a call registered there, of
  // any feature, is refused without the key before its parameters or body are read.
  it('refuses every operator call of the API description without the key', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const calls = Object.entries(document.paths as Record<string, Record<string, { security?: unknown }>>)
      .filter(([path]) => path.startsWith('/wps/operator/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
      );
    expect(calls.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/wps/operator/merchants',
        '/wps/operator/security/key/rotate',
        '/wps/operator/merchants/{merchantCode}/withdrawals',
        '/wps/operator/merchants/{merchantCode}/deposits',
      ]),
    );
    for (const { method, path, operation } of calls) {
      expect(operation.security, `${method} ${path}`).toEqual([{ operatorKey: [] }]);
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replaceAll(/\{[^}]+\}/g, 'DEMO'),
        payload: method === 'get' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: ErrorCode.OPERATOR_KEY_INVALID });
    }
  });

  it('lists the merchants and shows one with its access settings', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/merchants',
      headers: operatorHeaders,
    });
    expect(list.json().value).toEqual([
      { merchantCode: 'DEMO', name: 'Lucky Mobile' },
      { merchantCode: 'DEMO2', name: 'Sao Vàng Club' },
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/merchants/DEMO2',
      headers: operatorHeaders,
    });
    expect(one.json().value).toMatchObject({
      config: { merchantCode: 'DEMO2', domainRoute: ['demo2.localhost'] },
      access: { maintenance: false, maintenanceInfo: '', allowedCountries: [], blockedCountries: [] },
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/merchants/NOPE',
      headers: operatorHeaders,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(ErrorCode.MERCHANT_UNKNOWN);
  });

  it('applies a config patch at once: objects merge, arrays replace', async () => {
    const before = await publicConfig(); // now cached
    const response = await patch('config', {
      name: 'Lucky Mobile VN',
      whitelabel: { CBS3: false },
      imageCDNs: ['https://cdn2.luckymobile.vn'],
      templates: { mem_cen: '1' },
    });
    expect(response.statusCode).toBe(200);
    const after = await publicConfig();
    expect(after).toEqual({
      ...before,
      name: 'Lucky Mobile VN',
      whitelabel: { ...before.whitelabel, CBS3: false },
      imageCDNs: ['https://cdn2.luckymobile.vn'],
      templates: { ...before.templates, mem_cen: '1' },
    });
    expect(response.json().value).toEqual(after);
  });

  it('records who changed what, before and after', async () => {
    await patch('access', { maintenance: true, maintenanceInfo: 'Back soon' });
    const row = await latestAudit();
    expect(row).toMatchObject({
      merchantCode: 'DEMO',
      actor: 'cli:alice@desk',
      target: 'access',
      patch: { maintenance: true, maintenanceInfo: 'Back soon' },
      before: { maintenance: false, maintenanceInfo: '' },
      after: { maintenance: true, maintenanceInfo: 'Back soon' },
    });
    expect(row?.clientIp).toBeTruthy();
    expect(row?.createdAt).toBeInstanceOf(Date);
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value).toMatchObject({ maintenance: true, info: 'Back soon' });
    await patch('access', { maintenance: false });
  });

  it.each([
    ['a wrong type', { whitelabel: { CBS3: 'yes' } }, 'whitelabel.CBS3'],
    ['an unknown setting', { name: 'Renamed', colour: 'red' }, 'colour'],
    ['a bad currency', { currency: 'dong' }, 'currency'],
    ['the key itself', { merchantCode: 'OTHER' }, 'merchantCode'],
    ['an empty patch', {}, 'body'],
    ['a dialing code with its +', { account: { countryDialingCode: '+84' } }, 'account.countryDialingCode'],
    [
      'a dialing code of 5 digits',
      { account: { countryDialingCode: '84123' } },
      'account.countryDialingCode',
    ],
    ['a dialing code as a number', { account: { countryDialingCode: 84 } }, 'account.countryDialingCode'],
    [
      'a colour by name',
      { templates: { parameters: { themeColor: 'red' } } },
      'templates.parameters.themeColor',
    ],
    [
      'a colour of 3 digits',
      { templates: { parameters: { backgroundColor: '#fff' } } },
      'templates.parameters.backgroundColor',
    ],
    [
      'a colour with CSS after it',
      { templates: { parameters: { backgroundColor: '#000000;x' } } },
      'templates.parameters.backgroundColor',
    ],
  ])('rejects %s with 400 and changes nothing', async (_case, payload, field) => {
    const before = await publicConfig();
    const auditBefore = await latestAudit();
    const response = await patch('config', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: ErrorCode.VALIDATION_FAILED,
      value: { fields: { [field]: expect.any(String) } },
    });
    expect(await publicConfig()).toEqual(before);
    expect(await latestAudit()).toEqual(auditBefore);
  });

  it("applies the merchant's dialing code to the public site config at once and audits it", async () => {
    const dialingCode = async () => (await publicConfig()).account.countryDialingCode;
    expect(await dialingCode()).toBe('84'); // now cached
    const response = await patch('config', { account: { countryDialingCode: '855' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.account).toMatchObject({
      countryDialingCode: '855',
      passwordExpiryDays: 90,
    });
    expect(await dialingCode()).toBe('855');
    const row = await latestAudit();
    expect(row).toMatchObject({
      merchantCode: 'DEMO',
      actor: 'cli:alice@desk',
      target: 'config',
      patch: { account: { countryDialingCode: '855' } },
      before: { account: { countryDialingCode: '84' } },
      after: { account: { countryDialingCode: '855' } },
    });
    await patch('config', { account: { countryDialingCode: '84' } });
  });

  it("changes the installed web app's colours alone, keeping the app icon, and audits it (issue 17)", async () => {
    const before = (await publicConfig()).templates;
    const response = await patch('config', { templates: { parameters: { themeColor: '#7A0F14' } } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicConfig()).templates).toEqual({
      ...before,
      parameters: { ...before.parameters, themeColor: '#7A0F14' },
    });
    expect(await latestAudit()).toMatchObject({
      target: 'config',
      patch: { templates: { parameters: { themeColor: '#7A0F14' } } },
    });
    // A patch merges, so a colour once set stays set: the default's value gives the default's look.
    expect((await patch('config', { templates: { parameters: { themeColor: '#0b0f1a' } } })).statusCode).toBe(
      200,
    );
  });

  describe('operator links (issue 11)', () => {
    const CS = { csType: 'CS', title: 'Help' };
    // Each kind of address an operator sets, with the body that puts a link there and the field it names.
    const kinds = {
      contact: {
        body: (path: string) => ({ customerService: [{ ...CS, path }] }),
        field: 'customerService.0.path',
        message: 'must be an https://, tel: or mailto: address',
      },
      'brand link': {
        body: (url: string) => ({ paths: { licence: url } }),
        field: 'paths.licence',
        message: 'must be an https://, tel: or mailto: address',
      },
      download: {
        body: (url: string) => ({ resources: [{ resourceType: 'Android', url }] }),
        field: 'resources.0.url',
        message: 'must be an https:// address',
      },
      'image host': {
        body: (url: string) => ({ imageCDNs: [url] }),
        field: 'imageCDNs.0',
        message: 'must be an https:// address',
      },
      'app icon': {
        body: (appIcon: string) => ({ templates: { parameters: { appIcon } } }),
        field: 'templates.parameters.appIcon',
        message: 'must be a path of this site (/m/...) or an https:// address',
      },
    } as const;
    type Kind = keyof typeof kinds;
    const ALL = Object.keys(kinds) as Kind[];
    const refused: [string, Kind[]][] = [
      ['javascript:alert(document.cookie)', ALL],
      ['JavaScript:alert(1)', ALL],
      [' javascript:alert(1)', ALL],
      ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', ALL],
      ['http://chat.example.com/live', ALL],
      ['https://bank.example@evil.example/', ALL],
      ['https://chat.example.com/live chat', ALL],
      ['//evil.example/x', ALL],
      ['vbscript:msgbox(1)', ALL],
      ['tel:+84901234567', ['download', 'image host', 'app icon']],
      ['mailto:help@example.com', ['download', 'image host', 'app icon']],
      ['/m/promotion', ['contact', 'brand link', 'download', 'image host']],
    ];
    const accepted: [string, Kind[]][] = [
      ['https://chat.example.com/live?lang=vi#top', ALL],
      ['tel:+84 901-234-567', ['contact', 'brand link']],
      ['mailto:help@example.com?subject=Deposit', ['contact', 'brand link']],
      ['/m/icons/brand.svg', ['app icon']],
    ];
    const cases = (list: [string, Kind[]][]) =>
      list.flatMap(([url, where]) => where.map((kind) => [kind, url] as const));

    it.each(cases(refused))(
      'refuses a %s of %s with 400 naming the field, changing nothing',
      async (kind, url) => {
        const before = await publicConfig();
        const auditBefore = await latestAudit();
        const response = await patch('config', kinds[kind].body(url));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: ErrorCode.VALIDATION_FAILED,
          value: { fields: { [kinds[kind].field]: kinds[kind].message } },
        });
        expect(await publicConfig()).toEqual(before);
        expect(await latestAudit()).toEqual(auditBefore);
      },
    );

    it.each(['DEMO', 'DEMO2'])(
      'accepts the seeded configuration of %s back, links and all',
      async (merchantCode) => {
        const { merchantCode: _key, ...config } = await publicConfig(merchantCode);
        const response = await patch('config', { ...config, account: undefined }, merchantCode);
        expect(response.statusCode, response.body).toBe(200);
      },
    );

    it.each(cases(accepted))('accepts a %s of %s', async (kind, url) => {
      const before = await publicConfig();
      const response = await patch('config', kinds[kind].body(url));
      expect(response.statusCode, response.body).toBe(200);
      const restore = {
        contact: { customerService: before.customerService },
        'brand link': { paths: { licence: before.paths.licence } },
        download: { resources: before.resources },
        'image host': { imageCDNs: before.imageCDNs },
        'app icon': { templates: { parameters: before.templates.parameters } },
      }[kind];
      expect((await patch('config', restore)).statusCode).toBe(200);
    });
  });

  describe('social sign-in secrets (the back office reads the settings, never a secret)', () => {
    const SECRET = 'op-test-s3cr3t';
    const google = {
      issuer: 'https://accounts.google.com',
      clientId: 'op-test-client',
      clientSecret: SECRET,
    };
    const settings = (merchantCode = 'DEMO2') =>
      t.app.inject({
        method: 'GET',
        url: `/wps/operator/merchants/${merchantCode}/settings`,
        headers: operatorHeaders,
      });

    it('answers a patch and the settings read with the secret masked; the full read keeps it', async () => {
      const patched = await patch('config', { account: { oauth: { google } } }, 'DEMO2');
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.body).not.toContain(SECRET);
      expect(patched.json().value.account.oauth.google).toEqual({ ...google, clientSecret: '********' });
      const read = await settings();
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(SECRET);
      expect(read.json().value).toMatchObject({
        config: { merchantCode: 'DEMO2', account: { oauth: { google: { clientId: 'op-test-client' } } } },
        access: { maintenance: false },
      });
      const full = await t.app.inject({
        method: 'GET',
        url: '/wps/operator/merchants/DEMO2',
        headers: operatorHeaders,
      });
      expect(full.json().value.config.account.oauth.google.clientSecret).toBe(SECRET);
    });

    it("changes a provider's client id without restating its secret, which stays", async () => {
      const response = await patch(
        'config',
        { account: { oauth: { google: { clientId: 'op-test-2' } } } },
        'DEMO2',
      );
      expect(response.statusCode, response.body).toBe(200);
      const full = await t.app.inject({
        method: 'GET',
        url: '/wps/operator/merchants/DEMO2',
        headers: operatorHeaders,
      });
      expect(full.json().value.config.account.oauth.google).toEqual({ ...google, clientId: 'op-test-2' });
    });

    it('refuses a new provider without its issuer, naming the field, and changes nothing', async () => {
      const auditBefore = await latestAudit();
      const response = await patch(
        'config',
        { account: { oauth: { facebook: { clientId: 'x' } } } },
        'DEMO2',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().value.fields).toHaveProperty(['account.oauth.facebook.issuer']);
      expect(await latestAudit()).toEqual(auditBefore);
    });

    it('answers 404 for the settings of an unknown merchant and 400 for a malformed code', async () => {
      expect((await settings('NOPE')).json().errorCode).toBe(ErrorCode.MERCHANT_UNKNOWN);
      expect((await settings('NO%20PE')).statusCode).toBe(400);
    });
  });

  it.each([
    [
      'a download link that is not https',
      { resources: [{ resourceType: 'IOS', url: 'ftp://x.example/a' }] },
      'resources.0.url',
    ],
    [
      'a second contact without its title',
      {
        customerService: [
          { csType: 'CS', title: 'A', path: 'https://a.example' },
          { csType: 'CS', path: 'https://b.example' },
        ],
      },
      'customerService.1.title',
    ],
    [
      'a minimum age out of range',
      { register: { fields: {}, captcha: { enabled: true }, minimumAge: 3 } },
      'register.minimumAge',
    ],
    ['a switch that is not a boolean', { features: { appDownload: 'on' } }, 'features.appDownload'],
  ])('names the field of %s in the refusal, as the console puts it there', async (_case, payload, field) => {
    const response = await patch('config', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().value.fields)).toEqual([field]);
  });

  it.each([
    ['a maintenance message too long', { maintenanceInfo: 'x'.repeat(501) }, 'maintenanceInfo'],
    ['a country in lower case', { allowedCountries: ['VN', 'th'] }, 'allowedCountries.1'],
    ['maintenance as a string', { maintenance: 'true' }, 'maintenance'],
  ])('names the field of %s in an access refusal', async (_case, payload, field) => {
    const response = await patch('access', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().value.fields)).toEqual([field]);
  });

  it('rejects bad access settings with 400', async () => {
    const response = await patch('access', { blockedCountries: ['usa'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toHaveProperty(['blockedCountries.0']);
  });

  it('refuses a domain that already routes to another merchant', async () => {
    const response = await patch('config', { domainRoute: ['localhost', 'demo2.localhost'] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: ErrorCode.CONFLICT,
      value: { fields: { domainRoute: expect.any(String) } },
    });
  });

  it('moves a merchant to a new domain at once', async () => {
    expect(
      (await patch('config', { domainRoute: ['demo2.localhost', 'sao.localhost'] }, 'DEMO2')).statusCode,
    ).toBe(200);
    const byNewDomain = await t.app.inject({
      method: 'GET',
      url: '/wps/system/config',
      headers: { host: 'sao.localhost' },
    });
    expect(byNewDomain.json().value.merchantCode).toBe('DEMO2');
  });

  it('keeps operator changes when the seed runs again at the next start', async () => {
    await patch('config', { name: 'Renamed by operator' });
    await seedDemoData(t.app.db);
    expect((await publicConfig()).name).toBe('Renamed by operator');
  });
});

describe.runIf(usesPostgres && usesRedis)('several processes on one PostgreSQL and Redis', () => {
  it('sees an operator change made through another process at once', async () => {
    const database = await createTestDatabase();
    const config = testConfig(database);
    const [first, second] = [await buildApp(config), await buildApp(config)];
    try {
      const name = async () =>
        (await first.inject({ method: 'GET', url: '/wps/system/config' })).json().value.name as string;
      expect(await name()).toBe('Lucky Mobile'); // cached in Redis by the first process
      await second.inject({
        method: 'PATCH',
        url: '/wps/operator/merchants/DEMO/config',
        headers: operatorHeaders,
        payload: { name: 'Changed elsewhere' },
      });
      expect(await name()).toBe('Changed elsewhere');
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
