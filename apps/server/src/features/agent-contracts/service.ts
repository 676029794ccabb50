/**
 * Agent contracts (issue 16 point 4, decision 0049). The operator offers an agent a daily salary,
 * a dividend or an hourly salary with its tiers as data; the agent accepts or declines the offer;
 * the operator withdraws an offer or ends an accepted contract. One live (offered or accepted)
 * contract per agent and kind (a partial unique index). The contract check answers spec §3's three
 * flags: true while an offer of that kind waits, all false when AGENTPOLICY3 is off or the member
 * may not be prompted (spec §6).
 *
 * Settlement: the operator settles a closed period of a kind; each contract in force during it is
 * measured on its agent's downline (the account service's downlineOf, the wallet's activityOf for
 * the period), the highest tier met is paid by the wallet's payAgent under the key
 * `contract:<id>:<period>` and a payout row keeps the figures: a second or parallel settle pays once.
 */
import {
  AGENT_CONTRACTS_MESSAGES,
  type AgentContract,
  type AgentContractValue,
  type AnyContractTier,
  CONTRACT_FLAG_OF,
  type ContractCheckValue,
  type ContractKind,
  type ContractOffer,
  type ContractPayout,
  type ContractSettleBody,
  type ContractSettlement,
  type ContractStatus,
  contractPayOf,
  contractPeriodRange,
  contractPromptsAllowed,
  contractTierMet,
  contractTierProblems,
  type DownlineFigures,
  ErrorCode,
  mayHoldContract,
  netRevenueOf,
  type OperatorContract,
  type SiteConfig,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor, recordAudit } from '../../db/operator-audit';
import { uniqueViolationOf } from '../../db/unique-violation';
import { ApiError } from '../../plugins/errors';
import * as repository from './repository';
import { agentContracts } from './tables';

/** What the contracts ask of the accounts (the account service's member directory). */
export interface ContractMembers {
  memberIdOf(merchantCode: string, username: string): Promise<number | null>;
  usernamesOf(memberIds: readonly number[]): Promise<Map<number, string>>;
  standingOf(memberId: number): Promise<{ type: number; merchantCode: string } | null>;
  downlineOf(agentId: number): Promise<{ memberId: number }[]>;
}

/** What the contracts ask of the wallet: the downline's activity in a period and the agent's pay. */
export interface ContractWallet {
  activityOf(
    merchantCode: string,
    currency: string,
    memberIds: readonly number[],
    period: { from?: Date; to?: Date },
  ): Promise<Map<number, { turnover: number; wins: number; bonuses: number }>>;
  payAgent(
    merchantCode: string,
    currency: string,
    input: { memberId: number; amount: number; idempotencyKey: string; reference: string },
  ): Promise<{ transactionId: number; replayed: boolean }>;
}

/** Whom a call is for: the session's member. */
export interface ContractAgent {
  merchantCode: string;
  memberId: number;
  type: number;
}

const NO_FLAGS: ContractCheckValue = {
  dailysalreqtype: false,
  divtypecompperiodreq: false,
  contracthoursalreq: false,
};

const invalid = (field: string, problem: string) =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
    fields: { [field]: problem },
  });
const notFound = (contractId: number | string) =>
  new ApiError(ErrorCode.NOT_FOUND, `${AGENT_CONTRACTS_MESSAGES.noContract}: ${contractId}`);
const notOffered = () =>
  new ApiError(ErrorCode.CONTRACT_NOT_OFFERED, AGENT_CONTRACTS_MESSAGES.CONTRACT_NOT_OFFERED);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const payoutOf = (row: repository.PayoutRow): ContractPayout => ({
  period: row.period,
  from: row.periodFrom.toISOString(),
  to: row.periodTo.toISOString(),
  turnover: row.turnover,
  netLoss: row.netLoss,
  activeMembers: row.activeMembers,
  tier: row.tier,
  amount: row.amount,
  settledAt: row.settledAt.toISOString(),
});

const contractOf = (row: repository.ContractRow, payouts: repository.PayoutRow[]): AgentContract => ({
  contractId: String(row.id),
  kind: row.kind,
  status: row.status,
  tiers: row.tiers,
  offeredAt: row.offeredAt.toISOString(),
  answeredAt: iso(row.answeredAt),
  endedAt: iso(row.endedAt),
  payouts: payouts.filter((payout) => payout.contractId === row.id).map(payoutOf),
});

/** The operator's document of a contract in the audit (what the operator and the agent change). */
const documentOf = (row: repository.ContractRow) => ({
  memberId: row.memberId,
  kind: row.kind,
  tiers: row.tiers,
  status: row.status,
  answeredAt: iso(row.answeredAt),
  endedAt: iso(row.endedAt),
});

const audited = auditedRows({ table: agentContracts, kind: 'agent-contract', documentOf });

export type AgentContractsService = ReturnType<typeof createAgentContractsService>;

export const createAgentContractsService = ({
  db,
  members,
  wallet,
  now,
}: {
  db: Database;
  members: ContractMembers;
  wallet: ContractWallet;
  now: () => number;
}) => {
  const operatorViewOf = async (rows: repository.ContractRow[]): Promise<OperatorContract[]> => {
    const [usernames, payouts] = await Promise.all([
      members.usernamesOf(rows.map((row) => row.memberId)),
      repository.payoutsOf(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => ({
      ...contractOf(row, payouts),
      username: usernames.get(row.memberId) ?? '',
      offeredBy: row.offeredBy,
    }));
  };
  const oneOperatorView = async (row: repository.ContractRow) =>
    (await operatorViewOf([row]))[0] as OperatorContract;

  /** The agent's own contract by id, or 404 (another's is as unknown as none). */
  const ownContract = async (agent: ContractAgent, contractId: number, tx: Database = db) => {
    const row = await repository.contractById(tx, contractId, tx !== db);
    if (!row || row.memberId !== agent.memberId || row.merchantCode !== agent.merchantCode) {
      throw notFound(contractId);
    }
    return row;
  };

  /** The figures of the agent's downline in [from, to) from the ledger. */
  const figuresOf = async (
    merchantCode: string,
    currency: string,
    agentId: number,
    from: Date,
    to: Date,
  ): Promise<DownlineFigures> => {
    const downline = (await members.downlineOf(agentId)).map((member) => member.memberId);
    const activity = await wallet.activityOf(merchantCode, currency, downline, { from, to });
    const figures: DownlineFigures = { turnover: 0, netLoss: 0, activeMembers: 0 };
    for (const member of activity.values()) {
      figures.turnover += member.turnover;
      figures.netLoss += netRevenueOf(member);
      if (member.turnover > 0) figures.activeMembers += 1;
    }
    return figures;
  };

  return {
    /** Spec §3, §7: the three flags, true while that kind's offer waits; all false when not to be prompted. */
    async check(config: SiteConfig, agent: ContractAgent): Promise<ContractCheckValue> {
      if (!contractPromptsAllowed(agent.type, config.whitelabel.AGENTPOLICY3)) return NO_FLAGS;
      const live = await repository.liveContractsOf(db, agent.memberId);
      const flags = { ...NO_FLAGS };
      for (const row of live) {
        if (row.status === 'offered' && row.merchantCode === agent.merchantCode)
          flags[CONTRACT_FLAG_OF[row.kind]] = true;
      }
      return flags;
    },

    /** The agent's live contract of the kind (offered or accepted) with its payouts, or null. */
    async contract(agent: ContractAgent, kind: ContractKind): Promise<AgentContractValue> {
      const row = (await repository.liveContractsOf(db, agent.memberId)).find(
        (live) => live.kind === kind && live.merchantCode === agent.merchantCode,
      );
      if (!row) return { kind, contract: null };
      return { kind, contract: contractOf(row, await repository.payoutsOf(db, [row.id])) };
    },

    /**
     * The agent's answer to their own offer: accept (again: the same answer) or decline (again:
     * the same answer). Anything else (withdrawn, ended, declining an accepted one, accepting a
     * declined one) is CONTRACT_NOT_OFFERED.
     */
    async answer(
      agent: ContractAgent,
      contractId: number,
      answer: 'accepted' | 'declined',
    ): Promise<AgentContract> {
      const row = await db.transaction(async (tx) => {
        const locked = await ownContract(agent, contractId, tx);
        if (locked.status === answer) return locked;
        if (locked.status !== 'offered') throw notOffered();
        const [updated] = await tx
          .update(agentContracts)
          .set({ status: answer, answeredAt: new Date(now()) })
          .where(eq(agentContracts.id, contractId))
          .returning();
        return updated ?? locked;
      });
      return contractOf(row, await repository.payoutsOf(db, [row.id]));
    },

    // ---- operator ---------------------------------------------------------------------------

    async offer(merchantCode: string, body: ContractOffer, actor: OperatorActor): Promise<OperatorContract> {
      const memberId = await members.memberIdOf(merchantCode, body.username);
      if (memberId === null)
        throw new ApiError(ErrorCode.NOT_FOUND, `No member ${body.username} in ${merchantCode}`);
      const standing = await members.standingOf(memberId);
      if (!standing || !mayHoldContract(standing.type))
        throw invalid('username', AGENT_CONTRACTS_MESSAGES.notAgent);
      const tiers = body.tiers as AnyContractTier[];
      const problems = contractTierProblems(tiers);
      const [field, problem] = Object.entries(problems)[0] ?? [];
      if (field && problem) {
        throw new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
          fields: problems,
        });
      }
      try {
        const row = await audited.create(
          db,
          merchantCode,
          {
            memberId,
            kind: body.kind,
            tiers,
            status: 'offered',
            offeredAt: new Date(now()),
            offeredBy: actor.actor,
          },
          actor,
        );
        return oneOperatorView(row);
      } catch (error) {
        if (uniqueViolationOf(error) === 'agent_contracts_live_uq') {
          throw new ApiError(ErrorCode.CONFLICT, AGENT_CONTRACTS_MESSAGES.liveExists);
        }
        throw error;
      }
    },

    async list(
      merchantCode: string,
      query: { kind?: ContractKind; status?: ContractStatus; username?: string },
    ): Promise<OperatorContract[]> {
      let memberId: number | undefined;
      if (query.username !== undefined) {
        const found = await members.memberIdOf(merchantCode, query.username);
        if (found === null) return [];
        memberId = found;
      }
      return operatorViewOf(
        await repository.merchantContracts(db, merchantCode, {
          ...(query.kind ? { kind: query.kind } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(memberId === undefined ? {} : { memberId }),
        }),
      );
    },

    /**
     * Withdraw an offer (from: 'offered' → 'withdrawn') or end an accepted contract ('accepted' →
     * 'ended'); again answers the same; any other status is CONTRACT_NOT_OFFERED / ILLEGAL_TRANSITION.
     */
    async close(
      merchantCode: string,
      contractId: number,
      to: 'withdrawn' | 'ended',
      actor: OperatorActor,
    ): Promise<OperatorContract> {
      const from: ContractStatus = to === 'withdrawn' ? 'offered' : 'accepted';
      const row = await audited.patch(
        db,
        merchantCode,
        contractId,
        (before) => {
          if (before.status === to) return {};
          if (before.status !== from) {
            throw new ApiError(
              ErrorCode.ILLEGAL_TRANSITION,
              `Only an ${from} contract is ${to}; this one is ${before.status}`,
              {
                fields: { status: before.status },
              },
            );
          }
          return { status: to, endedAt: new Date(now()) };
        },
        { status: to },
        actor,
      );
      if (!row) throw notFound(contractId);
      return oneOperatorView(row);
    },

    /** Settles a closed period of a kind for every contract in force during it (see the file's comment). */
    async settle(
      config: SiteConfig,
      body: ContractSettleBody,
      actor: OperatorActor,
    ): Promise<ContractSettlement> {
      const { merchantCode, currency } = config;
      const range = contractPeriodRange(body.kind, body.period);
      if (!range) throw invalid('period', AGENT_CONTRACTS_MESSAGES.periodInvalid);
      if (range.to > now()) throw invalid('period', AGENT_CONTRACTS_MESSAGES.periodOpen);
      const from = new Date(range.from);
      const to = new Date(range.to);
      const contracts = await repository.contractsInForce(db, merchantCode, body.kind, from, to);
      const [usernames, settled] = await Promise.all([
        members.usernamesOf(contracts.map((row) => row.memberId)),
        repository.payoutsOf(
          db,
          contracts.map((row) => row.id),
        ),
      ]);
      const payouts: ContractSettlement['payouts'] = [];
      let created = 0;
      for (const contract of contracts) {
        const named = { contractId: String(contract.id), username: usernames.get(contract.memberId) ?? '' };
        const before = settled.find(
          (payout) => payout.contractId === contract.id && payout.period === body.period,
        );
        if (before) {
          payouts.push({ ...payoutOf(before), ...named, replayed: true });
          continue;
        }
        const figures = await figuresOf(merchantCode, currency, contract.memberId, from, to);
        const tier = contractTierMet(contract.tiers, figures);
        const amount = tier === null ? 0 : contractPayOf(contract.tiers[tier] as AnyContractTier, figures);
        const paid =
          amount > 0
            ? await wallet.payAgent(merchantCode, currency, {
                memberId: contract.memberId,
                amount,
                idempotencyKey: `contract:${contract.id}:${body.period}`,
                reference: `contract:${contract.id}:${contract.kind}:${body.period}`,
              })
            : null;
        const stored = await repository.storePayout(db, {
          contractId: contract.id,
          period: body.period,
          periodFrom: from,
          periodTo: to,
          ...figures,
          tier,
          amount,
          transactionId: paid?.transactionId ?? null,
          settledAt: new Date(now()),
        });
        if (stored.created) created += 1;
        payouts.push({ ...payoutOf(stored.row), ...named, replayed: !stored.created });
      }
      if (created > 0) {
        await recordAudit(db, {
          merchantCode,
          ...actor,
          target: `agent-contract-settlement:${body.kind}:${body.period}`,
          patch: body,
          before: null,
          after: payouts.filter((payout) => !payout.replayed),
        });
      }
      return {
        kind: body.kind,
        period: body.period,
        from: from.toISOString(),
        to: to.toISOString(),
        payouts,
      };
    },
  };
};
