/**
 * The agent centre's reads and writes: the transfer limits (a merchant's default, an agent's own,
 * each change audited in the same transaction) and the agents' transfers.
 */
import type { AgentTransferLimits } from '@app/contract';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { agentCentreDefaultQuotas, agentCentreQuotas, agentCentreTransfers } from './tables';

export type AgentTransferRow = typeof agentCentreTransfers.$inferSelect;

const limitsOf = (row: AgentTransferLimits): AgentTransferLimits => ({
  minPerTransfer: row.minPerTransfer,
  maxPerTransfer: row.maxPerTransfer,
  dailyQuota: row.dailyQuota,
});

export const createAgentCentreRepository = (db: Database) => ({
  /** The handle outside a movement (transferredIn's reads). */
  db,

  async defaultLimits(merchantCode: string): Promise<AgentTransferLimits | null> {
    const [row] = await db
      .select()
      .from(agentCentreDefaultQuotas)
      .where(eq(agentCentreDefaultQuotas.merchantCode, merchantCode));
    return row ? limitsOf(row) : null;
  },

  async agentLimits(merchantCode: string, memberId: number): Promise<AgentTransferLimits | null> {
    const [row] = await db
      .select()
      .from(agentCentreQuotas)
      .where(and(eq(agentCentreQuotas.merchantCode, merchantCode), eq(agentCentreQuotas.memberId, memberId)));
    return row ? limitsOf(row) : null;
  },

  async agentsLimits(merchantCode: string) {
    const rows = await db
      .select()
      .from(agentCentreQuotas)
      .where(eq(agentCentreQuotas.merchantCode, merchantCode))
      .orderBy(asc(agentCentreQuotas.memberId));
    return rows.map((row) => ({ memberId: row.memberId, ...limitsOf(row) }));
  },

  /** Sets the merchant's default (target 'agent-quota:default') with its audit entry. */
  setDefaultLimits: (merchantCode: string, limits: AgentTransferLimits, actor: OperatorActor) =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(agentCentreDefaultQuotas)
        .where(eq(agentCentreDefaultQuotas.merchantCode, merchantCode))
        .for('update');
      const values = { ...limits, updatedAt: new Date(), updatedBy: actor.actor };
      await tx
        .insert(agentCentreDefaultQuotas)
        .values({ merchantCode, ...values })
        .onConflictDoUpdate({ target: agentCentreDefaultQuotas.merchantCode, set: values });
      await recordAudit(tx, {
        merchantCode,
        ...actor,
        target: 'agent-quota:default',
        patch: limits,
        before: before ? limitsOf(before) : null,
        after: limits,
      });
    }),

  /** Sets one agent's limits (target 'agent-quota:<memberId>') with its audit entry. */
  setAgentLimits: (
    merchantCode: string,
    memberId: number,
    limits: AgentTransferLimits,
    actor: OperatorActor,
  ) =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(agentCentreQuotas)
        .where(
          and(eq(agentCentreQuotas.merchantCode, merchantCode), eq(agentCentreQuotas.memberId, memberId)),
        )
        .for('update');
      const values = { ...limits, updatedAt: new Date(), updatedBy: actor.actor };
      await tx
        .insert(agentCentreQuotas)
        .values({ merchantCode, memberId, ...values })
        .onConflictDoUpdate({
          target: [agentCentreQuotas.merchantCode, agentCentreQuotas.memberId],
          set: values,
        });
      await recordAudit(tx, {
        merchantCode,
        ...actor,
        target: `agent-quota:${memberId}`,
        patch: limits,
        before: before ? limitsOf(before) : null,
        after: limits,
      });
    }),

  /** The sum of the agent's transfers in [from, to) (`tx`: inside the movement that adds one). */
  async transferredIn(tx: Database, agentId: number, span: { from: Date; to: Date }): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string | null>`sum(${agentCentreTransfers.amount})` })
      .from(agentCentreTransfers)
      .where(
        and(
          eq(agentCentreTransfers.agentId, agentId),
          gte(agentCentreTransfers.createdAt, span.from),
          lt(agentCentreTransfers.createdAt, span.to),
        ),
      );
    return Number(row?.total ?? 0);
  },

  async insertTransfer(tx: Database, row: typeof agentCentreTransfers.$inferInsert) {
    await tx.insert(agentCentreTransfers).values(row);
  },

  async transferOf(transactionId: number): Promise<AgentTransferRow | null> {
    const [row] = await db
      .select()
      .from(agentCentreTransfers)
      .where(eq(agentCentreTransfers.transactionId, transactionId));
    return row ?? null;
  },

  transfersOf(agentId: number, page: PageRequest) {
    const where = eq(agentCentreTransfers.agentId, agentId);
    return pageWithTotal(
      db.select({ value: count() }).from(agentCentreTransfers).where(where),
      db
        .select()
        .from(agentCentreTransfers)
        .where(where)
        .orderBy(desc(agentCentreTransfers.createdAt), desc(agentCentreTransfers.id))
        .$dynamic(),
      page,
    );
  },
});

export type AgentCentreRepository = ReturnType<typeof createAgentCentreRepository>;
