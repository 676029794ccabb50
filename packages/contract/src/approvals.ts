/**
 * Four eyes (issue 21, decision 0067): the approval requests a staff member's large balance
 * adjustment or withdrawal approval leaves, their list, and a second staff member's approval or
 * rejection. The plain values are in approvals-rules.ts.
 */
import Type, { type Static } from 'typebox';
import {
  APPROVAL_ID_PATTERN,
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  APPROVALS_OPERATOR_PATHS,
} from './approvals-rules';
import { Ok } from './envelope';
import { Money, ReasonBody, Time } from './money-schemas';
import { OperatorPage, OperatorPageQuery } from './operator-page';
import { MerchantParams } from './system';

export const Approval = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(APPROVAL_KINDS),
  /** What it is about: the member's username of an adjustment, the withdrawal's id. */
  subject: Type.String(),
  /** The member's username (an adjustment's subject; a withdrawal's owner). */
  username: Type.String(),
  /** Minor units: an adjustment's signed amount (+ credit, − debit), a withdrawal's amount. */
  amount: Money,
  currency: Type.String(),
  status: Type.Enum(APPROVAL_STATUSES),
  /** The audit trail's actor of who asked: `staff:<username>`. */
  requestedBy: Type.String(),
  /** Why the step was asked (an adjustment's reason; a withdrawal approval's note, or ''). */
  requestReason: Type.String(),
  createdAt: Time,
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Time, Type.Null()]),
  decisionReason: Type.Union([Type.String(), Type.Null()]),
  /** An approved adjustment's posting: its ledger transaction and the member's balance after it. */
  result: Type.Union([Type.Object({ transactionId: Type.Integer(), balance: Money }), Type.Null()]),
});
export type Approval = Static<typeof Approval>;

export const ApprovalsQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum(APPROVAL_STATUSES)),
    kind: Type.Optional(Type.Enum(APPROVAL_KINDS)),
    ...OperatorPageQuery,
  },
  { additionalProperties: false },
);
export type ApprovalsQuery = Static<typeof ApprovalsQuery>;

export const ApprovalsPage = OperatorPage(Approval);
export type ApprovalsPage = Static<typeof ApprovalsPage>;

export const ApprovalParams = Type.Object({
  merchantCode: MerchantParams.properties.merchantCode,
  approvalId: Type.String({ pattern: APPROVAL_ID_PATTERN }),
});

/** A rejection says why. */
export const RejectApprovalBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type RejectApprovalBody = Static<typeof RejectApprovalBody>;

export const approvalsOperatorRoutes = {
  approvals: {
    method: 'GET',
    url: APPROVALS_OPERATOR_PATHS.approvals,
    params: MerchantParams,
    querystring: ApprovalsQuery,
    response: Ok(ApprovalsPage),
  },
  approve: {
    method: 'POST',
    url: APPROVALS_OPERATOR_PATHS.approve,
    params: ApprovalParams,
    /** An optional note of the approver. */
    body: ReasonBody,
    response: Ok(Approval),
  },
  reject: {
    method: 'POST',
    url: APPROVALS_OPERATOR_PATHS.reject,
    params: ApprovalParams,
    body: RejectApprovalBody,
    response: Ok(Approval),
  },
} as const;
