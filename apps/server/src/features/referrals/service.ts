/**
 * Invite friends (issue 16 point 1; docs/decisions/0046). A real member who is not an agent has an
 * invite code (the account's, made on first need) and sees the friends it brought. Whether a friend
 * qualified is computed from the ledger each time (the wallet service's deposits of the friend from
 * registering to the end of the window), never stored. Each side's bonus — the referrer's per
 * friend, the friend's own — is claimed with a button and paid as ONE ledger movement of kind
 * 'bonus' whose idempotency key names the friend and the side, with its claim row written in the
 * movement's transaction (the rewards pattern): a double tap, a retry or ten parallel claims move
 * the money once. The monthly cap is checked again inside that transaction, after the movement
 * took the merchant's bonus account row (which serializes the merchant's bonus movements), so
 * claims racing for different friends cannot pass it together.
 *
 * The programme is on only while the merchant's whitelabel REFERRAL switch is on and its rules
 * exist and are enabled; the rules in force when a bonus is claimed decide its amount.
 */
import {
  ErrorCode,
  isAgent,
  type LanguageCode,
  localizedIn,
  maskUsername,
  type OperatorReferralRules,
  type OperatorReferralRulesBody,
  REFERRALS_MESSAGES,
  type ReferralClaim,
  type ReferralClaimValue,
  type ReferralReason,
  type ReferralSide,
  type ReferralState,
  type ReferralsValue,
  type SiteConfig,
} from '@app/contract';
import type { Database } from '../../db/database';
import type { OperatorActor } from '../../db/operator-audit';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import { balanceAfter, type WalletService } from '../wallet/service';
import * as repository from './repository';

export type ReferralsService = ReturnType<typeof createReferralsService>;

const DAY_MS = 86_400_000;

/** What the programme asks of the accounts (the account service's member directory). */
export interface ReferralMembers {
  /** The member's invite code, made on first need; null for no type-0 member. */
  inviteCodeOf(memberId: number): Promise<string | null>;
  /** The members this member's invite code brought. */
  friendsOf(memberId: number): Promise<{ memberId: number; username: string; joinedAt: Date }[]>;
  standingOf(memberId: number): Promise<{ recommendedBy: number | null; joinedAt: Date } | null>;
  usernamesOf(memberIds: readonly number[]): Promise<Map<number, string>>;
}

/** One side's progress, as computed from the deposits and the claim. */
interface Progress {
  deposited: number;
  state: ReferralState;
  amount: number;
  reason: ReferralReason | null;
  expiresAt: string;
}

const unavailable = () =>
  new ApiError(ErrorCode.REFERRAL_UNAVAILABLE, REFERRALS_MESSAGES[ErrorCode.REFERRAL_UNAVAILABLE]);
const notClaimable = (reason: ReferralReason) =>
  new ApiError(ErrorCode.REFERRAL_NOT_CLAIMABLE, REFERRALS_MESSAGES[ErrorCode.REFERRAL_NOT_CLAIMABLE], {
    reason,
  });

/** The first instant of the UTC month of `time`: the monthly cap counts from it. */
const monthStartOf = (time: number) => {
  const day = new Date(time);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
};

export const createReferralsService = ({
  db,
  wallet,
  members,
  now,
}: {
  db: Database;
  /** The friends' deposits from the ledger, and the bonus movement. */
  wallet: WalletService;
  members: ReferralMembers;
  now: () => number;
}) => {
  /** The rules in force: REFERRAL on, rules there and enabled — else REFERRAL_UNAVAILABLE. */
  const programOf = async (config: SiteConfig) => {
    if (config.whitelabel.REFERRAL !== true) throw unavailable();
    const rules = await repository.rulesOf(db, config.merchantCode);
    if (!rules?.enabled) throw unavailable();
    return rules;
  };

  /** Agents invite with their affiliate code (spec §6): the programme is for type-0 members. */
  const requireMember = (session: SessionInfo) => {
    if (isAgent(session.type)) {
      throw new ApiError(ErrorCode.REFERRAL_AGENT, REFERRALS_MESSAGES[ErrorCode.REFERRAL_AGENT]);
    }
  };

  const progressOf = async (
    config: SiteConfig,
    rules: repository.RulesRow,
    friend: { memberId: number; joinedAt: Date },
    claim: repository.ReferralClaimRow | null,
    bonus: number,
    at: number,
  ): Promise<Progress> => {
    const windowEnd = new Date(friend.joinedAt.getTime() + rules.windowDays * DAY_MS);
    const deposits = await wallet.deposits(config.merchantCode, config.currency, friend.memberId, {
      from: friend.joinedAt,
      to: windowEnd,
    });
    const deposited = deposits.reduce((sum, deposit) => sum + deposit.amount, 0);
    const expiresAt = windowEnd.toISOString();
    if (claim) return { deposited, state: 'claimed', amount: claim.amount, reason: 'claimed', expiresAt };
    if (deposited >= rules.minDeposit)
      return { deposited, state: 'qualified', amount: bonus, reason: null, expiresAt };
    const expired = at >= windowEnd.getTime();
    return {
      deposited,
      state: expired ? 'expired' : 'waiting',
      amount: bonus,
      reason: expired ? 'expired' : 'waiting',
      expiresAt,
    };
  };

  const claimView = (claim: repository.ReferralClaimRow): ReferralClaim => ({
    friendId: String(claim.friendId),
    side: claim.side,
    amount: claim.amount,
    turnoverRequired: claim.turnoverRequired,
    createdAt: claim.createdAt.toISOString(),
  });

  /**
   * Pays one side's bonus: one 'bonus' movement (the merchant's bonus account → the member's wallet)
   * keyed by the friend and the side, the claim written alongside. A claim that exists answers the
   * same Idempotency-Key again and refuses any other request.
   */
  const pay = async (
    config: SiteConfig,
    rules: repository.RulesRow,
    input: {
      memberId: number;
      friendId: number;
      side: ReferralSide;
      progress: Progress;
      requestKey: string | undefined;
    },
  ): Promise<ReferralClaimValue> => {
    const { memberId, friendId, side, progress, requestKey } = input;
    const owner = { kind: 'player_wallet', memberId } as const;
    const answerExisting = async () => {
      const existing = await repository.findClaim(db, friendId, side);
      if (!existing || requestKey === undefined || existing.requestKey !== requestKey) {
        throw notClaimable('claimed');
      }
      const { wallet: balance } = await wallet.ledger.memberBalances(
        config.merchantCode,
        memberId,
        config.currency,
      );
      return { claim: claimView(existing), balance };
    };
    if (progress.state === 'claimed') return answerExisting();
    if (progress.state !== 'qualified') throw notClaimable(progress.reason ?? 'waiting');
    const { amount } = progress;
    const monthStart = monthStartOf(now());
    if (
      side === 'referrer' &&
      (await repository.referrerClaimsSince(db, memberId, monthStart)) >= rules.monthlyCap
    )
      throw notClaimable('monthly_cap');
    const posted = await wallet.ledger.post({
      merchantCode: config.merchantCode,
      currency: config.currency,
      kind: 'bonus',
      idempotencyKey: `referral:${friendId}:${side}`,
      reference: `referral:${friendId}`,
      legs: [
        { account: { kind: 'bonus' }, amount: -amount },
        { account: owner, amount },
      ],
      alongside: async (tx, ledgerTransactionId) => {
        // Again under the bonus account's row lock: claims for other friends racing this one.
        if (
          side === 'referrer' &&
          (await repository.referrerClaimsSince(tx, memberId, monthStart)) >= rules.monthlyCap
        ) {
          throw notClaimable('monthly_cap');
        }
        await repository.insertClaim(tx, {
          merchantCode: config.merchantCode,
          currency: config.currency,
          memberId,
          friendId,
          side,
          amount,
          turnoverRequired: amount * rules.turnoverMultiplier,
          requestKey: requestKey ?? null,
          ledgerTransactionId,
        });
      },
    });
    if (posted.replayed) return answerExisting();
    const claim = await repository.findClaim(db, friendId, side);
    if (!claim) throw new Error(`referral claim of ${friendId}/${side} missing after its movement`);
    return { claim: claimView(claim), balance: balanceAfter(posted, owner) ?? 0 };
  };

  const operatorView = (row: repository.RulesRow): OperatorReferralRules => ({
    enabled: row.enabled,
    texts: row.texts as OperatorReferralRules['texts'],
    referrerBonus: row.referrerBonus,
    friendBonus: row.friendBonus,
    minDeposit: row.minDeposit,
    windowDays: row.windowDays,
    monthlyCap: row.monthlyCap,
    turnoverMultiplier: row.turnoverMultiplier,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** The member's code, the rules in their language, their friends, what they earned, who invited them. */
    async overview(
      config: SiteConfig,
      session: SessionInfo,
      language: LanguageCode,
    ): Promise<ReferralsValue> {
      requireMember(session);
      const rules = await programOf(config);
      const at = now();
      const { memberId } = session;
      const [code, friends, claims, standing] = await Promise.all([
        members.inviteCodeOf(memberId),
        members.friendsOf(memberId),
        repository.claimsOfMember(db, memberId),
        members.standingOf(memberId),
      ]);
      if (!code || !standing) throw unavailable();
      const referrerClaim = (friendId: number) =>
        claims.find((claim) => claim.side === 'referrer' && claim.friendId === friendId) ?? null;
      const monthStart = monthStartOf(at).getTime();
      const claimedThisMonth = claims.filter(
        (claim) => claim.side === 'referrer' && claim.createdAt.getTime() >= monthStart,
      ).length;
      const capped = claimedThisMonth >= rules.monthlyCap;
      const friendRows = await Promise.all(
        friends.map(async (friend) => {
          const progress = await progressOf(
            config,
            rules,
            friend,
            referrerClaim(friend.memberId),
            rules.referrerBonus,
            at,
          );
          return {
            friendId: String(friend.memberId),
            username: maskUsername(friend.username),
            joinedAt: friend.joinedAt.toISOString(),
            ...progress,
            reason: progress.state === 'qualified' && capped ? ('monthly_cap' as const) : progress.reason,
          };
        }),
      );
      let invitedBy: ReferralsValue['invitedBy'] = null;
      if (standing.recommendedBy !== null) {
        const names = await members.usernamesOf([standing.recommendedBy]);
        const own = claims.find((claim) => claim.side === 'friend' && claim.friendId === memberId) ?? null;
        invitedBy = {
          username: maskUsername(names.get(standing.recommendedBy) ?? ''),
          ...(await progressOf(
            config,
            rules,
            { memberId, joinedAt: standing.joinedAt },
            own,
            rules.friendBonus,
            at,
          )),
        };
      }
      const texts = localizedIn(rules.texts, language);
      return {
        code,
        rules: {
          title: texts.title,
          description: texts.description,
          referrerBonus: rules.referrerBonus,
          friendBonus: rules.friendBonus,
          minDeposit: rules.minDeposit,
          windowDays: rules.windowDays,
          monthlyCap: rules.monthlyCap,
          turnoverMultiplier: rules.turnoverMultiplier,
        },
        friends: friendRows,
        earned: claims.reduce((sum, claim) => sum + claim.amount, 0),
        claimedThisMonth,
        invitedBy,
      };
    },

    /** The referrer's bonus for one of their friends; another member's friend is 404 (never seen). */
    async claimFriend(
      config: SiteConfig,
      session: SessionInfo,
      friendId: string,
      requestKey: string | undefined,
    ): Promise<ReferralClaimValue> {
      requireMember(session);
      const rules = await programOf(config);
      const friend = (await members.friendsOf(session.memberId)).find(
        (entry) => String(entry.memberId) === friendId,
      );
      if (!friend) throw new ApiError(ErrorCode.NOT_FOUND, `No friend ${friendId}`);
      const claim = await repository.findClaim(db, friend.memberId, 'referrer');
      const progress = await progressOf(config, rules, friend, claim, rules.referrerBonus, now());
      return pay(config, rules, {
        memberId: session.memberId,
        friendId: friend.memberId,
        side: 'referrer',
        progress,
        requestKey,
      });
    },

    /** The invited member's own bonus. */
    async claimOwn(
      config: SiteConfig,
      session: SessionInfo,
      requestKey: string | undefined,
    ): Promise<ReferralClaimValue> {
      requireMember(session);
      const rules = await programOf(config);
      const standing = await members.standingOf(session.memberId);
      if (!standing || standing.recommendedBy === null) throw notClaimable('not_invited');
      const claim = await repository.findClaim(db, session.memberId, 'friend');
      const progress = await progressOf(
        config,
        rules,
        { memberId: session.memberId, joinedAt: standing.joinedAt },
        claim,
        rules.friendBonus,
        now(),
      );
      return pay(config, rules, {
        memberId: session.memberId,
        friendId: session.memberId,
        side: 'friend',
        progress,
        requestKey,
      });
    },

    /** The wagering requirements of the member's bonuses (the rewards service stacks them with its own). */
    async wageringOf(merchantCode: string, currency: string, memberId: number) {
      return (await repository.claimsOfMember(db, memberId))
        .filter((claim) => claim.merchantCode === merchantCode && claim.currency === currency)
        .map((claim) => ({ createdAt: claim.createdAt, turnoverRequired: claim.turnoverRequired }));
    },

    async operatorRules(merchantCode: string): Promise<OperatorReferralRules | null> {
      const row = await repository.rulesOf(db, merchantCode);
      return row ? operatorView(row) : null;
    },

    async putRules(
      merchantCode: string,
      body: OperatorReferralRulesBody,
      actor: OperatorActor,
    ): Promise<OperatorReferralRules> {
      return operatorView(await repository.putRules(db, merchantCode, body, actor));
    },
  };
};
