/**
 * The back office's money queues in the demo (issue 21): a member of merchant DEMO, funded by a
 * sandbox opening deposit through the ledger (as the demo member is, demo-wallet.ts), with a bank
 * card and a payment password, who has a withdrawal waiting (its amount held through the ledger as
 * the withdrawals' service holds it) and a bank transfer waiting to be confirmed. Each is made once:
 * by its ledger idempotency key, its order or withdrawal id; what the operator then does with them stays.
 * A goodwill credit above the approval threshold waits in the four-eyes queue, asked by the demo
 * finance staff member.
 */
import { and, eq } from 'drizzle-orm';
import { members } from '../../features/account/tables';
import * as approvalsRepository from '../../features/approvals/repository';
import { depositOrders } from '../../features/payments/tables';
import { createLedger } from '../../features/wallet/ledger';
import * as withdrawalsRepository from '../../features/withdrawals/repository';
import { memberBankCards, paymentPasswords } from '../../features/withdrawals/tables';
import { passwordHasher } from '../../lib/password-hasher';
import type { Database } from '../database';
import { requestHashOf } from '../idempotent-create';
import { findDemoMember } from './find-demo-member';

/** Not `demo` nor any member the e2e tests sign in as: the queues' items are this member's alone. */
export const DEMO_QUEUE_MEMBER = {
  merchantCode: 'DEMO',
  username: 'thanhvu',
  password: 'Thanh1234',
  paymentPassword: '246810',
  nickname: 'Thanh Vu',
  currency: 'VND',
} as const;

export const DEMO_QUEUE_BANK_CARD = {
  bankName: 'Techcombank',
  accountNumber: '19034567812345',
  holderName: 'VU VAN THANH',
} as const;

/** The opening deposit, a completed sandbox order like the demo member's. */
export const DEMO_QUEUE_OPENING_DEPOSIT = {
  orderId: '5eed0000-0000-4000-8000-000000000002',
  channelId: 'SANDBOX',
  amount: 8_000_000,
  idempotencyKey: 'seed:thanhvu:opening-deposit',
} as const;

/** A withdrawal submitted and not yet reviewed; below the approval threshold, one staff member may pay it. */
export const DEMO_QUEUE_WITHDRAWAL = {
  id: '5eed0000-0000-4000-8000-000000000003',
  amount: 3_000_000,
} as const;

/** A bank transfer the member says was made, waiting for the operator to find it on the statement. */
export const DEMO_QUEUE_BANK_TRANSFER = {
  orderId: '5eed0000-0000-4000-8000-000000000004',
  channelId: 'VCB_TRANSFER',
  amount: 5_000_000,
  reference: 'FT26331904817',
  payerName: 'VU VAN THANH',
  idempotencyKey: 'seed:thanhvu:bank-transfer',
} as const;

/**
 * A staff member's credit above the default threshold (10,000,000), waiting for a second staff
 * member: the request as the approvals' service keeps it, made once by its idempotency key.
 */
export const DEMO_QUEUE_ADJUSTMENT = {
  requestedBy: 'finance',
  amount: 15_000_000,
  reason: 'Goodwill credit: the jackpot win of 12 Nov was not paid during the vendor outage',
  idempotencyKey: 'seed:thanhvu:goodwill-adjustment',
} as const;

/** The member, or null when the merchant has none of that name yet. */
const memberIdOf = async (db: Database): Promise<number | null> =>
  (await findDemoMember(db, DEMO_QUEUE_MEMBER.merchantCode, DEMO_QUEUE_MEMBER.username))?.id ?? null;

/** The member when missing (argon2 only then), its payment password when it has none. */
const ensureMember = async (db: Database): Promise<number | null> => {
  const { merchantCode, username, password, nickname, paymentPassword } = DEMO_QUEUE_MEMBER;
  if ((await memberIdOf(db)) === null) {
    await db
      .insert(members)
      .values({
        merchantCode,
        username,
        nickname,
        type: 0,
        passwordHash: await passwordHasher.hash(password),
      })
      .onConflictDoNothing();
  }
  const memberId = await memberIdOf(db);
  if (memberId === null) return null;
  const [set] = await db
    .select({ memberId: paymentPasswords.memberId })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId));
  // One set meanwhile (another process starting) stays: the insert does nothing then.
  if (!set)
    await withdrawalsRepository.insertPaymentPassword(
      db,
      memberId,
      await passwordHasher.hash(paymentPassword),
    );
  return memberId;
};

export const seedDemoMoneyQueues = async (db: Database): Promise<void> => {
  const memberId = await ensureMember(db);
  if (memberId === null) return;
  const { merchantCode, currency } = DEMO_QUEUE_MEMBER;
  const ledger = createLedger(db);
  const wallet = { kind: 'player_wallet', memberId } as const;

  // The opening balance: the same key every start, so the ledger moves it once.
  const opening = DEMO_QUEUE_OPENING_DEPOSIT;
  const { transactionId } = await ledger.post({
    merchantCode,
    currency,
    kind: 'deposit',
    idempotencyKey: opening.idempotencyKey,
    reference: 'deposit:opening balance',
    legs: [
      { account: { kind: 'payment_clearing' }, amount: -opening.amount },
      { account: wallet, amount: opening.amount },
    ],
  });
  await db
    .insert(depositOrders)
    .values({
      id: opening.orderId,
      merchantCode,
      memberId,
      channelId: opening.channelId,
      kind: 'sandbox',
      amount: opening.amount,
      currency,
      status: 'completed',
      ledgerTransactionId: transactionId,
      completedAt: new Date(),
    })
    .onConflictDoNothing();

  await db
    .insert(memberBankCards)
    .values({ merchantCode, memberId, ...DEMO_QUEUE_BANK_CARD })
    .onConflictDoNothing();
  const [card] = await db
    .select({ id: memberBankCards.id })
    .from(memberBankCards)
    .where(
      and(
        eq(memberBankCards.memberId, memberId),
        eq(memberBankCards.accountNumber, DEMO_QUEUE_BANK_CARD.accountNumber),
      ),
    );
  if (!card) return;

  // As the withdrawals' service's withdraw writes it: wallet → hold, the withdrawal and its first
  // event in the hold's transaction. A replayed key writes nothing again.
  const { id, amount } = DEMO_QUEUE_WITHDRAWAL;
  await ledger.post({
    merchantCode,
    currency,
    kind: 'withdrawal_hold',
    idempotencyKey: `withdrawal:${id}:hold`,
    reference: `withdrawal:${id}`,
    legs: [
      { account: wallet, amount: -amount, keep: 0 },
      { account: { kind: 'player_withdrawal_hold', memberId }, amount },
    ],
    alongside: async (tx, holdTransactionId) => {
      await withdrawalsRepository.insertWithdrawal(tx, {
        id,
        merchantCode,
        memberId,
        bankCardId: card.id,
        amount,
        currency,
        status: 'submitted',
        holdTransactionId,
      });
      await withdrawalsRepository.insertWithdrawalEvent(tx, {
        withdrawalId: id,
        status: 'submitted',
        actor: 'member',
      });
    },
  });

  // As the payments' service's manual order: pending, with the transfer's reference and payer.
  const transfer = DEMO_QUEUE_BANK_TRANSFER;
  const values = {
    channelId: transfer.channelId,
    kind: 'bank_transfer' as const,
    amount: transfer.amount,
    reference: transfer.reference,
    payerName: transfer.payerName,
  };
  await db
    .insert(depositOrders)
    .values({
      id: transfer.orderId,
      merchantCode,
      memberId,
      currency,
      status: 'pending',
      idempotencyKey: transfer.idempotencyKey,
      requestHash: requestHashOf(values),
      ...values,
    })
    .onConflictDoNothing();

  await seedPendingAdjustment(db, memberId);
};

/** As the approvals' service asks for a staff member's adjustment above the threshold. */
const seedPendingAdjustment = async (db: Database, memberId: number): Promise<void> => {
  const { merchantCode, username, currency } = DEMO_QUEUE_MEMBER;
  const { requestedBy, amount, reason, idempotencyKey } = DEMO_QUEUE_ADJUSTMENT;
  await db.transaction(async (tx) => {
    await approvalsRepository.lockAdjustmentKey(tx, merchantCode, idempotencyKey);
    if (await approvalsRepository.findAdjustmentByKey(tx, merchantCode, idempotencyKey)) return;
    await approvalsRepository.insertApproval(
      tx,
      {
        merchantCode,
        kind: 'adjustment',
        subject: username,
        amount,
        currency,
        request: { username, amount, reason, idempotencyKey, memberId },
        requestedBy: `staff:${requestedBy}`,
        requestReason: reason,
      },
      // No request brought it: the seed's own mark where a client address would be.
      { actor: `staff:${requestedBy}`, clientIp: 'demo-seed' },
    );
  });
};
