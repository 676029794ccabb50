/**
 * The house slots over HTTP: launched from their catalogue cards like a connected vendor's game,
 * the game's data, spins that debit once and credit the win through the seamless wallet, the
 * Idempotency-Key, the play guard (session, token, vendor, limits, balance), the history, the
 * betting record and the winner board, and a spin left open between debit and credit finished at
 * the next call and at the next start. The ledger check holds at the end.
 */
import { ErrorCode, HOUSE_SLOTS_VENDOR_CODE, PLAYER_TOKEN_HEADER, type SlotGameCode } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { noPlayLimits } from '../../lib/play-guard';
import { createVendorWalletService } from '../vendor-wallet/service';
import { vendorTransactions } from '../vendor-wallet/tables';
import { createWalletService } from '../wallet/service';
import { insertSpin } from './repository';
import { SLOT_MACHINES } from './slot-games';
import { rtpPercentOf } from './slot-math';
import { houseSlotSpins } from './tables';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
type Json = any;

/** What the stand-in for issue 19's limits answers: null lets play go on. */
let limitRefusal: string | null = null;

/**
 * The state a crash between a spin's debit and its credit leaves: the bet debited and the spin
 * stored with its outcome in one commit, the win not credited. Made through the same debit.
 */
const leaveOpenSpin = async (db: Database, playerToken: string, spin: { id: string; totalWin: number }) => {
  const vendorWallet = createVendorWalletService({
    db,
    wallet: createWalletService({ db }),
    limits: noPlayLimits,
    now: Date.now,
  });
  const player = await vendorWallet.playerOf(undefined, playerToken);
  await vendorWallet.act(
    'debit',
    player,
    { transactionId: spin.id, roundId: spin.id, gameCode: 'LUCKY7', amount: 1_000 },
    (tx) =>
      insertSpin(tx, {
        ...spin,
        merchantCode: player.merchantCode,
        memberId: player.memberId,
        currency: player.currency,
        gameCode: 'LUCKY7',
        bet: 1_000,
        grid: [
          ['SEVEN', 'SEVEN', 'BAR'],
          ['SEVEN', 'SEVEN', 'BAR'],
          ['SEVEN', 'SEVEN', 'BAR'],
        ],
        wins: [{ line: 0, symbol: 'SEVEN', count: 3, amount: spin.totalWin }],
      }),
  );
};

describe('house slots', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let member: { username: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), {
      playLimits: { refusal: async () => limitRefusal },
    });
    client = createWalletClient(t);
    member = await client.newMember('slot');
    await client.adjust(member.username, 1_000_000);
  });
  afterAll(() => t?.close());

  const okValue = (response: LightMyRequestResponse): Json => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
  };

  /** Launches a game as its card does: the answer and the player token in its address. */
  const launch = async (sessionToken: string, vendor: string, gameId: string) => {
    const launched = okValue(
      await t.app.inject({
        method: 'GET',
        url: `/wps/game/launchGame?vendor=${vendor}&gameId=${gameId}`,
        headers: { merchant: 'DEMO', authorization: sessionToken },
      }),
    );
    return { launched, token: new URL(launched.url, 'http://site').searchParams.get('token') ?? '' };
  };

  /** A house call as the game page sends it: the member's session and the launch's token. */
  const house = (
    method: 'GET' | 'POST',
    url: string,
    { session, player, key, body }: { session?: string; player: string; key?: string; body?: object },
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        merchant: 'DEMO',
        [PLAYER_TOKEN_HEADER]: player,
        ...(session ? { authorization: session } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
  const spin = (player: string, bet: number, options: { game?: SlotGameCode; key?: string } = {}) =>
    house('POST', `/wps/house/slots/${options.game ?? 'LUCKY7'}/spins`, {
      session: member.token,
      player,
      key: options.key,
      body: { bet },
    });
  const walletBalance = async (sessionToken = member.token) =>
    okValue(await client.member(sessionToken).get('/wps/wallet')).sumBalance as number;
  const storedSpin = async (spinId: string) =>
    (await t.app.db.select().from(houseSlotSpins).where(eq(houseSlotSpins.id, spinId)))[0];
  const debitsOfRound = async (roundId: string) =>
    (await t.app.db.select().from(vendorTransactions).where(eq(vendorTransactions.roundId, roundId))).filter(
      (row) => row.kind === 'bet',
    ).length;

  let lucky7Token: string;

  it('lists the house under slots and launches its games connected, on the site’s slot page', async () => {
    const types = okValue(
      await t.app.inject({ method: 'GET', url: '/wps/game/vendor-types', headers: { merchant: 'DEMO' } }),
    );
    const slots = types.content.find((entry: Json) => entry.gameCategory === 'RNG');
    expect(slots.vendors[0]).toMatchObject({
      vendorCode: HOUSE_SLOTS_VENDOR_CODE,
      vendorLevel: true,
      gameCount: 2,
    });
    const games = okValue(
      await t.app.inject({
        method: 'GET',
        url: `/wps/game/list?gameType=RNG&vassalage=${HOUSE_SLOTS_VENDOR_CODE}`,
        headers: { merchant: 'DEMO' },
      }),
    ).games;
    expect(games.map((game: Json) => [game.gameId, game.gameName])).toEqual([
      ['LUCKY7', 'Lucky 7'],
      ['JADE5', 'Jade Fortune'],
    ]);

    const { launched, token } = await launch(member.token, HOUSE_SLOTS_VENDOR_CODE, 'LUCKY7');
    expect(launched).toMatchObject({ connected: true, vendorCode: 'HOUSE', vendorName: 'House Originals' });
    // The site's game page, with what it shows in its title (the game's and the vendor's names).
    expect(launched.url).toBe(
      `/m/play/HOUSE/LUCKY7?token=${encodeURIComponent(token)}&merchant=DEMO&vendorName=House%20Originals&gameName=Lucky%207`,
    );
    expect(token.length).toBeGreaterThan(20);
    lucky7Token = token;
  });

  it('answers a game: reels, paytable, paylines, the bets of the currency and the exact RTP', async () => {
    const jadeToken = (await launch(member.token, HOUSE_SLOTS_VENDOR_CODE, 'JADE5')).token;
    const game = okValue(
      await house('GET', '/wps/house/slots/JADE5', { session: member.token, player: jadeToken }),
    );
    expect(game).toMatchObject({ code: 'JADE5', reels: 5, rows: 3, currency: 'VND', decimals: 0 });
    expect(game.paylines).toHaveLength(20);
    expect(game.symbols.find((symbol: Json) => symbol.wild)).toMatchObject({ id: 'JADE' });
    expect(game.betLevels).toEqual([1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000]);
    expect(game.rtpPercent).toBe(rtpPercentOf(SLOT_MACHINES.JADE5));
    const lucky7 = okValue(
      await house('GET', '/wps/house/slots/LUCKY7', { session: member.token, player: lucky7Token }),
    );
    expect(lucky7).toMatchObject({ code: 'LUCKY7', reels: 3, rows: 3, rtpPercent: 96.11 });
    expect(lucky7.symbols.some((symbol: Json) => symbol.wild)).toBe(false);
  });

  it('spins: one debit of the bet, the win credited, the outcome stored and answered', async () => {
    const before = await walletBalance();
    const { spin: played, balance } = okValue(await spin(lucky7Token, 5_000));
    expect(played).toMatchObject({ gameCode: 'LUCKY7', bet: 5_000 });
    expect(played.grid).toHaveLength(3);
    for (const reel of played.grid) expect(reel).toHaveLength(3);
    expect(played.totalWin).toBe(played.wins.reduce((sum: number, win: Json) => sum + win.amount, 0));
    expect(balance).toBe(before - 5_000 + played.totalWin);
    expect(await walletBalance()).toBe(balance);
    expect(await storedSpin(played.spinId)).toMatchObject({
      status: 'settled',
      grid: played.grid,
      wins: played.wins,
      totalWin: played.totalWin,
    });
    expect(await debitsOfRound(played.spinId)).toBe(1);
  });

  it('pays each line what the paytable says for the grid shown', async () => {
    const lineBet = 1_000 / SLOT_MACHINES.LUCKY7.paylines.length;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { spin: played } = okValue(await spin(lucky7Token, 1_000));
      for (const win of played.wins) {
        const symbols = SLOT_MACHINES.LUCKY7.paylines[win.line]?.map((row, reel) => played.grid[reel][row]);
        const pays = SLOT_MACHINES.LUCKY7.symbols.find((symbol) => symbol.id === win.symbol)?.pays ?? [];
        expect(symbols?.slice(0, win.count).every((id: string) => id === win.symbol)).toBe(true);
        expect(win.amount).toBe((pays[win.count - 1] ?? 0) * lineBet);
      }
    }
  });

  it('takes only the bet levels of the currency', async () => {
    const before = await walletBalance();
    for (const bet of [999, 1_500, 200_000]) {
      const response = await spin(lucky7Token, bet);
      expectError(response, 400, ErrorCode.AMOUNT_OUT_OF_RANGE);
      expect(response.json().value.fields.bet).toMatch(/^one of 1000, 2000/);
    }
    expect(await walletBalance()).toBe(before);
  });

  it('answers the first spin for the same Idempotency-Key and body, and 409 for another body', async () => {
    const key = `spin-${crypto.randomUUID()}`;
    const first = okValue(await spin(lucky7Token, 2_000, { key }));
    const balance = await walletBalance();
    const again = okValue(await spin(lucky7Token, 2_000, { key }));
    expect(again.spin).toEqual(first.spin);
    expect(again.balance).toBe(balance);
    expect(await walletBalance()).toBe(balance);
    expect(await debitsOfRound(first.spin.spinId)).toBe(1);
    expectError(await spin(lucky7Token, 1_000, { key }), 409, ErrorCode.IDEMPOTENCY_CONFLICT);
    expectError(await spin(lucky7Token, 2_000, { key, game: 'JADE5' }), 409, ErrorCode.IDEMPOTENCY_CONFLICT);
    expect(await walletBalance()).toBe(balance);

    // Two at once with one key: one spin, one debit.
    const raceKey = `spin-${crypto.randomUUID()}`;
    const [one, other] = (
      await Promise.all([
        spin(lucky7Token, 1_000, { key: raceKey }),
        spin(lucky7Token, 1_000, { key: raceKey }),
      ])
    ).map(okValue);
    expect(one.spin).toEqual(other.spin);
    expect(await debitsOfRound(one.spin.spinId)).toBe(1);
    expect(await walletBalance()).toBe(balance - 1_000 + one.spin.totalWin);
  });

  describe('play guard', () => {
    it('needs the session, of the member the token was launched for', async () => {
      expectError(
        await house('POST', '/wps/house/slots/LUCKY7/spins', { player: lucky7Token, body: { bet: 1_000 } }),
        401,
        ErrorCode.UNAUTHORIZED,
      );
      const other = await client.newMember('slox');
      await client.adjust(other.username, 100_000);
      const stolen = await house('POST', '/wps/house/slots/LUCKY7/spins', {
        session: other.token,
        player: lucky7Token,
        body: { bet: 1_000 },
      });
      expectError(stolen, 401, ErrorCode.PLAYER_TOKEN_INVALID);
      expectError(
        await house('GET', '/wps/house/slots/LUCKY7', { session: other.token, player: lucky7Token }),
        401,
        ErrorCode.PLAYER_TOKEN_INVALID,
      );
      expectError(await spin('no-such-token', 1_000), 401, ErrorCode.PLAYER_TOKEN_INVALID);
    });

    it('finds no house game for another vendor’s launch', async () => {
      const { token: evoToken } = await launch(member.token, 'EVO', 'live-lobby');
      expectError(await spin(evoToken, 1_000), 404, ErrorCode.GAME_NOT_FOUND);
      expectError(
        await house('GET', '/wps/house/slots/JADE5/spins', { session: member.token, player: evoToken }),
        404,
        ErrorCode.GAME_NOT_FOUND,
      );
    });

    it('stops play when a limit says so, and moves nothing', async () => {
      const before = await walletBalance();
      limitRefusal = 'loss_limit';
      try {
        const stopped = await spin(lucky7Token, 1_000);
        expectError(stopped, 403, ErrorCode.PLAY_STOPPED);
        expect(stopped.json().value).toEqual({ reason: 'loss_limit' });
      } finally {
        limitRefusal = null;
      }
      expect(await walletBalance()).toBe(before);
    });

    it('refuses a bet above the balance and stores no spin', async () => {
      const poor = await client.newMember('slop');
      await client.adjust(poor.username, 1_500);
      const { token } = await launch(poor.token, HOUSE_SLOTS_VENDOR_CODE, 'LUCKY7');
      const refused = await house('POST', '/wps/house/slots/LUCKY7/spins', {
        session: poor.token,
        player: token,
        body: { bet: 2_000 },
      });
      expectError(refused, 409, ErrorCode.INSUFFICIENT_BALANCE);
      expect(await walletBalance(poor.token)).toBe(1_500);
      const history = okValue(
        await house('GET', '/wps/house/slots/LUCKY7/spins', { session: poor.token, player: token }),
      );
      expect(history).toEqual({ list: [], totalPages: 0, pageNum: 1 });
    });
  });

  it('lists the member’s spins of the game, newest first, paged', async () => {
    const jadeToken = (await launch(member.token, HOUSE_SLOTS_VENDOR_CODE, 'JADE5')).token;
    const jadeSpin = okValue(await spin(jadeToken, 20_000, { game: 'JADE5' })).spin;
    expect(jadeSpin.grid).toHaveLength(5);
    const page = okValue(
      await house('GET', '/wps/house/slots/LUCKY7/spins?pageSize=3', {
        session: member.token,
        player: lucky7Token,
      }),
    );
    expect(page.pageNum).toBe(1);
    expect(page.list).toHaveLength(3);
    expect(page.totalPages).toBeGreaterThan(3);
    const times = page.list.map((row: Json) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.list.every((row: Json) => row.gameCode === 'LUCKY7')).toBe(true);
    const jade = okValue(
      await house('GET', '/wps/house/slots/JADE5/spins', { session: member.token, player: jadeToken }),
    );
    expect(jade.list).toEqual([jadeSpin]);
  });

  it('shows spins in the betting record and a win on the winner board', async () => {
    let won: Json;
    for (let attempt = 0; attempt < 60 && !won; attempt += 1) {
      const played = okValue(await spin(lucky7Token, 10_000)).spin;
      if (played.totalWin > 0) won = played;
    }
    expect(won, 'no win in 60 spins').toBeDefined();
    const records = okValue(await client.member(member.token).get('/wps/game/records?pageSize=100')).list;
    expect(records.find((round: Json) => round.roundId === won.spinId)).toMatchObject({
      vendorCode: HOUSE_SLOTS_VENDOR_CODE,
      gameCode: 'LUCKY7',
      stake: 10_000,
      win: won.totalWin,
      status: 'settled',
    });
    const winners = okValue(
      await t.app.inject({ method: 'GET', url: '/wps/game/winners', headers: { merchant: 'DEMO' } }),
    ).list;
    expect(winners).toContainEqual(
      expect.objectContaining({
        gameName: 'Lucky 7',
        vendorName: 'House Originals',
        amount: won.totalWin,
        currency: 'VND',
      }),
    );
  });

  it('finishes a spin left open between debit and credit at the member’s next spin, without losing the win', async () => {
    const before = await walletBalance();
    const openSpin = { id: crypto.randomUUID(), totalWin: 20_000 };
    await leaveOpenSpin(t.app.db, lucky7Token, openSpin);
    expect(await walletBalance()).toBe(before - 1_000);
    const next = okValue(await spin(lucky7Token, 1_000)).spin;
    expect(await storedSpin(openSpin.id)).toMatchObject({ status: 'settled' });
    expect(await walletBalance()).toBe(before - 1_000 + 20_000 - 1_000 + next.totalWin);
    const records = okValue(await client.member(member.token).get('/wps/game/records?pageSize=100')).list;
    expect(records.find((round: Json) => round.roundId === openSpin.id)).toMatchObject({
      win: 20_000,
      status: 'settled',
    });
  });

  it('leaves the ledger consistent', async () => {
    const check = okValue(await client.operator('GET', '/wps/operator/ledger/check'));
    expect(check.violations).toEqual([]);
    expect(check.ok).toBe(true);
  });
});

describe('house slots at start', () => {
  it('finish the spins a crash left open, once', async () => {
    const database = await createTestDatabase();
    const config = testConfig(database, accountTestConfig());
    const first = await buildApp(config);
    await first.ready();
    const client = createWalletClient({ app: first, config, database, close: async () => {} });
    const player = await client.newMember('sloc');
    await client.adjust(player.username, 10_000);
    const playerToken = await client.playerToken(player.username, HOUSE_SLOTS_VENDOR_CODE);
    const openSpin = { id: crypto.randomUUID(), totalWin: 50_000 };
    await leaveOpenSpin(first.db, playerToken, openSpin);
    await first.close();

    const second = await buildApp(config);
    try {
      await second.ready();
      const secondClient = createWalletClient({ app: second, config, database, close: async () => {} });
      const [row] = await second.db.select().from(houseSlotSpins).where(eq(houseSlotSpins.id, openSpin.id));
      expect(row).toMatchObject({ status: 'settled' });
      expect(
        secondClient.okValue(await secondClient.member(player.token).get('/wps/wallet')).sumBalance,
      ).toBe(10_000 - 1_000 + 50_000);
      const check = secondClient.okValue(await secondClient.operator('GET', '/wps/operator/ledger/check'));
      expect(check.ok).toBe(true);
    } finally {
      await second.close();
      await database.drop();
    }
  });
});
