/**
 * The wallet: the ledger (ledger.ts) and what the other money features ask of it — balances, the
 * merchant's withdrawal limits, the account record, operator adjustments and the invariant check.
 */
import {
  currencyDecimals,
  DEFAULT_APPROVAL_THRESHOLD,
  DEFAULT_WITHDRAWAL_LIMITS,
  ErrorCode,
  isRealMember,
  RECORD_TYPE_KINDS,
  RECORDS_DEFAULT_PAGE_SIZE,
  type RecordsQuery,
  recordTypeOf,
  type SiteConfig,
  type TransactionRecord,
  type WalletSettingsBody,
  type WalletSettingsValue,
  type WalletValue,
  type WithdrawalStatus,
} from '@app/contract';
import type { Database } from '../../db/database';
import type { OperatorActor } from '../../db/operator-audit';
import { ApiError } from '../../plugins/errors';
import type { SessionAlong, SessionInfo } from '../../plugins/session';
import { checkLedger } from './invariants';
import { balanceAfter, createLedger, memberBalanceColumns, type PostedMovement } from './ledger';
import * as repository from './repository';

/** What the money features may use of the ledger besides `wallet.ledger` itself. */
export { AlreadyReversedError, balanceAfter, type PostedMovement } from './ledger';

export type WalletService = ReturnType<typeof createWalletService>;

/** A time window [from, to); either end open. */
export interface Period {
  from?: Date;
  to?: Date;
}

/** What a member's wallet did in a period, from the ledger: the figures an agent sees of a downline member. */
export interface MemberActivity {
  /** Completed deposits. */
  deposits: number;
  /** Withdrawals asked for and not released back (held or paid). */
  withdrawals: number;
  /** Bets less rollbacks (what turnover and wagering count). */
  turnover: number;
  /** What the games paid back. */
  wins: number;
  /** Bonuses and rewards credited. */
  bonuses: number;
  /** Agents' transfers in (+) and out (−). */
  transfers: number;
}

const NO_ACTIVITY: MemberActivity = {
  deposits: 0,
  withdrawals: 0,
  turnover: 0,
  wins: 0,
  bonuses: 0,
  transfers: 0,
};

/** How a wallet posting of each kind adds to the figures (its signed amount as the wallet saw it). */
const addPosting = (activity: MemberActivity, kind: string, total: number): MemberActivity => {
  switch (kind) {
    case 'deposit':
      return { ...activity, deposits: activity.deposits + total };
    case 'withdrawal_hold':
    case 'withdrawal_release':
      return { ...activity, withdrawals: activity.withdrawals - total };
    case 'bet':
    case 'rollback':
      return { ...activity, turnover: activity.turnover - total };
    case 'win':
      return { ...activity, wins: activity.wins + total };
    case 'bonus':
      return { ...activity, bonuses: activity.bonuses + total };
    case 'transfer':
      return { ...activity, transfers: activity.transfers + total };
    default:
      return activity;
  }
};

/** A merchant's figures of one day from the ledger (the dashboard's; see merchantDailyTotals). */
export interface MerchantDay {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  bets: number;
  wins: number;
  bettors: number;
}

const NO_MERCHANT_DAY: MerchantDay = {
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bets: 0,
  wins: 0,
  bettors: 0,
};

/** A member's wallet and withdrawal hold balances in one currency. */
export interface MemberBalances {
  wallet: number;
  held: number;
}

/**
 * The member's balances in the brand's currency, read in the session lookup's own statement: the
 * balance call's one database round trip (decision 0057).
 */
export const balancesAlongSession: SessionAlong<MemberBalances> = {
  name: 'wallet_balances',
  columns: memberBalanceColumns,
  paramsOf: (request) => ({ currency: request.merchant.config.currency }),
};

/** A member's wallet: whose, in which merchant's ledger and currency. */
export interface WalletMember {
  merchantCode: string;
  currency: string;
  memberId: number;
}

/** The current status of the withdrawals whose holds these ledger transactions are (the withdrawals feature's). */
export type WithdrawalStatusesOf = (holdTransactionIds: number[]) => Promise<Map<number, WithdrawalStatus>>;

/** How long a process keeps a merchant's withdrawal limits (see withdrawalLimits). */
const WITHDRAWAL_LIMITS_KEPT_MS = 60_000;

export const createWalletService = ({ db }: { db: Database }) => {
  const ledger = createLedger(db);
  const walletOf = (merchantCode: string, currency: string, memberId: number) =>
    ledger.accountIdOf(merchantCode, currency, { kind: 'player_wallet', memberId });

  /**
   * A merchant's withdrawal limits, read on every balance. They change rarely (the seed, an admin's
   * change of the wallet settings), so each process keeps them briefly instead of asking the
   * database each time: a change shows at once in the process that made it and within a minute in
   * the others, and no invalidation across processes is needed (docs/decisions/0053).
   */
  const limitsKept = new Map<string, { limits: Promise<{ min: number; max: number }>; until: number }>();
  const withdrawalLimits = (merchantCode: string): Promise<{ min: number; max: number }> => {
    const kept = limitsKept.get(merchantCode);
    if (kept && kept.until > Date.now()) return kept.limits;
    const limits = repository
      .findWalletSettings(db, merchantCode)
      .then((row) =>
        row ? { min: row.withdrawalMin, max: row.withdrawalMax } : { ...DEFAULT_WITHDRAWAL_LIMITS },
      );
    limitsKept.set(merchantCode, { limits, until: Date.now() + WITHDRAWAL_LIMITS_KEPT_MS });
    // A failed read is not kept: the next call asks again.
    limits.catch(() => {
      if (limitsKept.get(merchantCode)?.limits === limits) limitsKept.delete(merchantCode);
    });
    return limits;
  };

  /** One page of a member's wallet movements (the account record), newest first, and how many match. */
  const memberRecords = async (
    member: WalletMember,
    query: RecordsQuery,
    withdrawalStatusesOf: WithdrawalStatusesOf,
  ) => {
    const pageNum = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
    const accountId = await walletOf(member.merchantCode, member.currency, member.memberId);
    const { total, rows } = await repository.postingsPage(
      db,
      {
        accountId,
        kinds: query.type ? RECORD_TYPE_KINDS[query.type] : undefined,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      },
      { pageNum, pageSize },
    );
    const withdrawalStatuses = await withdrawalStatusesOf(rows.map((row) => row.transactionId));
    const list: TransactionRecord[] = rows.map((row) => {
      const kind = row.kind as TransactionRecord['kind'];
      return {
        id: row.id,
        type: recordTypeOf(kind),
        kind,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        status: withdrawalStatuses.get(row.transactionId) ?? 'completed',
        reference: row.reference,
        time: row.createdAt.toISOString(),
      };
    });
    return { list, total, pageNum, pageSize };
  };

  /** The merchant's wallet settings as they apply: its own, else the defaults. */
  const settings = async (merchantCode: string, currency: string): Promise<WalletSettingsValue> => {
    const row = await repository.findWalletSettings(db, merchantCode);
    return {
      currency,
      decimals: currencyDecimals(currency),
      withdrawalMin: row?.withdrawalMin ?? DEFAULT_WITHDRAWAL_LIMITS.min,
      withdrawalMax: row?.withdrawalMax ?? DEFAULT_WITHDRAWAL_LIMITS.max,
      approvalThreshold: row?.approvalThreshold ?? DEFAULT_APPROVAL_THRESHOLD,
      approvalThresholdIsDefault: row?.approvalThreshold == null,
    };
  };

  return {
    ledger,
    withdrawalLimits,
    settings,

    /**
     * Four eyes (decision 0067): the amount (minor units) above which a staff member's adjustment or
     * withdrawal approval waits for a second staff member. Read fresh: it guards money.
     */
    approvalThreshold: async (merchantCode: string) =>
      (await repository.findWalletSettings(db, merchantCode))?.approvalThreshold ??
      DEFAULT_APPROVAL_THRESHOLD,

    /** An admin's change of the withdrawal limits and the approval threshold, audited. */
    async changeSettings(
      merchantCode: string,
      currency: string,
      body: WalletSettingsBody,
      actor: OperatorActor,
    ): Promise<WalletSettingsValue> {
      if (body.withdrawalMin > body.withdrawalMax) {
        throw new ApiError(ErrorCode.VALIDATION_FAILED, 'The withdrawal minimum is above the maximum', {
          fields: { withdrawalMin: `at most withdrawalMax (${body.withdrawalMax})` },
        });
      }
      await repository.saveWalletSettings(db, merchantCode, body, actor);
      limitsKept.delete(merchantCode);
      return settings(merchantCode, currency);
    },

    /**
     * Spec §7 Wallet for the session's member, in the brand's currency, from its balances (read
     * with the session: balancesAlongSession); `unwithdrawable` is what of the balance may not be
     * withdrawn (sandbox credits outside demo mode).
     */
    async view(
      config: SiteConfig,
      session: SessionInfo,
      { wallet, held }: MemberBalances,
      unwithdrawable = 0,
    ): Promise<WalletValue> {
      const limits = await withdrawalLimits(session.merchantCode);
      return {
        sumBalance: wallet,
        currency: config.currency,
        currencySymbol: config.currencySymbol,
        decimals: currencyDecimals(config.currency),
        // A trial account's play money never leaves (it may not withdraw at all).
        withdrawable: isRealMember(session.type) ? Math.max(0, wallet - unwithdrawable) : 0,
        held,
        withdrawalMin: limits.min,
        withdrawalMax: limits.max,
      };
    },

    /**
     * The account record: the movements of the member's wallet, newest first, by type and time. A
     * withdrawal's hold shows its withdrawal's status, which `withdrawalStatusesOf` answers (the
     * withdrawals feature's, given by the route: the wallet is built before withdrawals, which use it).
     */
    async records(
      session: SessionInfo,
      currency: string,
      query: RecordsQuery,
      withdrawalStatusesOf: WithdrawalStatusesOf,
    ) {
      const page = await memberRecords(
        { merchantCode: session.merchantCode, currency, memberId: session.memberId },
        query,
        withdrawalStatusesOf,
      );
      return {
        list: page.list,
        totalPages: Math.ceil(page.total / page.pageSize),
        pageNum: page.pageNum,
      };
    },

    /** The back office's view of a member's account record (records), with how many movements match. */
    memberRecords,

    /** A member's wallet and withdrawal hold balances in a currency (the back office's player page). */
    balancesOf: (member: WalletMember): Promise<MemberBalances> => repository.memberBalances(db, member),

    /**
     * A new trial account's play money (spec §6 trial, type 4): from the merchant's bonus account, in
     * the trial merchant's own ledger, once per account. Trial accounts never deposit or withdraw
     * (the real-account guards), so it only ever goes to the games and back.
     */
    async fundTrial(merchantCode: string, currency: string, memberId: number, amount: number) {
      const wallet = { kind: 'player_wallet', memberId } as const;
      await ledger.post({
        merchantCode,
        currency,
        kind: 'bonus',
        idempotencyKey: `trial-credit:${memberId}`,
        reference: 'trial-credit',
        legs: [
          { account: wallet, amount },
          { account: { kind: 'bonus' }, amount: -amount },
        ],
      });
    },

    /**
     * An operator's correction: + from the house to the member, − back (never below zero).
     * `alongside` writes more in the same database transaction (the four-eyes request's decision,
     * the audit entry), given the transaction and the member's balance after it; `replayed` says
     * the key had posted it before (nothing moved now, `alongside` not run).
     */
    async adjust(
      merchantCode: string,
      currency: string,
      memberId: number,
      input: { amount: number; reason: string; idempotencyKey: string },
      alongside?: (tx: Database, posted: { transactionId: number; balance: number }) => Promise<void>,
    ) {
      const wallet = { kind: 'player_wallet', memberId } as const;
      const posted = await ledger.post({
        merchantCode,
        currency,
        kind: 'adjustment',
        idempotencyKey: `adjustment:${input.idempotencyKey}`,
        reference: `adjustment:${input.reason}`,
        legs: [
          { account: wallet, amount: input.amount },
          { account: { kind: 'house' }, amount: -input.amount },
        ],
        ...(alongside
          ? {
              alongside: (tx: Database, transactionId: number, balances: PostedMovement['balances']) =>
                alongside(tx, {
                  transactionId,
                  balance: balanceAfter({ transactionId, replayed: false, balances }, wallet) ?? 0,
                }),
            }
          : {}),
      });
      return {
        transactionId: posted.transactionId,
        balance: balanceAfter(posted, wallet) ?? 0,
        replayed: posted.replayed,
      };
    },

    /**
     * The member's turnover in the period, from the ledger: what their bets took from the wallet
     * less what rollbacks gave back (a cancelled bet is no turnover). VIP levels, rebates and
     * points are measured by it, and a bonus's wagering requirement is met by it.
     */
    async turnover(merchantCode: string, currency: string, memberId: number, period: Period = {}) {
      const accountId = await walletOf(merchantCode, currency, memberId);
      const total = await repository.postingsTotal(db, { accountId, kinds: ['bet', 'rollback'], ...period });
      return Math.max(0, -total);
    },

    /** The member's completed deposits in the period, oldest first (what deposit bonuses are of). */
    async deposits(merchantCode: string, currency: string, memberId: number, period: Period = {}) {
      const accountId = await walletOf(merchantCode, currency, memberId);
      const rows = await repository.postingsOf(db, { accountId, kinds: ['deposit'], ...period });
      return rows.map((row) => ({
        transactionId: row.transactionId,
        amount: row.amount,
        time: row.createdAt,
      }));
    },

    /** Each member's figures in the period (every member asked for is in the map, all 0 without play). */
    async activityOf(
      merchantCode: string,
      currency: string,
      memberIds: readonly number[],
      period: Period = {},
    ): Promise<Map<number, MemberActivity>> {
      const rows = await repository.walletTotalsByKind(db, { merchantCode, currency, memberIds, ...period });
      const activity = new Map(memberIds.map((memberId) => [memberId, NO_ACTIVITY]));
      for (const row of rows) {
        activity.set(
          row.memberId,
          addPosting(activity.get(row.memberId) ?? NO_ACTIVITY, row.kind, row.total),
        );
      }
      return activity;
    },

    /**
     * An agent's transfer from their own wallet to a downline member's (kind 'transfer'), once per
     * idempotency key; `keep` is what must stay in the agent's wallet (what may not leave it).
     * INSUFFICIENT_BALANCE when the agent's wallet does not hold it.
     */
    async transfer(
      merchantCode: string,
      currency: string,
      input: {
        fromMemberId: number;
        toMemberId: number;
        amount: number;
        idempotencyKey: string;
        keep?: number;
        /** More writes of the same database transaction (the caller's record, its quota check). */
        alongside?: (tx: Database, transactionId: number) => Promise<void>;
      },
    ) {
      const from = { kind: 'player_wallet', memberId: input.fromMemberId } as const;
      const posted = await ledger.post({
        merchantCode,
        currency,
        kind: 'transfer',
        idempotencyKey: `transfer:${input.idempotencyKey}`,
        reference: `transfer:${input.fromMemberId}:${input.toMemberId}`,
        legs: [
          { account: from, amount: -input.amount, keep: input.keep ?? 0 },
          { account: { kind: 'player_wallet', memberId: input.toMemberId }, amount: input.amount },
        ],
        ...(input.alongside ? { alongside: input.alongside } : {}),
      });
      return {
        transactionId: posted.transactionId,
        replayed: posted.replayed,
        balance: balanceAfter(posted, from) ?? 0,
      };
    },

    /**
     * An agent's pay from the house (kind 'commission': a plan's commission, a contract's salary
     * or dividend), once per idempotency key; the caller names what it pays in the reference.
     */
    async payAgent(
      merchantCode: string,
      currency: string,
      input: { memberId: number; amount: number; idempotencyKey: string; reference: string },
    ) {
      const wallet = { kind: 'player_wallet', memberId: input.memberId } as const;
      const posted = await ledger.post({
        merchantCode,
        currency,
        kind: 'commission',
        idempotencyKey: `agent-pay:${input.idempotencyKey}`,
        reference: input.reference,
        legs: [
          { account: wallet, amount: input.amount },
          { account: { kind: 'house' }, amount: -input.amount },
        ],
      });
      return {
        transactionId: posted.transactionId,
        replayed: posted.replayed,
        balance: balanceAfter(posted, wallet) ?? 0,
      };
    },

    /**
     * The back office's dashboard: a merchant's players' money per UTC day since a time, from the
     * ledger in two grouped reads. Deposits are completed deposits; withdrawals are those paid out
     * (a hold released back is none); bets are stakes less rolled-back stakes (a rollback gives the
     * stake back); wins what the games paid. `bettors` counts distinct members with a bet, per day
     * and (`periodBettors`) over the whole period.
     */
    async merchantDailyTotals(merchantCode: string, currency: string, since: Date) {
      const filter = { merchantCode, currency, since };
      const [rows, bettorRows] = await Promise.all([
        repository.merchantDailyTotals(db, filter),
        repository.merchantDailyBettors(db, filter),
      ]);
      const days = new Map<string, MerchantDay>();
      const dayOf = (day: string) => {
        let entry = days.get(day);
        if (!entry) {
          entry = { ...NO_MERCHANT_DAY };
          days.set(day, entry);
        }
        return entry;
      };
      for (const row of rows) {
        const entry = dayOf(row.day);
        if (row.accountKind === 'player_wallet') {
          if (row.kind === 'deposit') {
            entry.deposits += row.total;
            entry.depositCount += row.count;
          } else if (row.kind === 'bet' || row.kind === 'rollback') entry.bets -= row.total;
          else if (row.kind === 'win') entry.wins += row.total;
        } else if (row.kind === 'withdrawal_paid') {
          // The paid hold's posting leaves the hold (−).
          entry.withdrawals -= row.total;
          entry.withdrawalCount += row.count;
        }
      }
      let periodBettors = 0;
      for (const row of bettorRows) {
        if (row.day === null) periodBettors = row.bettors;
        else dayOf(row.day).bettors = row.bettors;
      }
      return { days, periodBettors };
    },

    check: () => checkLedger(db),
  };
};
