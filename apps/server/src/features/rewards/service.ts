/**
 * The reward centre (issue 14; docs/decisions/0038). A reward's state for a member is computed from
 * the ledger through the wallet service (deposits, turnover) and the member's claims; a claim is
 * ONE ledger movement of kind 'bonus' (the merchant's bonus account → the member's wallet) whose
 * idempotency key names the reward, the member and the period, with the claim row written in its
 * transaction: a double tap, a retry or ten parallel claims move the money once.
 *
 * Wagering: a claim requires turnover of its amount × the reward's multiplier. Requirements stack:
 * what is outstanding is the requirements of the claims since the last moment the member had none
 * outstanding, less the turnover since then; a withdrawal is refused while it is above 0.
 */
import {
  type AnyRewardParams,
  type ClaimValue,
  type DepositRewardParams,
  ErrorCode,
  type FixedRewardParams,
  type LanguageCode,
  localizedIn,
  nextUtcDayStart,
  type OperatorReward,
  type OperatorRewardBody,
  type OperatorRewardPatch,
  type PointsRewardParams,
  RECORDS_DEFAULT_PAGE_SIZE,
  REWARD_PARAMS_OF,
  REWARDS_MESSAGES,
  type RebateRewardParams,
  type Reward,
  type RewardClaim,
  type RewardClaimsValue,
  type RewardKind,
  type RewardReason,
  type SiteConfig,
  utcDayOf,
} from '@app/contract';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db/database';
import type { OperatorActor } from '../../db/operator-audit';
import { ApiError, fieldErrorsOf } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import { balanceAfter, type WalletService } from '../wallet/service';
import * as repository from './repository';

export type RewardsService = ReturnType<typeof createRewardsService>;

const DAY_MS = 86_400_000;
const PARAMS_CHECKS = Object.fromEntries(
  Object.entries(REWARD_PARAMS_OF).map(([kind, schema]) => [kind, Compile(schema)]),
) as Record<RewardKind, ReturnType<typeof Compile>>;

/** The whitelabel switch a kind needs on (spec §3): rebates MANPLAYREB3, points PTSYS3. */
const SWITCH_OF: Partial<Record<RewardKind, keyof SiteConfig['whitelabel']>> = {
  rebate: 'MANPLAYREB3',
  points: 'PTSYS3',
};

/** What a member could claim of a reward now: the period it would be for, and the amount or why not. */
interface Offer {
  periodKey: string | null;
  amount: number | null;
  reason: RewardReason | null;
  /** points: the points held now, which a claim exchanges. */
  points: number | null;
}

const notClaimable = (reason: RewardReason) =>
  new ApiError(ErrorCode.REWARD_NOT_CLAIMABLE, REWARDS_MESSAGES[ErrorCode.REWARD_NOT_CLAIMABLE], { reason });

const notFound = (rewardId: string) => new ApiError(ErrorCode.NOT_FOUND, `No reward ${rewardId}`);

/** A claimed bonus's wagering: when it was paid and the turnover it requires. */
interface WageringRequirement {
  id: number;
  createdAt: Date;
  turnoverRequired: number;
}

export const createRewardsService = ({
  db,
  wallet,
  now,
  otherWageringOf,
}: {
  db: Database;
  /** Deposits and turnover from the ledger, and the claim's movement. */
  wallet: WalletService;
  now: () => number;
  /**
   * The wagering requirements of bonuses another feature pays (invite friends' claims), which
   * stack with the rewards' own in what a withdrawal must wait for.
   */
  otherWageringOf?: (
    merchantCode: string,
    currency: string,
    memberId: number,
  ) => Promise<{ createdAt: Date; turnoverRequired: number }[]>;
}) => {
  const isLive = (row: repository.RewardRow, config: SiteConfig, at: number) => {
    const needed = SWITCH_OF[row.kind];
    return (
      row.enabled &&
      row.startsAt.getTime() <= at &&
      (row.endsAt === null || row.endsAt.getTime() > at) &&
      (needed === undefined || config.whitelabel[needed] === true)
    );
  };

  /** The offers of the member's live rewards; deposits and turnover are asked once, when a kind needs them. */
  const offersOf = async (config: SiteConfig, session: SessionInfo) => {
    const at = now();
    const { merchantCode, memberId } = session;
    const { currency } = config;
    const [rows, claims] = await Promise.all([
      repository.merchantRewards(db, merchantCode),
      repository.memberClaims(db, memberId),
    ]);
    const live = rows.filter((row) => isLive(row, config, at));
    const once = <T>(load: () => Promise<T>) => {
      let promise: Promise<T> | null = null;
      return () => {
        promise ??= load();
        return promise;
      };
    };
    const deposits = once(() => wallet.deposits(merchantCode, currency, memberId));
    const lifetimeTurnover = once(() => wallet.turnover(merchantCode, currency, memberId));
    const today = utcDayOf(at);
    const yesterdayStart = Date.parse(`${today}T00:00:00Z`) - DAY_MS;
    const yesterdayTurnover = once(() =>
      wallet.turnover(merchantCode, currency, memberId, {
        from: new Date(yesterdayStart),
        to: new Date(yesterdayStart + DAY_MS),
      }),
    );
    const claimsOf = (rewardId: number) => claims.filter((claim) => claim.rewardId === rewardId);

    const offerOf = async (row: repository.RewardRow): Promise<Offer> => {
      const offer = (periodKey: string, amount: number): Offer => ({
        periodKey,
        amount,
        reason: null,
        points: null,
      });
      const nothing = (reason: RewardReason, periodKey: string | null = null): Offer => ({
        periodKey,
        amount: null,
        reason,
        points: null,
      });
      switch (row.kind) {
        case 'welcome':
          return offer('once', (row.params as FixedRewardParams).amount);
        case 'daily_check_in':
          return offer(today, (row.params as FixedRewardParams).amount);
        case 'deposit': {
          const params = row.params as DepositRewardParams;
          const all = await deposits();
          const deposit = params.firstDepositOnly
            ? all[0]
            : all.filter((entry) => entry.time >= row.startsAt).at(-1);
          if (!deposit) return nothing('no_deposit');
          if (deposit.amount < params.minDeposit) return nothing('deposit_too_small');
          const amount = Math.min(Math.floor((deposit.amount * params.percent) / 100), params.maxAmount);
          return offer(params.firstDepositOnly ? 'first' : `deposit:${deposit.transactionId}`, amount);
        }
        case 'rebate': {
          const { basisPoints } = row.params as RebateRewardParams;
          const amount = Math.floor(((await yesterdayTurnover()) * basisPoints) / 10_000);
          const periodKey = utcDayOf(yesterdayStart);
          return amount > 0 ? offer(periodKey, amount) : nothing('no_turnover', periodKey);
        }
        case 'points': {
          const params = row.params as PointsRewardParams;
          const earned = Math.floor((await lifetimeTurnover()) / params.turnoverPerPoint);
          const exchanged = claimsOf(row.id).reduce((sum, claim) => sum + (claim.points ?? 0), 0);
          const points = Math.max(0, earned - exchanged);
          if (points === 0) return { ...nothing('no_points'), points };
          // The key is the points earned so far: claims racing on the same points are one claim.
          return { ...offer(`points:${earned}`, points * params.pointValue), points };
        }
      }
    };

    return Promise.all(
      live.map(async (row) => {
        const offer = await offerOf(row);
        const claimed =
          offer.periodKey !== null && claimsOf(row.id).some((claim) => claim.periodKey === offer.periodKey);
        return { row, offer, claimed: claimed && offer.amount !== null };
      }),
    ).then((entries) => ({ at, entries }));
  };

  const rewardView = (
    { row, offer, claimed }: Awaited<ReturnType<typeof offersOf>>['entries'][number],
    language: LanguageCode,
    at: number,
  ): Reward => {
    const texts = localizedIn(row.texts, language);
    const daily = row.kind === 'daily_check_in' || row.kind === 'rebate';
    const amount = claimed ? null : offer.amount;
    return {
      id: String(row.id),
      kind: row.kind,
      title: texts.title,
      description: texts.description,
      params: row.params,
      turnoverMultiplier: row.turnoverMultiplier,
      state: claimed ? 'claimed' : amount === null ? 'not_yet' : 'claimable',
      amount,
      turnoverRequired: amount === null ? null : amount * row.turnoverMultiplier,
      reason: claimed ? 'claimed' : offer.reason,
      nextAvailableAt: claimed && daily ? new Date(nextUtcDayStart(at)).toISOString() : null,
      points: offer.points,
    };
  };

  /**
   * The wagering of the member's claims: each claim's turnover done so far and what is outstanding.
   * Requirements stack from the last moment none was outstanding (an "episode"); within one, the
   * turnover since its start is counted towards its claims oldest first.
   */
  const wageringOf = async (merchantCode: string, currency: string, memberId: number) => {
    const own: WageringRequirement[] = (await repository.memberClaims(db, memberId)).filter(
      (claim) =>
        claim.turnoverRequired > 0 && claim.merchantCode === merchantCode && claim.currency === currency,
    );
    // Other bonuses' requirements (invite friends) stack in the same episodes, under ids below 0.
    const others = (await otherWageringOf?.(merchantCode, currency, memberId)) ?? [];
    const claims = [
      ...own,
      ...others
        .filter((other) => other.turnoverRequired > 0)
        .map((other, index) => ({ ...other, id: -(index + 1) })),
    ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const done = new Map<number, number>();
    let episode: WageringRequirement[] = [];
    const required = () => episode.reduce((sum, claim) => sum + claim.turnoverRequired, 0);
    const turnoverSince = (start: Date, to?: Date) =>
      wallet.turnover(merchantCode, currency, memberId, to ? { from: start, to } : { from: start });
    for (const claim of claims) {
      const first = episode[0];
      if (first && (await turnoverSince(first.createdAt, claim.createdAt)) >= required()) {
        for (const met of episode) done.set(met.id, met.turnoverRequired);
        episode = [];
      }
      episode.push(claim);
    }
    const first = episode[0];
    let turnover = first ? await turnoverSince(first.createdAt) : 0;
    const outstanding = Math.max(0, required() - turnover);
    for (const claim of episode) {
      const counted = Math.min(claim.turnoverRequired, turnover);
      done.set(claim.id, counted);
      turnover -= counted;
    }
    return { outstanding, done };
  };

  const claimView = (
    claim: repository.ClaimRow,
    row: Pick<repository.RewardRow, 'kind' | 'texts'>,
    language: LanguageCode,
    turnoverDone: number,
  ): RewardClaim => ({
    id: String(claim.id),
    rewardId: String(claim.rewardId),
    kind: row.kind,
    title: localizedIn(row.texts, language).title,
    amount: claim.amount,
    turnoverRequired: claim.turnoverRequired,
    turnoverDone,
    createdAt: claim.createdAt.toISOString(),
  });

  const operatorView = (row: repository.RewardRow): OperatorReward => ({
    id: String(row.id),
    kind: row.kind,
    texts: row.texts,
    params: row.params,
    turnoverMultiplier: row.turnoverMultiplier,
    enabled: row.enabled,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
  });

  /** The params of the kind, and times that are real dates with starts before ends: else 400. */
  const validated = (kind: RewardKind, change: OperatorRewardPatch) => {
    const invalid = (fields: Record<string, string>) =>
      new ApiError(ErrorCode.VALIDATION_FAILED, 'The reward is invalid', { fields });
    if (change.params !== undefined && !PARAMS_CHECKS[kind].Check(change.params)) {
      throw invalid(fieldErrorsOf([...PARAMS_CHECKS[kind].Errors(change.params)], 'params'));
    }
    const timeOf = (value: string | null | undefined, field: string) => {
      if (value === undefined || value === null) return value;
      const time = new Date(value);
      if (Number.isNaN(time.getTime())) throw invalid({ [field]: 'is not a date' });
      return time;
    };
    return { startsAt: timeOf(change.startsAt, 'startsAt'), endsAt: timeOf(change.endsAt, 'endsAt') };
  };
  const checkPeriod = (startsAt: Date, endsAt: Date | null) => {
    if (endsAt && endsAt <= startsAt) {
      throw new ApiError(ErrorCode.VALIDATION_FAILED, 'The reward ends before it starts', {
        fields: { endsAt: 'must be after startsAt' },
      });
    }
  };

  return {
    async rewards(config: SiteConfig, session: SessionInfo, language: LanguageCode): Promise<Reward[]> {
      const { at, entries } = await offersOf(config, session);
      return entries.map((entry) => rewardView(entry, language, at));
    },

    /** Exactly the number of the member's rewards in state claimable: the home badge. */
    async unclaimedCount(config: SiteConfig, session: SessionInfo): Promise<number> {
      const { entries } = await offersOf(config, session);
      return entries.filter(({ offer, claimed }) => offer.amount !== null && !claimed).length;
    },

    async claim(
      config: SiteConfig,
      session: SessionInfo,
      rewardId: string,
      requestKey: string | undefined,
      language: LanguageCode,
    ): Promise<ClaimValue> {
      const { entries } = await offersOf(config, session);
      const entry = entries.find(({ row }) => String(row.id) === rewardId);
      if (!entry) throw notFound(rewardId);
      const { row, offer } = entry;
      const { merchantCode, memberId } = session;
      const wallet_ = { kind: 'player_wallet', memberId } as const;
      /** A claim of this period exists: the same request again answers it, any other is refused. */
      const answerExisting = async () => {
        const existing =
          offer.periodKey === null ? null : await repository.findClaim(db, row.id, memberId, offer.periodKey);
        if (!existing || requestKey === undefined || existing.requestKey !== requestKey) {
          throw notClaimable('claimed');
        }
        const { wallet: balance } = await wallet.ledger.memberBalances(
          merchantCode,
          memberId,
          config.currency,
        );
        return { claim: claimView(existing, row, language, 0), balance };
      };
      if (entry.claimed) return answerExisting();
      if (offer.amount === null || offer.periodKey === null)
        throw notClaimable(offer.reason ?? 'unavailable');
      const { amount, periodKey } = offer;
      const turnoverRequired = amount * row.turnoverMultiplier;
      const posted = await wallet.ledger.post({
        merchantCode,
        currency: config.currency,
        kind: 'bonus',
        idempotencyKey: `reward:${row.id}:${memberId}:${periodKey}`,
        reference: `reward:${row.id}`,
        legs: [
          { account: { kind: 'bonus' }, amount: -amount },
          { account: wallet_, amount },
        ],
        alongside: (tx, ledgerTransactionId) =>
          repository.insertClaim(tx, {
            rewardId: row.id,
            memberId,
            merchantCode,
            currency: config.currency,
            periodKey,
            amount,
            turnoverRequired,
            points: offer.points,
            requestKey: requestKey ?? null,
            ledgerTransactionId,
          }),
      });
      if (posted.replayed) return answerExisting();
      const claim = await repository.findClaim(db, row.id, memberId, periodKey);
      if (!claim) throw new Error(`claim of reward ${row.id} missing after its movement`);
      return { claim: claimView(claim, row, language, 0), balance: balanceAfter(posted, wallet_) ?? 0 };
    },

    async claims(
      config: SiteConfig,
      session: SessionInfo,
      page: { pageNo?: number; pageSize?: number },
      language: LanguageCode,
    ): Promise<RewardClaimsValue> {
      const pageNum = page.pageNo ?? 1;
      const pageSize = page.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
      const [{ total, rows }, definitions, { outstanding, done }] = await Promise.all([
        repository.memberClaimsPage(db, session.memberId, { pageNum, pageSize }),
        repository.merchantRewards(db, session.merchantCode),
        wageringOf(session.merchantCode, config.currency, session.memberId),
      ]);
      const list = rows.flatMap((claim) => {
        const row = definitions.find((definition) => definition.id === claim.rewardId);
        return row ? [claimView(claim, row, language, done.get(claim.id) ?? 0)] : [];
      });
      return { list, totalPages: Math.ceil(total / pageSize), pageNum, outstandingTurnover: outstanding };
    },

    /** The turnover the member must still wager before a withdrawal (the withdrawals feature asks). */
    outstandingTurnover: async (merchantCode: string, currency: string, memberId: number) =>
      (await wageringOf(merchantCode, currency, memberId)).outstanding,

    operatorRewards: async (merchantCode: string) =>
      (await repository.merchantRewards(db, merchantCode)).map(operatorView),

    async createReward(merchantCode: string, body: OperatorRewardBody, audit: OperatorActor) {
      const { startsAt, endsAt } = validated(body.kind, body);
      checkPeriod(startsAt ?? new Date(now()), endsAt ?? null);
      const row = await repository.createReward(
        db,
        merchantCode,
        {
          kind: body.kind,
          texts: body.texts,
          params: body.params,
          turnoverMultiplier: body.turnoverMultiplier,
          enabled: body.enabled ?? true,
          startsAt: startsAt ?? new Date(now()),
          endsAt: endsAt ?? null,
          sortOrder: body.sortOrder ?? 0,
        },
        audit,
      );
      return operatorView(row);
    },

    async patchReward(
      merchantCode: string,
      rewardId: string,
      patch: OperatorRewardPatch,
      audit: OperatorActor,
    ) {
      const current = await repository.findReward(db, merchantCode, Number(rewardId));
      if (!current) throw notFound(rewardId);
      const { startsAt, endsAt } = validated(current.kind, patch);
      const row = await repository.patchReward(
        db,
        merchantCode,
        current.id,
        (before) => {
          const change = {
            ...(patch.texts !== undefined && { texts: patch.texts }),
            ...(patch.params !== undefined && { params: patch.params as AnyRewardParams }),
            ...(patch.turnoverMultiplier !== undefined && { turnoverMultiplier: patch.turnoverMultiplier }),
            ...(patch.enabled !== undefined && { enabled: patch.enabled }),
            ...(startsAt && { startsAt }),
            ...(endsAt !== undefined && { endsAt }),
            ...(patch.sortOrder !== undefined && { sortOrder: patch.sortOrder }),
          };
          checkPeriod(
            change.startsAt ?? before.startsAt,
            change.endsAt === undefined ? before.endsAt : change.endsAt,
          );
          return change;
        },
        patch,
        audit,
      );
      if (!row) throw notFound(rewardId);
      return operatorView(row);
    },
  };
};
