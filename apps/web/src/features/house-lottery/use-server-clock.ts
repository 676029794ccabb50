/**
 * The server's time as the lottery frame counts with it: the browser's clock plus the offset of the
 * last state answer's serverTime, re-rendering the caller every second while shown.
 */
import { useEffect, useState } from 'react';
import { clockOffsetOf } from './lottery-rules';

const TICK_MS = 1_000;

export function useServerClock(serverTime: string, receivedAtMs: number): number {
  const offsetMs = clockOffsetOf(serverTime, receivedAtMs);
  const [browserNow, setBrowserNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return browserNow + offsetMs;
}
