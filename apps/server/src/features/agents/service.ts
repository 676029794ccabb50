/**
 * Agent applications, plans and commission (issue 16 points 2, 3 and 5; decision 0047).
 * - A real member who is not an agent applies (one open application at a time); the operator
 *   approves — the member becomes an agent (type 1) with a generated affiliate code and a plan — or
 *   rejects with a reason and an optional wait before the next application.
 * - Plans are the merchant's data: a rate in basis points of the downline's net gaming revenue
 *   (turnover − wins − bonuses, from the wallet's ledger) and a minimum of active members
 *   (turnover > 0 in the month) for the month to pay.
 * - Commission is computed from the ledger for a calendar month (UTC) and stored only when the
 *   operator settles a closed month: one statement per agent and month, and the pay as one wallet
 *   movement of key `commission:<agentId>:<YYYY-MM>`, so settling again (or ten times at once) pays once.
 */
import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AGENT_PAST_PERIODS,
  AGENTS_MESSAGES,
  type AgentApplicationValue,
  type AgentApplyBody,
  type AgentApproveBody,
  type AgentCommissionValue,
  type AgentPastPeriod,
  type AgentPeriodFigures,
  type AgentPlan,
  type AgentPlanCreate,
  type AgentPlanPatch,
  type AgentRejectBody,
  type AgentSettleValue,
  type AgentStatement,
  commissionOf,
  currencyDecimals,
  ErrorCode,
  isAgent,
  isAgentContact,
  isRealMember,
  netRevenueOf,
  type OperatorAgentApplication,
  periodOf,
  periodRangeOf,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { ApiError } from '../../plugins/errors';
import type { MemberActivity } from '../wallet/service';
import type { AgentsRepository, ApplicationRow, PlanRow, StatementRow } from './repository';

/** What the agents feature asks of the accounts (the account service's member directory). */
export interface AgentsMembers {
  standingOf(memberId: number): Promise<{ merchantCode: string; type: number; username: string } | null>;
  makeAgent(memberId: number, affiliateCode: string): Promise<boolean>;
  memberIdOf(merchantCode: string, username: string): Promise<number | null>;
  usernamesOf(memberIds: readonly number[]): Promise<Map<number, string>>;
  downlineOf(agentId: number): Promise<{ memberId: number }[]>;
}

/** What it asks of the wallet. */
export interface AgentsWallet {
  activityOf(
    merchantCode: string,
    currency: string,
    memberIds: readonly number[],
    period: { from?: Date; to?: Date },
  ): Promise<Map<number, MemberActivity>>;
  payAgent(
    merchantCode: string,
    currency: string,
    input: { memberId: number; amount: number; idempotencyKey: string; reference: string },
  ): Promise<{ transactionId: number; replayed: boolean }>;
}

const DAY_MS = 86_400_000;
const CODE_ATTEMPTS = 8;

const invalid = (field: string, problem: string): ApiError =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
    fields: { [field]: problem },
  });
const notFound = (what: string) => new ApiError(ErrorCode.NOT_FOUND, what);

/** A fresh affiliate code candidate: AG and six digits (the account rules' 4–16 letters or digits). */
const affiliateCodeCandidate = () => `AG${randomInt(100_000, 1_000_000)}`;

const applicationViewOf = (row: ApplicationRow) => ({
  applicationId: String(row.id),
  status: row.status,
  submittedAt: row.submittedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  rejectReason: row.rejectReason,
  reapplyAfter: row.reapplyAfter?.toISOString() ?? null,
});

const operatorApplicationOf = (row: ApplicationRow, username: string): OperatorAgentApplication => ({
  ...applicationViewOf(row),
  username,
  realName: row.realName,
  contactKind: row.contactKind,
  contact: row.contact,
  channel: row.channel,
  channelDetail: row.channelDetail,
  expectedPlayers: row.expectedPlayers,
  note: row.note,
  decidedBy: row.decidedBy,
  affiliateCode: row.affiliateCode,
});

const planOf = (row: PlanRow & { agents: number }): AgentPlan => ({
  planId: String(row.id),
  name: row.name,
  rateBps: row.rateBps,
  minActiveMembers: row.minActiveMembers,
  period: row.period,
  active: row.active,
  agents: row.agents,
});

const figuresOfStatement = (row: StatementRow): AgentPeriodFigures => ({
  period: row.period,
  downlineMembers: row.downlineMembers,
  activeMembers: row.activeMembers,
  turnover: row.turnover,
  wins: row.wins,
  bonuses: row.bonuses,
  netRevenue: row.netRevenue,
  rateBps: row.rateBps,
  minActiveMembers: row.minActiveMembers,
  commission: row.commission,
});

const pastOfStatement = (row: StatementRow): AgentPastPeriod => ({
  ...figuresOfStatement(row),
  status: row.status,
  paidAt: row.status === 'paid' ? row.settledAt.toISOString() : null,
});

/** A closed period's status from its figures (before it is settled, 'unsettled' is shown instead). */
const settledStatusOf = (figures: AgentPeriodFigures): StatementRow['status'] => {
  if (figures.activeMembers < figures.minActiveMembers) return 'below_minimum';
  return figures.commission > 0 ? 'paid' : 'nothing';
};

export type AgentsService = ReturnType<typeof createAgentsService>;

/** An application the operator decides must still wait for a decision (one decision each). */
const stillPending = (application: { status: string }) => {
  if (application.status !== 'pending') {
    throw new ApiError(
      ErrorCode.AGENT_APPLICATION_DECIDED,
      AGENTS_MESSAGES[ErrorCode.AGENT_APPLICATION_DECIDED],
    );
  }
};

export const createAgentsService = ({
  repository,
  members,
  wallet,
  currencyOf,
  now,
}: {
  repository: AgentsRepository;
  members: AgentsMembers;
  wallet: AgentsWallet;
  /** The merchant's wallet currency and its symbol. */
  currencyOf: (merchantCode: string) => Promise<{ currency: string; currencySymbol: string }>;
  now: () => number;
}) => {
  /** The agent's figures for a month under a plan, from the ledger. */
  const figuresOf = async (
    merchantCode: string,
    agentId: number,
    plan: Pick<PlanRow, 'rateBps' | 'minActiveMembers'>,
    period: string,
  ): Promise<AgentPeriodFigures> => {
    const downline = (await members.downlineOf(agentId)).map((member) => member.memberId);
    const activity = await wallet.activityOf(
      merchantCode,
      (await currencyOf(merchantCode)).currency,
      downline,
      periodRangeOf(period),
    );
    let activeMembers = 0;
    const totals = { turnover: 0, wins: 0, bonuses: 0 };
    for (const figures of activity.values()) {
      if (figures.turnover > 0) activeMembers += 1;
      totals.turnover += figures.turnover;
      totals.wins += figures.wins;
      totals.bonuses += figures.bonuses;
    }
    const netRevenue = netRevenueOf(totals);
    return {
      period,
      downlineMembers: downline.length,
      activeMembers,
      ...totals,
      netRevenue,
      rateBps: plan.rateBps,
      minActiveMembers: plan.minActiveMembers,
      commission: commissionOf(netRevenue, plan.rateBps, activeMembers, plan.minActiveMembers),
    };
  };

  const isClosed = (period: string) => periodRangeOf(period).to.getTime() <= now();

  const applicationValueOf = async (memberId: number, type: number): Promise<AgentApplicationValue> => {
    const latest = await repository.latestApplication(memberId);
    const agent = isAgent(type);
    const waiting =
      latest?.status === 'pending' ||
      (latest?.status === 'rejected' &&
        latest.reapplyAfter !== null &&
        latest.reapplyAfter.getTime() > now());
    return {
      isAgent: agent,
      canApply: !agent && !waiting,
      application: latest && applicationViewOf(latest),
    };
  };

  const standingOrThrow = async (memberId: number) => {
    const standing = await members.standingOf(memberId);
    if (!standing) throw new ApiError(ErrorCode.UNAUTHORIZED, 'You are not logged in, please login first');
    return standing;
  };

  const statements = async (merchantCode: string, period: string): Promise<AgentStatement[]> => {
    const rows = await repository.statementsIn(merchantCode, period);
    const usernames = await members.usernamesOf(rows.map((row) => row.agentId));
    return rows.map((row) => statementOf(row, usernames.get(row.agentId) ?? ''));
  };

  const usernameOf = async (memberId: number) => (await members.usernamesOf([memberId])).get(memberId) ?? '';

  return {
    /** The member's latest application and whether they may apply (the type is the member row's, now). */
    async application(memberId: number): Promise<AgentApplicationValue> {
      const standing = await standingOrThrow(memberId);
      return applicationValueOf(memberId, standing.type);
    },

    async apply(
      merchantCode: string,
      memberId: number,
      body: AgentApplyBody,
    ): Promise<AgentApplicationValue> {
      const standing = await standingOrThrow(memberId);
      if (!isRealMember(standing.type) && !isAgent(standing.type)) {
        throw new ApiError(ErrorCode.FREE_REJECT, ACCOUNT_MESSAGES.FREE_REJECT);
      }
      if (isAgent(standing.type)) {
        throw new ApiError(ErrorCode.ALREADY_AGENT, AGENTS_MESSAGES[ErrorCode.ALREADY_AGENT]);
      }
      const realName = body.realName.trim();
      const contact = body.contact.trim();
      const channelDetail = body.channelDetail.trim();
      if (realName === '') throw invalid('realName', 'is required');
      if (!isAgentContact(body.contactKind, contact))
        throw invalid('contact', `is not a valid ${body.contactKind}`);
      if (channelDetail === '') throw invalid('channelDetail', 'is required');
      const latest = await repository.latestApplication(memberId);
      if (latest?.status === 'pending') {
        throw new ApiError(
          ErrorCode.AGENT_APPLICATION_OPEN,
          AGENTS_MESSAGES[ErrorCode.AGENT_APPLICATION_OPEN],
        );
      }
      if (latest?.status === 'rejected' && latest.reapplyAfter && latest.reapplyAfter.getTime() > now()) {
        throw new ApiError(
          ErrorCode.AGENT_REAPPLY_TOO_SOON,
          AGENTS_MESSAGES[ErrorCode.AGENT_REAPPLY_TOO_SOON],
          {
            fields: { reapplyAfter: latest.reapplyAfter.toISOString() },
          },
        );
      }
      const row = await repository.insertApplication({
        merchantCode,
        memberId,
        realName,
        contactKind: body.contactKind,
        contact,
        channel: body.channel,
        channelDetail,
        expectedPlayers: body.expectedPlayers,
        note: body.note?.trim() ?? '',
      });
      if (!row) {
        throw new ApiError(
          ErrorCode.AGENT_APPLICATION_OPEN,
          AGENTS_MESSAGES[ErrorCode.AGENT_APPLICATION_OPEN],
        );
      }
      return applicationValueOf(memberId, standing.type);
    },

    /** The agent's commission: plan, running month, past months (newest first). */
    async commission(merchantCode: string, agentId: number): Promise<AgentCommissionValue> {
      const [plan, statements, { currency, currencySymbol }] = await Promise.all([
        repository.planOf(agentId),
        repository.statementsOf(agentId),
        currencyOf(merchantCode),
      ]);
      const settled = new Map(statements.map((row) => [row.period, row]));
      const past: AgentPastPeriod[] = [];
      for (let offset = 1; offset <= AGENT_PAST_PERIODS; offset += 1) {
        const period = periodOf(now(), -offset);
        const statement = settled.get(period);
        if (statement) {
          past.push(pastOfStatement(statement));
          continue;
        }
        if (!plan) continue;
        const figures = await figuresOf(merchantCode, agentId, plan, period);
        // A month whose downline did nothing is left out; one with commission awaits settlement.
        if (figures.turnover === 0 && figures.wins === 0 && figures.bonuses === 0) continue;
        past.push({
          ...figures,
          status: figures.commission > 0 ? 'unsettled' : settledStatusOf(figures),
          paidAt: null,
        });
      }
      return {
        currency,
        currencySymbol,
        decimals: currencyDecimals(currency),
        plan: plan && {
          name: plan.name,
          rateBps: plan.rateBps,
          minActiveMembers: plan.minActiveMembers,
          period: plan.period,
        },
        current: plan && (await figuresOf(merchantCode, agentId, plan, periodOf(now()))),
        past,
      };
    },

    // ---- operator: applications ----

    async applications(merchantCode: string, status?: ApplicationRow['status']) {
      const rows = await repository.listApplications(merchantCode, status);
      const usernames = await members.usernamesOf(rows.map((row) => row.memberId));
      return rows.map((row) => operatorApplicationOf(row, usernames.get(row.memberId) ?? ''));
    },

    async approve(
      merchantCode: string,
      applicationId: string,
      body: AgentApproveBody,
      actor: OperatorActor,
    ): Promise<OperatorAgentApplication> {
      const plan =
        body.planId === undefined
          ? await repository.defaultPlan(merchantCode)
          : await repository.plan(merchantCode, Number(body.planId));
      if (!plan) {
        throw body.planId === undefined
          ? invalid('planId', 'is required: the merchant has no active plan')
          : notFound(`No plan ${body.planId} in ${merchantCode}`);
      }
      let code = affiliateCodeCandidate();
      const decided = await repository.decide(
        merchantCode,
        Number(applicationId),
        (before) => {
          stillPending(before);
          return {
            status: 'approved',
            decidedAt: new Date(now()),
            decidedBy: actor.actor,
            affiliateCode: code,
          };
        },
        { approve: true, planId: String(plan.id) },
        actor,
      );
      if (!decided) throw notFound(`No application ${applicationId} in ${merchantCode}`);
      let made = await members.makeAgent(decided.memberId, code);
      for (let attempt = 1; !made && attempt < CODE_ATTEMPTS; attempt += 1) {
        code = affiliateCodeCandidate();
        made = await members.makeAgent(decided.memberId, code);
      }
      if (!made) throw new Error('no free affiliate code after several attempts');
      if (code !== decided.affiliateCode) await repository.setApplicationCode(decided.id, code);
      await repository.assign(merchantCode, decided.memberId, plan.id, actor);
      return operatorApplicationOf({ ...decided, affiliateCode: code }, await usernameOf(decided.memberId));
    },

    async reject(
      merchantCode: string,
      applicationId: string,
      body: AgentRejectBody,
      actor: OperatorActor,
    ): Promise<OperatorAgentApplication> {
      const reason = body.reason.trim();
      if (reason === '') throw invalid('reason', 'is required');
      const at = now();
      const decided = await repository.decide(
        merchantCode,
        Number(applicationId),
        (before) => {
          stillPending(before);
          const waitDays = body.waitDays ?? 0;
          return {
            status: 'rejected',
            decidedAt: new Date(at),
            decidedBy: actor.actor,
            rejectReason: reason,
            reapplyAfter: waitDays > 0 ? new Date(at + waitDays * DAY_MS) : null,
          };
        },
        body,
        actor,
      );
      if (!decided) throw notFound(`No application ${applicationId} in ${merchantCode}`);
      return operatorApplicationOf(decided, await usernameOf(decided.memberId));
    },

    // ---- operator: plans ----

    async plans(merchantCode: string): Promise<AgentPlan[]> {
      return (await repository.plans(merchantCode)).map(planOf);
    },

    async createPlan(merchantCode: string, body: AgentPlanCreate, actor: OperatorActor): Promise<AgentPlan> {
      const name = body.name.trim();
      if (name === '') throw invalid('name', 'is required');
      const row = await repository.createPlan(
        merchantCode,
        {
          name,
          rateBps: body.rateBps,
          minActiveMembers: body.minActiveMembers,
          period: body.period ?? 'monthly',
          active: body.active ?? true,
        },
        actor,
      );
      if (!row) throw new ApiError(ErrorCode.CONFLICT, `A plan named ${name} exists already`);
      return planOf({ ...row, agents: 0 });
    },

    async patchPlan(
      merchantCode: string,
      planId: string,
      body: AgentPlanPatch,
      actor: OperatorActor,
    ): Promise<AgentPlan> {
      const values = body.name === undefined ? body : { ...body, name: body.name.trim() };
      if (values.name === '') throw invalid('name', 'is required');
      const row = await repository.patchPlan(merchantCode, Number(planId), values, actor);
      if (row === 'taken')
        throw new ApiError(ErrorCode.CONFLICT, `A plan named ${values.name} exists already`);
      if (!row) throw notFound(`No plan ${planId} in ${merchantCode}`);
      return planOf({ ...row, agents: await repository.agentsOn(row.id) });
    },

    async assignPlan(merchantCode: string, username: string, planId: string, actor: OperatorActor) {
      const memberId = await members.memberIdOf(merchantCode, username);
      if (memberId === null) throw notFound(`No member ${username} in ${merchantCode}`);
      const standing = await members.standingOf(memberId);
      if (!standing || !isAgent(standing.type)) throw invalid('username', 'is not an agent');
      const plan = await repository.plan(merchantCode, Number(planId));
      if (!plan) throw notFound(`No plan ${planId} in ${merchantCode}`);
      await repository.assign(merchantCode, memberId, plan.id, actor);
      return { username: standing.username, planId: String(plan.id) };
    },

    // ---- operator: commission ----

    statements,

    /**
     * Settles a closed month: each agent with a plan and no statement of it gets one, and the pay
     * when there is commission (one wallet movement per agent and month, whatever runs at once).
     */
    async settle(merchantCode: string, period: string, actor: OperatorActor): Promise<AgentSettleValue> {
      if (!isClosed(period))
        throw new ApiError(ErrorCode.PERIOD_OPEN, AGENTS_MESSAGES[ErrorCode.PERIOD_OPEN]);
      const { currency } = await currencyOf(merchantCode);
      const written: StatementRow[] = [];
      for (const { memberId, plan } of await repository.assignedAgents(merchantCode)) {
        if (await repository.statement(memberId, period)) continue;
        const standing = await members.standingOf(memberId);
        if (!standing || !isAgent(standing.type)) continue;
        const figures = await figuresOf(merchantCode, memberId, plan, period);
        const status = settledStatusOf(figures);
        let transactionId: number | null = null;
        if (status === 'paid') {
          ({ transactionId } = await wallet.payAgent(merchantCode, currency, {
            memberId,
            amount: figures.commission,
            idempotencyKey: `commission:${memberId}:${period}`,
            reference: `commission:${period}`,
          }));
        }
        const row = await repository.insertStatement({
          merchantCode,
          agentId: memberId,
          period,
          planId: plan.id,
          planName: plan.name,
          downlineMembers: figures.downlineMembers,
          activeMembers: figures.activeMembers,
          turnover: figures.turnover,
          wins: figures.wins,
          bonuses: figures.bonuses,
          netRevenue: figures.netRevenue,
          rateBps: figures.rateBps,
          minActiveMembers: figures.minActiveMembers,
          commission: status === 'paid' ? figures.commission : 0,
          status,
          transactionId,
        });
        if (row) written.push(row);
      }
      if (written.length > 0) {
        await repository.recordSettlement(
          merchantCode,
          period,
          written.map(({ agentId, commission, status, transactionId }) => ({
            agentId,
            commission,
            status,
            transactionId,
          })),
          actor,
        );
      }
      return { period, settled: written.length, statements: await statements(merchantCode, period) };
    },
  };
};

const statementOf = (row: StatementRow, username: string): AgentStatement => ({
  username,
  ...figuresOfStatement(row),
  planName: row.planName,
  status: row.status,
  transactionId: row.transactionId === null ? null : String(row.transactionId),
  settledAt: row.settledAt.toISOString(),
});
