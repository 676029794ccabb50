/**
 * The game calls over HTTP on the seeded demo catalogue: lists and every paging rule, hot games,
 * vendor game types (SPORTS split data, BTI as 123BET, the server's order), favourites, recent
 * games added by launch, launch addresses (generic and lottery) with a player token the vendor
 * wallet accepts, the winner board, live models, the operator PATCH and the artwork.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ErrorCode, prizeModeOf } from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { members } from '../account/tables';
import { gameRounds } from '../vendor-wallet/tables';
import { games } from './tables';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
type Json = any;

describe('games', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let member: { username: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createWalletClient(t);
    member = await client.newMember('g');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { merchant: 'DEMO', ...headers } });
  const as = (token: string) => ({ authorization: token });
  const okValue = (response: LightMyRequestResponse): Json => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const list = async (query: string, headers: Record<string, string> = {}) =>
    okValue(await get(`/wps/game/list?${query}`, headers));
  const demoGames = async (where = eq(games.merchantCode, 'DEMO')) =>
    (await t.app.db.select({ n: count() }).from(games).where(where))[0]?.n ?? 0;
  const gameByCode = async (vendorCode: string, gameCode: string, merchantCode = 'DEMO') => {
    const [row] = await t.app.db
      .select()
      .from(games)
      .where(
        and(
          eq(games.merchantCode, merchantCode),
          eq(games.vendorCode, vendorCode),
          eq(games.gameCode, gameCode),
        ),
      );
    if (!row) throw new Error(`no seeded game ${vendorCode}/${gameCode}`);
    return row;
  };
  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
  };

  describe('game list', () => {
    it('pages the whole catalogue with the default page size 25', async () => {
      const total = await demoGames();
      const first = await list('');
      expect(first.games).toHaveLength(25);
      expect(first.pageNum).toBe(1);
      expect(first.totalPages).toBe(Math.ceil(total / 25));
      const last = await list(`pageNo=${first.totalPages}`);
      expect(last.games).toHaveLength(total - (first.totalPages - 1) * 25);
      const beyond = await list(`pageNo=${first.totalPages + 1}`);
      expect(beyond).toEqual({ games: [], pageNum: first.totalPages + 1, totalPages: first.totalPages });
    });

    it('counts pages exactly on a multiple of the page size, and keeps a stable order across pages', async () => {
      // PG has 60 slots: 3 pages of 20, the third full, the fourth empty.
      const pages = await Promise.all(
        [1, 2, 3, 4].map((pageNo) => list(`vassalage=PG&gameType=RNG&pageSize=20&pageNo=${pageNo}`)),
      );
      expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3, 3]);
      expect(pages.map((page) => page.games.length)).toEqual([20, 20, 20, 0]);
      const ids = pages.flatMap((page) => page.games.map((game: Json) => game.nodeId));
      expect(new Set(ids).size).toBe(60);
      expect(pages.flatMap((page) => page.games).every((game: Json) => game.vendorCode === 'PG')).toBe(true);
    });

    it('answers no pages when nothing matches', async () => {
      expect(await list('gameName=no-such-game-anywhere')).toEqual({ games: [], pageNum: 1, totalPages: 0 });
    });

    it('searches names case-insensitively, trimmed; an empty search is no filter', async () => {
      const found = await list(`gameName=${encodeURIComponent('  gOLDEN drAGON ')}`);
      expect(found.games.length).toBeGreaterThan(0);
      expect(found.games.every((game: Json) => /golden dragon/i.test(game.gameName))).toBe(true);
      expect((await list('gameName=')).totalPages).toBe((await list('')).totalPages);
      // LIKE wildcards are taken literally.
      expect((await list('gameName=%25')).games).toEqual([]);
    });

    it("searches and shows the request language's names", async () => {
      const vietnamese = await list(`gameName=${encodeURIComponent('miền bắc')}`, { language: 'VI' });
      expect(vietnamese.games.length).toBeGreaterThan(0);
      expect(vietnamese.games[0].displayName).toMatch(/Miền Bắc/);
      expect(vietnamese.games[0].gameName).toMatch(/Vietnam North/);
      const byQuery = await list(`gameName=Vietnam%20North&language=vi`);
      expect(byQuery.games[0].displayName).toMatch(/Miền Bắc/);
      const english = await list('gameName=Vietnam%20North');
      expect(english.games[0].displayName).toBe(english.games[0].gameName);
    });

    it('filters by vendor and category together', async () => {
      const fish = await list('vassalage=JILI&gameType=FISH&pageSize=100');
      expect(fish.games.length).toBe(8);
      expect(fish.games.every((game: Json) => game.vassalage === 'JILI' && game.gameType === 'FISH')).toBe(
        true,
      );
      expect(fish.games[0]).toMatchObject({
        vendorName: 'JILI',
        // The card's small square: the vendor's mark, not its 3:1 wordmark (issue 20).
        vendorLogoUrl: expect.stringMatching(/^\/wps\/art\/vendor-marks\/JILI\.svg/),
        iconUrl: expect.stringMatching(new RegExp(`^/wps/art/games/${fish.games[0].nodeId}\\.svg`)),
        showIcon: true,
      });
    });

    it('lists new games (isNew=1), hot games (isHot=1) and the BG classify', async () => {
      const fresh = await list('isNew=1&pageSize=100');
      expect(fresh.games.length).toBeGreaterThan(0);
      expect(fresh.games.every((game: Json) => game.isNew)).toBe(true);
      const newCount = await demoGames(and(eq(games.merchantCode, 'DEMO'), eq(games.isNew, true)));
      expect(fresh.totalPages).toBe(Math.ceil(newCount / 100));
      const hot = await list('isHot=1&pageSize=100');
      expect(hot.games.every((game: Json) => game.isHot)).toBe(true);
      const bg = await list('gameClassify=BG&gameType=RNG&pageSize=100');
      expect(bg.games).toHaveLength(30);
      expect(bg.games.every((game: Json) => game.gameClassify === 'BG' && game.vendorCode === 'BG')).toBe(
        true,
      );
    });

    it("never lists another merchant's games", async () => {
      const demo2 = await list('vassalage=PG&gameType=RNG&pageSize=5', { merchant: 'DEMO2' });
      const demo = await list('vassalage=PG&gameType=RNG&pageSize=5');
      expect(demo2.games.map((game: Json) => game.nodeId)).not.toEqual(
        demo.games.map((game: Json) => game.nodeId),
      );
    });

    it('refuses a page size above 100', async () => {
      expect((await get('/wps/game/list?pageSize=101')).statusCode).toBe(400);
    });

    it('keeps the lists every visitor opens encoded, compressed once for brotli and gzip', async () => {
      const url = '/wps/game/list?gameType=FISH&pageSize=25&platform=html5&language=EN&pageNo=1';
      const plain = await get(url);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      const gzipped = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

      // The kept answer is sent as it is: a change behind the operator API's back stays unseen,
      // while a search (never kept) reads the database.
      const [first] = plain.json().value.games;
      await t.app.db
        .update(games)
        .set({ name: 'Renamed behind the cache' })
        .where(eq(games.id, Number(first.nodeId)));
      try {
        expect(
          (await list('gameType=FISH&pageSize=25&platform=html5&language=EN&pageNo=1')).games[0].gameName,
        ).toBe(first.gameName);
        expect((await list('gameType=FISH&gameName=behind%20the%20cache')).games[0].nodeId).toBe(
          first.nodeId,
        );
      } finally {
        await t.app.db
          .update(games)
          .set({ name: first.gameName })
          .where(eq(games.id, Number(first.nodeId)));
      }
    });

    it('answers a language the site does not have, without keeping that answer', async () => {
      const odd = await list('gameType=FISH&language=xx-yy');
      expect(odd.games.length).toBeGreaterThan(0);
      expect(odd.games[0].displayName).toBe(odd.games[0].gameName);
    });
  });

  it('answers hot games, of one category when asked', async () => {
    const all = okValue(await get('/wps/game/hot'));
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.length).toBeLessThanOrEqual(30);
    expect(all.list.every((game: Json) => game.isHot)).toBe(true);
    const live = okValue(await get('/wps/game/hot?gameType=LIVE'));
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((game: Json) => game.gameType === 'LIVE' && game.isHot)).toBe(true);
  });

  describe('vendor game types', () => {
    it("answers the categories in the server's order, SPORTS with its e-sports and cockfight vendors", async () => {
      const { content } = okValue(await get('/wps/game/vendor-types?typeId=1'));
      expect(content.map((entry: Json) => entry.gameCategory)).toEqual([
        'LOTT',
        'ELOTT',
        'LIVE',
        'RNG',
        'FISH',
        'SPORTS',
        'PVP',
        'REWARD',
        'PROMO',
      ]);
      // The link categories hold no vendors; they lead to the reward centre and the promotions.
      const links = content.filter((entry: Json) => ['REWARD', 'PROMO'].includes(entry.gameCategory));
      expect(links.map((entry: Json) => entry.vendors)).toEqual([[], []]);
      const sports = content.find((entry: Json) => entry.gameCategory === 'SPORTS');
      expect(sports.vendors.map((vendor: Json) => [vendor.vendorCode, vendor.gameType])).toEqual([
        ['BTI', 'SPORTS'],
        ['SABA', 'SPORTS'],
        ['IMES', 'ESPORTS'],
        ['DS88', 'COCKFIGHT'],
      ]);
      expect(sports.vendorNames[0]).toBe('123BET');
      expect(sports.vendors[0].displayName).toBe('123BET');
      for (const vendor of sports.vendors) {
        expect(vendor.vendorLevel).toBe(false);
        expect(vendor.nodeId).toMatch(/^\d+$/);
        expect(vendor.gameCount).toBeGreaterThan(0);
      }
    });

    it('marks slot vendors vendor-level without a lobby, and gives LOTT the e-lottery prize mode', async () => {
      const { content } = okValue(await get('/wps/game/vendor-types'));
      const rng = content.find((entry: Json) => entry.gameCategory === 'RNG');
      expect(rng.vendors.map((vendor: Json) => vendor.vendorCode)).toEqual(
        expect.arrayContaining(['BGS', 'BG', 'PG', 'JILI']),
      );
      expect(rng.vendors.every((vendor: Json) => vendor.vendorLevel && vendor.nodeId === null)).toBe(true);
      expect(rng.vendors.find((vendor: Json) => vendor.vendorCode === 'PG').gameCount).toBe(60);
      const elott = content.find((entry: Json) => entry.gameCategory === 'ELOTT');
      expect(elott.vendors.map((vendor: Json) => vendor.vendorCode)).toEqual(['TCG_LOTTO_VN', 'ELOTT']);
      expect(prizeModeOf('LOTT', content)).toBe('Elott');
    });
  });

  describe('favourites', () => {
    it('need a session', async () => {
      for (const response of [
        await get('/wps/game/favourites'),
        await get('/wps/game/favourites/ids'),
        await t.app.inject({ method: 'POST', url: '/wps/game/favourites', payload: { nodeId: '1' } }),
        await t.app.inject({ method: 'DELETE', url: '/wps/game/favourites/1' }),
      ]) {
        expectError(response, 401, ErrorCode.UNAUTHORIZED);
      }
    });

    it('adds, lists newest first with paging, answers the ids, and removes', async () => {
      const fan = await client.newMember('f');
      const [a, b] = [await gameByCode('PG', 'pg-rng-001'), await gameByCode('EVO', 'evo-live-002')];
      const add = (nodeId: number) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/game/favourites',
          headers: { merchant: 'DEMO', ...as(fan.token) },
          payload: { nodeId: String(nodeId), vendor: 'PG' },
        });
      const remove = (nodeId: number) =>
        t.app.inject({
          method: 'DELETE',
          url: `/wps/game/favourites/${nodeId}`,
          headers: { merchant: 'DEMO', ...as(fan.token) },
        });
      expect(okValue(await get('/wps/game/favourites', as(fan.token)))).toEqual({
        content: [],
        pageNum: 1,
        totalPages: 0,
      });
      expect(okValue(await add(a.id))).toEqual([String(a.id)]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(okValue(await add(b.id))).toEqual([String(b.id), String(a.id)]);
      expect(okValue(await add(a.id))).toEqual([String(b.id), String(a.id)]);
      expect(okValue(await get('/wps/game/favourites/ids', as(fan.token)))).toEqual([
        String(b.id),
        String(a.id),
      ]);

      const firstPage = okValue(await get('/wps/game/favourites?pageNo=1&pageSize=1', as(fan.token)));
      expect(firstPage).toMatchObject({ pageNum: 1, totalPages: 2 });
      expect(firstPage.content.map((game: Json) => game.nodeId)).toEqual([String(b.id)]);
      const secondPage = okValue(await get('/wps/game/favourites?pageNo=2&pageSize=1', as(fan.token)));
      expect(secondPage.content.map((game: Json) => game.nodeId)).toEqual([String(a.id)]);
      const live = okValue(await get('/wps/game/favourites?gameType=LIVE', as(fan.token)));
      expect(live.content.map((game: Json) => game.nodeId)).toEqual([String(b.id)]);

      expect(okValue(await remove(a.id))).toEqual([String(b.id)]);
      expect(okValue(await remove(a.id))).toEqual([String(b.id)]);
      // Another member's favourites are their own.
      expect(okValue(await get('/wps/game/favourites/ids', as(member.token)))).toEqual([]);
    });

    it("refuses an unknown node, and another merchant's game, with 404 GAME_NOT_FOUND", async () => {
      const other = await gameByCode('PG', 'pg-rng-001', 'DEMO2');
      for (const nodeId of ['999999999', String(other.id)]) {
        expectError(
          await t.app.inject({
            method: 'POST',
            url: '/wps/game/favourites',
            headers: { merchant: 'DEMO', ...as(member.token) },
            payload: { nodeId },
          }),
          404,
          ErrorCode.GAME_NOT_FOUND,
        );
      }
      expectError(
        await t.app.inject({
          method: 'DELETE',
          url: '/wps/game/favourites/999999999',
          headers: { merchant: 'DEMO', ...as(member.token) },
        }),
        404,
        ErrorCode.GAME_NOT_FOUND,
      );
    });
  });

  describe('launch', () => {
    it('needs a session', async () => {
      expectError(await get('/wps/game/launchGame?vendor=EVO'), 401, ErrorCode.UNAUTHORIZED);
      expectError(await get('/wps/game/launchLottery?vendor=TCG_SEA'), 401, ErrorCode.UNAUTHORIZED);
      expectError(await get('/wps/game/recent'), 401, ErrorCode.UNAUTHORIZED);
    });

    it("answers the honest page of a vendor that is not connected, with a token the vendor's wallet accepts", async () => {
      const player = await client.newMember('l');
      await client.adjust(player.username, 12_345);
      const launched = okValue(
        await get('/wps/game/launchGame?gameCategory=LIVE&vendor=EVO', as(player.token)),
      );
      expect(launched).toMatchObject({
        connected: false,
        vendorCode: 'EVO',
        vendorName: 'Evolution',
        gameName: 'Evolution Lobby',
      });
      const url = new URL(launched.url, 'http://site');
      expect(url.pathname).toBe('/m/play/EVO/live-lobby');
      expect(url.searchParams.get('merchant')).toBe('DEMO');
      expect(url.searchParams.get('vendorName')).toBe('Evolution');
      expect(url.searchParams.get('gameName')).toBe('Evolution Lobby');
      const token = url.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(20);
      const secret = await client.vendorSecret('EVO');
      const balance = await client.vendorCall('balance', { playerToken: token }, secret, {
        vendorCode: 'EVO',
      });
      expect(balance.statusCode, balance.body).toBe(200);
      expect(balance.json().value.balance).toBe(12_345);
      // The token is the EVO vendor's only.
      const elsewhere = await client.vendorCall(
        'balance',
        { playerToken: token },
        await client.vendorSecret('PG'),
        {
          vendorCode: 'PG',
        },
      );
      expect(elsewhere.statusCode).toBe(401);
    });

    it('launches a game by node id; the vendor must match, the game must be listed', async () => {
      const slot = await gameByCode('JILI', 'jili-rng-002');
      const launched = okValue(
        await get(
          `/wps/game/launchGame?gameCategory=RNG&vendor=JILI&gameId=${slot.gameId}&nodeId=${slot.id}&supportFreePlay=false`,
          as(member.token),
        ),
      );
      expect(new URL(launched.url, 'http://site').pathname).toBe(`/m/play/JILI/${slot.gameId}`);
      expect(launched.gameName).toBe(slot.name);
      expectError(
        await get(`/wps/game/launchGame?vendor=PG&nodeId=${slot.id}`, as(member.token)),
        404,
        ErrorCode.GAME_NOT_FOUND,
      );
      expectError(
        await get('/wps/game/launchGame?vendor=NOBODY', as(member.token)),
        404,
        ErrorCode.GAME_NOT_FOUND,
      );
      expectError(
        await get('/wps/game/launchGame?vendor=JILI&gameId=no-such-game', as(member.token)),
        404,
        ErrorCode.GAME_NOT_FOUND,
      );
    });

    it('answers lottery addresses: SEA for TCG_SEA, the e-lottery lobby under Elott, ent for entertainment games', async () => {
      const sea = okValue(await get('/wps/game/launchLottery?vendor=TCG_SEA&css=dark', as(member.token)));
      const seaUrl = new URL(sea.url, 'http://site');
      expect(seaUrl.pathname).toBe('/m/lotto-h5/TCG_SEA/trad/games/lott-lobby');
      expect(Object.fromEntries(seaUrl.searchParams)).toMatchObject({
        merchant: 'DEMO',
        css: 'dark',
        prize_mode: 'SEA',
        vendorName: 'TCG SEA Lottery',
        gameName: 'TCG SEA Lottery Lobby',
      });
      expect(sea.connected).toBe(false);

      const elott = okValue(
        await get(
          '/wps/game/launchLottery?vendor=ELOTT&playType=trad&prize_mode=Elott&code=lobby',
          as(member.token),
        ),
      );
      expect(new URL(elott.url, 'http://site').pathname).toBe('/m/lotto-h5/ELOTT/trad/games/elott-lobby');
      const vn = okValue(
        await get('/wps/game/launchLottery?vendor=TCG_LOTTO_VN&prize_mode=Elott', as(member.token)),
      );
      expect(new URL(vn.url, 'http://site').pathname).toBe('/m/lotto-h5/TCG_LOTTO_VN/ent/games/elott-lobby');
      // The house plays the lottery lobbies of spec §4 on the same frame: they open connected, with
      // the frame's query filled from the launch (decision 0033); TCG_SEA above stays honest.
      expect([elott.connected, vn.connected]).toEqual([true, true]);
      expect(Object.fromEntries(new URL(vn.url, 'http://site').searchParams)).toMatchObject({
        merchant: 'DEMO',
        prize_mode: 'Elott',
        vendorName: 'TCG Lotto VN',
        token: expect.stringMatching(/^[\w-]{40,}$/),
      });
      // Without a prize mode the merchant's mapping decides: it has ELOTT entries, so Elott.
      const lott = okValue(await get('/wps/game/launchLottery?vendor=LOTT', as(member.token)));
      expect(lott.connected).toBe(true);
      expect(new URL(lott.url, 'http://site').searchParams.get('prize_mode')).toBe('Elott');

      const keno = await gameByCode('LOTT', 'lott-lott-007');
      expect(keno.lottoMode).toBe('Entertainment');
      const byGame = okValue(
        await get(`/wps/game/launchLottery?vendor=LOTT&gameId=${keno.gameId}`, as(member.token)),
      );
      expect(new URL(byGame.url, 'http://site').pathname).toBe(`/m/lotto-h5/LOTT/ent/games/${keno.gameId}`);
      expectError(
        await get('/wps/game/launchLottery?vendor=LOTT&gameId=nothing', as(member.token)),
        404,
        ErrorCode.GAME_NOT_FOUND,
      );
    });

    it('records launched games as recent, newest first, a relaunch moving to the top', async () => {
      const player = await client.newMember('r');
      const [first, second] = [await gameByCode('PG', 'pg-rng-003'), await gameByCode('CQ9', 'cq9-fish-001')];
      const launch = (game: typeof first) =>
        get(`/wps/game/launchGame?vendor=${game.vendorCode}&nodeId=${game.id}`, as(player.token));
      expect(okValue(await get('/wps/game/recent', as(player.token)))).toEqual({ list: [], totalPages: 0 });
      okValue(await launch(first));
      await new Promise((resolve) => setTimeout(resolve, 5));
      okValue(await launch(second));
      const recent = okValue(await get('/wps/game/recent', as(player.token)));
      expect(recent.list.map((game: Json) => game.nodeId)).toEqual([String(second.id), String(first.id)]);
      expect(recent.totalPages).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      okValue(await launch(first));
      const again = okValue(await get('/wps/game/recent?page=1&pageSize=1', as(player.token)));
      expect(again).toMatchObject({ totalPages: 2 });
      expect(again.list.map((game: Json) => game.nodeId)).toEqual([String(first.id)]);
      const fish = okValue(await get('/wps/game/recent?gameType=FISH', as(player.token)));
      expect(fish.list.map((game: Json) => game.nodeId)).toEqual([String(second.id)]);
      // A lobby launch records the lobby game.
      okValue(await get('/wps/game/launchGame?vendor=SABA', as(player.token)));
      expect(okValue(await get('/wps/game/recent', as(player.token))).list[0].gameName).toBe(
        'SABA Sports Lobby',
      );
    });
  });

  it('answers the biggest settled wins of the merchant with masked names', async () => {
    const [winner] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, member.username));
    if (!winner) throw new Error('member missing');
    const base = {
      vendorCode: 'JILI',
      merchantCode: 'DEMO',
      memberId: winner.id,
      gameCode: 'jili-rng-001',
      stake: 100,
    };
    await t.app.db.insert(gameRounds).values([
      { ...base, roundId: 'w1', win: 5_000, status: 'settled' },
      { ...base, roundId: 'w2', win: 90_000, status: 'settled', gameCode: 'unknown-code' },
      { ...base, roundId: 'w3', win: 0, status: 'settled' },
      { ...base, roundId: 'w4', win: 1_000_000, status: 'open' },
      { ...base, roundId: 'w5', win: 7_000_000, status: 'settled', merchantCode: 'DEMO2' },
    ]);
    const { list } = okValue(await get('/wps/game/winners'));
    expect(list.map((row: Json) => row.amount)).toEqual([90_000, 5_000]);
    const masked = `${member.username[0]}${'*'.repeat(member.username.length - 2)}${member.username.at(-1)}`;
    expect(list[1]).toMatchObject({
      userName: masked,
      gameName: 'Golden Dragon',
      vendorName: 'JILI',
      currency: 'VND',
    });
    expect(list[0].gameName).toBe('unknown-code');
    expect(
      okValue(await get('/wps/game/winners', { merchant: 'DEMO2' })).list.map((row: Json) => row.amount),
    ).toEqual([7_000_000]);
  });

  it('lists live models where the live-model feature is on, only streaming ones when active', async () => {
    const { list } = okValue(await get('/wps/live/models'));
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]).toMatchObject({
      avatarUrl: expect.stringMatching(/^\/wps\/art\/models\/\d+\.svg/),
      nodeId: expect.stringMatching(/^\d+$/),
    });
    const active = okValue(await get('/wps/live/models?active=true')).list;
    expect(active.length).toBeGreaterThan(0);
    expect(active.length).toBeLessThan(list.length);
    expect(active.every((model: Json) => model.streaming)).toBe(true);
    expect(okValue(await get('/wps/live/models', { merchant: 'DEMO2' })).list).toEqual([]);
  });

  describe('operator', () => {
    const patch = (
      nodeId: number | string,
      payload: object,
      headers: Record<string, string> = operatorHeaders,
    ) =>
      t.app.inject({
        method: 'PATCH',
        url: `/wps/operator/merchants/DEMO/games/${nodeId}`,
        headers,
        payload,
      });

    it('changes flags at once in the cached answers, and audits the change', async () => {
      const game = await gameByCode('WM', 'wm-live-003');
      // Read (and cache) the answers first.
      const hotBefore = okValue(await get('/wps/game/hot?gameType=LIVE')).list.map((row: Json) => row.nodeId);
      // The game list's hot tab, as the site asks for it (kept encoded).
      const hotTab = (query: string) =>
        list(`${query}isHot=1&pageSize=25&platform=html5&language=EN&pageNo=1`).then((value) =>
          value.games.map((row: Json) => row.nodeId),
        );
      expect(await hotTab('gameType=LIVE&')).not.toContain(String(game.id));
      expect(await hotTab('')).not.toContain(String(game.id));
      const wmBefore = okValue(await get('/wps/game/vendor-types'))
        .content.find((c: Json) => c.gameCategory === 'LIVE')
        .vendors.find((v: Json) => v.vendorCode === 'WM').gameCount;
      expect(hotBefore).not.toContain(String(game.id));

      const hot = okValue(await patch(game.id, { isHot: true, sortOrder: 0 }));
      expect(hot).toMatchObject({ nodeId: String(game.id), isHot: true });
      expect(okValue(await get('/wps/game/hot?gameType=LIVE')).list[0].nodeId).toBe(String(game.id));
      expect(okValue(await get('/wps/game/hot')).list.map((row: Json) => row.nodeId)).toContain(
        String(game.id),
      );
      expect((await hotTab('gameType=LIVE&'))[0]).toBe(String(game.id));
      expect(await hotTab('')).toContain(String(game.id));

      okValue(await patch(game.id, { enabled: false }));
      expect(await hotTab('gameType=LIVE&')).not.toContain(String(game.id));
      expect(
        okValue(await get('/wps/game/hot?gameType=LIVE')).list.map((row: Json) => row.nodeId),
      ).not.toContain(String(game.id));
      const wmAfter = okValue(await get('/wps/game/vendor-types'))
        .content.find((c: Json) => c.gameCategory === 'LIVE')
        .vendors.find((v: Json) => v.vendorCode === 'WM').gameCount;
      expect(wmAfter).toBe(wmBefore - 1);
      expect((await list('vassalage=WM&pageSize=100')).games.map((row: Json) => row.nodeId)).not.toContain(
        String(game.id),
      );
      expectError(
        await get(`/wps/game/launchGame?vendor=WM&nodeId=${game.id}`, as(member.token)),
        404,
        ErrorCode.GAME_NOT_FOUND,
      );

      const audits = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `game:${game.id}`));
      expect(audits.map((row) => row.patch)).toEqual([{ isHot: true, sortOrder: 0 }, { enabled: false }]);
      expect(audits[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    });

    it('refuses without the key, an unknown game, and an empty change', async () => {
      expect((await patch(1, { isHot: true }, {})).statusCode).toBe(401);
      expectError(await patch('999999999', { isHot: true }), 404, ErrorCode.GAME_NOT_FOUND);
      expect((await patch(1, {})).statusCode).toBe(400);
    });

    describe('the operator game list', () => {
      const games$ = (query = '', merchantCode = 'DEMO', headers: Record<string, string> = operatorHeaders) =>
        t.app.inject({
          method: 'GET',
          url: `/wps/operator/merchants/${merchantCode}/games${query ? `?${query}` : ''}`,
          headers,
        });
      const ids = (page: Json): string[] => page.list.map((game: Json) => game.nodeId);

      it('pages every game of the merchant, hidden ones too, in sort order, with the total and the vendors', async () => {
        const hidden = await gameByCode('EVO', 'evo-live-002');
        okValue(await patch(hidden.id, { enabled: false }));
        const total = await demoGames();
        const first = okValue(await games$('pageSize=50'));
        expect(first).toMatchObject({ total, pageNo: 1, pageSize: 50 });
        expect(first.list).toHaveLength(50);
        const orders = first.list.map((game: Json) => game.sortOrder);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
        const second = okValue(await games$('pageSize=50&pageNo=2'));
        expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
        expect(first.vendors).toEqual(expect.arrayContaining([{ vendorCode: 'BTI', name: '123BET' }]));
        // The shown list leaves the hidden game out; the operator's does not.
        const evo = okValue(await games$('vendorCode=EVO&pageSize=100'));
        expect(evo.list.find((game: Json) => game.nodeId === String(hidden.id))).toMatchObject({
          enabled: false,
          vendorEnabled: true,
          vendorCode: 'EVO',
          gameType: 'LIVE',
        });
        expect(evo.list.every((game: Json) => game.vendorCode === 'EVO')).toBe(true);
        const off = okValue(await games$('enabled=false&pageSize=100'));
        expect(ids(off)).toContain(String(hidden.id));
        expect(off.list.every((game: Json) => !game.enabled)).toBe(true);
        okValue(await patch(hidden.id, { enabled: true }));
      });

      it('filters by category, flags and a part of the name, case and wildcards taken literally', async () => {
        const game = await gameByCode('DG', 'dg-live-001');
        okValue(await patch(game.id, { isHot: true, isNew: false }));
        const hotLive = okValue(await games$('gameType=LIVE&isHot=true&pageSize=100'));
        expect(ids(hotLive)).toContain(String(game.id));
        expect(hotLive.list.every((row: Json) => row.gameType === 'LIVE' && row.isHot)).toBe(true);
        expect(ids(okValue(await games$('isNew=true&pageSize=100')))).not.toContain(String(game.id));
        const byName = okValue(await games$(`gameName=${encodeURIComponent(game.name.toUpperCase())}`));
        expect(ids(byName)).toContain(String(game.id));
        expect(okValue(await games$(`gameName=${encodeURIComponent('%')}`)).total).toBe(0);
        expect(okValue(await games$(`gameName=${encodeURIComponent('_')}`)).total).toBe(0);
        // Another merchant's games are never listed.
        expect(ids(okValue(await games$('pageSize=100', 'DEMO2')))).not.toContain(String(game.id));
      });

      it('sorts by name or sort order, either way, ties by node id', async () => {
        const byName = okValue(await games$('sort=name&order=desc&pageSize=100'));
        const names = byName.list.map((game: Json) => game.gameName);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
        const descending = okValue(await games$('order=desc&pageSize=100')).list.map(
          (game: Json) => game.sortOrder,
        );
        expect(descending).toEqual([...descending].sort((a, b) => b - a));
      });

      it.each([
        ['a page too large', 'pageSize=101'],
        ['page 0', 'pageNo=0'],
        ['a page beyond the limit', 'pageNo=100001'],
        ['an unknown sort', 'sort=id%3Bdrop'],
        ['a flag that is not one', 'isHot=maybe'],
        ['an unknown category', 'gameType=NOPE'],
        ['an unknown filter', 'colour=red'],
        ['a NUL in the name', 'gameName=a%00b'],
        ['a name too long', `gameName=${'x'.repeat(101)}`],
        ['a malformed vendor', 'vendorCode=EV%20O'],
      ])('refuses %s with 400', async (_case, query) => {
        const response = await games$(query);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().success).toBe(false);
      });

      it('refuses a malformed merchant with 400 and a call without the key with 401', async () => {
        expect((await games$('', 'DE%20MO')).statusCode).toBe(400);
        expect((await games$('', 'DEMO', {})).statusCode).toBe(401);
      });
    });
  });

  describe('artwork', () => {
    const expectSvg = (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/<script|on\w+=/i);
    };

    it('draws game icons, vendor wordmarks and marks and model avatars without a Merchant header', async () => {
      const game = await gameByCode('PG', 'pg-rng-001', 'DEMO2');
      const icon = await t.app.inject({ method: 'GET', url: `/wps/art/games/${game.id}.svg?v=1` });
      expectSvg(icon);
      expect(icon.body.length).toBeLessThan(1500);
      const logo = await t.app.inject({ method: 'GET', url: '/wps/art/vendors/BTI.svg' });
      expectSvg(logo);
      expect(logo.body).toContain('123BET');
      const mark = await t.app.inject({ method: 'GET', url: '/wps/art/vendor-marks/BTI.svg?v=3' });
      expectSvg(mark);
      // The whole name in a square no card crops: its initials (123BET → 1).
      expect(mark.body).toContain('viewBox="0 0 64 64"');
      expect(mark.body).toContain('>1</text>');
      const { list } = okValue(await get('/wps/live/models'));
      expectSvg(await t.app.inject({ method: 'GET', url: list[0].avatarUrl }));
    });

    it('answers 404 for art of nothing', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/wps/art/games/999999999.svg' })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: '/wps/art/vendors/NOBODY.svg' })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: '/wps/art/vendor-marks/NOBODY.svg' })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/wps/art/games/abc.svg' })).statusCode).toBe(400);
    });
  });
});
