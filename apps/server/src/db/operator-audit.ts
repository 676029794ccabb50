/**
 * The one way a feature records an operator change in operator_audit (db/tables.ts): the entry is
 * written with the caller's transaction, so the change and its audit row commit or fail together.
 * `auditedRows` adds the two writes most features repeat on a table of their own: a row created,
 * and a row of the merchant changed under its lock. `readAudit` is the back office's view of the
 * trail (issue 21); a platform-wide change (a staff account) is recorded under the merchant code
 * AUDIT_PLATFORM_MERCHANT ('*').
 */
import { type AuditPage, type AuditQuery, MASKED_SECRET } from '@app/contract';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { containsPattern } from './like-pattern';
import { operatorPage, operatorPageRequest, pageWithTotal } from './page';
import { operatorAudit } from './tables';

/** Who made the change, as the operator routes read it (plugins/operator-key.ts). */
export interface OperatorActor {
  actor: string;
  clientIp: string;
}

/** One operator_audit row as a feature gives it (id and time are the database's). */
interface AuditEntry extends OperatorActor {
  merchantCode: string;
  target: string;
  patch: unknown;
  /** Null when the change created the document. */
  before: unknown;
  /** Null when the change removed the document. */
  after: unknown;
}

// The columns are NOT NULL: a missing document is stored as the JSON null, not as SQL NULL.
const documentOrJsonNull = (document: unknown) => (document === null ? sql`'null'::jsonb` : document);

export const recordAudit = async (tx: Database, entry: AuditEntry): Promise<void> => {
  await tx.insert(operatorAudit).values({
    merchantCode: entry.merchantCode,
    actor: entry.actor,
    clientIp: entry.clientIp,
    target: entry.target,
    patch: documentOrJsonNull(entry.patch),
    before: documentOrJsonNull(entry.before),
    after: documentOrJsonNull(entry.after),
  });
};

/** A feature's table whose rows belong to a merchant and are known by a numeric id. */
type MerchantTable = PgTable & { id: PgColumn; merchantCode: PgColumn };
type RowOf<Table extends MerchantTable> = Table['$inferSelect'] & { id: number };
/** What the operator writes: the merchant comes from the route, not from the body. */
type ValuesOf<Table extends MerchantTable> = Omit<Table['$inferInsert'], 'merchantCode'>;

/**
 * The audited create and patch of a feature's rows. Each entry's target is `<kind>:<id>`, its
 * documents are `documentOf` the row (what the operator can change, without the database's own
 * columns).
 */
export const auditedRows = <Table extends MerchantTable>(spec: {
  table: Table;
  kind: string;
  documentOf: (row: RowOf<Table>) => unknown;
}) => {
  const { table, kind, documentOf } = spec;
  // drizzle cannot resolve its builders' row types over a generic table; they are the table's rows.
  const rowsOf = (rows: unknown) => rows as RowOf<Table>[];
  return {
    /** Inserts the row and its audit entry (the patch is the values written) in one transaction. */
    create: (db: Database, merchantCode: string, values: ValuesOf<Table>, actor: OperatorActor) =>
      db.transaction(async (tx) => {
        const [row] = rowsOf(
          await tx
            .insert(table)
            .values({ ...values, merchantCode } as Table['$inferInsert'])
            .returning(),
        );
        if (!row) throw new Error(`${kind} insert returned no row`);
        await recordAudit(tx, {
          merchantCode,
          ...actor,
          target: `${kind}:${row.id}`,
          patch: values,
          before: null,
          after: documentOf(row),
        });
        return row;
      }),

    /**
     * Changes a row of the merchant: `change` computes the columns to set from the locked row (it
     * may throw to refuse; it may query with the transaction). Null when the merchant has no such row.
     */
    patch: (
      db: Database,
      merchantCode: string,
      id: number,
      change: (
        before: RowOf<Table>,
        tx: Database,
      ) => Promise<Partial<ValuesOf<Table>>> | Partial<ValuesOf<Table>>,
      patch: unknown,
      actor: OperatorActor,
    ): Promise<RowOf<Table> | null> =>
      db.transaction(async (tx) => {
        const [before] = rowsOf(
          await tx
            .select()
            .from(table as PgTable)
            .where(and(eq(table.merchantCode, merchantCode), eq(table.id, id)))
            .for('update'),
        );
        if (!before) return null;
        const [after] = rowsOf(
          await tx
            .update(table)
            .set((await change(before, tx)) as Partial<Table['$inferInsert']>)
            .where(eq(table.id, id))
            .returning(),
        );
        if (!after) throw new Error(`${kind} update returned no row`);
        await recordAudit(tx, {
          merchantCode,
          ...actor,
          target: `${kind}:${id}`,
          patch,
          before: documentOf(before),
          after: documentOf(after),
        });
        return after;
      }),
  };
};

/**
 * The audit trail for the back office: filtered by merchant (exact), actor and target (a part of
 * them, case-insensitive), and time (from inclusive, to exclusive, Unix ms); newest first, paged,
 * with the number of entries that match.
 */
/** The keys whose values the audit view never shows: a sign-in's client secret, a vendor's key. */
const SECRET_KEYS = new Set(['clientSecret', 'secret', 'password', 'passwordHash', 'token']);

/**
 * A document as the audit view shows it: every role of the back office reads the trail, and a
 * configuration's change may hold a secret (a social sign-in's client secret); it shows as masked,
 * and whether it was set or changed still shows.
 */
const withSecretsMasked = (document: unknown): unknown => {
  if (Array.isArray(document)) return document.map(withSecretsMasked);
  if (document === null || typeof document !== 'object') return document;
  return Object.fromEntries(
    Object.entries(document).map(([key, value]) => [
      key,
      SECRET_KEYS.has(key) && typeof value === 'string' && value !== ''
        ? MASKED_SECRET
        : withSecretsMasked(value),
    ]),
  );
};

export const readAudit = async (db: Database, query: AuditQuery): Promise<AuditPage> => {
  const page = operatorPageRequest(query);
  const conditions: SQL[] = [];
  if (query.merchantCode !== undefined) conditions.push(eq(operatorAudit.merchantCode, query.merchantCode));
  if (query.actor !== undefined) {
    conditions.push(sql`${operatorAudit.actor} ilike ${containsPattern(query.actor)}`);
  }
  if (query.target !== undefined) {
    conditions.push(sql`${operatorAudit.target} ilike ${containsPattern(query.target)}`);
  }
  if (query.from !== undefined) conditions.push(gte(operatorAudit.createdAt, new Date(query.from)));
  if (query.to !== undefined) conditions.push(lt(operatorAudit.createdAt, new Date(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { total, rows } = await pageWithTotal(
    db.select({ value: count() }).from(operatorAudit).where(where),
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
      .$dynamic(),
    page,
  );
  return operatorPage(
    rows.map((row) => ({
      id: row.id,
      merchantCode: row.merchantCode,
      actor: row.actor,
      clientIp: row.clientIp,
      target: row.target,
      patch: withSecretsMasked(row.patch),
      before: withSecretsMasked(row.before),
      after: withSecretsMasked(row.after),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
  );
};
