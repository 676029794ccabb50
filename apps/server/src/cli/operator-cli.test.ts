/** The operator CLI against a listening server: commands, usage errors, failures from the API. */
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test/test-app';
import { operatorKeyFileOf } from '../plugins/operator-key';
import { runOperatorCli } from './operator-cli';

describe('operator CLI', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const run = async (args: string[], env: Record<string, string> = { OPERATOR_KEY: TEST_OPERATOR_KEY }) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperatorCli([...args, '--url', url], env, {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const show = async (merchant = 'DEMO') => JSON.parse((await run(['show', merchant])).out);

  it('lists merchants', async () => {
    expect(await run(['merchants'])).toEqual({
      code: 0,
      out: 'DEMO\tLucky Mobile\nDEMO2\tSao Vàng Club',
      err: '',
    });
  });

  it('creates a merchant from the configuration show prints; a second time is refused', async () => {
    const { config } = await show('DEMO2');
    const brand = {
      config: { ...config, merchantCode: 'BRAND3', name: 'Brand Three', domainRoute: ['brand3.example'] },
    };
    const created = await run(['create', JSON.stringify(brand)]);
    expect(created.code, created.err).toBe(0);
    expect(JSON.parse(created.out)).toMatchObject({
      config: { merchantCode: 'BRAND3' },
      access: { maintenance: false },
    });
    expect((await run(['merchants'])).out).toContain('BRAND3\tBrand Three');
    expect(await run(['create', JSON.stringify(brand)])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^CONFLICT: /),
    });
    expect(await run(['create', '{not json'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('The merchant is not valid JSON'),
    });
  });

  it('sets one value, typed by what the setting holds', async () => {
    expect((await run(['set', 'DEMO', 'whitelabel.CBS3', 'false'])).code).toBe(0);
    expect((await run(['set', 'DEMO', 'templates.mem_cen', '1'])).code).toBe(0);
    expect((await run(['set', 'DEMO', 'paths.liveChat', 'https://chat.example.com'])).code).toBe(0);
    const { config } = await show();
    expect(config.whitelabel.CBS3).toBe(false);
    expect(config.whitelabel.REFERRAL).toBe(true);
    expect(config.templates).toMatchObject({ mem_cen: '1', dep_func: '0' });
    expect(config.paths.liveChat).toBe('https://chat.example.com');
  });

  it('sets the dialing code as text, also where it was null; a bad one is refused', async () => {
    expect((await run(['config', 'DEMO2', '{"account":{"countryDialingCode":null}}'])).code).toBe(0);
    expect((await show('DEMO2')).config.account.countryDialingCode).toBeNull();
    expect(await run(['set', 'DEMO2', 'account.countryDialingCode', '66'])).toMatchObject({
      code: 0,
      out: JSON.stringify({ 'account.countryDialingCode': '66' }, null, 2),
    });
    expect(await run(['set', 'DEMO2', 'account.countryDialingCode', '+66'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^VALIDATION_FAILED: .*\n {2}account\.countryDialingCode: /s),
    });
    expect((await show('DEMO2')).config.account.countryDialingCode).toBe('66');
  });

  it('merges a JSON patch', async () => {
    expect((await run(['config', 'DEMO', '{"features":{"liveModel":false}}'])).code).toBe(0);
    expect((await show()).config.features).toEqual({
      liveModel: false,
      vipBenefits: true,
      appDownload: true,
    });
  });

  it('switches maintenance on with a notice, and off', async () => {
    expect((await run(['maintenance', 'DEMO', 'on', '--info', 'Back at 10:00'])).code).toBe(0);
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value).toMatchObject({ maintenance: true, info: 'Back at 10:00' });
    expect((await run(['maintenance', 'DEMO', 'off'])).code).toBe(0);
    expect((await show()).access.maintenance).toBe(false);
  });

  it('sets and clears the country lists', async () => {
    expect((await run(['countries', 'DEMO', '--allow', 'vn,TH', '--block', 'US'])).code).toBe(0);
    expect((await show()).access).toMatchObject({ allowedCountries: ['VN', 'TH'], blockedCountries: ['US'] });
    expect((await run(['countries', 'DEMO', '--allow', 'none'])).code).toBe(0);
    expect((await show()).access).toMatchObject({ allowedCountries: [], blockedCountries: ['US'] });
  });

  it('reports what the API refused, with the fields, and exits 1', async () => {
    expect(await run(['config', 'DEMO', '{"currency":"dong"}'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^VALIDATION_FAILED: .*\n {2}currency: /s),
    });
    expect(await run(['show', 'NOPE'])).toMatchObject({
      code: 1,
      err: 'MERCHANT_UNKNOWN: Unknown merchant NOPE',
    });
    expect(await run(['merchants'], { OPERATOR_KEY: 'a-wrong-operator-key' })).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^OPERATOR_KEY_INVALID/),
    });
  });

  it('explains usage mistakes and exits 2', async () => {
    expect(await run(['frobnicate'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command'),
    });
    expect(await run(['maintenance', 'DEMO', 'maybe'])).toMatchObject({ code: 2 });
    expect(await run(['set', 'DEMO', 'whitelabel.CBS3', 'perhaps'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('not valid JSON'),
    });
    expect(await run(['config', 'DEMO', '{oops'])).toMatchObject({ code: 2 });
    expect(await run(['countries', 'DEMO'])).toMatchObject({ code: 2 });
  });

  it('lists the money queues of one member and a time range, and explains a bad one (issue 21)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      for (const command of ['deposits', 'withdrawals']) {
        const answer = await run([
          command,
          'DEMO',
          '--member',
          'nobody_here',
          '--from',
          '2026-03-01',
          '--to',
          '2026-03-02T00:00:00+07:00',
          '--page',
          '2',
        ]);
        expect(answer).toMatchObject({ code: 0, err: '' });
        expect(JSON.parse(answer.out)).toMatchObject({ list: [], total: 0, pageNo: 2 });
        const asked = new URL(String(fetchSpy.mock.calls.at(-1)?.[0]));
        expect(asked.pathname).toBe(`/wps/operator/merchants/DEMO/${command}`);
        expect(Object.fromEntries(asked.searchParams)).toMatchObject({
          username: 'nobody_here',
          from: String(Date.UTC(2026, 2, 1)),
          to: String(Date.UTC(2026, 2, 1, 17)),
          pageNo: '2',
        });
      }
    } finally {
      fetchSpy.mockRestore();
    }
    expect(await run(['withdrawals', 'DEMO', '--from', 'yesterday'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--from takes a date or a time'),
    });
    expect(await run(['deposits', 'DEMO', '--member', ' '])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--member takes a username'),
    });
  });

  it('reads the key the server kept in DATA_DIR when OPERATOR_KEY is unset', async () => {
    await writeFile(operatorKeyFileOf(t.config.dataDir), `${TEST_OPERATOR_KEY}\n`);
    expect((await run(['merchants'], { DATA_DIR: t.config.dataDir })).code).toBe(0);
  });

  it('says when the server cannot be reached', async () => {
    const out: string[] = [];
    const code = await runOperatorCli(
      ['merchants', '--url', 'http://127.0.0.1:1'],
      { OPERATOR_KEY: TEST_OPERATOR_KEY },
      {
        out: (text) => out.push(text),
        err: (text) => out.push(text),
      },
    );
    expect(code).toBe(1);
    expect(out.join()).toContain('Cannot reach the server at http://127.0.0.1:1');
  });
});
