/** SMS codes and the embedded provider's outbox in the database. */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { smsCodes, smsOutbox } from './tables';

export const createSmsRepository = (db: Database) => ({
  /** Sends to the number within the window, newest first. */
  async sendsSince(merchantCode: string, mobile: string, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ at: smsCodes.createdAt })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.merchantCode, merchantCode),
          eq(smsCodes.mobile, mobile),
          gt(smsCodes.createdAt, since),
        ),
      )
      .orderBy(desc(smsCodes.createdAt));
    return rows.map((row) => row.at);
  },

  async insertCode(code: typeof smsCodes.$inferInsert): Promise<void> {
    await db.insert(smsCodes).values(code);
  },

  /**
   * Counts one guess against the newest live code for the number and purpose, atomically, and
   * returns the code's hash; null when there is none, it expired, was used or ran out of guesses.
   */
  async guess(merchantCode: string, mobile: string, purpose: string, at: Date, maxGuesses: number) {
    return db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.merchantCode, merchantCode),
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, at),
          ),
        )
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1);
      if (!latest) return null;
      const [row] = await tx
        .update(smsCodes)
        .set({ guesses: sql`${smsCodes.guesses} + 1` })
        .where(and(eq(smsCodes.id, latest.id), lt(smsCodes.guesses, maxGuesses)))
        .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
      return row ?? null;
    });
  },

  async consume(id: number, at: Date): Promise<void> {
    await db.update(smsCodes).set({ consumedAt: at }).where(eq(smsCodes.id, id));
  },

  async outbox(merchantCode: string, mobile: string | undefined, limit: number) {
    return db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.merchantCode, merchantCode), ...(mobile ? [eq(smsOutbox.mobile, mobile)] : [])))
      .orderBy(desc(smsOutbox.id))
      .limit(limit);
  },
});

export type SmsRepository = ReturnType<typeof createSmsRepository>;
