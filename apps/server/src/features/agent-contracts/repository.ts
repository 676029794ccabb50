/**
 * The agent contracts' queries; each function takes the database or the caller's transaction.
 */
import type { ContractKind, ContractStatus } from '@app/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { agentContracts, agentContractsPayouts } from './tables';

export type ContractRow = typeof agentContracts.$inferSelect;
export type PayoutRow = typeof agentContractsPayouts.$inferSelect;
export type NewPayoutRow = typeof agentContractsPayouts.$inferInsert;

/** The agent's live (offered or accepted) contracts, every kind. */
export const liveContractsOf = (db: Database, memberId: number): Promise<ContractRow[]> =>
  db
    .select()
    .from(agentContracts)
    .where(
      and(eq(agentContracts.memberId, memberId), inArray(agentContracts.status, ['offered', 'accepted'])),
    );

export const contractById = async (db: Database, id: number, lock = false): Promise<ContractRow | null> => {
  const query = db.select().from(agentContracts).where(eq(agentContracts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const merchantContracts = (
  db: Database,
  merchantCode: string,
  filter: { kind?: ContractKind; status?: ContractStatus; memberId?: number },
): Promise<ContractRow[]> =>
  db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantCode, merchantCode),
        filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
        filter.status ? eq(agentContracts.status, filter.status) : undefined,
        filter.memberId === undefined ? undefined : eq(agentContracts.memberId, filter.memberId),
      ),
    )
    .orderBy(desc(agentContracts.id))
    .limit(500);

/**
 * The contracts of a kind that were in force during part of [from, to): accepted before its end
 * and not ended (or ended after its start). A contract ended by the operator is still paid the
 * periods it was in force.
 */
export const contractsInForce = (
  db: Database,
  merchantCode: string,
  kind: ContractKind,
  from: Date,
  to: Date,
): Promise<ContractRow[]> =>
  db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantCode, merchantCode),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['accepted', 'ended']),
        lt(agentContracts.answeredAt, to),
        or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, from)),
      ),
    )
    .orderBy(asc(agentContracts.id));

export const payoutsOf = (db: Database, contractIds: readonly number[]): Promise<PayoutRow[]> =>
  contractIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(agentContractsPayouts)
        .where(inArray(agentContractsPayouts.contractId, [...contractIds]))
        .orderBy(desc(agentContractsPayouts.periodFrom));

/** Stores a payout unless the period of the contract has one; answers the stored row and whether it was new. */
export const storePayout = async (
  db: Database,
  row: NewPayoutRow,
): Promise<{ row: PayoutRow; created: boolean }> => {
  const [inserted] = await db.insert(agentContractsPayouts).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(agentContractsPayouts)
    .where(
      and(eq(agentContractsPayouts.contractId, row.contractId), eq(agentContractsPayouts.period, row.period)),
    );
  if (!existing) throw new Error('payout neither inserted nor found');
  return { row: existing, created: false };
};
