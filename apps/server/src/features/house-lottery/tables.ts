/**
 * The house lottery's tables (docs/decisions/0033): the rounds of every game with their seed and
 * its commitment, and the members' bet slips (orders). Rounds are global, not per merchant: one
 * published draw that anyone can verify.
 */
import type { LotteryOrder } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/**
 * A round: created (with its seed and commit) before it takes bets; drawn once its time has come
 * (the seed is revealed from then on); settled once every order of it is paid.
 */
export const lotteryRounds = pgTable(
  'lottery_rounds',
  {
    gameCode: text('game_code').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    /** 32 random bytes, hex: secret until the draw. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed, hex: published before betting opens. */
    commit: text('commit').notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'open' | 'drawn' | 'settled'>().notNull().default('open'),
    number: integer('number'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.gameCode, table.roundNo] }),
    index('lottery_rounds_due_idx').on(table.status, table.drawsAt),
  ],
);

/**
 * What the server does with an order, beside what the member sees: `placing` until its debit is
 * through (never shown; a crash leaves it for the settlement to refund), `cancelling` between the
 * claim of a cancel and its rollback (shown as cancelled).
 */
export type LotteryOrderState = 'placing' | 'open' | 'cancelling' | 'cancelled' | 'won' | 'lost';

export type LotteryOrderLineRow = LotteryOrder['lines'][number];

/** A bet slip: one debit of the seamless wallet, its id the round id and the transaction id. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: text('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    /** The player of the launch: the vendor the wallet books the slip under, and whose wallet. */
    vendorCode: text('vendor_code').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<LotteryOrderLineRow[]>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    status: text('status').$type<LotteryOrderState>().notNull(),
    /** The client's Idempotency-Key and the hash of what it asked, for safe retries. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('lottery_orders_idempotency_uq')
      .on(table.merchantCode, table.memberId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('lottery_orders_round_idx').on(table.gameCode, table.roundNo, table.status),
    index('lottery_orders_member_idx').on(table.memberId, table.gameCode, table.createdAt),
  ],
);
