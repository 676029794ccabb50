import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '../routes';
import { preloadToast } from '../ui/toast';
import { SystemStatusGate } from './gates/system-status-gate';
import { preloadSidebar } from './layout/lazy-sidebar';
import { Providers } from './providers';

/** Chunks kept out of the first page but wanted soon (and while offline): fetched when idle. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => {
      void preloadToast();
      void preloadSidebar();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1_500);
    return () => clearTimeout(id);
  }, []);
}

export function App() {
  const [router] = useState(createAppRouter);
  usePreloadWhenIdle();
  return (
    <Providers>
      <SystemStatusGate>
        <RouterProvider router={router} />
      </SystemStatusGate>
    </Providers>
  );
}
