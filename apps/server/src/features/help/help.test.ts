/**
 * The help centre: the seeded sections and items per language (English where a language has none)
 * and device, the operator's list, creation, changes and removal (validated, sanitized, audited)
 * and the CLI commands.
 */
import { ErrorCode, type HelpItem, type OperatorHelpItem } from '@app/contract';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { operatorAudit } from '../../db/tables';

describe('help centre', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const okValue = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    return response.json() as { value?: { fields?: Record<string, string> } };
  };
  const help = async (query = '', headers: Record<string, string> = {}, merchant = 'DEMO') =>
    okValue<{ list: HelpItem[] }>(
      await t.app.inject({ method: 'GET', url: `/wps/help${query}`, headers: { merchant, ...headers } }),
    ).list;
  const operator = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    merchant = 'DEMO',
  ) =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/${merchant}/help${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
      ...(payload ? { payload } : {}),
    });
  const create = async (body: object, merchant = 'DEMO') =>
    okValue<OperatorHelpItem>(await operator('POST', '', body, merchant));
  const auditsOf = (id: string) =>
    t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `help:${id}`))
      .orderBy(operatorAudit.id);

  it('answers the seeded sections with their items, in order, for the mobile site', async () => {
    const list = await help('?device=MOBILE');
    expect(list.map((section) => section.title)).toEqual([
      'Account',
      'Deposits',
      'Withdrawals',
      'Games',
      'Security',
      'Responsible gaming',
    ]);
    expect(list[0]?.children.map((item) => item.title)).toEqual([
      'How do I open an account?',
      'I forgot my password',
      'Changing my nickname, e-mail or payee name',
    ]);
    expect(list[0]?.children[0]?.content).toContain('Welcome to Lucky Mobile!');
    expect(list[1]?.children[0]?.content).toMatch(/^<ol><li>Tap <strong>Deposit<\/strong>/);
    // The desktop-only item is not on the mobile site; the device defaults to MOBILE.
    expect(list[2]?.children.map((item) => item.title)).toEqual([
      'How do I withdraw?',
      'Why can I not withdraw my bonus yet?',
    ]);
    expect(await help()).toEqual(list);
    const web = await help('?device=WEB');
    expect(web[2]?.children.map((item) => item.title)).toContain('Withdrawing on the desktop site');
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/help?device=TV', headers: { merchant: 'DEMO' } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers in the lang parameter or the Language header, English where a language has none', async () => {
    expect((await help('?lang=CN'))[0]?.title).toBe('账户');
    expect((await help('', { language: 'VI' }))[1]?.children[1]?.title).toBe('Tiền nạp chưa vào tài khoản');
    // lang wins over the header.
    expect((await help('?lang=VI', { language: 'CN' }))[0]?.title).toBe('Tài khoản');
    // Arabic has no copy: English.
    const arabic = await help('?lang=AR');
    expect(arabic[0]?.title).toBe('Account');
    expect(arabic[0]?.children[0]?.title).toBe('How do I open an account?');
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/help?lang=XX', headers: { merchant: 'DEMO' } }))
        .statusCode,
    ).toBe(400);
    // Each brand its own content.
    expect((await help('', {}, 'DEMO2'))[0]?.children[0]?.content).toContain('Sao Vàng Club');
  });

  it('lets the operator add a section and items, sanitized, in order, and audits it', async () => {
    const section = await create({
      texts: { EN: { title: 'VIP club' }, VI: { title: 'Câu lạc bộ VIP' } },
      sortOrder: 50,
    });
    expect(section).toMatchObject({ parentId: null, device: 'ALL', enabled: true, sortOrder: 50 });
    expect(section.texts.EN).toEqual({ title: 'VIP club', content: '' });
    // An empty section does not show.
    expect((await help()).map((s) => s.title)).not.toContain('VIP club');

    const hostile =
      '<h3 onclick="steal()">Levels</h3><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><p style="color:red">Climb by betting.</p>';
    await create({
      parentId: section.helpId,
      texts: { EN: { title: 'Benefits', content: '<p>Cashback.</p>' } },
      sortOrder: 2,
    });
    const first = await create({
      parentId: section.helpId,
      texts: { EN: { title: 'Levels', content: hostile } },
      sortOrder: 1,
    });
    expect(first.texts.EN.content).toBe('<h3>Levels</h3><img src="x" /><a>x</a><p>Climb by betting.</p>');
    const shown = (await help()).find((s) => s.title === 'VIP club');
    expect(shown?.children).toEqual([
      { title: 'Levels', content: '<h3>Levels</h3><img src="x" /><a>x</a><p>Climb by betting.</p>' },
      { title: 'Benefits', content: '<p>Cashback.</p>' },
    ]);
    expect((await help('?lang=VI')).find((s) => s.title === 'Câu lạc bộ VIP')?.children[0]?.title).toBe(
      'Levels',
    );

    const audits = await auditsOf(first.helpId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      merchantCode: 'DEMO',
      actor: 'test-operator',
      before: null,
      after: { parentId: Number(section.helpId), texts: { EN: { title: 'Levels' } } },
    });
    expect(JSON.stringify(audits[0]?.after)).not.toMatch(/script|onerror/);
  });

  it('changes an item (texts merge by language, device, enabled, order), audited', async () => {
    const section = await create({ texts: { EN: { title: 'Lottery' } }, sortOrder: 60 });
    const item = await create({
      parentId: section.helpId,
      texts: { EN: { title: 'Draw times', content: '<p>Every 5 minutes.</p>' } },
    });
    const changed = okValue<OperatorHelpItem>(
      await operator('PATCH', `/${item.helpId}`, {
        texts: { CN: { title: '开奖时间', content: '<p>每5分钟<script>x()</script></p>' } },
        sortOrder: 3,
      }),
    );
    expect(changed.texts.CN).toEqual({ title: '开奖时间', content: '<p>每5分钟</p>' });
    expect(changed.texts.EN.title).toBe('Draw times');
    expect((await help('?lang=CN')).find((s) => s.title === 'Lottery')?.children[0]?.title).toBe('开奖时间');

    okValue(await operator('PATCH', `/${item.helpId}`, { device: 'WEB' }));
    expect((await help()).find((s) => s.title === 'Lottery')).toBeUndefined();
    expect((await help('?device=WEB')).find((s) => s.title === 'Lottery')?.children).toHaveLength(1);
    okValue(await operator('PATCH', `/${item.helpId}`, { device: 'ALL', enabled: false }));
    expect((await help()).find((s) => s.title === 'Lottery')).toBeUndefined();
    okValue(await operator('PATCH', `/${item.helpId}`, { enabled: true }));
    okValue(await operator('PATCH', `/${section.helpId}`, { enabled: false }));
    expect((await help()).find((s) => s.title === 'Lottery')).toBeUndefined();

    const audits = await auditsOf(item.helpId);
    expect(audits).toHaveLength(5);
    expect(audits[2]).toMatchObject({
      patch: { device: 'WEB' },
      before: { device: 'ALL' },
      after: { device: 'WEB' },
    });
  });

  it('keeps two levels and validates operator input with clear messages', async () => {
    const [seeded] = okValue<{ list: OperatorHelpItem[] }>(await operator('GET', '')).list.filter(
      (item) => item.parentId !== null,
    );
    const fieldsOf = async (method: 'POST' | 'PATCH', path: string, body: object) =>
      expectError(await operator(method, path, body), 400, ErrorCode.VALIDATION_FAILED).value?.fields;
    // An item of an item would be a third level.
    expect(await fieldsOf('POST', '', { parentId: seeded?.helpId, texts: { EN: { title: 'x' } } })).toEqual({
      parentId: 'is not a section of DEMO (help has two levels)',
    });
    expect(
      await fieldsOf('POST', '', { parentId: '999999999', texts: { EN: { title: 'x' } } }),
    ).toHaveProperty('parentId');
    // A section with items cannot become an item.
    const sections = okValue<{ list: OperatorHelpItem[] }>(await operator('GET', '')).list.filter(
      (i) => i.parentId === null,
    );
    expect(await fieldsOf('PATCH', `/${sections[0]?.helpId}`, { parentId: sections[1]?.helpId })).toEqual({
      parentId: 'is not allowed for a section that has items (help has two levels)',
    });
    expect(await fieldsOf('PATCH', `/${sections[0]?.helpId}`, { parentId: sections[0]?.helpId })).toEqual({
      parentId: 'cannot be the item itself',
    });
    expect(await fieldsOf('POST', '', { texts: { VI: { title: 'x' } } })).toMatchObject({
      'texts.EN': 'is required',
    });
    expect(await fieldsOf('POST', '', { texts: { EN: { title: 'x'.repeat(81) } } })).toHaveProperty(
      'texts.EN.title',
    );
    expect(await fieldsOf('POST', '', { texts: { EN: { title: '' } } })).toHaveProperty('texts.EN.title');
    expect(await fieldsOf('POST', '', { texts: { EN: { title: 'x' } }, device: 'TV' })).toHaveProperty(
      'device',
    );
    expect(await fieldsOf('POST', '', { texts: { EN: { title: 'x' } }, colour: 'red' })).toEqual({
      colour: 'is not allowed',
    });
    expect(await fieldsOf('PATCH', `/${seeded?.helpId}`, {})).toBeDefined();
    // Another merchant's section is not a parent here.
    const other = okValue<{ list: OperatorHelpItem[] }>(await operator('GET', '', undefined, 'DEMO2'))
      .list[0];
    expect(
      await fieldsOf('POST', '', { parentId: other?.helpId, texts: { EN: { title: 'x' } } }),
    ).toHaveProperty('parentId');
  });

  it('removes an item, or a section with its items, audited; 404 for unknown ones and other merchants', async () => {
    const section = await create({ texts: { EN: { title: 'To remove' } } });
    const a = await create({ parentId: section.helpId, texts: { EN: { title: 'A', content: '<p>a</p>' } } });
    const b = await create({ parentId: section.helpId, texts: { EN: { title: 'B', content: '<p>b</p>' } } });
    expectError(await operator('DELETE', `/${a.helpId}`, undefined, 'DEMO2'), 404, ErrorCode.NOT_FOUND);
    expect(okValue(await operator('DELETE', `/${a.helpId}`))).toEqual({ helpId: a.helpId });
    expect((await help()).find((s) => s.title === 'To remove')?.children.map((c) => c.title)).toEqual(['B']);
    okValue(await operator('DELETE', `/${section.helpId}`));
    expect((await help()).find((s) => s.title === 'To remove')).toBeUndefined();
    const ids = okValue<{ list: OperatorHelpItem[] }>(await operator('GET', '')).list.map((i) => i.helpId);
    expect(ids).not.toContain(b.helpId);
    expect(ids).not.toContain(section.helpId);
    expect(await auditsOf(b.helpId)).toMatchObject([
      { before: null },
      { patch: { removed: true }, after: null },
    ]);
    expectError(await operator('DELETE', `/${section.helpId}`), 404, ErrorCode.NOT_FOUND);
    expectError(await operator('PATCH', '/999999999', { enabled: false }), 404, ErrorCode.NOT_FOUND);
    expectError(await operator('GET', '', undefined, 'NOBODY'), 404, ErrorCode.MERCHANT_UNKNOWN);
    expect((await t.app.inject({ method: 'GET', url: '/wps/operator/merchants/DEMO/help' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.db.select().from(operatorAudit).where(like(operatorAudit.target, 'help:%'))).length,
    ).toBeGreaterThan(0);
  });

  describe('CLI', () => {
    const cli = (args: string[]) => operatorCli(url, args);

    it('lists, creates, changes and removes help through the operator API', async () => {
      const listed = await cli(['help-items', 'DEMO2']);
      expect(listed.code, listed.err).toBe(0);
      expect(listed.out).toMatch(/^\d+\t-\tALL\ton\t1\tAccount$/m);
      expect(listed.out).toMatch(/^\d+\t\d+\tWEB\ton\t3\t {2}Withdrawing on the desktop site$/m);

      const added = await cli(['help-add', 'DEMO2', '{"texts": {"EN": {"title": "From the CLI"}}}']);
      expect(added.code, added.err).toBe(0);
      const section = JSON.parse(added.out) as OperatorHelpItem;
      const item = await cli([
        'help-add',
        'DEMO2',
        JSON.stringify({ parentId: section.helpId, texts: { EN: { title: 'Item', content: '<p>Hi</p>' } } }),
      ]);
      expect(item.code, item.err).toBe(0);
      expect((await help('', {}, 'DEMO2')).find((s) => s.title === 'From the CLI')?.children).toEqual([
        { title: 'Item', content: '<p>Hi</p>' },
      ]);
      const set = await cli(['help-set', 'DEMO2', section.helpId, '{"enabled": false}']);
      expect(set.code, set.err).toBe(0);
      expect(JSON.parse(set.out)).toMatchObject({ enabled: false });
      const refused = await cli(['help-set', 'DEMO2', section.helpId, '{"device": "TV"}']);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/VALIDATION_FAILED[\s\S]*device/);
      const removed = await cli(['help-remove', 'DEMO2', section.helpId]);
      expect(removed.code, removed.err).toBe(0);
      expect((await cli(['help-add', 'DEMO2', '{not json'])).code).toBe(2);
      expect((await cli(['help-items'])).code).toBe(2);
    });
  });
});
