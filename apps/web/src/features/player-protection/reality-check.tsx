/**
 * The reality check (issue 19 point 2): for a signed-in real member, over every page and game
 * frame (app-layout.tsx mounts it once, in the top window), a dialog at every multiple of the
 * member's interval since the session began, with the time played and the net result. The player
 * must choose: Continue closes it until the next interval, Stop playing ends the session (the
 * logout call) and goes home. Neither the mask nor Escape closes it.
 */
import type { RealityCheck as RealityCheckValue } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionToken } from '../wallet/queries';
import { realityCheckQuery } from './queries';
import { nextCheckDelayMs } from './reality-check-rules';

// The dialog (antd-mobile's Dialog and its animation) loads when a check falls due, not with the page.
const loadDialog = () => import('./reality-check-dialog');
const RealityCheckDialog = lazy(() => loadDialog().then((m) => ({ default: m.RealityCheckDialog })));

export function RealityCheck() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery(realityCheckQuery(token));
  const [due, setDue] = useState<RealityCheckValue | null>(null);
  // A check that could not be asked for waits for the next interval (the effect runs again).
  const [missed, setMissed] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a missed check schedules the next one
  useEffect(() => {
    if (!data || due) return;
    const delay = nextCheckDelayMs(data, dataUpdatedAt, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      Promise.all([queryClient.fetchQuery({ ...realityCheckQuery(token), staleTime: 0 }), loadDialog()]).then(
        ([fresh]) => {
          if (fresh.realityCheckMinutes !== null) setDue(fresh);
        },
        () => setMissed((count) => count + 1),
      );
    }, delay);
    return () => window.clearTimeout(timer);
  }, [data, dataUpdatedAt, due, missed, queryClient, token]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog check={due} onContinue={() => setDue(null)} />
    </Suspense>
  );
}
