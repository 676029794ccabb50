/**
 * Spec §7 Announcements over HTTP: content types (default B,PL,PU), banner groups, the live banners
 * only with the live-model feature, language, what is live now, sort order, the member's read
 * flags, and the generated banner art. Issue 15: the notices of /m/notice (agent notices only to
 * agents), a notice's detail, mark-as-read (session, idempotent, per member), the operator's list,
 * creation and changes (sanitized, validated, audited) and the CLI commands.
 */
import { ErrorCode, type OperatorAnnouncement } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig, createAccountClient } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { members } from '../account/tables';
import { announcementReads, announcements } from './tables';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
type Json = any;

describe('announcements', () => {
  let t: TestApp;
  let member: { username: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    member = await createWalletClient(t).newMember('a');
  });
  afterAll(() => t?.close());

  const get = async (query: string, headers: Record<string, string> = {}): Promise<Json> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/wps/announcements${query}`,
      headers: { merchant: 'DEMO', ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  it('answers banners, player notices and pop-ups by default, and no promotions unless asked', async () => {
    const value = await get('');
    expect(value.banners.length).toBeGreaterThanOrEqual(8);
    expect(value.player.length).toBeGreaterThanOrEqual(4);
    expect(value.popup).toHaveLength(1);
    expect(value.promotion).toEqual([]);
    const promotions = await get('?types=PR');
    expect(promotions).toMatchObject({ banners: [], player: [], popup: [] });
    expect(promotions.promotion).toHaveLength(2);
    // Agent notices are never in this call: /m/notice's notices call shows them, to agents only.
    expect(await get('?types=A')).toEqual({ banners: [], player: [], popup: [], promotion: [] });
    expect(promotions.promotion[0]).toMatchObject({
      announcementId: expect.stringMatching(/^\d+$/),
      content: expect.stringContaining('<p>'),
      read: false,
    });
  });

  it('answers the banners of one group, in order, with their actions and sized generated images', async () => {
    const { banners, player } = await get('?types=B&groupName=m_home');
    expect(player).toEqual([]);
    expect(banners).toHaveLength(4);
    expect(banners.every((banner: Json) => banner.groupName === 'm_home')).toBe(true);
    expect(banners.map((banner: Json) => banner.action)).toEqual(['ROUTE', 'ROUTE', 'GAME', 'URL']);
    expect(banners[0]).toMatchObject({
      target: '/m/activity',
      width: 750,
      height: 300,
      url: expect.stringMatching(new RegExp(`^/wps/art/banners/${banners[0].id}\\.svg`)),
    });
    expect(banners[3].target).toMatch(/^https:\/\/t\.me\//);
    // The GAME banner carries the game it launches; the others carry none.
    expect(banners[2].game).toMatchObject({ nodeId: banners[2].target, gameName: 'Golden Dragon' });
    expect(banners.filter((banner: Json) => banner.game !== null)).toHaveLength(1);
    expect((await get('?types=B&groupName=m_reg')).banners).toHaveLength(1);
  });

  it('shows live banners only where the live-model feature is on', async () => {
    expect((await get('?types=B&groupName=m_live')).banners).toHaveLength(2);
    expect((await get('?types=B&groupName=m_live', { merchant: 'DEMO2' })).banners).toEqual([]);
    const demo2 = await get('?types=B', { merchant: 'DEMO2' });
    expect(demo2.banners.length).toBeGreaterThan(0);
    expect(demo2.banners.some((banner: Json) => banner.groupName === 'm_live')).toBe(false);
  });

  it("shows a row of the request's language and rows for every language, only while live and enabled", async () => {
    const hour = 3_600_000;
    const base = { merchantCode: 'DEMO', type: 'PL' as const, content: '<p>x</p>' };
    await t.app.db.insert(announcements).values([
      { ...base, title: 'Vietnamese only', language: 'vi', sortOrder: 0 },
      { ...base, title: 'Disabled', enabled: false },
      { ...base, title: 'Not yet', startsAt: new Date(Date.now() + hour) },
      {
        ...base,
        title: 'Over',
        startsAt: new Date(Date.now() - 2 * hour),
        endsAt: new Date(Date.now() - hour),
      },
      { ...base, title: 'Until tomorrow', endsAt: new Date(Date.now() + 24 * hour), sortOrder: 0 },
    ]);
    const english = titles((await get('?types=PL')).player);
    expect(english).toContain('Until tomorrow');
    expect(english).not.toContain('Vietnamese only');
    for (const hidden of ['Disabled', 'Not yet', 'Over']) expect(english).not.toContain(hidden);
    const vietnamese = titles((await get('?types=PL', { language: 'VI' })).player);
    // Sort order first, then newest first.
    expect(vietnamese.slice(0, 2)).toEqual(['Until tomorrow', 'Vietnamese only']);
    expect(titles((await get('?types=PL&language=vi')).player)).toContain('Vietnamese only');
    expect(titles((await get('?types=PL', { merchant: 'DEMO2' })).player)).not.toContain('Until tomorrow');
  });

  it("carries the member's read flags; a guest, or a stale token, reads nothing", async () => {
    const { player } = await get('?types=PL');
    const [row] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, 'DEMO'), eq(members.username, member.username)));
    if (!row) throw new Error('member missing');
    await t.app.db
      .insert(announcementReads)
      .values({ announcementId: Number(player[1].announcementId), memberId: row.id });
    const mine = (await get('?types=PL', { authorization: member.token })).player;
    expect(mine.map((notice: Json) => notice.read)).toEqual(
      player.map((_: Json, index: number) => index === 1),
    );
    expect((await get('?types=PL')).player.every((notice: Json) => !notice.read)).toBe(true);
    expect(
      (await get('?types=PL', { authorization: 'stale-token' })).player.every((notice: Json) => !notice.read),
    ).toBe(true);
  });

  it('refuses an unknown content type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/announcements?types=B,XX' });
    expect(response.statusCode).toBe(400);
  });

  it('draws banner images, plain and cached for good; none for a notice or nothing', async () => {
    const { banners, player } = await get('?types=B,PL&groupName=m_home');
    const image = await t.app.inject({ method: 'GET', url: banners[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain('width="750" height="300"');
    expect(image.body).toContain('Welcome bonus');
    expect(image.body).not.toMatch(/<script/i);
    const notice = await t.app.inject({
      method: 'GET',
      url: `/wps/art/banners/${player[0].announcementId}.svg`,
    });
    expect(notice.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/wps/art/banners/999999999.svg' })).statusCode).toBe(
      404,
    );
  });

  describe('notices of /m/notice (issue 15)', () => {
    let agentToken: string;
    let other: { username: string; token: string };

    beforeAll(async () => {
      agentToken = (await createAccountClient(t, { merchant: 'DEMO' }).loginOk('agent', 'Agent1234')).token;
      other = await createWalletClient(t).newMember('n');
    });

    const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers = {}) =>
      t.app.inject({
        method,
        url,
        headers: { merchant: 'DEMO', ...(token ? { authorization: token } : {}), ...headers },
        ...(payload ? { payload } : {}),
      });
    const okValue = (response: LightMyRequestResponse): Json => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    };
    const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false, errorCode });
    };
    const notices = async (token?: string, headers = {}): Promise<Json[]> =>
      okValue(await call('GET', '/wps/announcements/notices', token, undefined, headers)).list;
    const markRead = (token: string | undefined, announcementId: unknown, read: unknown = true) =>
      call('POST', '/wps/announcements/read', token, { announcementId, read });
    const operator = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, merchant = 'DEMO') =>
      t.app.inject({
        method,
        url: `/wps/operator/merchants/${merchant}/announcements${path}`,
        headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
        ...(payload ? { payload } : {}),
      });
    const publish = async (body: object): Promise<OperatorAnnouncement> =>
      okValue(await operator('POST', '', body));

    it('lists player and promotion notices to everyone, agent notices only to agents', async () => {
      const visitor = await notices();
      expect(new Set(visitor.map((notice) => notice.type))).toEqual(new Set(['PL', 'PR']));
      expect(visitor.every((notice) => notice.read === false && !('content' in notice))).toBe(true);
      expect((await notices(member.token)).some((notice) => notice.type === 'A')).toBe(false);
      const agent = await notices(agentToken);
      expect(agent.filter((notice) => notice.type === 'A').map((notice) => notice.title)).toEqual([
        'Agent commission for October is paid',
        'New affiliate links for your downlines',
      ]);
      // A player cannot open an agent notice by its id either, nor mark it read.
      const agentNotice = agent.find((notice) => notice.type === 'A');
      expectError(
        await call('GET', `/wps/announcements/${agentNotice.announcementId}`),
        404,
        ErrorCode.NOT_FOUND,
      );
      expectError(
        await call('GET', `/wps/announcements/${agentNotice.announcementId}`, member.token),
        404,
        ErrorCode.NOT_FOUND,
      );
      expectError(await markRead(member.token, agentNotice.announcementId), 404, ErrorCode.NOT_FOUND);
      const detail = okValue(
        await call('GET', `/wps/announcements/${agentNotice.announcementId}`, agentToken),
      );
      expect(detail).toMatchObject({ type: 'A', content: expect.stringContaining('<table>') });
    });

    it("shows a language's own notices only to its players, written in it", async () => {
      const english = (await notices()).map((notice) => notice.title);
      const vietnamese = (await notices(undefined, { language: 'VI' })).map((notice) => notice.title);
      expect(vietnamese).toContain('Lịch nạp tiền dịp Tết Nguyên Đán');
      expect(english).not.toContain('Lịch nạp tiền dịp Tết Nguyên Đán');
      // The notices for every language show in both.
      expect(vietnamese).toContain('Keep your account safe');
      const thai = await notices(undefined, { language: 'TH' });
      expect(thai.map((notice) => notice.title)).toContain('ตารางบริการช่วงเทศกาลสงกรานต์');
      // Its detail too is for its language only.
      const [vi] = (await notices(undefined, { language: 'VI' })).filter((n) => n.title.startsWith('Lịch'));
      expectError(await call('GET', `/wps/announcements/${vi.announcementId}`), 404, ErrorCode.NOT_FOUND);
      expect(
        okValue(
          await call('GET', `/wps/announcements/${vi.announcementId}`, undefined, undefined, {
            language: 'VI',
          }),
        ).content,
      ).toContain('Vietcombank');
    });

    it('answers the detail with its sanitized content and the read flag; 404 for a banner, unknown or ended', async () => {
      const [first] = await notices(member.token);
      const detail = okValue(await call('GET', `/wps/announcements/${first.announcementId}`, member.token));
      expect(detail).toMatchObject({
        announcementId: first.announcementId,
        title: first.title,
        type: first.type,
        content: expect.stringContaining('<p>'),
      });
      const { banners } = await get('?types=B');
      expectError(await call('GET', `/wps/announcements/${banners[0].id}`), 404, ErrorCode.NOT_FOUND);
      expectError(await call('GET', '/wps/announcements/999999999'), 404, ErrorCode.NOT_FOUND);
      expect((await call('GET', '/wps/announcements/abc')).statusCode).toBe(400);
      expect((await call('GET', `/wps/announcements/${'9'.repeat(20)}`)).statusCode).toBe(400);
    });

    it('marks read for the session member only, idempotently; a visitor gets 401', async () => {
      const list = await notices(member.token);
      const target = list.find((notice) => !notice.read && notice.type === 'PL');
      expectError(await markRead(undefined, target.announcementId), 401, ErrorCode.UNAUTHORIZED);
      expect(okValue(await markRead(member.token, target.announcementId))).toEqual({
        announcementId: target.announcementId,
        read: true,
      });
      const [row] = await t.app.db
        .select()
        .from(announcementReads)
        .where(eq(announcementReads.announcementId, Number(target.announcementId)));
      // Twice: the same answer, the first read time kept, one row.
      okValue(await markRead(member.token, target.announcementId));
      const rows = await t.app.db
        .select()
        .from(announcementReads)
        .where(eq(announcementReads.announcementId, Number(target.announcementId)));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.readAt).toEqual(row?.readAt);
      const mine = await notices(member.token);
      expect(mine.find((n) => n.announcementId === target.announcementId)?.read).toBe(true);
      expect(
        okValue(await call('GET', `/wps/announcements/${target.announcementId}`, member.token)).read,
      ).toBe(true);
      // Another member, and a visitor, still have it unread.
      expect((await notices(other.token)).find((n) => n.announcementId === target.announcementId)?.read).toBe(
        false,
      );
      expect((await notices()).find((n) => n.announcementId === target.announcementId)?.read).toBe(false);
    });

    it('refuses hostile or malformed mark-read bodies with a 4xx and stores nothing', async () => {
      const before = (await t.app.db.select().from(announcementReads)).length;
      const [first] = await notices(other.token);
      for (const [announcementId, read] of [
        [first.announcementId, false],
        [Number(first.announcementId), true],
        ['1e20', true],
        [`${first.announcementId}\u0000`, true],
        ['\ud800', true],
        ['<script>alert(1)</script>', true],
        ['99999999999', true],
      ] as const) {
        const response = await markRead(other.token, announcementId, read);
        expect(response.statusCode, `${announcementId} ${read}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
      expect(
        (
          await call('POST', '/wps/announcements/read', other.token, {
            announcementId: first.announcementId,
            read: true,
            extra: 1,
          })
        ).statusCode,
      ).toBe(400);
      expect((await t.app.db.select().from(announcementReads)).length).toBe(before);
    });

    it('lets the operator publish every type, sanitized, and players see it at once', async () => {
      const hostile =
        '<h3 onclick="steal()">Cashback</h3><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><p style="position:fixed">Paid daily.</p><iframe src="https://evil.example"></iframe>';
      const created = await publish({ type: 'PL', title: '  Cashback now daily  ', content: hostile });
      expect(created).toMatchObject({
        type: 'PL',
        title: 'Cashback now daily',
        live: true,
        language: null,
        readCount: 0,
      });
      expect(created.content).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe|alert/i);
      expect(created.content).toContain('<h3>Cashback</h3>');
      const detail = okValue(await call('GET', `/wps/announcements/${created.announcementId}`));
      expect(detail.content).toBe(created.content);
      expect((await notices()).map((n) => n.title)).toContain('Cashback now daily');

      const agentOnly = await publish({
        type: 'A',
        title: 'Agent meeting',
        content: '<p>Friday</p>',
        language: 'EN',
      });
      expect(agentOnly.language).toBe('EN');
      expect((await notices(agentToken)).map((n) => n.title)).toContain('Agent meeting');
      expect((await notices(member.token)).map((n) => n.title)).not.toContain('Agent meeting');

      const popup = await publish({ type: 'PU', title: 'Pop-up test', content: '<p>Hi</p>' });
      expect((await get('?types=PU')).popup.map((p: Json) => p.title)).toContain(popup.title);
      const promotion = await publish({ type: 'PR', title: 'Promo notice', content: '<p>Hi</p>' });
      expect((await notices()).find((n) => n.announcementId === promotion.announcementId)?.type).toBe('PR');
      const banner = await publish({
        type: 'B',
        title: 'Operator banner',
        groupName: 'm_home',
        action: 'ROUTE',
        target: '/m/activity',
        sortOrder: 9,
      });
      expect((await get('?types=B&groupName=m_home')).banners.map((b: Json) => b.title)).toContain(
        'Operator banner',
      );
      expect(banner.picture).toBeNull();

      // Disabled, or ended: gone for players, kept for the operator.
      okValue(await operator('PATCH', `/${created.announcementId}`, { enabled: false }));
      expect((await notices()).map((n) => n.title)).not.toContain('Cashback now daily');
      expectError(
        await call('GET', `/wps/announcements/${created.announcementId}`),
        404,
        ErrorCode.NOT_FOUND,
      );
      const ended = okValue(
        await operator('PATCH', `/${promotion.announcementId}`, {
          endsAt: new Date(Date.now() + 1000).toISOString(),
        }),
      );
      expect(ended.live).toBe(true);
      const listed: OperatorAnnouncement[] = okValue(await operator('GET', '?type=PL')).list;
      expect(listed.every((row) => row.type === 'PL')).toBe(true);
      expect(listed.find((row) => row.announcementId === created.announcementId)).toMatchObject({
        enabled: false,
        live: false,
      });
    });

    it('counts reads for the operator', async () => {
      const created = await publish({ type: 'PL', title: 'Counted', content: '<p>x</p>' });
      okValue(await markRead(member.token, created.announcementId));
      okValue(await markRead(other.token, created.announcementId));
      okValue(await markRead(other.token, created.announcementId));
      const listed: OperatorAnnouncement[] = okValue(await operator('GET', '')).list;
      expect(listed.find((row) => row.announcementId === created.announcementId)?.readCount).toBe(2);
    });

    it('audits creation and every change with the document before and after', async () => {
      const created = await publish({ type: 'PR', title: 'Audited', content: '<p>a</p>' });
      okValue(await operator('PATCH', `/${created.announcementId}`, { sortOrder: 7, title: 'Audited 2' }));
      const audits = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `announcement:${created.announcementId}`))
        .orderBy(operatorAudit.id);
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({
        merchantCode: 'DEMO',
        actor: 'test-operator',
        before: null,
        after: { type: 'PR', title: 'Audited', content: '<p>a</p>' },
      });
      expect(audits[1]).toMatchObject({
        patch: { sortOrder: 7, title: 'Audited 2' },
        before: { sortOrder: 0, title: 'Audited' },
        after: { sortOrder: 7, title: 'Audited 2' },
      });
    });

    it('validates operator input with clear messages and stores nothing refused', async () => {
      const count = async () => (await t.app.db.select().from(announcements)).length;
      const audits = async () => (await t.app.db.select().from(operatorAudit)).length;
      const [rowsBefore, auditsBefore] = [await count(), await audits()];
      const fieldsOf = async (method: 'POST' | 'PATCH', path: string, body: object) => {
        const response = await operator(method, path, body);
        expectError(response, 400, ErrorCode.VALIDATION_FAILED);
        return response.json().value?.fields;
      };
      expect(await fieldsOf('POST', '', { type: 'XX', title: 'x' })).toHaveProperty('type');
      expect(await fieldsOf('POST', '', { type: 'PL', title: '' })).toHaveProperty('title');
      expect(await fieldsOf('POST', '', { type: 'PL', title: '   ' })).toEqual({
        title: 'must not be blank',
      });
      expect(await fieldsOf('POST', '', { type: 'PL', title: 'x'.repeat(121) })).toHaveProperty('title');
      expect(
        await fieldsOf('POST', '', { type: 'PL', title: 'x', content: 'x'.repeat(20_001) }),
      ).toHaveProperty('content');
      expect(await fieldsOf('POST', '', { type: 'PL', title: 'x\u0000' })).toBeDefined();
      expect(await fieldsOf('POST', '', { type: 'PL', title: 'x', sortOrder: 1e20 })).toHaveProperty(
        'sortOrder',
      );
      expect(await fieldsOf('POST', '', { type: 'PL', title: 'x', language: 'xx' })).toHaveProperty(
        'language',
      );
      expect(await fieldsOf('POST', '', { type: 'PL', title: 'x', groupName: 'm_home' })).toEqual({
        groupName: 'is only for banners (type B)',
      });
      expect(await fieldsOf('POST', '', { type: 'B', title: 'x' })).toEqual({
        groupName: 'is required for a banner (type B)',
      });
      expect(
        await fieldsOf('POST', '', {
          type: 'B',
          title: 'x',
          groupName: 'm_home',
          action: 'ROUTE',
          target: 'https://evil.example',
        }),
      ).toEqual({ target: 'must be a page of this site (/m/...) for action ROUTE' });
      expect(
        await fieldsOf('POST', '', {
          type: 'B',
          title: 'x',
          groupName: 'm_home',
          action: 'URL',
          target: 'javascript:alert(1)',
        }),
      ).toEqual({ target: 'must be an https:// address for action URL' });
      expect(
        await fieldsOf('POST', '', {
          type: 'B',
          title: 'x',
          groupName: 'm_home',
          picture: { url: 'https://evil.example/p.png', width: 750, height: 300 },
        }),
      ).toHaveProperty('picture.url');
      expect(
        await fieldsOf('POST', '', { type: 'PL', title: 'x', startsAt: '2026-02-30T00:00:00Z' }),
      ).toEqual({
        startsAt: 'is not a real date and time',
      });
      expect(
        await fieldsOf('POST', '', {
          type: 'PL',
          title: 'x',
          startsAt: '2026-05-02T00:00:00Z',
          endsAt: '2026-05-01T00:00:00Z',
        }),
      ).toEqual({ endsAt: 'must be after startsAt' });
      expect(await fieldsOf('POST', '', { type: 'PL', title: 'x', colour: 'red' })).toEqual({
        colour: 'is not allowed',
      });
      const [first] = (await notices()).slice(0, 1);
      expect(await fieldsOf('PATCH', `/${first.announcementId}`, {})).toBeDefined();
      expect(await fieldsOf('PATCH', `/${first.announcementId}`, { type: 'A' })).toBeDefined();
      expect(await fieldsOf('PATCH', `/${first.announcementId}`, { endsAt: '2000-01-01T00:00:00Z' })).toEqual(
        {
          endsAt: 'must be after startsAt',
        },
      );
      expect([await count(), await audits()]).toEqual([rowsBefore, auditsBefore]);
    });

    it('answers 404 for an unknown merchant or announcement, 401 without the key', async () => {
      expectError(await operator('GET', '', undefined, 'NOBODY'), 404, ErrorCode.MERCHANT_UNKNOWN);
      expectError(
        await operator('POST', '', { type: 'PL', title: 'x' }, 'NOBODY'),
        404,
        ErrorCode.MERCHANT_UNKNOWN,
      );
      expectError(await operator('PATCH', '/999999999', { enabled: false }), 404, ErrorCode.NOT_FOUND);
      const [first] = await notices();
      expectError(
        await operator('PATCH', `/${first.announcementId}`, { enabled: false }, 'DEMO2'),
        404,
        ErrorCode.NOT_FOUND,
      );
      const keyless = await t.app.inject({
        method: 'GET',
        url: '/wps/operator/merchants/DEMO/announcements',
      });
      expect(keyless.statusCode).toBe(401);
    });

    it('lists, publishes, changes and ends announcements from the CLI', async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cli = (args: string[]) => operatorCli(url, args);
      const listed = await cli(['announcements', 'DEMO2', 'A']);
      expect(listed.code, listed.err).toBe(0);
      expect(listed.out).toMatch(/^\d+\tlive\tA\tALL\t0 read\tAgent commission for October is paid$/m);
      const added = await cli([
        'announcement-add',
        'DEMO2',
        JSON.stringify({
          type: 'PL',
          title: 'From the CLI',
          content: '<p>ok<script>x()</script></p>',
          language: 'VI',
        }),
      ]);
      expect(added.code, added.err).toBe(0);
      const created = JSON.parse(added.out) as OperatorAnnouncement;
      expect(created).toMatchObject({
        title: 'From the CLI',
        content: '<p>ok</p>',
        language: 'VI',
        live: true,
      });
      const set = await cli(['announcement-set', 'DEMO2', created.announcementId, '{"sortOrder": 3}']);
      expect(set.code, set.err).toBe(0);
      expect(JSON.parse(set.out)).toMatchObject({ sortOrder: 3 });
      const ended = await cli(['announcement-end', 'DEMO2', created.announcementId]);
      expect(ended.code, ended.err).toBe(0);
      expect(JSON.parse(ended.out)).toMatchObject({ live: false });
      const refused = await cli([
        'announcement-set',
        'DEMO2',
        created.announcementId,
        '{"groupName": "m_home"}',
      ]);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/VALIDATION_FAILED[\s\S]*groupName/);
      expect((await cli(['announcement-add', 'DEMO2', '{not json'])).code).toBe(2);
      expect((await cli(['announcements'])).code).toBe(2);
      expect((await cli(['announcements', 'DEMO2', 'XX'])).code).toBe(2);
    });
  });
});
