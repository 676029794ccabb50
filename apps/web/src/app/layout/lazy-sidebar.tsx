import { lazy, Suspense } from 'react';
import { useSidebar } from './sidebar-context';

const loadSidebar = () => import('./sidebar');
const Sidebar = lazy(() => loadSidebar().then((m) => ({ default: m.Sidebar })));

/** Fetches the sidebar's chunk ahead of the first tap (called when the browser is idle). */
export const preloadSidebar = (): Promise<unknown> => loadSidebar();

/** The sidebar (and antd-mobile's Popup with its animation library) loads when first opened. */
export function LazySidebar() {
  const { everOpened } = useSidebar();
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <Sidebar />
    </Suspense>
  );
}
