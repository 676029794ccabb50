/**
 * The agent centre (issue 16, decision 0048): everything here is about the calling agent's own
 * downline, the members whose referrer is the agent (account service's downlineOf). The figures
 * come from the ledger in one grouped read per span (wallet service's activityOf); a transfer is one
 * ledger movement of kind 'transfer' from the agent's wallet to a downline member's, once per
 * Idempotency-Key, after the payment password (withdrawals' check and lock), within the per-transfer
 * limits and the UTC day's quota, keeping in the agent's wallet what may not leave it (sandbox
 * credits outside demo mode, as a withdrawal does).
 */
import { createHash } from 'node:crypto';
import {
  AGENT_CENTRE_MESSAGES,
  AGENT_DOWNLINE_PAGE_SIZE,
  AGENT_TRANSFER_FALLBACK_LIMITS,
  type AgentDownlineMember,
  type AgentDownlinePage,
  type AgentDownlineQuery,
  type AgentKpiFigures,
  type AgentKpiPeriod,
  type AgentKpiValue,
  type AgentLinksValue,
  type AgentQuotaValue,
  type AgentTransfer,
  type AgentTransferBody,
  type AgentTransferLimits,
  type AgentTransferResult,
  affiliateLinkOf,
  agentLimitsProblem,
  ErrorCode,
  isAgent,
  kpiSpansOf,
  netRevenueOf,
  type OperatorAgentQuotas,
  quotaDayOf,
  type SiteConfig,
  type Span,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { AccountService } from '../account/service';
import type { MemberActivity, WalletService } from '../wallet/service';
import type { AgentCentreRepository } from './repository';

export type AgentCentreService = ReturnType<typeof createAgentCentreService>;

/** A member of an agent's downline as the account service answers it. */
type DownlineMember = Awaited<ReturnType<AccountService['downlineOf']>>[number];

const notDownline = () => new ApiError(ErrorCode.NOT_FOUND, AGENT_CENTRE_MESSAGES.notDownline);

const outOfRange = (limits: AgentTransferLimits) =>
  new ApiError(ErrorCode.AMOUNT_OUT_OF_RANGE, 'The amount is outside the transfer limits', {
    fields: { amount: `from ${limits.minPerTransfer} to ${limits.maxPerTransfer}` },
  });

const within = (at: Date, span: Span) => at >= span.from && at < span.to;

export const createAgentCentreService = ({
  repository,
  accounts,
  wallet,
  verifyPaymentPassword,
  unwithdrawableOf,
  now,
}: {
  repository: AgentCentreRepository;
  accounts: AccountService;
  wallet: WalletService;
  /** Withdrawals' payment password check (PAYMENT_PASSWORD_REQUIRED, _WRONG, _LOCKED). */
  verifyPaymentPassword: (session: SessionInfo, paymentPassword: string) => Promise<void>;
  /** Payments' money that must stay in a wallet (sandbox credits outside demo mode). */
  unwithdrawableOf: (merchantCode: string, memberId: number, currency: string) => Promise<number>;
  now: () => number;
}) => {
  /** The agent's own limits, else the merchant's default, else the fallback. */
  const limitsOf = async (merchantCode: string, agentId: number): Promise<AgentTransferLimits> =>
    (await repository.agentLimits(merchantCode, agentId)) ??
    (await repository.defaultLimits(merchantCode)) ??
    AGENT_TRANSFER_FALLBACK_LIMITS;

  /** The downline's figures in a span: one grouped ledger read for the span, one for before it. */
  const figuresOf = async (
    config: SiteConfig,
    downline: readonly DownlineMember[],
    span: Span,
  ): Promise<AgentKpiFigures> => {
    const ids = downline.map((member) => member.memberId);
    const [during, before] = await Promise.all([
      wallet.activityOf(config.merchantCode, config.currency, ids, span),
      wallet.activityOf(config.merchantCode, config.currency, ids, { to: span.from }),
    ]);
    const sum = (key: keyof MemberActivity) => [...during.values()].reduce((total, a) => total + a[key], 0);
    const totals = { turnover: sum('turnover'), wins: sum('wins'), bonuses: sum('bonuses') };
    return {
      registrations: downline.filter((member) => within(member.joinedAt, span)).length,
      firstDepositors: ids.filter(
        (id) => (during.get(id)?.deposits ?? 0) > 0 && (before.get(id)?.deposits ?? 0) === 0,
      ).length,
      activeMembers: ids.filter((id) => (during.get(id)?.turnover ?? 0) > 0).length,
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      ...totals,
      netRevenue: netRevenueOf(totals),
    };
  };

  const transferView = (
    row: { id: number; amount: number; currency: string; createdAt: Date },
    username: string,
  ): AgentTransfer => ({
    transferId: String(row.id),
    username,
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  });

  /** Transfers of the same agent and key in flight in this process: one answer for all of them. */
  const inFlight = new Map<string, Promise<AgentTransferResult>>();

  const quotaOf = async (config: SiteConfig, session: SessionInfo): Promise<AgentQuotaValue> => {
    const { merchantCode, currency } = config;
    const [limits, usedToday, balances, keep] = await Promise.all([
      limitsOf(merchantCode, session.memberId),
      repository.transferredIn(repository.db, session.memberId, quotaDayOf(new Date(now()))),
      wallet.ledger.memberBalances(merchantCode, session.memberId, currency),
      unwithdrawableOf(merchantCode, session.memberId, currency),
    ]);
    return {
      ...limits,
      currency,
      usedToday,
      remainingToday: Math.max(0, limits.dailyQuota - usedToday),
      balance: balances.wallet,
      transferable: Math.max(0, balances.wallet - keep),
    };
  };

  const transferOnce = async (
    config: SiteConfig,
    session: SessionInfo,
    body: AgentTransferBody,
    idempotencyKey: string,
  ): Promise<AgentTransferResult> => {
    const { merchantCode, currency } = config;
    const agentId = session.memberId;
    const toMemberId = await accounts.memberIdOf(merchantCode, body.username);
    const standing = toMemberId === null ? null : await accounts.standingOf(toMemberId);
    // Anyone not the agent's own downline is "no such member": nothing tells the agent more.
    if (!standing || standing.referrerId !== agentId || standing.merchantCode !== merchantCode)
      throw notDownline();
    const limits = await limitsOf(merchantCode, agentId);
    if (body.amount < limits.minPerTransfer || body.amount > limits.maxPerTransfer) throw outOfRange(limits);
    await verifyPaymentPassword(session, body.paymentPassword);
    const keep = await unwithdrawableOf(merchantCode, agentId, currency);
    const day = quotaDayOf(new Date(now()));
    const createdAt = new Date(now());
    const posted = await wallet.transfer(merchantCode, currency, {
      fromMemberId: agentId,
      toMemberId: standing.memberId,
      amount: body.amount,
      idempotencyKey: `${merchantCode}:${agentId}:${idempotencyKey}`,
      keep,
      // The agent's wallet row is locked by the debit before this runs: the agent's transfers
      // take their turn here, so the day's sum cannot be raced past the quota.
      alongside: async (tx, transactionId) => {
        await repository.insertTransfer(tx, {
          merchantCode,
          agentId,
          memberId: standing.memberId,
          amount: body.amount,
          currency,
          transactionId,
          createdAt,
        });
        if ((await repository.transferredIn(tx, agentId, day)) > limits.dailyQuota) {
          throw new ApiError(
            ErrorCode.AGENT_QUOTA_EXCEEDED,
            AGENT_CENTRE_MESSAGES[ErrorCode.AGENT_QUOTA_EXCEEDED],
          );
        }
      },
    });
    const row = await repository.transferOf(posted.transactionId);
    if (!row) throw new Error(`transfer ${posted.transactionId} has no record`);
    const usedToday = await repository.transferredIn(repository.db, agentId, day);
    return {
      ...transferView(row, standing.username),
      balance: posted.balance,
      remainingToday: Math.max(0, limits.dailyQuota - usedToday),
      replayed: posted.replayed,
    };
  };

  return {
    async kpi(config: SiteConfig, session: SessionInfo, period: AgentKpiPeriod): Promise<AgentKpiValue> {
      const downline = await accounts.downlineOf(session.memberId);
      const spans = kpiSpansOf(period, new Date(now()));
      const [current, previous] = await Promise.all([
        figuresOf(config, downline, spans.current),
        figuresOf(config, downline, spans.previous),
      ]);
      const view = (span: Span, figures: AgentKpiFigures) => ({
        from: span.from.toISOString(),
        to: span.to.toISOString(),
        figures,
      });
      return {
        period,
        currency: config.currency,
        current: view(spans.current, current),
        previous: view(spans.previous, previous),
      };
    },

    async downline(
      config: SiteConfig,
      session: SessionInfo,
      query: AgentDownlineQuery,
    ): Promise<AgentDownlinePage> {
      const search = query.username?.trim().toLowerCase() ?? '';
      const downline = (await accounts.downlineOf(session.memberId)).filter((member) =>
        member.username.toLowerCase().includes(search),
      );
      const span = kpiSpansOf(query.period ?? 'thisMonth', new Date(now())).current;
      const activity = await wallet.activityOf(
        config.merchantCode,
        config.currency,
        downline.map((member) => member.memberId),
        span,
      );
      const rows: AgentDownlineMember[] = downline.map((member) => {
        const figures = activity.get(member.memberId);
        const turnover = figures?.turnover ?? 0;
        const wins = figures?.wins ?? 0;
        return {
          username: member.username,
          nickname: member.nickname,
          joinedAt: member.joinedAt.toISOString(),
          lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
          status: member.status,
          type: member.type,
          deposits: figures?.deposits ?? 0,
          turnover,
          wins,
          net: netRevenueOf({ turnover, wins, bonuses: figures?.bonuses ?? 0 }),
        };
      });
      const sort = query.sort ?? 'joined';
      const key = (row: AgentDownlineMember): string | number => {
        switch (sort) {
          case 'joined':
            return row.joinedAt;
          case 'lastLogin':
            return row.lastLoginAt ?? '';
          case 'username':
            return row.username.toLowerCase();
          default:
            return row[sort];
        }
      };
      const direction = (query.order ?? (sort === 'username' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
      rows.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x !== y) return (x < y ? -1 : 1) * direction;
        return a.username < b.username ? -1 : 1;
      });
      const totalPages = Math.max(1, Math.ceil(rows.length / AGENT_DOWNLINE_PAGE_SIZE));
      const pageNum = query.pageNo ?? 1;
      const start = (pageNum - 1) * AGENT_DOWNLINE_PAGE_SIZE;
      return {
        list: rows.slice(start, start + AGENT_DOWNLINE_PAGE_SIZE),
        totalPages,
        pageNum,
        total: rows.length,
      };
    },

    async links(config: SiteConfig, session: SessionInfo): Promise<AgentLinksValue> {
      const [standing, downline] = await Promise.all([
        accounts.standingOf(session.memberId),
        accounts.downlineOf(session.memberId),
      ]);
      const code = standing?.affiliateCode ?? '';
      const domains = [
        ...new Set([config.mainDomain, ...config.domainRoute].map((d) => d.trim()).filter(Boolean)),
      ];
      return {
        affiliateCode: code,
        links: code ? domains.map((domain) => ({ domain, url: affiliateLinkOf(domain, code) })) : [],
        registrations: downline.length,
      };
    },

    quota: quotaOf,

    transfer(
      config: SiteConfig,
      session: SessionInfo,
      body: AgentTransferBody,
      idempotencyKey: string | undefined,
    ): Promise<AgentTransferResult> {
      const key = idempotencyKey ?? crypto.randomUUID();
      const flightKey = createHash('sha256')
        .update(`${config.merchantCode}:${session.memberId}:${key}`)
        .digest('hex');
      const running = inFlight.get(flightKey);
      if (running) return running.then((result) => ({ ...result, replayed: true }));
      const flight = transferOnce(config, session, body, key).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, flight);
      return flight;
    },

    async transfers(session: SessionInfo, page: { pageNo?: number; pageSize?: number }) {
      const pageNum = page.pageNo ?? 1;
      const pageSize = page.pageSize ?? AGENT_DOWNLINE_PAGE_SIZE;
      const { total, rows } = await repository.transfersOf(session.memberId, { pageNum, pageSize });
      const usernames = await accounts.usernamesOf(rows.map((row) => row.memberId));
      return {
        list: rows.map((row) => transferView(row, usernames.get(row.memberId) ?? '')),
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        pageNum,
      };
    },

    // ---- operator ----

    async operatorQuotas(merchantCode: string): Promise<OperatorAgentQuotas> {
      const [fallback, agents] = await Promise.all([
        repository.defaultLimits(merchantCode),
        repository.agentsLimits(merchantCode),
      ]);
      const usernames = await accounts.usernamesOf(agents.map((agent) => agent.memberId));
      return {
        default: fallback ?? AGENT_TRANSFER_FALLBACK_LIMITS,
        agents: agents.map(({ memberId, ...limits }) => ({
          username: usernames.get(memberId) ?? '',
          ...limits,
        })),
      };
    },

    async setDefaultQuota(merchantCode: string, limits: AgentTransferLimits, actor: OperatorActor) {
      const problem = agentLimitsProblem(limits);
      if (problem) throw new ApiError(ErrorCode.VALIDATION_FAILED, problem);
      await repository.setDefaultLimits(merchantCode, limits, actor);
    },

    /** An agent's own limits; 404 for a username that is not an agent of the merchant. */
    async setAgentQuota(
      merchantCode: string,
      username: string,
      limits: AgentTransferLimits,
      actor: OperatorActor,
    ) {
      const problem = agentLimitsProblem(limits);
      if (problem) throw new ApiError(ErrorCode.VALIDATION_FAILED, problem);
      const memberId = await accounts.memberIdOf(merchantCode, username);
      const standing = memberId === null ? null : await accounts.standingOf(memberId);
      if (!standing || !isAgent(standing.type))
        throw new ApiError(ErrorCode.NOT_FOUND, `No agent ${username} in ${merchantCode}`);
      await repository.setAgentLimits(merchantCode, standing.memberId, limits, actor);
    },
  };
};
