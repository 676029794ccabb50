/** The audit log and the merchants to filter it by (contract staff.ts, system.ts operatorRoutes). */
import type { AuditPage, AuditQuery } from '@app/contract';
import { STAFF_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

export const fetchAuditPage = (query: AuditQuery, signal?: AbortSignal) =>
  callApi<AuditPage>({ method: 'GET', url: STAFF_PATHS.audit }, { query, signal });
