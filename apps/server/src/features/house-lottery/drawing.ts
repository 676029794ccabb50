/**
 * The draw and the settlement (docs/decisions/0033). Each pass draws every due round once — the
 * conditional UPDATE lets one process of many win it — then settles every drawn round whose
 * orders are not all paid, in batches: the credits of a batch run a few at a time, the orders'
 * new states are written in one statement. Every money movement is idempotent by a transaction
 * id derived from the order, so a pass that crashed mid-round is finished by the next one, and
 * two processes settling the same round move money once.
 */
import { lotteryNumberOf, lotteryPayout } from '@app/contract';
import type { Database } from '../../db/database';
import type { VendorPlayer, VendorWalletService } from '../vendor-wallet/service';
import * as repository from './repository';

/** Orders read and written per statement. */
const SETTLEMENT_BATCH = 500;
/** Credits in flight at once: below the PostgreSQL pool's connections, so other requests still get one. */
const SETTLEMENT_CONCURRENCY = 6;

const playerOfOrder = (order: repository.LotteryOrderRow): VendorPlayer => ({
  vendorCode: order.vendorCode,
  merchantCode: order.merchantCode,
  memberId: order.memberId,
  currency: order.currency,
});

/** `work` over `items`, at most `limit` at once, results in order. */
const mapLimited = async <T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

export const createDrawing = ({
  db,
  vendorWallet,
  now,
}: {
  db: Database;
  vendorWallet: Pick<VendorWalletService, 'act'>;
  now: () => number;
}) => {
  /** The stake back through a rollback of the slip's debit; nothing moves twice, nor without a debit. */
  const refund = async (order: repository.LotteryOrderRow) => {
    await vendorWallet.act('rollback', playerOfOrder(order), {
      transactionId: `${order.id}:cancel`,
      refTransactionId: order.id,
    });
    await repository.moveOrder(db, order.id, 'cancelling', 'cancelled');
  };

  /** Pays one order of a drawn round (0 closes a lost one); a slip never debited or being cancelled is refunded. */
  const settleOrder = async (
    order: repository.LotteryOrderRow,
    number: number,
  ): Promise<repository.SettledOrder> => {
    if (order.status !== 'open') {
      await refund(order);
      return { id: order.id, status: 'cancelled', lines: order.lines, payout: null };
    }
    const lines = order.lines.map((line) => ({
      ...line,
      payout: lotteryPayout(line.kind, line.pick, number, line.stake),
    }));
    const payout = lines.reduce((sum, line) => sum + line.payout, 0);
    await vendorWallet.act('credit', playerOfOrder(order), {
      transactionId: `${order.id}:payout`,
      roundId: order.id,
      gameCode: order.gameCode,
      amount: payout,
    });
    return { id: order.id, status: payout > 0 ? 'won' : 'lost', lines, payout };
  };

  const settleRound = async (round: { gameCode: string; roundNo: number; number: number | null }) => {
    const number = round.number ?? 0;
    for (;;) {
      const batch = await repository.unsettledOrders(db, round, SETTLEMENT_BATCH);
      if (batch.length === 0) break;
      const settled = await mapLimited(batch, SETTLEMENT_CONCURRENCY, (order) => settleOrder(order, number));
      await repository.settleOrders(db, settled);
    }
    await repository.markSettled(db, round);
  };

  return {
    refund,

    /** Draws every due round (once, whichever process gets there first), then settles every drawn one. */
    async drawDue() {
      const drawnAt = new Date(now());
      for (const round of await repository.dueRounds(db, drawnAt)) {
        const number = lotteryNumberOf(round.seed, round.gameCode, round.roundNo);
        await repository.markDrawn(db, round, { number, drawnAt });
      }
      for (const round of await repository.roundsToSettle(db)) await settleRound(round);
    },
  };
};
