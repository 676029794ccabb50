/**
 * Four eyes (issue 21, decision 0067). A staff member's balance adjustment, or a withdrawal's
 * approve step, of more than the merchant's approval threshold (the wallet's settings) is not made:
 * it is kept as an approval request, with who asked and why. A second staff member approves it
 * (the step is then made once, in the database transaction that marks the request approved) or
 * rejects it with a reason (nothing moves). The one who asked decides nothing of their own request.
 * The Operator-Key (scripts, the CLI) is the root of trust and is not held back. The wallet and
 * withdrawals make the steps; they know nothing of this feature (their routes ask it).
 */
import {
  type AdjustmentBody,
  type AdjustmentValue,
  APPROVALS_MESSAGES,
  type Approval,
  type ApprovalsQuery,
  ErrorCode,
  needsSecondApproval,
  type OperatorWithdrawal,
  WALLET_MESSAGES,
  WITHDRAWAL_TRANSITIONS,
} from '@app/contract';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { operatorPage, operatorPageRequest } from '../../db/page';
import { uniqueViolationOf } from '../../db/unique-violation';
import { ApiError } from '../../plugins/errors';
import type { WalletService } from '../wallet/service';
import type { WithdrawalsService } from '../withdrawals/service';
import * as repository from './repository';

/** Who asks for a step: a staff member's request is held to four eyes, the Operator-Key's is not. */
export interface Requester extends OperatorActor {
  staff: boolean;
}

type Adjustment = AdjustmentBody;
/** An adjustment's request as kept: the body as asked and whose wallet it is. */
interface AdjustmentRequest extends Adjustment {
  memberId: number;
}
/** A withdrawal approval's request as kept. */
interface WithdrawalRequest {
  step: 'approve';
  reason: string | null;
  memberId: number;
  username: string;
}
type Posted = { transactionId: number; balance: number };

const MESSAGES = { ...WALLET_MESSAGES, ...APPROVALS_MESSAGES };
const fail = (errorCode: keyof typeof MESSAGES, fields?: Record<string, string>) =>
  new ApiError(errorCode, MESSAGES[errorCode], fields ? { fields } : undefined);

const viewOf = (row: repository.ApprovalRow): Approval => {
  const request = row.request as Partial<AdjustmentRequest & WithdrawalRequest>;
  return {
    id: row.id,
    kind: row.kind as Approval['kind'],
    subject: row.subject,
    username: request.username ?? '',
    amount: row.kind === 'adjustment' ? (request.amount ?? row.amount) : row.amount,
    currency: row.currency,
    status: row.status as Approval['status'],
    requestedBy: row.requestedBy,
    requestReason: row.requestReason,
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    result: (row.result as Posted | null) ?? null,
  };
};

export type ApprovalsService = ReturnType<typeof createApprovalsService>;

export const createApprovalsService = ({
  db,
  wallet,
  withdrawals,
}: {
  db: Database;
  wallet: WalletService;
  withdrawals: WithdrawalsService;
}) => {
  /** The audit entry of an adjustment posted without a request (within the threshold, or the key's). */
  const auditPosted =
    (merchantCode: string, body: Adjustment, actor: OperatorActor) => (tx: Database, posted: Posted) =>
      recordAudit(tx, {
        merchantCode,
        ...actor,
        target: `adjustment:${posted.transactionId}`,
        patch: body,
        before: null,
        after: { username: body.username, amount: body.amount, reason: body.reason, ...posted },
      });

  /** A request the decider may decide: the merchant's, pending, and not their own. */
  const decidable = async (merchantCode: string, approvalId: number, decider: OperatorActor) => {
    const row = await repository.findApproval(db, merchantCode, approvalId);
    if (!row) throw new ApiError(ErrorCode.NOT_FOUND, `No approval request ${approvalId}`);
    if (row.status !== 'pending') throw fail(ErrorCode.APPROVAL_DECIDED, { status: `is ${row.status}` });
    if (row.requestedBy === decider.actor) throw fail(ErrorCode.APPROVAL_OWN_REQUEST);
    return row;
  };

  /** Marks it decided in the step's transaction; a decision made meanwhile rolls the step back. */
  const decideIn = async (
    tx: Database,
    row: repository.ApprovalRow,
    decision: Parameters<typeof repository.decideApproval>[2],
    decider: OperatorActor,
  ) => {
    const decided = await repository.decideApproval(tx, row, decision, decider);
    if (!decided) throw fail(ErrorCode.APPROVAL_DECIDED);
    return decided;
  };

  /** The answer of an adjustment's key asked again: what its request became. */
  const adjustmentAnswer = (row: repository.ApprovalRow): AdjustmentValue => {
    if (row.status === 'pending') return { outcome: 'awaitingApproval', approvalId: row.id };
    if (row.status === 'approved') return { outcome: 'posted', ...(row.result as Posted) };
    throw fail(ErrorCode.APPROVAL_DECIDED, { status: 'is rejected' });
  };

  /** The same key must ask the same adjustment (as the ledger's idempotency does). */
  const sameAdjustment = (row: repository.ApprovalRow, body: Adjustment) => {
    const asked = row.request as AdjustmentRequest;
    if (asked.username !== body.username || asked.amount !== body.amount || asked.reason !== body.reason)
      throw fail(ErrorCode.IDEMPOTENCY_CONFLICT);
  };

  const executeAdjustment = async (
    row: repository.ApprovalRow,
    decider: OperatorActor,
    note: string | null,
  ) => {
    const { memberId, username: _username, ...input } = row.request as AdjustmentRequest;
    let decided: repository.ApprovalRow | null = null;
    const posted = await wallet.adjust(
      row.merchantCode,
      row.currency,
      memberId,
      input,
      async (tx, result) => {
        decided = await decideIn(tx, row, { status: 'approved', reason: note, result }, decider);
      },
    );
    // The key had posted it already (a retry of this approval that lost the race): the request is
    // closed with that posting if it is still open; nothing moved twice.
    if (posted.replayed) {
      const { transactionId, balance } = posted;
      decided = await db.transaction((tx) =>
        decideIn(tx, row, { status: 'approved', reason: note, result: { transactionId, balance } }, decider),
      );
    }
    return decided as repository.ApprovalRow | null;
  };

  const executeWithdrawal = async (
    row: repository.ApprovalRow,
    decider: OperatorActor,
    note: string | null,
  ) => {
    const request = row.request as WithdrawalRequest;
    let decided: repository.ApprovalRow | null = null;
    await withdrawals.step(
      row.merchantCode,
      row.subject,
      'approve',
      request.reason ?? undefined,
      decider.actor,
      async (tx) => {
        decided = await decideIn(tx, row, { status: 'approved', reason: note, result: null }, decider);
      },
    );
    // Approved meanwhile without it (the Operator-Key): the request is closed, nothing moved twice.
    decided ??= await db.transaction((tx) =>
      decideIn(tx, row, { status: 'approved', reason: note, result: null }, decider),
    );
    return decided as repository.ApprovalRow | null;
  };

  const approve = async (
    merchantCode: string,
    approvalId: number,
    decider: OperatorActor,
    note?: string,
  ): Promise<Approval> => {
    const row = await decidable(merchantCode, approvalId, decider);
    const execute = row.kind === 'adjustment' ? executeAdjustment : executeWithdrawal;
    const decided = await execute(row, decider, note ?? null);
    if (!decided) throw new Error(`approval ${approvalId} was made but not marked approved`);
    return viewOf(decided);
  };

  /**
   * A withdrawal's approve step. A staff member's above the threshold: the first leaves a request
   * and the withdrawal stays where it is (the player still sees it under review); a second staff
   * member's approves that request and only then the withdrawal moves to approved. The one who
   * asked, asking again, gets the same open request. Every other step is the withdrawals' own.
   */
  const approveWithdrawal = async (
    merchantCode: string,
    withdrawalId: string,
    reason: string | undefined,
    requester: Requester,
  ): Promise<OperatorWithdrawal> => {
    const step = () => withdrawals.step(merchantCode, withdrawalId, 'approve', reason, requester.actor);
    const withdrawal = await withdrawals.operatorWithdrawal(merchantCode, withdrawalId);
    if (!withdrawal) throw new ApiError(ErrorCode.NOT_FOUND, `No withdrawal ${withdrawalId}`);
    const held =
      requester.staff &&
      WITHDRAWAL_TRANSITIONS[withdrawal.status].includes('approved') &&
      needsSecondApproval(withdrawal.amount, await wallet.approvalThreshold(merchantCode));
    if (!held) return step();
    const awaiting = (row: repository.ApprovalRow) => ({
      ...withdrawal,
      awaitingApproval: { approvalId: row.id, requestedBy: row.requestedBy },
    });
    const open = await repository.findPendingWithdrawal(db, merchantCode, withdrawalId);
    if (open?.requestedBy === requester.actor) return awaiting(open);
    if (open) {
      await approve(merchantCode, open.id, requester, reason);
      return (await withdrawals.operatorWithdrawal(merchantCode, withdrawalId)) ?? withdrawal;
    }
    const request: WithdrawalRequest = {
      step: 'approve',
      reason: reason ?? null,
      memberId: withdrawal.memberId,
      username: withdrawal.username,
    };
    try {
      const row = await db.transaction((tx) =>
        repository.insertApproval(
          tx,
          {
            merchantCode,
            kind: 'withdrawal',
            subject: withdrawalId,
            amount: withdrawal.amount,
            currency: withdrawal.currency,
            request,
            requestedBy: requester.actor,
            requestReason: reason ?? '',
          },
          requester,
        ),
      );
      return awaiting(row);
    } catch (error) {
      // Another staff member's first approval of it came first: this one is the second.
      if (uniqueViolationOf(error) !== 'approvals_pending_subject_uq') throw error;
      return approveWithdrawal(merchantCode, withdrawalId, reason, requester);
    }
  };

  /**
   * A withdrawal's reject step (any actor's: staff or the Operator-Key). Its open four-eyes
   * request, if any, is closed in the step's transaction: rejected, decided by the one who rejected
   * the withdrawal, with why, audited (a request decided meanwhile is left as it is). Without this,
   * the request would stay pending and its approval would only answer 409.
   */
  const rejectWithdrawal = (
    merchantCode: string,
    withdrawalId: string,
    reason: string | undefined,
    actor: OperatorActor,
  ): Promise<OperatorWithdrawal> =>
    withdrawals.step(merchantCode, withdrawalId, 'reject', reason, actor.actor, async (tx) => {
      const open = await repository.findPendingWithdrawal(tx, merchantCode, withdrawalId);
      if (!open) return;
      await repository.decideApproval(
        tx,
        open,
        { status: 'rejected', reason: `withdrawal rejected: ${reason ?? ''}`.trim(), result: null },
        actor,
      );
    });

  return {
    approve,
    approveWithdrawal,
    rejectWithdrawal,

    async list(merchantCode: string, query: ApprovalsQuery) {
      const page = operatorPageRequest(query);
      const { total, rows } = await repository.approvalsPage(
        db,
        merchantCode,
        { status: query.status, kind: query.kind },
        page,
      );
      return operatorPage(rows.map(viewOf), total, page);
    },

    async reject(merchantCode: string, approvalId: number, decider: OperatorActor, reason: string) {
      const row = await decidable(merchantCode, approvalId, decider);
      const decided = await db.transaction((tx) =>
        decideIn(tx, row, { status: 'rejected', reason, result: null }, decider),
      );
      return viewOf(decided);
    },

    /**
     * A balance adjustment: posted at once by the Operator-Key, or by a staff member within the
     * threshold (at it included); above it, a staff member's waits as a request. The same key asked
     * again answers what its request became (no second request, no second posting).
     */
    async adjust(
      merchantCode: string,
      currency: string,
      memberId: number,
      body: Adjustment,
      requester: Requester,
    ): Promise<AdjustmentValue> {
      const known = await repository.findAdjustmentByKey(db, merchantCode, body.idempotencyKey);
      if (known) {
        sameAdjustment(known, body);
        return adjustmentAnswer(known);
      }
      if (
        !requester.staff ||
        !needsSecondApproval(body.amount, await wallet.approvalThreshold(merchantCode))
      ) {
        const { username: _username, ...input } = body;
        const { replayed: _replayed, ...posted } = await wallet.adjust(
          merchantCode,
          currency,
          memberId,
          input,
          auditPosted(merchantCode, body, requester),
        );
        return { outcome: 'posted', ...posted };
      }
      const row = await db.transaction(async (tx) => {
        await repository.lockAdjustmentKey(tx, merchantCode, body.idempotencyKey);
        const asked = await repository.findAdjustmentByKey(tx, merchantCode, body.idempotencyKey);
        if (asked) {
          sameAdjustment(asked, body);
          return asked;
        }
        const request: AdjustmentRequest = { ...body, memberId };
        return repository.insertApproval(
          tx,
          {
            merchantCode,
            kind: 'adjustment',
            subject: body.username,
            amount: Math.abs(body.amount),
            currency,
            request,
            requestedBy: requester.actor,
            requestReason: body.reason,
          },
          requester,
        );
      });
      return adjustmentAnswer(row);
    },
  };
};
