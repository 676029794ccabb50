import { SystemStatus, systemStatusOf } from '@app/contract/client';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSystemStatus } from '../../features/system/queries';
import { PageSpinner } from '../../ui/page-spinner';

// Rarely needed, so the two status pages are their own chunk.
const MaintenancePage = lazy(() => import('./status-pages').then((m) => ({ default: m.MaintenancePage })));
const RestrictedPage = lazy(() => import('./status-pages').then((m) => ({ default: m.RestrictedPage })));

/**
 * Spec §2/§4 system status gate: 0 shows the app, 1 a maintenance page, 2 an access-restricted
 * page. The cached status shows at once; the server's answer replaces it; with no answer (offline)
 * the cached one stays. Without any status yet the app shows (most visits find the site open).
 */
export function SystemStatusGate({ children }: { children: ReactNode }) {
  const { data, refetch, isFetching } = useSystemStatus();
  const status = data ? systemStatusOf(data) : SystemStatus.OPEN;
  if (status === SystemStatus.OPEN || !data) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      {status === SystemStatus.MAINTENANCE ? (
        <MaintenancePage info={data.info} checking={isFetching} onRetry={() => void refetch()} />
      ) : (
        <RestrictedPage ip={data.location.ip} />
      )}
    </Suspense>
  );
}
