import { PAGE_TRANSITION_MS } from '@app/contract/client';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { swipeBackMarker } from './swipe-back';

/**
 * Fades each new page in over PAGE_TRANSITION_MS (spec §2), except after a swipe-back and on the
 * first page (nothing to transition from). prefers-reduced-motion turns the fade off in CSS.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [page, setPage] = useState({ pathname, fade: false });
  if (page.pathname !== pathname) {
    // Derived from the location change itself (React's "adjust state on prop change" pattern).
    setPage({ pathname, fade: !swipeBackMarker.wasSwipedFrom(page.pathname) });
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the marker after every navigation
  useEffect(() => {
    swipeBackMarker.clear();
  }, [pathname]);

  return (
    <div
      key={page.pathname}
      className={page.fade ? 'page page--fade' : 'page'}
      style={{ '--page-transition-ms': `${PAGE_TRANSITION_MS}ms` } as CSSProperties}
    >
      {children}
    </div>
  );
}
