import { SMS_COUNTDOWN_DEFAULT_S, SMS_COUNTDOWN_TICK_MS } from '@app/contract/client';
import { useCallback, useEffect, useState } from 'react';

/** Spec §4 SMS code: expiredMinutes × 60 s, 60 s when the server names no lifetime. */
export const smsCountdownSeconds = (expiredMinutes: number | undefined): number =>
  expiredMinutes && expiredMinutes > 0 ? expiredMinutes * 60 : SMS_COUNTDOWN_DEFAULT_S;

/**
 * The SMS button's countdown: whole seconds until the end, refreshed every 500 ms (spec §9) from
 * the clock rather than counted down, so a throttled background tab still ends on time.
 */
export function useSmsCountdown(): { secondsLeft: number; start: (expiredMinutes?: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === 0) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) {
        setEndsAt(0);
        window.clearInterval(timer);
      }
    }, SMS_COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((expiredMinutes?: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + smsCountdownSeconds(expiredMinutes) * 1000);
  }, []);

  const secondsLeft = endsAt === 0 ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
