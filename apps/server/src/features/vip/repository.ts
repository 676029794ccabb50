/**
 * The VIP feature's queries: a merchant's levels, and the operator's writes, each with its
 * operator_audit row (target 'vip-level:<level>') in one transaction. A write takes the
 * merchant's ladder lock first, so two writes never validate against the same old ladder.
 */
import type { VipLevelBody } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { vipLevels } from './tables';

export type VipLevelRow = typeof vipLevels.$inferSelect;

/** The row of a level as the operator's body writes it. */
const columnsOf = ({ name, ...rest }: VipLevelBody) => ({ texts: name, ...rest });

/** The level as the audit keeps it: the operator's body, no bookkeeping columns. */
const auditDocumentOf = ({ merchantCode, seedKey, updatedAt, ...level }: VipLevelRow) => level;

export const createVipRepository = (db: Database) => {
  const ladderOf = (executor: Database, merchantCode: string) =>
    executor
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.merchantCode, merchantCode))
      .orderBy(asc(vipLevels.level));

  /** Serializes the writes of one merchant's ladder until the transaction ends. */
  const lockLadder = (tx: Database, merchantCode: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vip_levels:${merchantCode}`}))`);

  return {
    levels: (merchantCode: string) => ladderOf(db, merchantCode),

    /**
     * Creates or replaces a level after `check` approved the ladder it makes (it throws to refuse).
     */
    async put(
      merchantCode: string,
      level: number,
      body: VipLevelBody,
      audit: OperatorActor,
      check: (ladder: VipLevelRow[]) => void,
    ): Promise<VipLevelRow> {
      return db.transaction(async (tx) => {
        await lockLadder(tx, merchantCode);
        const ladder = await ladderOf(tx, merchantCode);
        const before = ladder.find((row) => row.level === level) ?? null;
        const values = { merchantCode, level, ...columnsOf(body), updatedAt: new Date() };
        check([...ladder.filter((row) => row.level !== level), { ...values, seedKey: null }]);
        const [after] = await tx
          .insert(vipLevels)
          .values(values)
          .onConflictDoUpdate({ target: [vipLevels.merchantCode, vipLevels.level], set: values })
          .returning();
        if (!after) throw new Error('vip level upsert returned no row');
        await recordAudit(tx, {
          merchantCode,
          ...audit,
          target: `vip-level:${level}`,
          patch: body,
          before: before ? auditDocumentOf(before) : null,
          after: auditDocumentOf(after),
        });
        return after;
      });
    },

    /** Removes a level; false when there was none. */
    async remove(merchantCode: string, level: number, audit: OperatorActor): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockLadder(tx, merchantCode);
        const [before] = await tx
          .delete(vipLevels)
          .where(and(eq(vipLevels.merchantCode, merchantCode), eq(vipLevels.level, level)))
          .returning();
        if (!before) return false;
        await recordAudit(tx, {
          merchantCode,
          ...audit,
          target: `vip-level:${level}`,
          patch: null,
          before: auditDocumentOf(before),
          after: null,
        });
        return true;
      });
    },
  };
};

export type VipRepository = ReturnType<typeof createVipRepository>;
