/**
 * The ledger's proofs at test scale (bench/ has the load versions): concurrent debits never
 * overdraw nor take what they must keep, one idempotency key moves money once, a random mix keeps every invariant — and the
 * invariant check does catch a naive read-then-write debit.
 */
import { ErrorCode } from '@app/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import type { Database } from '../../db/database';
import { members } from '../account/tables';
import { checkLedger } from './invariants';
import { createLedger } from './ledger';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './tables';

describe('ledger under concurrency', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig({ rateLimitMax: 1_000_000 }));
    client = createWalletClient(t);
    secret = await client.vendorSecret();
  });
  afterAll(() => t?.close());

  const fundedPlayer = async (amount: number) => {
    const player = await client.newMember('conc');
    if (amount > 0) await client.adjust(player.username, amount);
    return { ...player, playerToken: await client.playerToken(player.username) };
  };

  it('lets exactly as many concurrent debits of 1 through as the wallet holds, with no 5xx', async () => {
    const player = await fundedPlayer(200);
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        client.vendorCall(
          'debit',
          {
            playerToken: player.playerToken,
            transactionId: `c-${index}`,
            roundId: `cr-${index}`,
            gameCode: 'g',
            amount: 1,
          },
          secret,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    expect(statuses.filter((status) => status === 409)).toHaveLength(100);
    expect(
      responses
        .filter((response) => response.statusCode === 409)
        .every((response) => response.json().errorCode === ErrorCode.INSUFFICIENT_BALANCE),
    ).toBe(true);
    const balance = await client.vendorCall('balance', { playerToken: player.playerToken }, secret);
    expect(balance.json().value.balance).toBe(0);
  });

  it('never takes what a debit must keep, however many debits run at once', async () => {
    const player = await fundedPlayer(1000);
    const [member] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, player.username));
    const memberId = member?.id as number;
    const ledger = createLedger(t.app.db);
    const debit = (index: number) =>
      ledger.post({
        merchantCode: 'DEMO',
        currency: 'VND',
        kind: 'withdrawal_hold',
        idempotencyKey: `keep-${player.username}-${index}`,
        reference: `keep-${index}`,
        legs: [
          { account: { kind: 'player_wallet', memberId }, amount: -100, keep: 700 },
          { account: { kind: 'player_withdrawal_hold', memberId }, amount: 100 },
        ],
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => debit(index)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ errorCode: ErrorCode.INSUFFICIENT_BALANCE });
      }
    }
    expect(await ledger.memberBalances('DEMO', memberId, 'VND')).toEqual({ wallet: 700, held: 300 });
  });

  it('moves money once for 100 concurrent copies of one idempotency key', async () => {
    const player = await fundedPlayer(1000);
    const bet = {
      playerToken: player.playerToken,
      transactionId: 'same',
      roundId: 'same-round',
      gameCode: 'g',
      amount: 7,
    };
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => client.vendorCall('debit', bet, secret)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
    const values = responses.map((response) => response.json().value);
    expect(values.filter((value) => value.result === 'OK')).toHaveLength(1);
    expect(new Set(values.map((value) => value.transactionId)).size).toBe(1);
    expect(new Set(values.map((value) => value.balance))).toEqual(new Set([993]));

    const key = `same-key-${crypto.randomUUID()}`;
    const adjustments = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.operator('POST', '/wps/operator/merchants/DEMO/adjustments', {
          username: player.username,
          amount: 50,
          reason: 'goodwill',
          idempotencyKey: key,
        }),
      ),
    );
    expect(adjustments.map((response) => response.json().value.outcome)).toEqual(Array(100).fill('posted'));
    expect(new Set(adjustments.map((response) => response.json().value.transactionId)).size).toBe(1);
    expect(
      (await client.vendorCall('balance', { playerToken: player.playerToken }, secret)).json().value.balance,
    ).toBe(1043);
    const [row] = await t.app.db
      .select({ movements: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `adjustment:${key}`));
    expect(row?.movements).toBe(1);
  });

  it('keeps every invariant through a random mix of debits, credits, rollbacks and repeats over many wallets', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(500)));
    const expected = new Map(players.map((player) => [player.playerToken, 500]));
    const bets: { playerToken: string; transactionId: string; amount: number }[] = [];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

    for (let batch = 0; batch < 10; batch++) {
      const calls = Array.from({ length: 40 }, (_, index) => {
        const id = `${batch}-${index}`;
        const roll = random();
        const player = pick(players);
        if (roll < 0.5 || bets.length === 0) {
          const amount = 1 + Math.floor(random() * 120);
          const body = {
            playerToken: player.playerToken,
            transactionId: `d-${id}`,
            roundId: `r-${id}`,
            gameCode: 'mix',
            amount,
          };
          return { action: 'debit', body, apply: () => bets.push({ ...body }) && -amount };
        }
        if (roll < 0.75) {
          const amount = 1 + Math.floor(random() * 150);
          const body = {
            playerToken: player.playerToken,
            transactionId: `w-${id}`,
            roundId: `wr-${id}`,
            amount,
          };
          return { action: 'credit', body, apply: () => amount };
        }
        const bet = pick(bets);
        if (roll < 0.9) {
          const body = {
            playerToken: bet.playerToken,
            transactionId: `rb-${bet.transactionId}`,
            refTransactionId: bet.transactionId,
          };
          return { action: 'rollback', body, apply: () => bet.amount };
        }
        // A repeat of an applied bet: must not move anything.
        const body = { ...bet, roundId: `r-${bet.transactionId.slice(2)}`, gameCode: 'mix' };
        return { action: 'debit', body, apply: () => 0 };
      });
      const responses = await Promise.all(
        calls.map((call) => client.vendorCall(call.action, call.body, secret)),
      );
      responses.forEach((response, index) => {
        const call = calls[index];
        if (!call) return;
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode !== 200 || response.json().value.result !== 'OK') return;
        const token = call.body.playerToken;
        expect(token).toBeDefined();
        expected.set(token, (expected.get(token) ?? 0) + call.apply());
      });
    }

    for (const player of players) {
      const balance = await client.vendorCall('balance', { playerToken: player.playerToken }, secret);
      expect(balance.json().value.balance).toBe(expected.get(player.playerToken));
    }
    const check = await checkLedger(t.app.db);
    expect(check.violations).toEqual([]);
    expect(check.transactions).toBeGreaterThan(200);
  });

  it('refuses updates and deletes of postings and transactions, and negative player balances', async () => {
    await expect(t.app.db.update(ledgerPostings).set({ amount: 0 })).rejects.toThrow();
    await expect(t.app.db.delete(ledgerTransactions)).rejects.toThrow();
    await expect(
      t.app.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.kind, 'player_wallet')),
    ).rejects.toThrow();
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });
});

/**
 * What the conditional UPDATE prevents: a debit that reads the balance, then writes "what it read
 * minus n". Under concurrency two debits read the same balance and one of them is lost.
 */
const naiveDebit = async (db: Database, accountId: number, houseId: number, amount: number, key: string) => {
  const [account] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  const read = account?.balance ?? 0;
  if (read < amount) return false;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({ merchantCode: 'DEMO', kind: 'bet', idempotencyKey: key, requestHash: key, reference: key })
      .returning({ id: ledgerTransactions.id });
    const transactionId = created?.id ?? 0;
    await tx
      .update(ledgerAccounts)
      .set({ balance: read - amount })
      .where(eq(ledgerAccounts.id, accountId));
    const [house] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
      .where(eq(ledgerAccounts.id, houseId))
      .returning({ balance: ledgerAccounts.balance });
    await tx.insert(ledgerPostings).values([
      { transactionId, accountId, amount: -amount, balanceAfter: read - amount, kind: 'bet' },
      { transactionId, accountId: houseId, amount, balanceAfter: house?.balance ?? 0, kind: 'bet' },
    ]);
  });
  return true;
};

describe('the invariant check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('catches the money a naive read-then-write debit loses', async () => {
    const ledger = createLedger(t.app.db);
    const [member] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'newbie'));
    const memberId = member?.id ?? 0;
    await ledger.post({
      merchantCode: 'DEMO',
      currency: 'VND',
      kind: 'deposit',
      idempotencyKey: 'naive-funding',
      reference: 'naive-funding',
      legs: [
        { account: { kind: 'payment_clearing' }, amount: -100 },
        { account: { kind: 'player_wallet', memberId }, amount: 100 },
      ],
    });
    expect((await checkLedger(t.app.db)).ok).toBe(true);
    const walletId = await ledger.accountIdOf('DEMO', 'VND', { kind: 'player_wallet', memberId });
    const houseId = await ledger.accountIdOf('DEMO', 'VND', { kind: 'house' });

    const applied = await Promise.all(
      Array.from({ length: 50 }, (_, index) => naiveDebit(t.app.db, walletId, houseId, 1, `naive-${index}`)),
    );
    expect(applied.every(Boolean)).toBe(true);

    const check = await checkLedger(t.app.db);
    expect(check.ok).toBe(false);
    expect(check.violations.map((violation) => violation.rule)).toContain(
      'balance equals the sum of postings',
    );
  });
});
