/**
 * The house slots' spins (tables.ts). Every function takes the caller's database or transaction
 * first: a spin is inserted in the seamless wallet's transaction of its debit.
 */
import type { SlotGameCode } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { houseSlotSpins } from './tables';

export type SpinRow = typeof houseSlotSpins.$inferSelect;

interface Member {
  merchantCode: string;
  memberId: number;
}

export const insertSpin = async (db: Database, spin: typeof houseSlotSpins.$inferInsert) => {
  await db.insert(houseSlotSpins).values(spin);
};

/** The spin the member's Idempotency-Key made, or null. */
export const findSpinByKey = async (db: Database, member: Member, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(houseSlotSpins)
    .where(
      and(
        eq(houseSlotSpins.merchantCode, member.merchantCode),
        eq(houseSlotSpins.memberId, member.memberId),
        eq(houseSlotSpins.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
};

/** The spins whose win is not credited yet: one member's, or everyone's. */
export const openSpins = (db: Database, memberId?: number) =>
  db
    .select()
    .from(houseSlotSpins)
    .where(
      and(
        eq(houseSlotSpins.status, 'open'),
        memberId === undefined ? undefined : eq(houseSlotSpins.memberId, memberId),
      ),
    );

export const markSettled = async (db: Database, spinId: string, settledAt: Date) => {
  await db
    .update(houseSlotSpins)
    .set({ status: 'settled', settledAt })
    .where(and(eq(houseSlotSpins.id, spinId), eq(houseSlotSpins.status, 'open')));
};

/** One page of the member's spins of a game, newest first, and how many there are. */
export const memberSpinsPage = (db: Database, member: Member, gameCode: SlotGameCode, page: PageRequest) => {
  const where = and(
    eq(houseSlotSpins.merchantCode, member.merchantCode),
    eq(houseSlotSpins.memberId, member.memberId),
    eq(houseSlotSpins.gameCode, gameCode),
  );
  return pageWithTotal(
    db.select({ value: count() }).from(houseSlotSpins).where(where),
    db
      .select()
      .from(houseSlotSpins)
      .where(where)
      .orderBy(desc(houseSlotSpins.createdAt), desc(houseSlotSpins.id))
      .$dynamic(),
    page,
  );
};
