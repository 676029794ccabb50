import { LAZY_LOAD_THRESHOLD_PX } from '@app/contract/client';
import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * True once the element has come within LAZY_LOAD_THRESHOLD_PX of the viewport (spec §4 Lazy
 * images/components, §9), and from then on. Without IntersectionObserver, or when the caller knows
 * it is near already (`near`, as a first view's picture), it is true and nothing observes.
 */
export function useNearViewport(ref: RefObject<Element | null>, { near: known = false } = {}): boolean {
  const [near, setNear] = useState(() => known || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition: React renders what appears (a section of game cards) in short slices;
          // an observer's plain update renders in one task, a long one on a slow phone.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_LOAD_THRESHOLD_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);

  return near || known;
}
