/** Server state of the system feature (contract SYSTEM_CALLS): status and site configuration. */

import type { SiteConfig, SystemStatusValue } from '@app/contract';
import { isSafeLink, SYSTEM_CALLS, SystemStatus, systemStatusOf } from '@app/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { systemStatusCache } from '../../lib/storage';

/** While under maintenance the gate asks again this often, so the site reopens by itself. */
export const MAINTENANCE_RECHECK_MS = 30_000;

export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  config: () => [...systemKeys.all, 'config'] as const,
};

async function fetchSystemStatus(signal: AbortSignal): Promise<SystemStatusValue> {
  const value = await call(SYSTEM_CALLS.status, { signal });
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

/**
 * The configuration without a link the site must not render (javascript:, data:, plain http ...):
 * the server refuses such links from the operator, and this keeps one that reached the database some
 * other way out of every href (docs/decisions/0023).
 */
export const withSafeLinks = (config: SiteConfig): SiteConfig => ({
  ...config,
  customerService: config.customerService.filter((entry) => isSafeLink(entry.path)),
  paths: Object.fromEntries(Object.entries(config.paths).filter(([, url]) => isSafeLink(url))),
  resources: config.resources.filter((resource) => isSafeLink(resource.url)),
});

export const siteConfigQuery = queryOptions({
  queryKey: systemKeys.config(),
  queryFn: async ({ signal }) => withSafeLinks(await call(SYSTEM_CALLS.config, { signal })),
  staleTime: 5 * 60_000,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);

/** The name the server wrote into the page for the request's merchant (BRAND_NAME_ATTRIBUTE). */
const pageBrandName = () =>
  document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '';

/**
 * The brand's name, as the site shows it (home's top bar, the login page, the title): one build
 * serves every merchant, so it is the configuration's, and the page's own until that answers.
 */
export const useBrandName = (): string => useSiteConfig().data?.name ?? pageBrandName();
