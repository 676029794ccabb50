/**
 * Four eyes (issue 21, decision 0067): a staff member's balance adjustment, or a withdrawal's
 * approval, of more than the merchant's approval threshold is not made at once: it waits as an
 * approval request until a second staff member, not the one who asked, approves it (the step is
 * then made, once) or rejects it (nothing moves). The Operator-Key (scripts, the CLI) is the root
 * of trust and is not held back. Plain values only; the schemas are in approvals.ts.
 */
import { ErrorCode } from './errors';

/** Operator API (Operator-Key header, or a staff session whose role allows the call). */
export const APPROVALS_OPERATOR_PATHS = {
  /** GET: the merchant's approval requests, newest first, filtered and paged. */
  approvals: '/wps/operator/merchants/:merchantCode/approvals',
  /** POST: a second staff member approves: the step asked for is made, once. */
  approve: '/wps/operator/merchants/:merchantCode/approvals/:approvalId/approve',
  /** POST: with a reason; nothing moves. */
  reject: '/wps/operator/merchants/:merchantCode/approvals/:approvalId/reject',
} as const;

/** What waits: a balance adjustment, or a withdrawal's approve step. */
export const APPROVAL_KINDS = ['adjustment', 'withdrawal'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * The approval threshold of a merchant without one of its own, in minor units of its currency:
 * an adjustment (either sign) or a withdrawal of more than this needs a second staff member.
 * 10,000,000 is 10 million VND (about 400 USD), the demo merchant's currency.
 */
export const DEFAULT_APPROVAL_THRESHOLD = 10_000_000;

/** Whether an amount (minor units, either sign) needs a second staff member: above, not at, the threshold. */
export const needsSecondApproval = (amount: number, threshold: number): boolean =>
  Math.abs(amount) > threshold;

/** Approval ids are positive integers in the path. */
export const APPROVAL_ID_PATTERN = '^[1-9][0-9]{0,14}$';

/** The English text of the approvals' own error codes. */
export const APPROVALS_MESSAGES = {
  [ErrorCode.APPROVAL_OWN_REQUEST]: 'A second staff member must decide this request, not the one who asked',
  [ErrorCode.APPROVAL_DECIDED]: 'This approval request has been decided already',
} as const;
