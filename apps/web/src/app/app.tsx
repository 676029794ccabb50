import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '../routes';
import { preloadToast } from '../ui/toast';
import { useFirstUse } from '../ui/use-first-use';
import { SystemStatusGate } from './gates/system-status-gate';
import { preloadSidebar } from './layout/lazy-sidebar';
import { Providers } from './providers';

/**
 * Chunks kept out of the first page but wanted soon (the sidebar; Toast and Dialog, so that a
 * message can still show once the connection is lost): fetched at the first touch or key press, which comes before
 * the tap that opens the sidebar, or after a while for a visitor who only looks. Not at once: on
 * a slow phone they would compete with the first page's data and images for the network.
 */
function usePreloadOnFirstUse() {
  const used = useFirstUse();
  useEffect(() => {
    if (!used) return;
    void preloadToast();
    void preloadSidebar();
  }, [used]);
}

/** The query client comes from main.tsx, created before the language loads (see there). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  usePreloadOnFirstUse();
  return (
    <Providers queryClient={queryClient}>
      <SystemStatusGate>
        {/* Not in transitions: a transition kept the old page on screen under the new address
            while the next screen's code downloaded, and its back button and links answered for
            the page the address had left (decision 0051). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </SystemStatusGate>
    </Providers>
  );
}
