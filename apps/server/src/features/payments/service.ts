/**
 * Deposits: the merchant's channels, gateway orders (through a PaymentProvider) credited when the
 * provider's signed notice arrives, and manual bank transfers an operator approves or rejects.
 * Whatever the number of notices or approvals, an order is credited once: the ledger key is
 * `deposit:<orderId>`, and the order leaves 'pending' in the same database transaction.
 * Sandbox channels exist only in demo mode (docs/decisions/0019): without the sandbox provider they
 * are not offered, no order goes through them, and what they credited before cannot be withdrawn.
 */
import { randomUUID } from 'node:crypto';
import {
  currencyDecimals,
  type DepositChannel,
  type DepositOrder,
  type DepositOrderBody,
  type DepositOrderStatus,
  ErrorCode,
  type ManualDepositBody,
  type OperatorDepositsQuery,
  PAYMENTS_MESSAGES,
  PAYMENTS_PATHS,
  type SiteConfig,
  templateOf,
  WALLET_MESSAGES,
} from '@app/contract';
import type { Database } from '../../db/database';
import { createOnce, requestHashOf } from '../../db/idempotent-create';
import { operatorPage, operatorPageRequest } from '../../db/page';
import type { ShellDepositPage } from '../../plugins/deposit-shell';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { AccountService } from '../account/service';
import type { WalletService } from '../wallet/service';
import type { PaymentNotice, PaymentProvider } from './provider';
import * as repository from './repository';

/** Orders shown to the member: the latest this many. */
const RECENT_ORDERS = 20;

const orderView = (row: repository.OrderRow): DepositOrder => ({
  orderId: row.id,
  channelId: row.channelId,
  kind: row.kind,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  reason: row.reason,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

const illegal = (status: string) =>
  new ApiError(ErrorCode.ILLEGAL_TRANSITION, WALLET_MESSAGES[ErrorCode.ILLEGAL_TRANSITION], {
    fields: { status: `is ${status}` },
  });

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** A member whose deposits are counted. */
interface Depositor {
  merchantCode: string;
  memberId: number;
}

/**
 * Player protection's word on a member's new orders (decision 0059): read before the order's
 * transaction, it throws PLAYER_BLOCKED during a block; else it answers the check of one amount
 * against the deposit limits in force (DEPOSIT_LIMIT_EXCEEDED), which reads the member's orders of
 * a window through `ordered` in the order's transaction, under the member's order lock.
 */
export type DepositLimits = (
  member: Depositor,
) => Promise<(amount: number, ordered: (since: Date) => Promise<number>) => Promise<void>>;

/**
 * The member's orders since then that are not cancelled or rejected (minor units): what the deposit
 * limits count. A function of the database, as player protection is built before the payments.
 */
export const depositsOrderedSince = (db: Database, member: Depositor, since: Date) =>
  repository.orderedSince(db, member, since);

export const createPaymentsService = ({
  db,
  accounts,
  wallet,
  provider,
  callbackUrl,
  depositLimitsOf,
  now,
}: {
  db: Database;
  /** The usernames of the operator's order lists. */
  accounts: AccountService;
  wallet: WalletService;
  /** Player protection's blocks and deposit limits, asked before every new order. */
  depositLimitsOf: DepositLimits;
  /** The gateway behind sandbox channels; null outside demo mode, when no sandbox channel is usable. */
  provider: PaymentProvider | null;
  callbackUrl: string;
  now: () => number;
}) => {
  const channelsOf = (merchantCode: string) =>
    repository.enabledChannels(db, merchantCode, provider !== null);

  const usableChannel = async (
    merchantCode: string,
    channelId: string,
    kind: DepositChannel['kind'],
    amount: number,
  ) => {
    const channel = (await channelsOf(merchantCode)).find((row) => row.id === channelId);
    if (!channel || channel.kind !== kind) {
      throw new ApiError(ErrorCode.CHANNEL_UNAVAILABLE, PAYMENTS_MESSAGES[ErrorCode.CHANNEL_UNAVAILABLE]);
    }
    if (amount < channel.min || amount > channel.max) {
      throw new ApiError(ErrorCode.AMOUNT_OUT_OF_RANGE, WALLET_MESSAGES[ErrorCode.AMOUNT_OUT_OF_RANGE], {
        fields: { amount: `must be ${channel.min} to ${channel.max}` },
      });
    }
    return channel;
  };

  /**
   * A new pending order, or — for a repeated Idempotency-Key — the order that key made before
   * (409 when it was made for a different request). A new one passes player protection's deposit
   * limits first, under the member's order lock, in the transaction that writes it.
   */
  const openOrder = async (
    session: SessionInfo,
    currency: string,
    values: Pick<repository.OrderRow, 'channelId' | 'kind' | 'amount'> &
      Partial<Pick<repository.OrderRow, 'reference' | 'payerName'>>,
    idempotencyKey: string | undefined,
  ): Promise<{ order: repository.OrderRow; created: boolean }> => {
    const requestHash = requestHashOf(values);
    const member = { merchantCode: session.merchantCode, memberId: session.memberId };
    const withinLimits = await depositLimitsOf(member);
    return db.transaction(async (tx) => {
      await repository.lockMemberOrders(tx, session.memberId);
      const madeBefore = () => repository.findOrderByIdempotencyKey(tx, session, idempotencyKey ?? '');
      // A retry of an order made before answers it without counting it against itself.
      if (!idempotencyKey || !(await madeBefore())) {
        await withinLimits(values.amount, (since) => repository.orderedSince(tx, member, since));
      }
      const { row: order, created } = await createOnce(
        requestHash,
        () =>
          repository.insertOrder(tx, {
            id: randomUUID(),
            merchantCode: session.merchantCode,
            memberId: session.memberId,
            currency,
            status: 'pending',
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
            // The app's clock, which the deposit limits' windows are measured by.
            createdAt: new Date(now()),
            ...values,
          }),
        madeBefore,
      );
      return { order, created };
    });
  };

  const findOrder = (orderId: string) => repository.findOrder(db, orderId);

  /** Credits a pending order once; a second call answers the order as it is. */
  const credit = async (order: repository.OrderRow): Promise<repository.OrderRow> => {
    if (order.status === 'completed') return order;
    if (order.status !== 'pending') throw illegal(order.status);
    const memberWallet = { kind: 'player_wallet', memberId: order.memberId } as const;
    await wallet.ledger.post({
      merchantCode: order.merchantCode,
      currency: order.currency,
      kind: 'deposit',
      idempotencyKey: `deposit:${order.id}`,
      reference: `deposit:${order.id}`,
      legs: [
        { account: { kind: 'payment_clearing' }, amount: -order.amount },
        { account: memberWallet, amount: order.amount },
      ],
      alongside: async (tx, transactionId) => {
        const completion = { ledgerTransactionId: transactionId, completedAt: new Date(now()) };
        if (!(await repository.completeOrder(tx, order.id, completion))) throw illegal('not pending');
      },
    });
    return (await findOrder(order.id)) ?? order;
  };

  /** pending → cancelled or rejected; the same again answers the order; anything else is 409. */
  const close = async (
    order: repository.OrderRow,
    status: Extract<DepositOrderStatus, 'cancelled' | 'rejected'>,
    reason: string | null,
  ) => {
    if (order.status === status) return order;
    if (order.status !== 'pending') throw illegal(order.status);
    const closed = await repository.closeOrder(db, order.id, { status, reason });
    if (!closed) return close((await findOrder(order.id)) ?? order, status, reason);
    return closed;
  };

  /** An order as the operator sees it, with its member's username (from `usernames`, by member id). */
  const operatorView = (row: repository.OrderRow, usernames: Map<number, string>) => ({
    ...orderView(row),
    memberId: row.memberId,
    username: usernames.get(row.memberId) ?? '',
    payerName: row.payerName,
  });

  const requireOperatorOrder = async (merchantCode: string, orderId: string) => {
    const order = await findOrder(orderId);
    if (!order || order.merchantCode !== merchantCode)
      throw new ApiError(ErrorCode.NOT_FOUND, `No deposit ${orderId}`);
    return order;
  };

  return {
    /** What the deposit page's shell draws of the merchant (decision 0073): its channels in order. */
    async depositShellPage(config: SiteConfig): Promise<ShellDepositPage> {
      return {
        template: templateOf(config.templates?.dep_func),
        decimals: currencyDecimals(config.currency),
        channels: (await channelsOf(config.merchantCode)).map(({ name, min, max }) => ({ name, min, max })),
      };
    },

    async channels(merchantCode: string): Promise<DepositChannel[]> {
      return (await channelsOf(merchantCode)).map((row) => ({
        id: row.id,
        name: row.name,
        kind: row.kind,
        min: row.min,
        max: row.max,
        ...(row.payee ? { payee: row.payee } : {}),
      }));
    },

    async createGatewayOrder(
      session: SessionInfo,
      currency: string,
      body: DepositOrderBody,
      idempotencyKey?: string,
    ) {
      const channel = await usableChannel(session.merchantCode, body.channelId, 'sandbox', body.amount);
      // usableChannel finds no sandbox channel without a provider; this tells the type checker.
      if (!provider) throw new Error('sandbox channel usable without a sandbox provider');
      const { order, created } = await openOrder(
        session,
        currency,
        { channelId: channel.id, kind: 'sandbox', amount: body.amount },
        idempotencyKey,
      );
      if (!created && order.paymentUrl) return { orderId: order.id, paymentUrl: order.paymentUrl };
      const payment = await provider.createPayment({
        orderId: order.id,
        amount: order.amount,
        currency,
        returnUrl: `/m/voucherCenter?order=${order.id}`,
        callbackUrl,
      });
      await repository.setOrderPayment(db, order.id, {
        providerRef: payment.providerRef,
        paymentUrl: payment.paymentUrl,
      });
      return { orderId: order.id, paymentUrl: payment.paymentUrl };
    },

    async createManualOrder(
      session: SessionInfo,
      currency: string,
      body: ManualDepositBody,
      idempotencyKey?: string,
    ) {
      const channel = await usableChannel(session.merchantCode, body.channelId, 'bank_transfer', body.amount);
      const { order } = await openOrder(
        session,
        currency,
        {
          channelId: channel.id,
          kind: 'bank_transfer',
          amount: body.amount,
          reference: body.reference,
          payerName: body.payerName,
        },
        idempotencyKey,
      );
      return orderView(order);
    },

    async memberOrder(session: SessionInfo, orderId: string): Promise<DepositOrder> {
      const order = await findOrder(orderId);
      if (!order || order.memberId !== session.memberId || order.merchantCode !== session.merchantCode) {
        throw new ApiError(ErrorCode.NOT_FOUND, `No deposit order ${orderId}`);
      }
      return orderView(order);
    },

    async memberOrders(session: SessionInfo): Promise<DepositOrder[]> {
      const rows = await repository.latestMemberOrders(db, session, RECENT_ORDERS);
      return rows.map(orderView);
    },

    /** Who made a deposit order (the sandbox payment page admits this member's session), or null. */
    async orderOwner(orderId: string): Promise<{ merchantCode: string; memberId: number } | null> {
      const order = await findOrder(orderId);
      return order && { merchantCode: order.merchantCode, memberId: order.memberId };
    },

    /**
     * What of a member's wallet may not be withdrawn: outside demo mode, everything the sandbox
     * gateway ever credited to it (its completed sandbox orders), since no real money came in.
     * In demo mode, nothing.
     */
    async unwithdrawableCredit(merchantCode: string, memberId: number, currency: string): Promise<number> {
      if (provider) return 0;
      return repository.sandboxCredited(db, { merchantCode, memberId }, currency);
    },

    /** The provider's verified notice: credit or cancel the order it names. */
    async settle(notice: PaymentNotice) {
      const order = await findOrder(notice.orderId);
      if (order?.kind !== 'sandbox')
        throw new ApiError(ErrorCode.NOT_FOUND, `No deposit order ${notice.orderId}`);
      if (
        order.amount !== notice.amount ||
        order.currency !== notice.currency ||
        order.providerRef !== notice.providerRef
      ) {
        throw new ApiError(ErrorCode.CONFLICT, 'The notice does not match the order');
      }
      return orderView(
        notice.status === 'paid' ? await credit(order) : await close(order, 'cancelled', null),
      );
    },

    /** A page of the merchant's orders of the queue's filters, newest first (an unknown member: none). */
    async operatorOrders(merchantCode: string, query: OperatorDepositsQuery) {
      const page = operatorPageRequest(query);
      const memberId =
        query.username === undefined ? undefined : await accounts.memberIdOf(merchantCode, query.username);
      if (memberId === null) return operatorPage([], 0, page);
      const { total, rows } = await repository.merchantOrdersPage(
        db,
        merchantCode,
        { statuses: query.status, memberId, from: query.from, to: query.to },
        page,
      );
      const usernames = await accounts.usernamesOf(rows.map((row) => row.memberId));
      return operatorPage(
        rows.map((row) => operatorView(row, usernames)),
        total,
        page,
      );
    },

    /** Manual transfers only: a gateway order is decided by its gateway. */
    async decide(merchantCode: string, orderId: string, decision: 'approve' | 'reject', reason?: string) {
      const order = await requireOperatorOrder(merchantCode, orderId);
      if (order.kind !== 'bank_transfer') throw illegal(`${order.kind} order`);
      const decided =
        decision === 'approve'
          ? await credit(order)
          : await close(order, 'rejected', reason ?? 'Rejected by the operator');
      return operatorView(decided, await accounts.usernamesOf([decided.memberId]));
    },
  };
};

export const sandboxCallbackUrlOf = (baseUrl: string) => `${baseUrl}${PAYMENTS_PATHS.depositCallbackSandbox}`;
