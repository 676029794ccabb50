/**
 * Mounts its children only once the box comes near the viewport (spec §4 Lazy images/components:
 * placeholders until near the viewport), so sections below the fold ask for nothing at first
 * paint. The placeholder keeps the given height, so the page does not jump.
 */
import { LAZY_LOAD_THRESHOLD_PX } from '@app/contract/client';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function LazyMount({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_LOAD_THRESHOLD_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={ref} style={{ minHeight }} />;
}
