/**
 * Player protection (issue 19; decision 0059): the member's limits, reality check, time-out and
 * self-exclusion, and what the other features ask before a login, a deposit and a stake. The
 * server is the authority: app.ts hands `admission` to the account's sign-in, `checkDeposit` to the
 * payments' order, and `playLimits` to the house games and the vendor wallet's debit. What this
 * feature needs of the others comes in as functions (the deposits of a window from the payments,
 * the member's sessions from the account), so no service imports another in a circle.
 */
import {
  currencyDecimals,
  ErrorCode,
  type OperatorPlayerBlockBody,
  type OperatorPlayerProtection,
  PLAYER_LIMITS,
  PLAYER_MONEY_LIMITS,
  PLAYER_PROTECTION_MESSAGES,
  type PlayerBlock,
  type PlayerBlockKind,
  type PlayerLimit,
  type PlayerLimitName,
  type PlayerProtectionHistoryEntry,
  type PlayerProtectionSettings,
  type PlayStoppedReason,
  REALITY_CHECK_DEFAULT_MINUTES,
  type RealityCheck,
  type RealityCheckMinutes,
  type SetPlayerLimitBody,
  type SiteConfig,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import type { PlayLimits } from '../../lib/play-guard';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { WalletService } from '../wallet/service';
import type {
  BlockRow,
  HistoryRow,
  OperatorBlock,
  PlayerProtectionRepository,
  ProtectedMember,
} from './repository';
import {
  changeLimit,
  DEPOSIT_LIMITS,
  LOSS_LIMITS,
  limitAt,
  limitValueProblem,
  type MoneyLimitName,
  NO_LIMIT,
  type StoredLimit,
  selfExclusionEnd,
  timeOutEnd,
  windowStart,
} from './rules';

/** What player protection does to the member's sessions (the account's Sessions, through app.ts). */
export interface MemberSessions {
  /** Ends every session of the member now. */
  endAll(memberId: number): Promise<void>;
  /** Ends the member's live sessions `minutes` after their login, where that is sooner than their end. */
  limitLive(memberId: number, minutes: number): Promise<void>;
  /** Whether the member has a live session that its time limit has not ended. */
  hasLiveSession(memberId: number): Promise<boolean>;
}

/** The deposit orders of a member since then that are not failed, rejected or cancelled (minor units). */
export type DepositedSince = (member: ProtectedMember, since: Date) => Promise<number>;

/** The operator's history view: the latest this many changes. */
const OPERATOR_HISTORY = 100;
const DEFAULT_PAGE_SIZE = 20;
const MINUTE_MS = 60_000;

const blockView = (row: BlockRow): PlayerBlock => ({
  kind: row.kind,
  from: row.startsAt.toISOString(),
  until: row.endsAt.toISOString(),
});

const historyView = (row: HistoryRow): PlayerProtectionHistoryEntry => ({
  at: row.at.toISOString(),
  event: row.event,
  limit: row.limit,
  from: row.fromValue,
  to: row.toValue,
  effectiveAt: row.effectiveAt?.toISOString() ?? null,
  by: row.changedBy,
});

const blocked = (block: BlockRow) =>
  new ApiError(ErrorCode.PLAYER_BLOCKED, PLAYER_PROTECTION_MESSAGES[ErrorCode.PLAYER_BLOCKED], {
    reason: block.kind,
    until: block.endsAt.toISOString(),
  });

const memberOf = (session: SessionInfo): ProtectedMember => ({
  merchantCode: session.merchantCode,
  memberId: session.memberId,
});

export const createPlayerProtectionService = ({
  repository,
  wallet,
  depositedSince,
  sessions,
  now,
}: {
  repository: PlayerProtectionRepository;
  wallet: Pick<WalletService, 'activityOf'>;
  depositedSince: DepositedSince;
  sessions: MemberSessions;
  now: () => number;
}) => {
  /** Every limit as in force at `at`, of the member's stored limits. */
  const inForceAt = (
    stored: Map<PlayerLimitName, StoredLimit>,
    at: number,
  ): Map<PlayerLimitName, StoredLimit> =>
    new Map(PLAYER_LIMITS.map((limit) => [limit, limitAt(stored.get(limit) ?? NO_LIMIT, at)]));
  /** Every limit of the member as in force at `at`. */
  const limitsAt = async (memberId: number, at: number) => inForceAt(await repository.limitsOf(memberId), at);

  /** Stakes less wins (rollbacks undone) since `since`, never below 0. */
  const netLossSince = async (member: ProtectedMember, currency: string, since: Date) => {
    const activity = await wallet.activityOf(member.merchantCode, currency, [member.memberId], {
      from: since,
    });
    const figures = activity.get(member.memberId);
    return Math.max(0, (figures?.turnover ?? 0) - (figures?.wins ?? 0));
  };

  /** What a money limit's window holds at `at`. */
  const usedOf = (member: ProtectedMember, currency: string, limit: MoneyLimitName, at: number) => {
    const since = windowStart(limit, at);
    return PLAYER_MONEY_LIMITS[limit].counts === 'deposits'
      ? depositedSince(member, since)
      : netLossSince(member, currency, since);
  };

  /** The member's interval: the default until they choose; null once they turned it off. */
  const realityCheckMinutesOf = async (memberId: number) => {
    const chosen = await repository.realityCheckOf(memberId);
    return chosen === undefined ? REALITY_CHECK_DEFAULT_MINUTES : chosen.minutes;
  };

  /**
   * The member's settings; sessionMinutes' `used` is the minutes since `sessionStartedAt` (0 for
   * the operator's view, which has no session).
   */
  const settingsOf = async (
    config: SiteConfig,
    member: ProtectedMember,
    sessionStartedAt: Date | null,
  ): Promise<PlayerProtectionSettings> => {
    const at = now();
    const [inForce, realityCheckMinutes] = await Promise.all([
      limitsAt(member.memberId, at),
      realityCheckMinutesOf(member.memberId),
    ]);
    const limits = await Promise.all(
      PLAYER_LIMITS.map(async (limit): Promise<PlayerLimit> => {
        const { value, pendingValue, pendingAt } = inForce.get(limit) ?? NO_LIMIT;
        const used =
          limit === 'sessionMinutes'
            ? Math.floor((at - (sessionStartedAt?.getTime() ?? at)) / MINUTE_MS)
            : await usedOf(member, config.currency, limit, at);
        return {
          limit,
          value,
          pending: pendingAt ? { value: pendingValue, effectiveAt: pendingAt.toISOString() } : null,
          used: Math.max(0, used),
        };
      }),
    );
    return {
      currency: config.currency,
      currencySymbol: config.currencySymbol,
      decimals: currencyDecimals(config.currency),
      limits,
      realityCheckMinutes,
    };
  };
  const settings = (config: SiteConfig, session: SessionInfo) =>
    settingsOf(config, memberOf(session), session.createdAt);

  /** A time-out or self-exclusion from now: refused when it would end before the one in force. */
  const placeBlock = async (
    member: ProtectedMember,
    kind: PlayerBlockKind,
    endsAt: Date,
    operator?: OperatorBlock,
  ): Promise<PlayerBlock> => {
    const refuseShorter = (inForce: BlockRow | null) => {
      if (inForce && endsAt < inForce.endsAt) {
        throw new ApiError(
          ErrorCode.BLOCK_NOT_SHORTENED,
          PLAYER_PROTECTION_MESSAGES[ErrorCode.BLOCK_NOT_SHORTENED],
          { until: inForce.endsAt.toISOString() },
        );
      }
    };
    const row = await repository.placeBlock(
      member,
      { kind, endsAt },
      new Date(now()),
      refuseShorter,
      operator,
    );
    await sessions.endAll(member.memberId);
    return blockView(row);
  };

  const refuseIfBlocked = async (memberId: number) => {
    const block = await repository.blockInForce(memberId, new Date(now()));
    if (block) throw blocked(block);
  };

  /** Why this stake may not be played now, or null (the house games' and the vendor wallet's check). */
  const playLimits: PlayLimits = {
    async refusal(player, stake): Promise<PlayStoppedReason | null> {
      const at = now();
      const { blockKind, limits } = await repository.stakeCheckOf(player.memberId, new Date(at));
      if (blockKind) return blockKind;
      const inForce = inForceAt(limits, at);
      if (inForce.get('sessionMinutes')?.value != null && !(await sessions.hasLiveSession(player.memberId))) {
        return 'sessionMinutes';
      }
      for (const limit of LOSS_LIMITS) {
        const value = inForce.get(limit)?.value;
        if (value == null) continue;
        const netLoss = await usedOf(player, stake.currency, limit, at);
        if (netLoss + stake.amount > value) return limit;
      }
      return null;
    },
  };

  return {
    settings,
    playLimits,

    /** Sets one limit: tightening at once, loosening after the cooling-off; answers the settings after. */
    async setLimit(config: SiteConfig, session: SessionInfo, body: SetPlayerLimitBody) {
      const problem = limitValueProblem(body.limit, body.value);
      if (problem) {
        throw new ApiError(ErrorCode.VALIDATION_FAILED, 'Please correct the highlighted fields', {
          fields: { value: problem },
        });
      }
      const at = now();
      const { after } = await repository.setLimit(
        memberOf(session),
        body.limit,
        (stored) => changeLimit(limitAt(stored, at), body.value, at),
        new Date(at),
      );
      // A shorter session limit ends the live sessions at once, measured from their login.
      if (body.limit === 'sessionMinutes' && after.value !== null) {
        await sessions.limitLive(session.memberId, after.value);
      }
      return settings(config, session);
    },

    async realityCheck(config: SiteConfig, session: SessionInfo): Promise<RealityCheck> {
      const [realityCheckMinutes, activity] = await Promise.all([
        realityCheckMinutesOf(session.memberId),
        wallet.activityOf(session.merchantCode, config.currency, [session.memberId], {
          from: session.createdAt,
        }),
      ]);
      const figures = activity.get(session.memberId);
      const staked = figures?.turnover ?? 0;
      const won = figures?.wins ?? 0;
      return {
        realityCheckMinutes,
        sessionStartedAt: session.createdAt.toISOString(),
        now: new Date(now()).toISOString(),
        currency: config.currency,
        currencySymbol: config.currencySymbol,
        decimals: currencyDecimals(config.currency),
        staked,
        won,
        netResult: won - staked,
      };
    },

    async setRealityCheck(config: SiteConfig, session: SessionInfo, minutes: RealityCheckMinutes | null) {
      const before = await realityCheckMinutesOf(session.memberId);
      await repository.setRealityCheck(memberOf(session), minutes, before, new Date(now()));
      return settings(config, session);
    },

    timeOut: (session: SessionInfo, days: number) =>
      placeBlock(memberOf(session), 'timeOut', timeOutEnd(now(), days)),

    selfExclusion: (session: SessionInfo, months: number) =>
      placeBlock(memberOf(session), 'selfExclusion', selfExclusionEnd(now(), months)),

    async history(session: SessionInfo, query: { pageNo?: number; pageSize?: number }) {
      const page = { pageNum: query.pageNo ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
      const { total, rows } = await repository.historyPage(session.memberId, page);
      return {
        list: rows.map(historyView),
        totalPages: Math.ceil(total / page.pageSize),
        pageNum: page.pageNum,
      };
    },

    /**
     * What a login asks before it starts a session: PLAYER_BLOCKED during a block; else the
     * session-time limit in force (minutes, or null), which ends the session.
     */
    async admission(memberId: number): Promise<{ sessionMinutes: number | null }> {
      await refuseIfBlocked(memberId);
      return { sessionMinutes: (await limitsAt(memberId, now())).get('sessionMinutes')?.value ?? null };
    },

    /**
     * What a new deposit order asks, before its transaction: PLAYER_BLOCKED during a block; else
     * the check of an amount against the deposit limits in force, which the payments run in the
     * order's transaction after locking the member's orders (`ordered` reads them with it):
     * DEPOSIT_LIMIT_EXCEEDED when the orders of a limit's window and this amount would pass it
     * (exactly at it passes).
     */
    async depositLimitsOf(member: ProtectedMember) {
      await refuseIfBlocked(member.memberId);
      const at = now();
      const inForce = await limitsAt(member.memberId, at);
      return async (amount: number, ordered: (since: Date) => Promise<number>): Promise<void> => {
        for (const limit of DEPOSIT_LIMITS) {
          const value = inForce.get(limit)?.value;
          if (value == null) continue;
          const used = await ordered(windowStart(limit, at));
          if (used + amount > value) {
            throw new ApiError(
              ErrorCode.DEPOSIT_LIMIT_EXCEEDED,
              PLAYER_PROTECTION_MESSAGES[ErrorCode.DEPOSIT_LIMIT_EXCEEDED],
              { reason: limit, fields: { amount: String(Math.max(0, value - used)) } },
            );
          }
        }
      };
    },

    /** The operator's view of a member: settings, the block in force and the latest history; the read is audited. */
    async operatorView(
      config: SiteConfig,
      member: ProtectedMember & { username: string },
      actor: OperatorActor,
    ): Promise<OperatorPlayerProtection> {
      await repository.recordOperatorRead(member.merchantCode, member.username, actor);
      const [view, block, history] = await Promise.all([
        settingsOf(config, member, null),
        repository.blockInForce(member.memberId, new Date(now())),
        repository.historyPage(member.memberId, { pageNum: 1, pageSize: OPERATOR_HISTORY }),
      ]);
      return {
        username: member.username,
        settings: view,
        block: block && blockView(block),
        history: history.rows.map(historyView),
      };
    },

    /** The operator's time-out or self-exclusion for the member (never ending before one in force); audited. */
    operatorBlock: (
      member: ProtectedMember & { username: string },
      body: OperatorPlayerBlockBody,
      actor: OperatorActor,
    ) =>
      placeBlock(
        member,
        body.kind,
        body.kind === 'timeOut' ? timeOutEnd(now(), body.days) : selfExclusionEnd(now(), body.months),
        { ...actor, username: member.username, reason: body.reason },
      ),
  };
};

export type PlayerProtectionService = ReturnType<typeof createPlayerProtectionService>;
