/**
 * The house lottery (issue 13 points 1, 2, 4, 5; decision 0033): rounds published before betting,
 * a slip as one debit, cancel before the close, the draw once and its settlement through the
 * seamless wallet (the betting record and the winner board fill), the play guard, and draws that
 * verify with the contract's rule and with the independent script.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  ErrorCode,
  HOUSE_GAMES_PATHS,
  LOTTERY_CLOSE_BEFORE_DRAW_SECONDS,
  type LotteryResult,
  lotteryCommitOf,
  lotteryNumberOf,
  lotteryPayout,
  PLAYER_TOKEN_HEADER,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { noPlayLimits } from '../../lib/play-guard';
import { createVendorWalletService } from '../vendor-wallet/service';
import { createWalletService } from '../wallet/service';
import * as repository from './repository';
import { createHouseLotteryService } from './service';
import { stakeLimitsOf } from './stakes';

const run = promisify(execFile);
const VERIFY_SCRIPT = resolve(__dirname, '../../../../../scripts/verify-draws.mjs');

const FAST1_MS = 60_000;
/** 10 s into a five-minute boundary ahead: every game's round is open and far from its close. */
const START = Math.ceil(Date.now() / 300_000) * 300_000 + 10_000;

describe('house lottery', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let at = START;
  const clock = () => at;
  /** A second server process on the same database: it draws and settles like the app's own loop. */
  let otherProcess: ReturnType<typeof createHouseLotteryService>;
  let player: { username: string; token: string; playerToken: string };
  const { minStake, maxStake } = stakeLimitsOf('VND');

  const newPlayer = async (funds: number, vendorCode = 'TCG_LOTTO_VN') => {
    const member = await client.newMember('lot');
    if (funds > 0) await client.adjust(member.username, funds);
    return { ...member, playerToken: await client.playerToken(member.username, vendorCode) };
  };

  const call = (
    method: 'GET' | 'POST',
    url: string,
    who: { token: string; playerToken: string } | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    client.accounts.request(method, url, payload, {
      ...(who ? { token: who.token } : {}),
      headers: { ...(who ? { [PLAYER_TOKEN_HEADER]: who.playerToken } : {}), ...headers },
    });

  const ordersUrl = (gameCode = 'FAST1') => HOUSE_GAMES_PATHS.lotteryOrders.replace(':gameCode', gameCode);
  const stateUrl = (gameCode = 'FAST1') => HOUSE_GAMES_PATHS.lotteryState.replace(':gameCode', gameCode);
  const roundsUrl = (gameCode = 'FAST1') => HOUSE_GAMES_PATHS.lotteryRounds.replace(':gameCode', gameCode);
  const cancelUrl = (orderId: string) => HOUSE_GAMES_PATHS.lotteryCancel.replace(':orderId', orderId);

  const stateOf = async (who = player) => client.okValue(await call('GET', stateUrl(), who));
  const place = async (who: typeof player, body: object, key?: string) =>
    call('POST', ordersUrl(), who, body, key ? { 'idempotency-key': key } : {});
  const balanceOf = async (who: typeof player) =>
    client.okValue(await call('GET', '/wps/wallet', who)).sumBalance as number;
  const expectError = (
    response: { statusCode: number; json(): { errorCode: string } },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    expect(response.json().errorCode).toBe(code);
  };
  const drawnRounds = async (): Promise<LotteryResult[]> =>
    client.okValue(await client.accounts.request('GET', `${roundsUrl()}?pageSize=50`)).list;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock });
    client = createWalletClient(t);
    const db = t.app.db;
    otherProcess = createHouseLotteryService({
      db,
      vendorWallet: createVendorWalletService({
        db,
        wallet: createWalletService({ db }),
        limits: noPlayLimits,
        now: clock,
      }),
      limits: noPlayLimits,
      now: clock,
    });
    player = await newPlayer(10_000_000);
  });
  afterAll(() => t?.close());

  it('answers the games with their stake limits in the player’s currency', async () => {
    const lobby = client.okValue(await call('GET', HOUSE_GAMES_PATHS.lotteryLobby, player));
    expect(lobby).toEqual({
      games: [
        { code: 'FAST1', intervalSeconds: 60, minStake, maxStake },
        { code: 'FAST3', intervalSeconds: 180, minStake, maxStake },
        { code: 'FAST5', intervalSeconds: 300, minStake, maxStake },
      ],
      currency: 'VND',
      decimals: 0,
    });
    expect(minStake).toBe(1_000);
  });

  it('publishes the open and the next round’s commitments before they take bets, the same to every process', async () => {
    const state = await stateOf();
    expect(state.current.roundNo).toBe(Math.floor(at / FAST1_MS));
    expect(state.next.roundNo).toBe(state.current.roundNo + 1);
    expect(state.current.commit).toMatch(/^[0-9a-f]{64}$/);
    expect(state.next.commit).not.toBe(state.current.commit);
    expect(Date.parse(state.current.closesAt)).toBe(
      Date.parse(state.current.drawsAt) - LOTTERY_CLOSE_BEFORE_DRAW_SECONDS * 1000,
    );
    await otherProcess.drawDue();
    expect(await stateOf()).toMatchObject({ current: state.current, next: state.next });
    const [round] = await repository.findRounds(t.app.db, 'FAST1', [state.current.roundNo]);
    expect(lotteryCommitOf(round?.seed ?? '')).toBe(state.current.commit);
    // The seed stays secret until the draw.
    expect(JSON.stringify(state)).not.toContain(round?.seed);
  });

  it('takes a slip as one debit; the same Idempotency-Key answers the first order, another slip under it is 409', async () => {
    const { current } = await stateOf();
    const before = await balanceOf(player);
    const body = { roundNo: current.roundNo, lines: [{ kind: 'size', pick: 'big', stake: 20_000 }] };
    const placed = client.okValue(await place(player, body, 'slip-key-0001'));
    expect(placed.balance).toBe(before - 20_000);
    expect(placed.order).toMatchObject({ status: 'open', stake: 20_000, payout: null, number: null });
    const again = client.okValue(await place(player, body, 'slip-key-0001'));
    expect(again.order.orderId).toBe(placed.order.orderId);
    expect(await balanceOf(player)).toBe(before - 20_000);
    expectError(
      await place(
        player,
        { ...body, lines: [{ kind: 'size', pick: 'small', stake: 20_000 }] },
        'slip-key-0001',
      ),
      409,
      ErrorCode.IDEMPOTENCY_CONFLICT,
    );
  });

  it('refuses a stake out of range by line, a round that is not open, and a balance too small', async () => {
    const { current } = await stateOf();
    const outOfRange = await place(player, {
      roundNo: current.roundNo,
      lines: [
        { kind: 'number', pick: '7', stake: minStake },
        { kind: 'parity', pick: 'odd', stake: minStake - 1 },
        { kind: 'colour', pick: 'red', stake: maxStake + 1 },
      ],
    });
    expectError(outOfRange, 400, ErrorCode.AMOUNT_OUT_OF_RANGE);
    expect(Object.keys(outOfRange.json().value.fields)).toEqual(['lines.1.stake', 'lines.2.stake']);
    const line = { kind: 'number', pick: '3', stake: minStake };
    for (const roundNo of [current.roundNo - 1, current.roundNo + 1]) {
      expectError(await place(player, { roundNo, lines: [line] }), 409, ErrorCode.BETTING_CLOSED);
    }
    const poor = await newPlayer(5_000);
    expectError(
      await place(poor, { roundNo: current.roundNo, lines: [{ ...line, stake: 6_000 }] }, 'poor-key-0001'),
      409,
      ErrorCode.INSUFFICIENT_BALANCE,
    );
    expect(await balanceOf(poor)).toBe(5_000);
    // Nothing was left behind: the same key works once there is money.
    await client.adjust(poor.username, 5_000);
    client.okValue(
      await place(poor, { roundNo: current.roundNo, lines: [{ ...line, stake: 6_000 }] }, 'poor-key-0001'),
    );
    expect(await balanceOf(poor)).toBe(4_000);
  });

  it('plays with the token of a lottery launch, which opens connected', async () => {
    const launched = client.okValue(
      await call('GET', '/wps/game/launchLottery?vendor=TCG_LOTTO_VN', {
        token: player.token,
        playerToken: '',
      }),
    );
    expect(launched.connected).toBe(true);
    const playerToken = new URL(launched.url, 'http://site').searchParams.get('token') ?? '';
    const lobby = client.okValue(
      await call('GET', HOUSE_GAMES_PATHS.lotteryLobby, { token: player.token, playerToken }),
    );
    expect(lobby.currency).toBe('VND');
  });

  it('guards play: the session, the token’s member, the token’s vendor', async () => {
    const other = await newPlayer(0);
    expectError(
      await call('GET', stateUrl(), null, undefined, { [PLAYER_TOKEN_HEADER]: player.playerToken }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    expectError(
      await call('GET', stateUrl(), { token: other.token, playerToken: player.playerToken }),
      401,
      ErrorCode.PLAYER_TOKEN_INVALID,
    );
    expectError(
      await call('GET', stateUrl(), { token: player.token, playerToken: 'no-such-token' }),
      401,
      ErrorCode.PLAYER_TOKEN_INVALID,
    );
    const slotsToken = await client.playerToken(player.username, 'JILI');
    expectError(
      await call('GET', stateUrl(), { token: player.token, playerToken: slotsToken }),
      404,
      ErrorCode.GAME_NOT_FOUND,
    );
    for (const vendorCode of ['LOTT', 'ELOTT']) {
      const token = await client.playerToken(player.username, vendorCode);
      client.okValue(await call('GET', stateUrl(), { token: player.token, playerToken: token }));
    }
  });

  it('cancels an open slip before the close (the stake comes back), not after', async () => {
    const { current } = await stateOf();
    const before = await balanceOf(player);
    const { order } = client.okValue(
      await place(player, {
        roundNo: current.roundNo,
        lines: [{ kind: 'colour', pick: 'violet', stake: 3_000 }],
      }),
    );
    const cancelled = client.okValue(await call('POST', cancelUrl(order.orderId), player));
    expect(cancelled).toEqual({ order: { ...order, status: 'cancelled' }, balance: before });
    // A repeated cancel answers the same and moves nothing.
    expect(client.okValue(await call('POST', cancelUrl(order.orderId), player)).balance).toBe(before);
    const other = await newPlayer(0);
    expectError(await call('POST', cancelUrl(order.orderId), other), 404, ErrorCode.NOT_FOUND);

    const late = client.okValue(
      await place(player, {
        roundNo: current.roundNo,
        lines: [{ kind: 'parity', pick: 'even', stake: 3_000 }],
      }),
    ).order;
    const savedAt = at;
    at = Date.parse(current.closesAt);
    expectError(await call('POST', cancelUrl(late.orderId), player), 409, ErrorCode.BETTING_CLOSED);
    expectError(
      await place(player, {
        roundNo: current.roundNo,
        lines: [{ kind: 'parity', pick: 'even', stake: 3_000 }],
      }),
      409,
      ErrorCode.BETTING_CLOSED,
    );
    at = savedAt;
  });

  describe('the draw', () => {
    let winner: typeof player;
    let roundNo: number;
    let winnerOrderId: string;
    let balanceBeforeDraw: number;

    beforeAll(async () => {
      winner = await newPlayer(1_000_000);
      const { current } = await stateOf(winner);
      roundNo = current.roundNo;
      // One line on each number: exactly one of them wins.
      const lines = Array.from({ length: 10 }, (_, n) => ({
        kind: 'number',
        pick: String(n),
        stake: 10_000,
      }));
      const placed = client.okValue(await place(winner, { roundNo, lines }));
      winnerOrderId = placed.order.orderId;
      balanceBeforeDraw = placed.balance;
      at = Date.parse(current.drawsAt);
      await otherProcess.drawDue();
    });

    it('draws the round once, reveals its seed, and pays every order of it', async () => {
      const [round] = (await drawnRounds()).filter((row) => row.roundNo === roundNo);
      expect(round).toBeDefined();
      const result = round as LotteryResult;
      expect(lotteryCommitOf(result.seed)).toBe(result.commit);
      expect(result.number).toBe(lotteryNumberOf(result.seed, 'FAST1', roundNo));

      const { list } = client.okValue(await call('GET', ordersUrl(), winner));
      expect(list).toHaveLength(1);
      const order = list[0];
      expect(order.status).toBe('won');
      expect(order.number).toBe(result.number);
      expect(order.payout).toBe(90_000);
      for (const line of order.lines) {
        expect(line.payout).toBe(lotteryPayout(line.kind, line.pick, result.number, line.stake));
      }
      expect(await balanceOf(winner)).toBe(balanceBeforeDraw + 90_000);

      // The first player's orders of that round: the big/small slip settled, the cancelled one stays so.
      const mine = client.okValue(await call('GET', `${ordersUrl()}?pageSize=50`, player)).list;
      expect(mine.filter((row: { status: string }) => row.status === 'open')).toEqual([]);
      expect(mine.map((row: { status: string }) => row.status)).toContain('cancelled');

      // Another pass (this process or another) draws nothing again and pays nothing twice.
      await otherProcess.drawDue();
      expect(await balanceOf(winner)).toBe(balanceBeforeDraw + 90_000);
      expect((await drawnRounds()).filter((row) => row.roundNo === roundNo)).toEqual([result]);
    });

    it('shows the won slip in the betting record and on the winner board', async () => {
      const records = client.okValue(await call('GET', '/wps/game/records', winner)).list;
      expect(records[0]).toMatchObject({
        vendorCode: 'TCG_LOTTO_VN',
        roundId: winnerOrderId,
        gameCode: 'FAST1',
        stake: 100_000,
        win: 90_000,
        status: 'settled',
      });
      const winners = client.okValue(await client.accounts.request('GET', '/wps/game/winners')).list;
      expect(winners.map((row: { amount: number }) => row.amount)).toContain(90_000);
    });

    it('finishes a settlement a crash left: open orders of a drawn round are paid, a slip never debited is refunded', async () => {
      const { current } = await stateOf(winner);
      const lost = client.okValue(
        await place(winner, {
          roundNo: current.roundNo,
          lines: [
            { kind: 'number', pick: '0', stake: 1_000 },
            { kind: 'number', pick: '1', stake: 1_000 },
          ],
        }),
      ).order;
      // A process died after writing a slip and before its debit.
      const stranded = await repository.insertOrder(t.app.db, {
        id: crypto.randomUUID(),
        gameCode: 'FAST1',
        roundNo: current.roundNo,
        vendorCode: 'TCG_LOTTO_VN',
        merchantCode: 'DEMO',
        memberId: (await repository.findOrder(t.app.db, lost.orderId))?.memberId ?? 0,
        currency: 'VND',
        lines: [{ kind: 'size', pick: 'big', stake: 5_000, payout: null }],
        stake: 5_000,
        status: 'placing',
        requestHash: 'crashed',
      });
      const before = await balanceOf(winner);
      // Another process drew the round and died before settling it.
      const [row] = await repository.findRounds(t.app.db, 'FAST1', [current.roundNo]);
      const number = lotteryNumberOf(row?.seed ?? '', 'FAST1', current.roundNo);
      await repository.markDrawn(
        t.app.db,
        { gameCode: 'FAST1', roundNo: current.roundNo },
        { number, drawnAt: new Date(at) },
      );
      at = Date.parse(current.drawsAt);
      await otherProcess.drawDue();
      const settled = await repository.findOrder(t.app.db, lost.orderId);
      const expected =
        lotteryPayout('number', '0', number, 1_000) + lotteryPayout('number', '1', number, 1_000);
      expect(settled).toMatchObject({ status: expected > 0 ? 'won' : 'lost', payout: expected });
      expect(await balanceOf(winner)).toBe(before + expected);
      expect((await repository.findOrder(t.app.db, stranded?.id ?? ''))?.status).toBe('cancelled');
    });

    it('verifies with the independent script, and the script catches a changed seed or number', async () => {
      const rounds = await drawnRounds();
      expect(rounds.length).toBeGreaterThanOrEqual(2);
      const dir = await mkdtemp(join(tmpdir(), 'draws-'));
      const verify = async (list: LotteryResult[]) => {
        const file = join(dir, `${crypto.randomUUID()}.json`);
        await writeFile(file, JSON.stringify(list));
        try {
          const { stdout } = await run(process.execPath, [VERIFY_SCRIPT, file]);
          return { code: 0, stdout };
        } catch (error) {
          const failed = error as { code: number; stdout: string };
          return { code: failed.code, stdout: failed.stdout };
        }
      };
      const honest = await verify(rounds);
      expect(honest.code, honest.stdout).toBe(0);
      expect(honest.stdout).toContain(`FAST1 #${rounds[0]?.roundNo} ok`);

      const first = rounds[0] as LotteryResult;
      const changedSeed = {
        ...first,
        seed: `${first.seed.slice(0, 63)}${first.seed.endsWith('0') ? '1' : '0'}`,
      };
      const seedCheck = await verify([changedSeed, ...rounds.slice(1)]);
      expect(seedCheck.code).toBe(1);
      expect(seedCheck.stdout).toContain(`FAST1 #${first.roundNo} MISMATCH`);
      expect(lotteryCommitOf(changedSeed.seed)).not.toBe(first.commit);

      const changedNumber = { ...first, number: (first.number + 1) % 10 };
      expect((await verify([changedNumber])).code).toBe(1);
    });

    it('keeps the ledger consistent', async () => {
      const check = client.okValue(await client.operator('GET', '/wps/operator/ledger/check'));
      expect(check.violations).toEqual([]);
    });
  });
});
