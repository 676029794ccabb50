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
  type OperatorWithdrawalsQuery,
  RECORDS_DEFAULT_PAGE_SIZE,
  REWARDS_MESSAGES,
  WALLET_MESSAGES,
  WITHDRAWAL_STEPS,
  WITHDRAWAL_TRANSITIONS,
  WITHDRAWALS_MESSAGES,
  type Withdrawal,
  type WithdrawalStep,
  type WithdrawBody,
} from '@app/contract';
import type { Database } from '../../db/database';
import { operatorPage, operatorPageRequest } from '../../db/page';
import { uniqueViolationOf } from '../../db/unique-violation';
import { passwordHasher } from '../../lib/password-hasher';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { AccountService } from '../account/service';
import type { SmsService } from '../sms/service';
import type { WalletService } from '../wallet/service';
import { createPaymentLockGuard } from './payment-lock';
import * as repository from './repository';

/** The codes this feature refuses with: its own and those the money features share. */
const MESSAGES = { ...WALLET_MESSAGES, ...WITHDRAWALS_MESSAGES };
const fail = (errorCode: keyof typeof MESSAGES, fields?: Record<string, string>) =>
  new ApiError(errorCode, MESSAGES[errorCode], fields ? { fields } : undefined);

/** The same client key always names the same withdrawal, so a retried request finds its first answer. */
const uuidOf = (seed: string) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Sets the member's payment password, once: PAYMENT_PASSWORD_SET when one is set. The service's
 * call, and the registration's for a form that asks for it (app.ts gives it to the account service).
 */
export const setPaymentPassword = async (db: Database, memberId: number, paymentPassword: string) => {
  const hash = await passwordHasher.hash(paymentPassword);
  if (!(await repository.insertPaymentPassword(db, memberId, hash)))
    throw fail(ErrorCode.PAYMENT_PASSWORD_SET);
};

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

export const createWithdrawalsService = ({
  db,
  accounts,
  wallet,
  sms,
  now,
  unwithdrawableOf,
  outstandingTurnoverOf,
}: {
  db: Database;
  /** Who the members are: usernames for the operator, the number an unlock code goes to. */
  accounts: AccountService;
  wallet: WalletService;
  sms: SmsService;
  now: () => number;
  /** What of a member's wallet must stay: money the sandbox gateway credited, outside demo mode. */
  unwithdrawableOf: (merchantCode: string, memberId: number, currency: string) => Promise<number>;
  /** The turnover a claimed bonus still requires (the reward centre's): no withdrawal above 0. */
  outstandingTurnoverOf: (merchantCode: string, currency: string, memberId: number) => Promise<number>;
}) => {
  const paymentLock = createPaymentLockGuard({ db, accounts, sms, now });

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

  const cardView = (row: repository.BankCardRow): BankCard => ({
    id: row.id,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
  });

  /** Withdrawals with their cards and timelines, in the order given. */
  const views = async (rows: repository.WithdrawalRow[]) => {
    if (rows.length === 0) return [];
    const [events, cards, usernames] = await Promise.all([
      repository.eventsOfWithdrawals(
        db,
        rows.map((row) => row.id),
      ),
      repository.bankCardsByIds(
        db,
        rows.map((row) => row.bankCardId),
      ),
      accounts.usernamesOf(rows.map((row) => row.memberId)),
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
        username: usernames.get(row.memberId) ?? '',
      };
    });
  };

  const findWithdrawal = (id: string) => repository.findWithdrawal(db, id);

  const memberView = async (row: repository.WithdrawalRow): Promise<Withdrawal> => {
    const [view] = await views([row]);
    if (!view) throw new Error(`withdrawal ${row.id} has no view`);
    const { memberId: _memberId, username: _username, ...withdrawal } = view;
    return withdrawal;
  };

  return {
    sendPaymentUnlockCode: paymentLock.sendUnlockCode,
    unlockPayments: paymentLock.unlock,
    operatorPaymentLocks: paymentLock.operatorLocks,
    /** The payment password check of a call that moves money (its lock rules apply): the agent transfer's. */
    verifyPaymentPassword: paymentLock.verify,

    setPaymentPassword: (session: SessionInfo, paymentPassword: string) =>
      setPaymentPassword(db, session.memberId, paymentPassword),

    async bankCards(session: SessionInfo) {
      const [paymentPasswordSet, lock, cards] = await Promise.all([
        paymentLock.isSet(session.memberId),
        paymentLock.lockOf(session.memberId),
        repository.bankCardsOfMember(db, session.memberId),
      ]);
      return { paymentPasswordSet, paymentLock: lock, cards: cards.map(cardView) };
    },

    async bindBankCard(session: SessionInfo, body: BindBankCardBody): Promise<BankCard> {
      await paymentLock.verify(session, body.paymentPassword);
      if ((await repository.countBankCards(db, session.memberId)) >= MAX_BANK_CARDS)
        throw fail(ErrorCode.BANK_CARD_LIMIT, { bankCard: `at most ${MAX_BANK_CARDS}` });
      try {
        const card = await repository.insertBankCard(db, {
          merchantCode: session.merchantCode,
          memberId: session.memberId,
          bankName: body.bankName.trim(),
          accountNumber: body.accountNumber,
          holderName: body.holderName.trim(),
        });
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
      const card = await repository.findBankCard(db, session.memberId, body.bankCardId);
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
      const remainingTurnover = await outstandingTurnoverOf(session.merchantCode, currency, session.memberId);
      if (remainingTurnover > 0) {
        throw new ApiError(ErrorCode.TURNOVER_REQUIRED, REWARDS_MESSAGES[ErrorCode.TURNOVER_REQUIRED], {
          remainingTurnover,
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
          await repository.insertWithdrawal(tx, {
            id,
            merchantCode: session.merchantCode,
            memberId: session.memberId,
            bankCardId: card.id,
            amount: body.amount,
            currency,
            status: 'submitted',
            holdTransactionId,
          });
          await repository.insertWithdrawalEvent(tx, {
            withdrawalId: id,
            status: 'submitted',
            actor: 'member',
          });
        },
      });
      const row = await findWithdrawal(id);
      if (!row) throw new Error(`withdrawal ${id} missing after its hold`);
      return memberView(row);
    },

    async memberWithdrawals(session: SessionInfo, page: { pageNo?: number; pageSize?: number }) {
      const pageNum = page.pageNo ?? 1;
      const pageSize = page.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
      const { total, rows } = await repository.memberWithdrawalsPage(db, session, { pageNum, pageSize });
      const list = (await views(rows)).map(
        ({ memberId: _memberId, username: _username, ...withdrawal }) => withdrawal,
      );
      return { list, totalPages: Math.ceil(total / pageSize), pageNum };
    },

    /** A page of the merchant's withdrawals of the queue's filters, newest first (an unknown member: none). */
    async operatorWithdrawals(merchantCode: string, query: OperatorWithdrawalsQuery) {
      const page = operatorPageRequest(query);
      const memberId =
        query.username === undefined ? undefined : await accounts.memberIdOf(merchantCode, query.username);
      if (memberId === null) return operatorPage([], 0, page);
      const { total, rows } = await repository.merchantWithdrawalsPage(
        db,
        merchantCode,
        { statuses: query.status, memberId, from: query.from, to: query.to },
        page,
      );
      return operatorPage(await views(rows), total, page);
    },

    /** The status of the withdrawal behind each of these hold transactions, for the wallet's account record. */
    statusesOfHolds: (holdTransactionIds: readonly number[]) =>
      repository.statusesOfHolds(db, holdTransactionIds),

    /** One of the merchant's withdrawals as the operator sees it, or null. */
    async operatorWithdrawal(merchantCode: string, withdrawalId: string) {
      const row = await findWithdrawal(withdrawalId);
      if (!row || row.merchantCode !== merchantCode) return null;
      const [view] = await views([row]);
      return view ?? null;
    },

    /**
     * An operator's step. `alongside` writes more in the database transaction of the status change
     * (a four-eyes request's approval); it is not run when the withdrawal is at the step's status already.
     */
    async step(
      merchantCode: string,
      withdrawalId: string,
      step: WithdrawalStep,
      reason: string | undefined,
      actor: string,
      alongside?: (tx: Database) => Promise<void>,
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
        if (!(await repository.moveWithdrawal(tx, withdrawalId, { from: row.status, to: target }))) {
          throw fail(ErrorCode.ILLEGAL_TRANSITION, { status: 'changed meanwhile' });
        }
        await repository.insertWithdrawalEvent(tx, {
          withdrawalId,
          status: target,
          note: reason ?? null,
          actor,
        });
        await alongside?.(tx);
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
