/**
 * Movements that arrive together share one database transaction (decision 0054), yet each answers
 * on its own: a debit of the batch that lacks the money is refused alone, a repeated key inside a
 * batch moves money once, a movement whose own writes fail takes nothing of the others with it.
 * To be sure the movements do meet in one batch, two movements whose `alongside` waits on a gate
 * first occupy both batches a ledger runs at once; what is posted meanwhile waits, together.
 */
import { ErrorCode } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { ApiError } from '../../plugins/errors';
import { members } from '../account/tables';
import { checkLedger } from './invariants';
import { createLedger, type Ledger, type Movement } from './ledger';
import { ledgerTransactions } from './tables';

describe('ledger batches', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig({ rateLimitMax: 1_000_000 }));
    client = createWalletClient(t);
  });
  afterAll(() => t?.close());

  /** A new member whose wallet holds `amount`, and its member id. */
  const fundedMember = async (ledger: Ledger, amount: number) => {
    const { username } = await client.newMember('batch');
    const [member] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, username));
    const memberId = member?.id ?? 0;
    await ledger.post({
      merchantCode: 'DEMO',
      currency: 'VND',
      kind: 'deposit',
      idempotencyKey: `batch-funding-${memberId}`,
      reference: `batch-funding-${memberId}`,
      legs: [
        { account: { kind: 'payment_clearing' }, amount: -amount },
        { account: { kind: 'player_wallet', memberId }, amount },
      ],
    });
    return memberId;
  };

  const bet = (
    memberId: number,
    key: string,
    amount: number,
    alongside?: Movement['alongside'],
  ): Movement => ({
    merchantCode: 'DEMO',
    currency: 'VND',
    kind: 'bet',
    idempotencyKey: key,
    reference: key,
    legs: [
      { account: { kind: 'player_wallet', memberId }, amount: -amount },
      { account: { kind: 'house' }, amount },
    ],
    alongside,
  });

  /**
   * Runs `post` while both batches of the ledger are held open by two movements of their own, so that
   * everything `post` sends waits and then goes in one batch; answers what `post` answered.
   */
  const whileBatchesHeld = async <T>(ledger: Ledger, post: () => T): Promise<T> => {
    const holderIds = [await fundedMember(ledger, 1), await fundedMember(ledger, 1)];
    // A movement waits in line once its accounts' ids are known: with every id known, both holders
    // wait in line at once and both batches start at once (the second may wait for the first's
    // locks, or on PGlite for its one connection), and the movements of `post` keep their order.
    for (const kind of ['house', 'bonus', 'payment_clearing'] as const) {
      await ledger.accountIdOf('DEMO', 'VND', { kind });
    }
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let oneIn = () => {};
    const oneInside = new Promise<void>((resolve) => {
      oneIn = resolve;
    });
    const hold = async () => {
      oneIn();
      await gate;
    };
    // On accounts of their own (a batch waits for the locks of another before its `alongside`).
    const holders = (['bonus', 'payment_clearing'] as const).map((kind) =>
      ledger.post({
        merchantCode: 'DEMO',
        currency: 'VND',
        kind: 'adjustment',
        idempotencyKey: `batch-holder-${kind}-${Math.random()}`,
        reference: 'batch-holder',
        legs: [
          { account: { kind }, amount: -1 },
          {
            account: { kind: 'player_wallet', memberId: holderIds[kind === 'bonus' ? 0 : 1] ?? 0 },
            amount: 1,
          },
        ],
        alongside: hold,
      }),
    );
    await oneInside;
    const posted = post();
    open();
    await Promise.all(holders);
    return posted;
  };

  const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
  const errorCodeOf = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' && result.reason instanceof ApiError ? result.reason.errorCode : undefined;

  const createdAtOf = async (transactionIds: number[]) =>
    new Set(
      (
        await t.app.db
          .select({ createdAt: ledgerTransactions.createdAt })
          .from(ledgerTransactions)
          .where(inArray(ledgerTransactions.id, transactionIds))
      ).map((row) => row.createdAt.getTime()),
    );

  it('refuses a debit of a batch that lacks the money alone, and the others see each other', async () => {
    const ledger = createLedger(t.app.db);
    const memberId = await fundedMember(ledger, 5);
    const results = await whileBatchesHeld(ledger, () =>
      settled([
        ledger.post(bet(memberId, `short-a-${memberId}`, 3)),
        ledger.post(bet(memberId, `short-b-${memberId}`, 4)),
        ledger.post(bet(memberId, `short-c-${memberId}`, 2)),
      ]),
    );
    const [first, short, last] = results;
    expect(first?.status).toBe('fulfilled');
    expect(errorCodeOf(short as PromiseSettledResult<unknown>)).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(last?.status).toBe('fulfilled');
    const postedA = first?.status === 'fulfilled' ? first.value : undefined;
    const postedC = last?.status === 'fulfilled' ? last.value : undefined;
    const walletAfter = (posted: typeof postedA) =>
      posted?.balances.find((entry) => entry.kind === 'player_wallet')?.balanceAfter;
    // 5 − 3 = 2, then 4 is refused, then 2 − 2 = 0: each against what the previous one left.
    expect(walletAfter(postedA)).toBe(2);
    expect(walletAfter(postedC)).toBe(0);
    // One database transaction: one now().
    expect((await createdAtOf([postedA?.transactionId ?? 0, postedC?.transactionId ?? 0])).size).toBe(1);
    // The refused debit left no transaction: its key is free, and it moves once money is there.
    const [refusedRow] = await t.app.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `short-b-${memberId}`));
    expect(refusedRow).toBeUndefined();
    expect((await ledger.memberBalances('DEMO', memberId, 'VND')).wallet).toBe(0);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('moves money once for a key repeated inside a batch, and refuses the key with another movement', async () => {
    const ledger = createLedger(t.app.db);
    const memberId = await fundedMember(ledger, 10);
    const key = `twice-${memberId}`;
    const [first, again, different] = await whileBatchesHeld(ledger, () =>
      settled([
        ledger.post(bet(memberId, key, 3)),
        ledger.post(bet(memberId, key, 3)),
        ledger.post(bet(memberId, key, 4)),
      ]),
    );
    expect(first?.status === 'fulfilled' && first.value.replayed).toBe(false);
    expect(again?.status === 'fulfilled' && again.value.replayed).toBe(true);
    expect(again?.status === 'fulfilled' && again.value.transactionId).toBe(
      first?.status === 'fulfilled' && first.value.transactionId,
    );
    expect(errorCodeOf(different as PromiseSettledResult<unknown>)).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
    expect((await ledger.memberBalances('DEMO', memberId, 'VND')).wallet).toBe(7);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('fails a movement whose own writes fail alone, and posts the rest of its batch', async () => {
    const ledger = createLedger(t.app.db);
    const memberId = await fundedMember(ledger, 10);
    const refused = new Error('the caller refuses this one');
    const [before, failing, after] = await whileBatchesHeld(ledger, () =>
      settled([
        ledger.post(bet(memberId, `own-a-${memberId}`, 1)),
        ledger.post(
          bet(memberId, `own-b-${memberId}`, 2, async () => {
            throw refused;
          }),
        ),
        ledger.post(bet(memberId, `own-c-${memberId}`, 3)),
      ]),
    );
    expect(before?.status).toBe('fulfilled');
    expect(failing?.status === 'rejected' && failing.reason).toBe(refused);
    expect(after?.status).toBe('fulfilled');
    const [failedRow] = await t.app.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `own-b-${memberId}`));
    expect(failedRow).toBeUndefined();
    expect((await ledger.memberBalances('DEMO', memberId, 'VND')).wallet).toBe(6);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('keeps two ledgers on one database (two processes) from overdrawing a wallet', async () => {
    const ledgers = [createLedger(t.app.db), createLedger(t.app.db)];
    const memberId = await fundedMember(ledgers[0] as Ledger, 40);
    const results = await settled(
      Array.from({ length: 100 }, (_, index) =>
        (ledgers[index % 2] as Ledger).post(bet(memberId, `two-${memberId}-${index}`, 1)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(40);
    expect(results.filter((result) => errorCodeOf(result) === ErrorCode.INSUFFICIENT_BALANCE)).toHaveLength(
      60,
    );
    expect((await ledgers[0]?.memberBalances('DEMO', memberId, 'VND'))?.wallet).toBe(0);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });
});
