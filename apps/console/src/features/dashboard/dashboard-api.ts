/** The dashboard's calls (contract dashboard.ts) and the merchants to choose from (system.ts). */
import type { DashboardValue, SiteConfig } from '@app/contract';
import { DASHBOARD_OPERATOR_PATHS, type DashboardPeriod, OPERATOR_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

/** One merchant as GET /wps/operator/merchants lists it. */
export type MerchantSummary = Pick<SiteConfig, 'merchantCode' | 'name'>;

export const fetchMerchants = (signal?: AbortSignal) =>
  callApi<MerchantSummary[]>({ method: 'GET', url: OPERATOR_PATHS.merchants }, { signal });

export const fetchDashboard = (merchantCode: string, days: DashboardPeriod, signal?: AbortSignal) =>
  callApi<DashboardValue>(
    { method: 'GET', url: DASHBOARD_OPERATOR_PATHS.dashboard },
    { params: { merchantCode }, query: { days }, signal },
  );
