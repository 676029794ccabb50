/**
 * Promotions: the live list by category in the request's language (English where a language has
 * none), periods and the enabled flag, the detail and its 404s, the drawn pictures, the operator's
 * list, creation and changes (validated, sanitized, audited) and the CLI commands.
 */
import {
  ErrorCode,
  type OperatorPromotion,
  type PromotionDetail,
  type PromotionSummary,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { operatorAudit } from '../../db/tables';

const DAY_MS = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('promotions', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers: { merchant: 'DEMO', ...headers } });
  const okValue = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    return response.json() as { message: string; value?: { fields?: Record<string, string> } };
  };
  const list = async (query = '', headers: Record<string, string> = {}) =>
    okValue<{ list: PromotionSummary[] }>(await get(`/wps/promotions${query}`, headers)).list;
  const operator = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, merchant = 'DEMO') =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/${merchant}/promotions${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
      ...(payload ? { payload } : {}),
    });
  const texts = (title: string, content = '<p>Rules</p>') => ({
    EN: { title, summary: `${title} summary`, content },
  });
  /** The id of the demo brand's seeded reward of this kind (the reward centre's operator list). */
  const rewardIdOf = async (kind: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/merchants/DEMO/rewards',
      headers: operatorHeaders,
    });
    const rewards = okValue<{ id: string; kind: string }[]>(response);
    return rewards.find((reward) => reward.kind === kind)?.id as string;
  };
  const create = async (body: object) => okValue<OperatorPromotion>(await operator('POST', '', body));

  it('lists the live seeded promotions in place order, in every category, without the ended one', async () => {
    const promotions = await list();
    expect(promotions.length).toBeGreaterThanOrEqual(8);
    expect(promotions[0]).toMatchObject({
      category: 'NEW_MEMBER',
      title: 'Welcome bonus 100% up to 5,000,000 ₫',
      // The seed's welcome promotion claims the brand's first-deposit reward.
      action: { kind: 'claim', rewardId: await rewardIdOf('deposit') },
      endsAt: null,
      pictureWidth: 750,
      pictureHeight: 300,
    });
    expect(promotions.map((p) => p.title).join()).not.toMatch(/Lunar New Year/);
    expect(new Set(promotions.map((p) => p.category))).toEqual(
      new Set(['NEW_MEMBER', 'DEPOSIT', 'DAILY', 'REBATE', 'VIP', 'OTHER']),
    );
    expect(promotions.find((p) => p.action.kind === 'url')?.action).toEqual({
      kind: 'url',
      url: expect.stringMatching(/^https:\/\/t\.me\//),
    });
    // No content in the list: the detail carries it.
    expect(promotions[0]).not.toHaveProperty('content');
  });

  it('filters by category and refuses an unknown one', async () => {
    const deposit = await list('?category=DEPOSIT');
    expect(deposit.length).toBeGreaterThan(0);
    expect(deposit.every((p) => p.category === 'DEPOSIT')).toBe(true);
    expect((await get('/wps/promotions?category=CASINO')).statusCode).toBe(400);
  });

  it('answers in the request language and falls back to English', async () => {
    const [cn] = await list('', { language: 'CN' });
    expect(cn?.title).toBe('新会员首存100%奖金，最高5,000,000 ₫');
    const [vi] = await list('', { language: 'VI' });
    expect(vi?.title).toBe('Thưởng chào mừng 100% đến 5.000.000 ₫');
    const [ar] = await list('', { language: 'AR' });
    expect(ar?.title).toBe('Welcome bonus 100% up to 5,000,000 ₫');
    // The drawn picture is the title's in the language shown.
    expect(cn?.pictureUrl).toMatch(/^\/wps\/art\/promotions\/\d+\.svg\?lang=CN&v=/);
    expect(ar?.pictureUrl).toMatch(/lang=EN/);
    const detail = okValue<PromotionDetail>(
      await get(`/wps/promotions/${cn?.promotionId}`, { language: 'VI' }),
    );
    expect(detail.content).toContain('<h3>Điều khoản</h3>');
  });

  it('answers a detail with sanitized content, and 404 for unknown, ended and other merchants’ promotions', async () => {
    const [first] = await list();
    const detail = okValue<PromotionDetail>(await get(`/wps/promotions/${first?.promotionId}`));
    expect(detail).toMatchObject({ promotionId: first?.promotionId, title: first?.title });
    expect(detail.content).toMatch(/<h3>Terms<\/h3>/);
    expect(detail.content).toMatch(/<table>.*<th scope="row">Minimum deposit<\/th>/);
    expectError(await get('/wps/promotions/999999999'), 404, ErrorCode.NOT_FOUND);
    expect((await get('/wps/promotions/abc')).statusCode).toBe(400);
    // The same promotion is not DEMO2's.
    expectError(
      await get(`/wps/promotions/${first?.promotionId}`, { merchant: 'DEMO2' }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const ended = okValue<{ list: OperatorPromotion[] }>(await operator('GET', '')).list.find((p) =>
      p.texts.EN.title.includes('Lunar New Year'),
    );
    expect(ended?.live).toBe(false);
    expectError(await get(`/wps/promotions/${ended?.promotionId}`), 404, ErrorCode.NOT_FOUND);
  });

  it('draws the picture of a promotion without one, as a plain immutable image', async () => {
    const [first] = await list('', { language: 'CN' });
    const picture = await t.app.inject({ method: 'GET', url: first?.pictureUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.body).toContain('新会员首存100%奖金');
    expect(picture.body).not.toMatch(/<script|on\w+=/i);
    expect((await t.app.inject({ method: 'GET', url: '/wps/art/promotions/999999999.svg' })).statusCode).toBe(
      404,
    );
  });

  it('shows only enabled promotions within their period', async () => {
    const future = await create({
      category: 'OTHER',
      texts: texts('Starts tomorrow'),
      startsAt: iso(DAY_MS),
    });
    const ended = await create({
      category: 'OTHER',
      texts: texts('Ended yesterday'),
      startsAt: iso(-2 * DAY_MS),
      endsAt: iso(-DAY_MS),
    });
    const disabled = await create({ category: 'OTHER', texts: texts('Switched off'), enabled: false });
    const running = await create({
      category: 'OTHER',
      texts: texts('Running now'),
      startsAt: iso(-DAY_MS),
      endsAt: iso(DAY_MS),
      sortOrder: 0,
    });
    expect([future.live, ended.live, disabled.live, running.live]).toEqual([false, false, false, true]);
    const titles = (await list('?category=OTHER')).map((p) => p.title);
    expect(titles[0]).toBe('Running now');
    expect(titles).not.toContain('Starts tomorrow');
    expect(titles).not.toContain('Ended yesterday');
    expect(titles).not.toContain('Switched off');
    for (const hidden of [future, ended, disabled]) {
      expectError(await get(`/wps/promotions/${hidden.promotionId}`), 404, ErrorCode.NOT_FOUND);
    }
    // Switched on, it shows.
    okValue(await operator('PATCH', `/${disabled.promotionId}`, { enabled: true }));
    expect((await list('?category=OTHER')).map((p) => p.title)).toContain('Switched off');
  });

  it("takes the operator's own picture from the merchant's image hosts only", async () => {
    const picture = { url: 'https://img.luckymobile.vn/promotions/summer.webp', width: 690, height: 280 };
    const created = await create({ category: 'OTHER', texts: texts('Own picture'), picture });
    expect(created.picture).toEqual(picture);
    const shown = (await list('?category=OTHER')).find((p) => p.promotionId === created.promotionId);
    expect(shown).toMatchObject({ pictureUrl: picture.url, pictureWidth: 690, pictureHeight: 280 });
    // The page's Content-Security-Policy would block any other host.
    const refused = expectError(
      await operator('PATCH', `/${created.promotionId}`, {
        picture: { ...picture, url: 'https://cdn.elsewhere.example/summer.webp' },
      }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(refused.value?.fields?.['picture.url']).toMatch(
      /image hosts \(imageCDNs: https:\/\/img\.luckymobile\.vn\)/,
    );
    // Back to a drawn one.
    const drawn = okValue<OperatorPromotion>(
      await operator('PATCH', `/${created.promotionId}`, { picture: null }),
    );
    expect(drawn.picture).toBeNull();
  });

  it('sanitizes hostile content before it is stored, on creation and on change', async () => {
    const hostile =
      '<h3 onclick="steal()">Rules</h3><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><p style="position:fixed">ok</p><iframe src="https://evil.example"></iframe><a href="https://example.com/terms">terms</a>';
    const created = await create({ category: 'OTHER', texts: texts('Hostile', hostile) });
    expect(created.texts.EN.content).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe|alert/i);
    expect(created.texts.EN.content).toContain('<h3>Rules</h3>');
    expect(created.texts.EN.content).toContain(
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a>',
    );
    const detail = okValue<PromotionDetail>(await get(`/wps/promotions/${created.promotionId}`));
    expect(detail.content).toBe(created.texts.EN.content);

    const changed = okValue<OperatorPromotion>(
      await operator('PATCH', `/${created.promotionId}`, {
        texts: { VI: { title: 'Nguy hiểm', summary: '', content: '<p>xin chào<script>x()</script></p>' } },
      }),
    );
    expect(changed.texts.VI?.content).toBe('<p>xin chào</p>');
    // The other languages stay.
    expect(changed.texts.EN).toEqual(created.texts.EN);
  });

  it('validates operator input with clear messages', async () => {
    const fieldsOf = async (method: 'POST' | 'PATCH', path: string, body: object) =>
      expectError(await operator(method, path, body), 400, ErrorCode.VALIDATION_FAILED).value?.fields;
    expect(await fieldsOf('POST', '', { category: 'OTHER', texts: { VI: texts('x').EN } })).toMatchObject({
      'texts.EN': 'is required',
    });
    expect(await fieldsOf('POST', '', { category: 'CASINO', texts: texts('x') })).toHaveProperty('category');
    expect(await fieldsOf('POST', '', { category: 'OTHER', texts: texts('x'.repeat(81)) })).toHaveProperty(
      'texts.EN.title',
    );
    expect(
      await fieldsOf('POST', '', {
        category: 'OTHER',
        texts: texts('x'),
        picture: { url: 'http://cdn.example/p.png', width: 750, height: 300 },
      }),
    ).toMatchObject({ 'picture.url': 'must be an https:// address' });
    expect(
      await fieldsOf('POST', '', { category: 'OTHER', texts: texts('x'), action: { kind: 'claim' } }),
    ).toEqual({ 'action.rewardId': 'is required for kind claim' });
    expect(
      await fieldsOf('POST', '', {
        category: 'OTHER',
        texts: texts('x'),
        action: { kind: 'claim', rewardId: 'no-such-reward' },
      }),
    ).toEqual({ 'action.rewardId': 'is not a reward of DEMO (see: rewards <merchant>)' });
    expect(
      await fieldsOf('POST', '', {
        category: 'OTHER',
        texts: texts('x'),
        action: { kind: 'route', to: '/m/home', url: 'https://example.com' },
      }),
    ).toEqual({ 'action.url': 'is not allowed for kind route' });
    expect(
      await fieldsOf('POST', '', {
        category: 'OTHER',
        texts: texts('x'),
        action: { kind: 'route', to: 'https://evil.example' },
      }),
    ).toEqual({ 'action.to': 'must be a page of this site (/m/...)' });
    expect(
      await fieldsOf('POST', '', {
        category: 'OTHER',
        texts: texts('x'),
        action: { kind: 'url', url: 'javascript:alert(1)' },
      }),
    ).toEqual({ 'action.url': 'must be an https:// address' });
    expect(
      await fieldsOf('POST', '', {
        category: 'OTHER',
        texts: texts('x'),
        startsAt: '2026-02-30T00:00:00Z',
      }),
    ).toEqual({ startsAt: 'is not a real date and time' });
    expect(
      await fieldsOf('POST', '', {
        category: 'OTHER',
        texts: texts('x'),
        startsAt: '2026-05-02T00:00:00Z',
        endsAt: '2026-05-01T00:00:00Z',
      }),
    ).toEqual({ endsAt: 'must be after startsAt' });
    expect(await fieldsOf('POST', '', { category: 'OTHER', texts: texts('x'), colour: 'red' })).toEqual({
      colour: 'is not allowed',
    });
    const [first] = (await list()).slice(0, 1);
    expect(await fieldsOf('PATCH', `/${first?.promotionId}`, {})).toBeDefined();
    expect(await fieldsOf('PATCH', `/${first?.promotionId}`, { endsAt: '2000-01-01T00:00:00Z' })).toEqual({
      endsAt: 'must be after startsAt',
    });
    // Nothing changed by the refused calls.
    expect((await list())[0]).toEqual(first);
  });

  it('answers 404 for an unknown merchant or promotion, 401 without the key', async () => {
    expectError(await operator('GET', '', undefined, 'NOBODY'), 404, ErrorCode.MERCHANT_UNKNOWN);
    expectError(
      await operator('POST', '', { category: 'OTHER', texts: texts('x') }, 'NOBODY'),
      404,
      ErrorCode.MERCHANT_UNKNOWN,
    );
    expectError(await operator('PATCH', '/999999999', { enabled: false }), 404, ErrorCode.NOT_FOUND);
    // Another merchant's promotion is unknown to this one.
    const [first] = await list();
    expectError(
      await operator('PATCH', `/${first?.promotionId}`, { enabled: false }, 'DEMO2'),
      404,
      ErrorCode.NOT_FOUND,
    );
    const keyless = await t.app.inject({ method: 'GET', url: '/wps/operator/merchants/DEMO/promotions' });
    expect(keyless.statusCode).toBe(401);
  });

  it('audits creation and every change with the document before and after', async () => {
    const rewardId = await rewardIdOf('welcome');
    const created = await create({
      category: 'VIP',
      texts: texts('Audited'),
      action: { kind: 'claim', rewardId },
    });
    expect(created.action).toEqual({ kind: 'claim', rewardId });
    okValue(await operator('PATCH', `/${created.promotionId}`, { sortOrder: 7, action: { kind: 'none' } }));
    const audits = await t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `promotion:${created.promotionId}`))
      .orderBy(operatorAudit.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      merchantCode: 'DEMO',
      actor: 'test-operator',
      before: null,
      after: { category: 'VIP', actionKind: 'claim', actionTarget: rewardId },
    });
    expect(audits[1]).toMatchObject({
      patch: { sortOrder: 7, action: { kind: 'none' } },
      before: { sortOrder: 0, actionKind: 'claim' },
      after: { sortOrder: 7, actionKind: 'none', actionTarget: '' },
    });
  });

  describe('CLI', () => {
    const cli = (args: string[]) => operatorCli(url, args);

    it('lists, creates and changes promotions through the operator API', async () => {
      const listed = await cli(['promotions', 'DEMO2']);
      expect(listed.code).toBe(0);
      expect(listed.out).toMatch(/^\d+\tlive\tNEW_MEMBER\t\d{4}-\d{2}-\d{2}\.\.\tWelcome bonus/m);
      expect(listed.out).toMatch(/\toff\tDEPOSIT\t.*Lunar New Year/);

      const added = await cli([
        'promotion-add',
        'DEMO2',
        JSON.stringify({
          category: 'DAILY',
          texts: texts('From the CLI'),
          action: { kind: 'route', to: '/m/lottery' },
        }),
      ]);
      expect(added.code, added.err).toBe(0);
      const promotion = JSON.parse(added.out) as OperatorPromotion;
      expect(promotion).toMatchObject({
        category: 'DAILY',
        live: true,
        action: { kind: 'route', to: '/m/lottery' },
      });

      const set = await cli(['promotion-set', 'DEMO2', promotion.promotionId, '{"enabled": false}']);
      expect(set.code, set.err).toBe(0);
      expect(JSON.parse(set.out)).toMatchObject({ enabled: false, live: false });

      const refused = await cli(['promotion-set', 'DEMO2', promotion.promotionId, '{"category": "NOPE"}']);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/VALIDATION_FAILED[\s\S]*category/);
      expect((await cli(['promotion-add', 'DEMO2', '{not json'])).code).toBe(2);
      expect((await cli(['promotions'])).code).toBe(2);
    });
  });
});
