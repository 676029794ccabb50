/**
 * Payment password, bank cards and withdrawals. The payment password is checked through its guard
 * (payment-lock.ts: counted, locked after too many wrong ones, unlocked by time or SMS). A request moves the amount from the player's
 * wallet into their withdrawal hold in one ledger transaction, so it cannot be spent or withdrawn
 * twice; the operator then reviews, approves and pays (hold → payment clearing), or rejects with a
 * reason (hold → wallet). Each step writes its timeline event in the same database transaction as
 * its status change, refuses steps the status does not allow (409), and answers a step already
 * taken with the withdrawal as it is.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  type BankCard,
  type BindBankCardBody,
  currencyDecimals,
  ErrorCode,
  isWholeUnits,
  MAX_BANK_CARDS,
  maskAccountNumber,
  RECORDS_DEFAULT_PAGE_SIZE,
  WALLET_MESSAGES,
  WITHDRAWAL_STEPS,
  WITHDRAWAL_TRANSITIONS,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawalStep,
  type WithdrawBody,
} from '@app/contract';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import { passwordHasher } from '../../lib/password-hasher';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import { members } from '../account/tables';
import type { SmsService } from '../sms/service';
import type { WalletService } from '../wallet/service';
import { createPaymentLockGuard } from './payment-lock';
import { memberBankCards, withdrawalEvents, withdrawals } from './tables';

type WithdrawalRow = typeof withdrawals.$inferSelect;

const fail = (errorCode: keyof typeof WALLET_MESSAGES, fields?: Record<string, string>) =>
  new ApiError(errorCode, WALLET_MESSAGES[errorCode], fields ? { fields } : undefined);

/** The same client key always names the same withdrawal, so a retried request finds its first answer. */
const uuidOf = (seed: string) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

export const createWithdrawalsService = ({
  db,
  wallet,
  sms,
  now,
  unwithdrawableOf,
}: {
  db: Database;
  wallet: WalletService;
  sms: SmsService;
  now: () => number;
  /** What of a member's wallet must stay: money the sandbox gateway credited, outside demo mode. */
  unwithdrawableOf: (merchantCode: string, memberId: number, currency: string) => Promise<number>;
}) => {
  const paymentLock = createPaymentLockGuard({ db, sms, now });

  /** A withdrawal the wallet covers only with money that must stay: SANDBOX_CREDIT_NOT_WITHDRAWABLE. */
  const refuseUnwithdrawable = async (
    session: SessionInfo,
    currency: string,
    amount: number,
    keep: number,
  ) => {
    const { wallet: balance } = await wallet.ledger.memberBalances(
      session.merchantCode,
      session.memberId,
      currency,
    );
    if (balance >= amount && balance - keep < amount) {
      throw fail(ErrorCode.SANDBOX_CREDIT_NOT_WITHDRAWABLE, {
        amount: `at most ${Math.max(0, balance - keep)}`,
      });
    }
  };

  const cardView = (row: typeof memberBankCards.$inferSelect): BankCard => ({
    id: row.id,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
  });

  /** Withdrawals with their cards and timelines, in the order given. */
  const views = async (rows: WithdrawalRow[]) => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [events, cards, owners] = await Promise.all([
      db
        .select()
        .from(withdrawalEvents)
        .where(inArray(withdrawalEvents.withdrawalId, ids))
        .orderBy(asc(withdrawalEvents.id)),
      db
        .select()
        .from(memberBankCards)
        .where(inArray(memberBankCards.id, [...new Set(rows.map((row) => row.bankCardId))])),
      db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, [...new Set(rows.map((row) => row.memberId))])),
    ]);
    return rows.map((row) => {
      const card = cards.find((entry) => entry.id === row.bankCardId);
      return {
        id: row.id,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        bankCard: {
          bankName: card?.bankName ?? '',
          accountNumber: maskAccountNumber(card?.accountNumber ?? ''),
          holderName: card?.holderName ?? '',
        },
        createdAt: row.createdAt.toISOString(),
        timeline: events
          .filter((event) => event.withdrawalId === row.id)
          .map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note })),
        memberId: row.memberId,
        username: owners.find((owner) => owner.id === row.memberId)?.username ?? '',
      };
    });
  };

  const findWithdrawal = async (id: string) => {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row ?? null;
  };

  const memberView = async (row: WithdrawalRow): Promise<Withdrawal> => {
    const [view] = await views([row]);
    if (!view) throw new Error(`withdrawal ${row.id} has no view`);
    const { memberId: _memberId, username: _username, ...withdrawal } = view;
    return withdrawal;
  };

  return {
    sendPaymentUnlockCode: paymentLock.sendUnlockCode,
    unlockPayments: paymentLock.unlock,
    operatorPaymentLocks: paymentLock.operatorLocks,

    async setPaymentPassword(session: SessionInfo, paymentPassword: string) {
      const hash = await passwordHasher.hash(paymentPassword);
      const [set] = await db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(and(eq(members.id, session.memberId), isNull(members.paymentPasswordHash)))
        .returning({ id: members.id });
      if (!set) throw fail(ErrorCode.PAYMENT_PASSWORD_SET);
    },

    async bankCards(session: SessionInfo) {
      const [[member], lock, cards] = await Promise.all([
        db
          .select({ hash: members.paymentPasswordHash })
          .from(members)
          .where(eq(members.id, session.memberId)),
        paymentLock.lockOf(session.memberId),
        db
          .select()
          .from(memberBankCards)
          .where(eq(memberBankCards.memberId, session.memberId))
          .orderBy(asc(memberBankCards.id)),
      ]);
      return { paymentPasswordSet: Boolean(member?.hash), paymentLock: lock, cards: cards.map(cardView) };
    },

    async bindBankCard(session: SessionInfo, body: BindBankCardBody): Promise<BankCard> {
      await paymentLock.verify(session, body.paymentPassword);
      const [bound] = await db
        .select({ value: count() })
        .from(memberBankCards)
        .where(eq(memberBankCards.memberId, session.memberId));
      if ((bound?.value ?? 0) >= MAX_BANK_CARDS)
        throw fail(ErrorCode.BANK_CARD_LIMIT, { bankCard: `at most ${MAX_BANK_CARDS}` });
      try {
        const [card] = await db
          .insert(memberBankCards)
          .values({
            merchantCode: session.merchantCode,
            memberId: session.memberId,
            bankName: body.bankName.trim(),
            accountNumber: body.accountNumber,
            holderName: body.holderName.trim(),
          })
          .returning();
        if (!card) throw new Error('bank card insert returned nothing');
        return cardView(card);
      } catch (error) {
        if (uniqueViolationOf(error) === 'member_bank_cards_account_uq')
          throw fail(ErrorCode.BANK_CARD_EXISTS);
        throw error;
      }
    },

    async withdraw(
      session: SessionInfo,
      currency: string,
      body: WithdrawBody,
      idempotencyKey: string | undefined,
    ): Promise<Withdrawal> {
      await paymentLock.verify(session, body.paymentPassword);
      const [card] = await db
        .select()
        .from(memberBankCards)
        .where(and(eq(memberBankCards.id, body.bankCardId), eq(memberBankCards.memberId, session.memberId)));
      if (!card) throw new ApiError(ErrorCode.NOT_FOUND, 'No such bank card');
      const limits = await wallet.withdrawalLimits(session.merchantCode);
      if (
        body.amount < limits.min ||
        body.amount > limits.max ||
        !isWholeUnits(body.amount, currencyDecimals(currency))
      ) {
        throw fail(ErrorCode.AMOUNT_OUT_OF_RANGE, {
          amount: `whole units from ${limits.min} to ${limits.max}`,
        });
      }
      const id = idempotencyKey
        ? uuidOf(`${session.merchantCode}:${session.memberId}:${idempotencyKey}`)
        : randomUUID();
      // The ledger's conditional debit keeps it in the wallet; the check before only names the reason.
      const keep = await unwithdrawableOf(session.merchantCode, session.memberId, currency);
      if (keep > 0) await refuseUnwithdrawable(session, currency, body.amount, keep);
      await wallet.ledger.post({
        merchantCode: session.merchantCode,
        currency,
        kind: 'withdrawal_hold',
        idempotencyKey: `withdrawal:${id}:hold`,
        reference: `withdrawal:${id}`,
        legs: [
          { account: { kind: 'player_wallet', memberId: session.memberId }, amount: -body.amount, keep },
          { account: { kind: 'player_withdrawal_hold', memberId: session.memberId }, amount: body.amount },
        ],
        alongside: async (tx, holdTransactionId) => {
          await tx.insert(withdrawals).values({
            id,
            merchantCode: session.merchantCode,
            memberId: session.memberId,
            bankCardId: card.id,
            amount: body.amount,
            currency,
            status: 'submitted',
            holdTransactionId,
          });
          await tx
            .insert(withdrawalEvents)
            .values({ withdrawalId: id, status: 'submitted', actor: 'member' });
        },
      });
      const row = await findWithdrawal(id);
      if (!row) throw new Error(`withdrawal ${id} missing after its hold`);
      return memberView(row);
    },

    async memberWithdrawals(session: SessionInfo, page: { pageNo?: number; pageSize?: number }) {
      const pageNum = page.pageNo ?? 1;
      const pageSize = page.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
      const where = and(
        eq(withdrawals.merchantCode, session.merchantCode),
        eq(withdrawals.memberId, session.memberId),
      );
      const [[total], rows] = await Promise.all([
        db.select({ value: count() }).from(withdrawals).where(where),
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
      ]);
      const list = (await views(rows)).map(
        ({ memberId: _memberId, username: _username, ...withdrawal }) => withdrawal,
      );
      return { list, totalPages: Math.ceil((total?.value ?? 0) / pageSize), pageNum };
    },

    async operatorWithdrawals(merchantCode: string, status?: WithdrawalStatus) {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantCode, merchantCode),
            status ? eq(withdrawals.status, status) : undefined,
          ),
        )
        .orderBy(desc(withdrawals.createdAt))
        .limit(200);
      return views(rows);
    },

    async step(
      merchantCode: string,
      withdrawalId: string,
      step: WithdrawalStep,
      reason: string | undefined,
      actor: string,
    ) {
      const row = await findWithdrawal(withdrawalId);
      if (!row || row.merchantCode !== merchantCode)
        throw new ApiError(ErrorCode.NOT_FOUND, `No withdrawal ${withdrawalId}`);
      const target = WITHDRAWAL_STEPS[step];
      if (target === 'rejected' && !reason) {
        throw new ApiError(ErrorCode.VALIDATION_FAILED, 'A rejection needs a reason', {
          fields: { reason: 'is required' },
        });
      }
      const answer = async () => {
        const [view] = await views([(await findWithdrawal(withdrawalId)) ?? row]);
        if (!view) throw new Error(`withdrawal ${withdrawalId} has no view`);
        return view;
      };
      if (row.status === target) return answer();
      if (!WITHDRAWAL_TRANSITIONS[row.status].includes(target)) {
        throw fail(ErrorCode.ILLEGAL_TRANSITION, { status: `is ${row.status}` });
      }
      const transition = async (tx: Database) => {
        const [moved] = await tx
          .update(withdrawals)
          .set({ status: target })
          .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, row.status)))
          .returning({ id: withdrawals.id });
        if (!moved) throw fail(ErrorCode.ILLEGAL_TRANSITION, { status: 'changed meanwhile' });
        await tx
          .insert(withdrawalEvents)
          .values({ withdrawalId, status: target, note: reason ?? null, actor });
      };
      const hold = { kind: 'player_withdrawal_hold', memberId: row.memberId } as const;
      if (target === 'paid' || target === 'rejected') {
        await wallet.ledger.post({
          merchantCode,
          currency: row.currency,
          kind: target === 'paid' ? 'withdrawal_paid' : 'withdrawal_release',
          idempotencyKey: `withdrawal:${withdrawalId}:${target === 'paid' ? 'paid' : 'release'}`,
          reference: `withdrawal:${withdrawalId}`,
          legs: [
            { account: hold, amount: -row.amount },
            target === 'paid'
              ? { account: { kind: 'payment_clearing' }, amount: row.amount }
              : { account: { kind: 'player_wallet', memberId: row.memberId }, amount: row.amount },
          ],
          alongside: (tx) => transition(tx),
        });
      } else {
        await db.transaction((tx) => transition(tx));
      }
      return answer();
    },
  };
};
