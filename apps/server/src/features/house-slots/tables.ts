/** The house slots' table: every spin with its outcome (decision 0034). */
import type { SlotGameCode } from '@app/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/** One payline's win as a spin answers it. */
export interface StoredLineWin {
  line: number;
  symbol: string;
  count: number;
  amount: number;
}

/**
 * A spin, written in the same commit as its stake's debit: a spin row exists exactly when its bet
 * was taken. `open` until its win is credited (0 closes a lost round), then `settled`; an open spin
 * is finished by the member's next call or the next start, whatever stopped its credit.
 */
export const houseSlotSpins = pgTable(
  'house_slot_spins',
  {
    /** A UUID: also the round id and the debit's transaction id in the seamless wallet. */
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The launch's currency (its player token's). */
    currency: text('currency').notNull(),
    gameCode: text('game_code').$type<SlotGameCode>().notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    /** The symbols shown, grid[reel][row], by id. */
    grid: jsonb('grid').$type<string[][]>().notNull(),
    wins: jsonb('wins').$type<StoredLineWin[]>().notNull(),
    totalWin: bigint('total_win', { mode: 'number' }).notNull(),
    /** The member's Idempotency-Key: the same key and body answer this spin again. */
    idempotencyKey: text('idempotency_key'),
    status: text('status').$type<'open' | 'settled'>().notNull().default('open'),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('house_slot_spins_idempotency_uq')
      .on(table.merchantCode, table.memberId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('house_slot_spins_member_idx').on(table.memberId, table.gameCode, table.createdAt),
    index('house_slot_spins_open_idx').on(table.memberId).where(sql`${table.status} = 'open'`),
  ],
);
