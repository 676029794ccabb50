/** Server state of the system feature (contract SYSTEM_PATHS): status and site configuration. */

import type { SiteConfig, SystemStatusValue } from '@app/contract';
import { SYSTEM_PATHS, SystemStatus, systemStatusOf } from '@app/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/api-client';
import { systemStatusCache } from '../../lib/storage';

/** While under maintenance the gate asks again this often, so the site reopens by itself. */
export const MAINTENANCE_RECHECK_MS = 30_000;

export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  config: () => [...systemKeys.all, 'config'] as const,
};

async function fetchSystemStatus(signal: AbortSignal): Promise<SystemStatusValue> {
  const value = await apiRequest<SystemStatusValue>(SYSTEM_PATHS.status, { signal });
  systemStatusCache.write(value);
  return value;
}

/**
 * Spec §4: the cached status from localStorage first, then the server's. The cache is initial data
 * marked as old so it is refreshed at once; when the refresh fails (offline) the cached value stays.
 */
export const systemStatusQuery = queryOptions({
  queryKey: systemKeys.status(),
  queryFn: ({ signal }) => fetchSystemStatus(signal),
  initialData: () => systemStatusCache.read() ?? undefined,
  initialDataUpdatedAt: 0,
  retry: 1,
  refetchInterval: (query) =>
    query.state.data && systemStatusOf(query.state.data) === SystemStatus.MAINTENANCE
      ? MAINTENANCE_RECHECK_MS
      : false,
});

export const useSystemStatus = () => useQuery(systemStatusQuery);

export const siteConfigQuery = queryOptions({
  queryKey: systemKeys.config(),
  queryFn: ({ signal }) => apiRequest<SiteConfig>(SYSTEM_PATHS.config, { signal }),
  staleTime: 5 * 60_000,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
