/** Promotions in the database; every operator write appends its audit row in the same transaction. */
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor } from '../../db/operator-audit';
import { promotions } from './tables';

export type PromotionRow = typeof promotions.$inferSelect;
/** What an operator may write (the rest is the database's). */
export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  'id' | 'merchantCode' | 'seedKey' | 'createdAt' | 'updatedAt'
>;

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
const audited = auditedRows({ table: promotions, kind: 'promotion', documentOf: auditDocumentOf });

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

  create: (merchantCode: string, values: PromotionValues, audit: OperatorActor): Promise<PromotionRow> =>
    audited.create(db, merchantCode, values, audit),

  /**
   * Changes a promotion of the merchant: `change` computes the new values from the locked row (the
   * texts merge with the stored ones). Null when the merchant has no such promotion.
   */
  patch: (
    merchantCode: string,
    id: number,
    change: (before: PromotionRow) => Partial<PromotionValues>,
    patch: unknown,
    audit: OperatorActor,
  ): Promise<PromotionRow | null> =>
    audited.patch(
      db,
      merchantCode,
      id,
      (before) => ({ ...change(before), updatedAt: new Date() }),
      patch,
      audit,
    ),

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
