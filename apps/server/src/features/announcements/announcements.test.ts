/**
 * Spec §7 Announcements over HTTP: content types (default B,PL,PU), banner groups, the live banners
 * only with the live-model feature, language, what is live now, sort order, the member's read
 * flags, and the generated banner art.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
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
});
