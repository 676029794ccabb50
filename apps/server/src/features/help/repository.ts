/** Help sections and items in the database; every operator write appends its audit row in the same transaction. */
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { operatorAudit } from '../../db/tables';
import { helpItems } from './tables';

export type HelpRow = typeof helpItems.$inferSelect;
/** What an operator may write (the rest is the database's). */
export type HelpValues = Omit<
  typeof helpItems.$inferInsert,
  'id' | 'merchantCode' | 'seedKey' | 'createdAt' | 'updatedAt'
>;

export interface OperatorAuditOf {
  actor: string;
  clientIp: string;
}

/** The audit document of a row: what the operator can change, without the database's own columns. */
const auditDocumentOf = ({ id, merchantCode, seedKey, createdAt, updatedAt, ...values }: HelpRow) => values;

const byPlace = [asc(helpItems.sortOrder), asc(helpItems.id)];
const targetOf = (id: number) => `help:${id}`;

export const createHelpRepository = (db: Database) => ({
  /** The enabled sections and items of the merchant shown on this device, in their place order. */
  async listShown(merchantCode: string, device: string) {
    return db
      .select()
      .from(helpItems)
      .where(
        and(
          eq(helpItems.merchantCode, merchantCode),
          eq(helpItems.enabled, true),
          or(eq(helpItems.device, 'ALL'), eq(helpItems.device, device as HelpRow['device'])) as SQL,
        ),
      )
      .orderBy(...byPlace);
  },

  /** Every section and item of the merchant, shown or not (the operator's list). */
  async listAll(merchantCode: string) {
    return db
      .select()
      .from(helpItems)
      .where(eq(helpItems.merchantCode, merchantCode))
      .orderBy(asc(sql`coalesce(${helpItems.parentId}, ${helpItems.id})`), ...byPlace);
  },

  async find(merchantCode: string, id: number): Promise<HelpRow | null> {
    const [row] = await db
      .select()
      .from(helpItems)
      .where(and(eq(helpItems.merchantCode, merchantCode), eq(helpItems.id, id)));
    return row ?? null;
  },

  async create(merchantCode: string, values: HelpValues, audit: OperatorAuditOf): Promise<HelpRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(helpItems)
        .values({ ...values, merchantCode })
        .returning();
      if (!row) throw new Error('help insert returned no row');
      await tx.insert(operatorAudit).values({
        merchantCode,
        ...audit,
        target: targetOf(row.id),
        patch: values,
        before: sql`'null'::jsonb`,
        after: auditDocumentOf(row),
      });
      return row;
    });
  },

  /**
   * Changes a section or item of the merchant: `change` computes the new values from the locked
   * row (and may refuse). Null when the merchant has no such row.
   */
  async patch(
    merchantCode: string,
    id: number,
    change: (before: HelpRow, hasChildren: boolean) => Partial<HelpValues>,
    patch: unknown,
    audit: OperatorAuditOf,
  ): Promise<HelpRow | null> {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(helpItems)
        .where(and(eq(helpItems.merchantCode, merchantCode), eq(helpItems.id, id)))
        .for('update');
      if (!before) return null;
      const [child] = await tx
        .select({ id: helpItems.id })
        .from(helpItems)
        .where(eq(helpItems.parentId, id))
        .limit(1);
      const [after] = await tx
        .update(helpItems)
        .set({ ...change(before, Boolean(child)), updatedAt: new Date() })
        .where(eq(helpItems.id, id))
        .returning();
      if (!after) throw new Error('help update returned no row');
      await tx.insert(operatorAudit).values({
        merchantCode,
        ...audit,
        target: targetOf(id),
        patch,
        before: auditDocumentOf(before),
        after: auditDocumentOf(after),
      });
      return after;
    });
  },

  /**
   * Removes a section with its items, or an item, each audited. Null when the merchant has no such
   * row; else the ids removed.
   */
  async remove(merchantCode: string, id: number, audit: OperatorAuditOf): Promise<number[] | null> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(helpItems)
        .where(
          and(eq(helpItems.merchantCode, merchantCode), or(eq(helpItems.id, id), eq(helpItems.parentId, id))),
        )
        .for('update');
      const target = rows.find((row) => row.id === id);
      if (!target) return null;
      const children = rows.filter((row) => row.parentId === id).map((row) => row.id);
      if (children.length > 0) await tx.delete(helpItems).where(inArray(helpItems.id, children));
      await tx.delete(helpItems).where(eq(helpItems.id, id));
      for (const row of rows) {
        await tx.insert(operatorAudit).values({
          merchantCode,
          ...audit,
          target: targetOf(row.id),
          patch: { removed: true },
          before: auditDocumentOf(row),
          after: sql`'null'::jsonb`,
        });
      }
      return rows.map((row) => row.id);
    });
  },

  /** Whether this id is a section (no parent) of the merchant. */
  async isSection(merchantCode: string, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: helpItems.id })
      .from(helpItems)
      .where(and(eq(helpItems.merchantCode, merchantCode), eq(helpItems.id, id), isNull(helpItems.parentId)));
    return Boolean(row);
  },
});

export type HelpRepository = ReturnType<typeof createHelpRepository>;
