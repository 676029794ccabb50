/**
 * The agents feature in the database: applications, plans, plan assignments and commission
 * statements. Every operator write appends its audit row in the same transaction.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor, recordAudit } from '../../db/operator-audit';
import { uniqueViolationOf } from '../../db/unique-violation';
import { agentsApplications, agentsCommissionStatements, agentsPlanAssignments, agentsPlans } from './tables';

export type ApplicationRow = typeof agentsApplications.$inferSelect;
export type NewApplication = Omit<
  typeof agentsApplications.$inferInsert,
  | 'id'
  | 'status'
  | 'submittedAt'
  | 'decidedAt'
  | 'decidedBy'
  | 'rejectReason'
  | 'reapplyAfter'
  | 'affiliateCode'
>;
export type PlanRow = typeof agentsPlans.$inferSelect;
export type StatementRow = typeof agentsCommissionStatements.$inferSelect;
export type NewStatement = Omit<typeof agentsCommissionStatements.$inferInsert, 'id' | 'settledAt'>;

const applications = auditedRows({
  table: agentsApplications,
  kind: 'agent-application',
  documentOf: (row) => row,
});
const planDocumentOf = ({ seedKey, createdAt, ...plan }: PlanRow) => plan;
const plans = auditedRows({ table: agentsPlans, kind: 'agent-plan', documentOf: planDocumentOf });

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;

export const createAgentsRepository = (db: Database) => ({
  async latestApplication(memberId: number): Promise<ApplicationRow | null> {
    const [row] = await db
      .select()
      .from(agentsApplications)
      .where(eq(agentsApplications.memberId, memberId))
      .orderBy(desc(agentsApplications.submittedAt), desc(agentsApplications.id))
      .limit(1);
    return row ?? null;
  },

  /** Null when the member has an open application already (the partial unique index says so). */
  async insertApplication(values: NewApplication): Promise<ApplicationRow | null> {
    try {
      const [row] = await db.insert(agentsApplications).values(values).returning();
      return row ?? null;
    } catch (error) {
      if (uniqueViolationOf(error) === 'agents_applications_open_uq') return null;
      throw error;
    }
  },

  listApplications(merchantCode: string, status?: ApplicationRow['status']) {
    return db
      .select()
      .from(agentsApplications)
      .where(
        and(
          eq(agentsApplications.merchantCode, merchantCode),
          status === undefined ? undefined : eq(agentsApplications.status, status),
        ),
      )
      .orderBy(desc(agentsApplications.submittedAt), desc(agentsApplications.id))
      .limit(500);
  },

  /** The operator's decision under the row's lock; `change` throws to refuse. Null: no such application. */
  decide: (
    merchantCode: string,
    id: number,
    change: (before: ApplicationRow) => Partial<NewApplication & ApplicationRow>,
    patch: unknown,
    actor: OperatorActor,
  ) => applications.patch(db, merchantCode, id, (before) => change(before), patch, actor),

  async setApplicationCode(id: number, affiliateCode: string): Promise<void> {
    await db.update(agentsApplications).set({ affiliateCode }).where(eq(agentsApplications.id, id));
  },

  // ---- plans ----

  async plans(merchantCode: string) {
    const rows = await db
      .select({ plan: agentsPlans, agents: count(agentsPlanAssignments.memberId) })
      .from(agentsPlans)
      .leftJoin(agentsPlanAssignments, eq(agentsPlanAssignments.planId, agentsPlans.id))
      .where(eq(agentsPlans.merchantCode, merchantCode))
      .groupBy(agentsPlans.id)
      .orderBy(asc(agentsPlans.id));
    return rows.map(({ plan, agents }) => ({ ...plan, agents: Number(agents) }));
  },

  async plan(merchantCode: string, id: number): Promise<PlanRow | null> {
    const [row] = await db
      .select()
      .from(agentsPlans)
      .where(and(eq(agentsPlans.merchantCode, merchantCode), eq(agentsPlans.id, id)));
    return row ?? null;
  },

  async agentsOn(planId: number): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(agentsPlanAssignments)
      .where(eq(agentsPlanAssignments.planId, planId));
    return Number(row?.value ?? 0);
  },

  /** Null when the merchant has a plan of that name (in any case). */
  async createPlan(
    merchantCode: string,
    values: Pick<PlanRow, 'name' | 'rateBps' | 'minActiveMembers' | 'period' | 'active'>,
    actor: OperatorActor,
  ): Promise<PlanRow | null> {
    try {
      return await plans.create(db, merchantCode, values, actor);
    } catch (error) {
      if (uniqueViolationOf(error) === 'agents_plans_name_uq') return null;
      throw error;
    }
  },

  /** Null: no such plan; 'taken': another plan has the name. */
  async patchPlan(
    merchantCode: string,
    id: number,
    values: Partial<Pick<PlanRow, 'name' | 'rateBps' | 'minActiveMembers' | 'period' | 'active'>>,
    actor: OperatorActor,
  ): Promise<PlanRow | null | 'taken'> {
    try {
      return await plans.patch(db, merchantCode, id, () => values, values, actor);
    } catch (error) {
      if (uniqueViolationOf(error) === 'agents_plans_name_uq') return 'taken';
      throw error;
    }
  },

  /** The merchant's first active plan: the one an approval gives when the operator names none. */
  async defaultPlan(merchantCode: string): Promise<PlanRow | null> {
    const [row] = await db
      .select()
      .from(agentsPlans)
      .where(and(eq(agentsPlans.merchantCode, merchantCode), eq(agentsPlans.active, true)))
      .orderBy(asc(agentsPlans.id))
      .limit(1);
    return row ?? null;
  },

  async planOf(memberId: number): Promise<PlanRow | null> {
    const [row] = await db
      .select({ plan: agentsPlans })
      .from(agentsPlanAssignments)
      .innerJoin(agentsPlans, eq(agentsPlans.id, agentsPlanAssignments.planId))
      .where(eq(agentsPlanAssignments.memberId, memberId));
    return row?.plan ?? null;
  },

  /** Gives the agent this plan (replacing theirs), audited as `agent-plan-assignment:<memberId>`. */
  assign: (merchantCode: string, memberId: number, planId: number, actor: OperatorActor | null) =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(agentsPlanAssignments)
        .where(eq(agentsPlanAssignments.memberId, memberId))
        .for('update');
      await tx
        .insert(agentsPlanAssignments)
        .values({ memberId, merchantCode, planId })
        .onConflictDoUpdate({
          target: agentsPlanAssignments.memberId,
          set: { planId, assignedAt: sql`now()` },
        });
      if (actor) {
        await recordAudit(tx, {
          merchantCode,
          ...actor,
          target: `agent-plan-assignment:${memberId}`,
          patch: { planId },
          before: before ? { planId: before.planId } : null,
          after: { planId },
        });
      }
    }),

  /** The agents of the merchant who have a plan, with it. */
  async assignedAgents(merchantCode: string) {
    return db
      .select({ memberId: agentsPlanAssignments.memberId, plan: agentsPlans })
      .from(agentsPlanAssignments)
      .innerJoin(agentsPlans, eq(agentsPlans.id, agentsPlanAssignments.planId))
      .where(eq(agentsPlanAssignments.merchantCode, merchantCode))
      .orderBy(asc(agentsPlanAssignments.memberId));
  },

  // ---- statements ----

  async statement(agentId: number, period: string): Promise<StatementRow | null> {
    const [row] = await db
      .select()
      .from(agentsCommissionStatements)
      .where(
        and(eq(agentsCommissionStatements.agentId, agentId), eq(agentsCommissionStatements.period, period)),
      );
    return row ?? null;
  },

  statementsOf: (agentId: number) =>
    db
      .select()
      .from(agentsCommissionStatements)
      .where(eq(agentsCommissionStatements.agentId, agentId))
      .orderBy(desc(agentsCommissionStatements.period)),

  statementsIn: (merchantCode: string, period: string) =>
    db
      .select()
      .from(agentsCommissionStatements)
      .where(
        and(
          eq(agentsCommissionStatements.merchantCode, merchantCode),
          eq(agentsCommissionStatements.period, period),
        ),
      )
      .orderBy(asc(agentsCommissionStatements.agentId)),

  /** The statement, or null when one for the agent and period exists already (another settle wrote it). */
  async insertStatement(values: NewStatement): Promise<StatementRow | null> {
    const [row] = await db
      .insert(agentsCommissionStatements)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  recordSettlement: (merchantCode: string, period: string, written: unknown, actor: OperatorActor) =>
    recordAudit(db, {
      merchantCode,
      ...actor,
      target: `agent-commission:${period}`,
      patch: { settle: period },
      before: null,
      after: written,
    }),
});
