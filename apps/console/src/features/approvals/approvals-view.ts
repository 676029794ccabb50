/**
 * What the approvals page shows, kept in the address so that a link shows the same list: the
 * merchant, the status (pending by default), the kind and the page.
 */
import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  type ApprovalKind,
  type ApprovalStatus,
} from '@app/contract/client';
import { type PageView, pageViewOf, writePageView } from '../../lib/server-paging';

export const APPROVALS_PATH = '/approvals';

export type StatusFilter = 'all' | ApprovalStatus;
export type KindFilter = 'all' | ApprovalKind;
export const STATUS_FILTERS: readonly StatusFilter[] = [...APPROVAL_STATUSES, 'all'];
export const KIND_FILTERS: readonly KindFilter[] = ['all', ...APPROVAL_KINDS];

export interface ApprovalsView extends PageView {
  merchantCode?: string;
  status: StatusFilter;
  kind: KindFilter;
}

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

export function approvalsViewOf(search: URLSearchParams): ApprovalsView {
  const merchantCode = search.get('merchantCode')?.trim() || undefined;
  return {
    ...(merchantCode ? { merchantCode } : {}),
    status: oneOf(STATUS_FILTERS, search.get('status')) ?? 'pending',
    kind: oneOf(KIND_FILTERS, search.get('kind')) ?? 'all',
    ...pageViewOf(search),
  };
}

/** The address's query of a view: only what differs from the defaults. */
export function searchOfApprovalsView(view: ApprovalsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.merchantCode) search.set('merchantCode', view.merchantCode);
  if (view.status !== 'pending') search.set('status', view.status);
  if (view.kind !== 'all') search.set('kind', view.kind);
  writePageView(search, view);
  return search;
}
