/** The dashboard's calls (contract dashboard.ts) and the merchants to choose from (system.ts). */
import type { DashboardValue } from '@app/contract';
import { DASHBOARD_OPERATOR_PATHS, type DashboardPeriod } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

export const fetchDashboard = (merchantCode: string, days: DashboardPeriod, signal?: AbortSignal) =>
  callApi<DashboardValue>(
    { method: 'GET', url: DASHBOARD_OPERATOR_PATHS.dashboard },
    { params: { merchantCode }, query: { days }, signal },
  );
