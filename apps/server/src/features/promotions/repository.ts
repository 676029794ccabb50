/** Promotions in the database; every operator write appends its audit row in the same transaction. */
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { operatorAudit } from '../../db/tables';
import { promotions } from './tables';

export type PromotionRow = typeof promotions.$inferSelect;
/** What an operator may write (the rest is the database's). */
export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  'id' | 'merchantCode' | 'seedKey' | 'createdAt' | 'updatedAt'
>;

export interface OperatorAuditOf {
  actor: string;
  clientIp: string;
}

/** Enabled, started and not ended at `now`. */
const liveAt = (now: Date): SQL =>
  and(
    eq(promotions.enabled, true),
    lte(promotions.startsAt, now),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  ) as SQL;

/** The audit document of a row: what the operator can change, without the database's own columns. */
const auditDocumentOf = ({ id, merchantCode, seedKey, createdAt, updatedAt, ...values }: PromotionRow) =>
  values;

const byPlace = [asc(promotions.sortOrder), desc(promotions.startsAt), asc(promotions.id)];

export const createPromotionsRepository = (db: Database) => ({
  /** The live promotions of the merchant, in their place order. */
  async listLive(merchantCode: string, now: Date, category?: PromotionRow['category']) {
    return db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantCode, merchantCode),
          liveAt(now),
          category ? eq(promotions.category, category) : undefined,
        ),
      )
      .orderBy(...byPlace);
  },

  async findLive(merchantCode: string, id: number, now: Date): Promise<PromotionRow | null> {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id), liveAt(now)));
    return row ?? null;
  },

  /** Every promotion of the merchant, live or not (the operator's list). */
  async listAll(merchantCode: string) {
    return db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantCode, merchantCode))
      .orderBy(...byPlace);
  },

  async create(merchantCode: string, values: PromotionValues, audit: OperatorAuditOf): Promise<PromotionRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({ ...values, merchantCode })
        .returning();
      if (!row) throw new Error('promotion insert returned no row');
      await tx.insert(operatorAudit).values({
        merchantCode,
        ...audit,
        target: `promotion:${row.id}`,
        patch: values,
        before: sql`'null'::jsonb`,
        after: auditDocumentOf(row),
      });
      return row;
    });
  },

  /**
   * Changes a promotion of the merchant: `change` computes the new values from the locked row (the
   * texts merge with the stored ones). Null when the merchant has no such promotion.
   */
  async patch(
    merchantCode: string,
    id: number,
    change: (before: PromotionRow) => Partial<PromotionValues>,
    patch: unknown,
    audit: OperatorAuditOf,
  ): Promise<PromotionRow | null> {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id)))
        .for('update');
      if (!before) return null;
      const [after] = await tx
        .update(promotions)
        .set({ ...change(before), updatedAt: new Date() })
        .where(eq(promotions.id, id))
        .returning();
      if (!after) throw new Error('promotion update returned no row');
      await tx.insert(operatorAudit).values({
        merchantCode,
        ...audit,
        target: `promotion:${id}`,
        patch,
        before: auditDocumentOf(before),
        after: auditDocumentOf(after),
      });
      return after;
    });
  },

  /** What the drawn picture needs: any merchant's promotion (ids are global, an <img> names no merchant). */
  async pictureOf(id: number) {
    const [row] = await db
      .select({ texts: promotions.texts, updatedAt: promotions.updatedAt })
      .from(promotions)
      .where(eq(promotions.id, id));
    return row ?? null;
  },
});

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
