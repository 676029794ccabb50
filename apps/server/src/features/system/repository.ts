/** Merchant configuration, access settings and the operator audit trail in the database. */
import type { AccessSettings, SiteConfig } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { merchants } from './tables';

export interface MerchantRecord {
  config: SiteConfig;
  access: AccessSettings;
}

export interface AuditEntry extends OperatorActor {
  target: 'config' | 'access';
  patch: unknown;
}

type MerchantRow = typeof merchants.$inferSelect;

const recordOf = (row: Pick<MerchantRow, 'merchantCode' | 'config' | 'access'>): MerchantRecord => ({
  config: { merchantCode: row.merchantCode, ...row.config },
  access: row.access,
});

export const createSystemRepository = (db: Database) => ({
  /** Inserts a new merchant and its audit row ('merchant', before null) in one transaction; null if the code exists. */
  async createMerchant(record: MerchantRecord, audit: OperatorActor): Promise<MerchantRecord | null> {
    return db.transaction(async (tx) => {
      const { merchantCode, ...config } = record.config;
      const [created] = await tx
        .insert(merchants)
        .values({ merchantCode, config, access: record.access })
        .onConflictDoNothing({ target: merchants.merchantCode })
        .returning();
      if (!created) return null;
      await recordAudit(tx, {
        merchantCode,
        ...audit,
        target: 'merchant',
        patch: record,
        before: null,
        after: record,
      });
      return recordOf(created);
    });
  },

  async findMerchant(merchantCode: string): Promise<MerchantRecord | null> {
    const [row] = await db.select().from(merchants).where(eq(merchants.merchantCode, merchantCode));
    return row ? recordOf(row) : null;
  },

  async listMerchants(): Promise<MerchantRecord[]> {
    const rows = await db.select().from(merchants).orderBy(asc(merchants.merchantCode));
    return rows.map(recordOf);
  },

  /**
   * Applies `change` to the merchant's current record under a row lock, so that two operators
   * editing at once do not lose one of the edits, and writes the audit row in the same transaction.
   * `change` may throw to abandon the update; nothing is written then. Null for an unknown merchant.
   */
  async updateMerchant(
    merchantCode: string,
    audit: AuditEntry,
    change: (current: MerchantRecord) => MerchantRecord,
  ): Promise<MerchantRecord | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(merchants)
        .where(eq(merchants.merchantCode, merchantCode))
        .for('update');
      if (!row) return null;
      const before = recordOf(row);
      const after = change(before);
      const { merchantCode: _key, ...config } = after.config;
      await tx
        .update(merchants)
        .set({ config, access: after.access, updatedAt: new Date() })
        .where(eq(merchants.merchantCode, merchantCode));
      await recordAudit(tx, {
        merchantCode,
        actor: audit.actor,
        clientIp: audit.clientIp,
        target: audit.target,
        patch: audit.patch,
        before: before[audit.target],
        after: after[audit.target],
      });
      return after;
    });
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
