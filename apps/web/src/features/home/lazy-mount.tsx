/**
 * Mounts its children only once the box comes near the viewport (spec §4 Lazy images/components:
 * placeholders until near the viewport), so sections below the fold ask for nothing at first
 * paint. The placeholder keeps the given height, so the page does not jump.
 */
import { type ReactNode, useRef } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport';

export function LazyMount({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return near ? children : <div ref={ref} style={{ minHeight }} />;
}
