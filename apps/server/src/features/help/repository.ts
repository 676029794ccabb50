/** Help sections and items in the database; every operator write appends its audit row in the same transaction. */
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor, recordAudit } from '../../db/operator-audit';
import { helpItems } from './tables';

export type HelpRow = typeof helpItems.$inferSelect;
/** What an operator may write (the rest is the database's). */
export type HelpValues = Omit<
  typeof helpItems.$inferInsert,
  'id' | 'merchantCode' | 'seedKey' | 'createdAt' | 'updatedAt'
>;

/** The audit document of a row: what the operator can change, without the database's own columns. */
const auditDocumentOf = ({ id, merchantCode, seedKey, createdAt, updatedAt, ...values }: HelpRow) => values;

const byPlace = [asc(helpItems.sortOrder), asc(helpItems.id)];
const audited = auditedRows({ table: helpItems, kind: 'help', documentOf: auditDocumentOf });

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

  create: (merchantCode: string, values: HelpValues, audit: OperatorActor): Promise<HelpRow> =>
    audited.create(db, merchantCode, values, audit),

  /**
   * Changes a section or item of the merchant: `change` computes the new values from the locked
   * row (and may refuse). Null when the merchant has no such row.
   */
  patch: (
    merchantCode: string,
    id: number,
    change: (before: HelpRow, hasChildren: boolean) => Partial<HelpValues>,
    patch: unknown,
    audit: OperatorActor,
  ): Promise<HelpRow | null> =>
    audited.patch(
      db,
      merchantCode,
      id,
      async (before, tx) => {
        const [child] = await tx
          .select({ id: helpItems.id })
          .from(helpItems)
          .where(eq(helpItems.parentId, id))
          .limit(1);
        return { ...change(before, Boolean(child)), updatedAt: new Date() };
      },
      patch,
      audit,
    ),

  /**
   * Removes a section with its items, or an item, each audited. Null when the merchant has no such
   * row; else the ids removed.
   */
  async remove(merchantCode: string, id: number, audit: OperatorActor): Promise<number[] | null> {
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
        await recordAudit(tx, {
          merchantCode,
          ...audit,
          target: `help:${row.id}`,
          patch: { removed: true },
          before: auditDocumentOf(row),
          after: null,
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
