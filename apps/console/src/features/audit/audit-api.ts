/** The audit log and the merchants to filter it by (contract staff.ts, system.ts operatorRoutes). */
import type { AuditPage, AuditQuery, SiteConfig } from '@app/contract';
import { OPERATOR_PATHS, STAFF_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

/** One merchant as GET /wps/operator/merchants lists it. */
export type MerchantSummary = Pick<SiteConfig, 'merchantCode' | 'name'>;

export const fetchAuditPage = (query: AuditQuery, signal?: AbortSignal) =>
  callApi<AuditPage>({ method: 'GET', url: STAFF_PATHS.audit }, { query, signal });

export const fetchMerchants = (signal?: AbortSignal) =>
  callApi<MerchantSummary[]>({ method: 'GET', url: OPERATOR_PATHS.merchants }, { signal });
