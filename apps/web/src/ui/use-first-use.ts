import { useEffect, useState } from 'react';

/** A visitor who only looks has, by then, the first page's data and images. */
export const UNTOUCHED_AFTER_MS = 5_000;
const FIRST_USE_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * True from the first touch or key press anywhere on the page, or UNTOUCHED_AFTER_MS after the
 * first render for a visitor who only looks. Work that can wait (chunks nobody opened yet, the
 * banner carousel's animation) starts then, not while a slow phone is still loading the page.
 */
export function useFirstUse(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (used) return;
    const stop = () => {
      clearTimeout(timer);
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, start, true);
    };
    const start = () => {
      stop();
      setUsed(true);
    };
    const timer = setTimeout(start, UNTOUCHED_AFTER_MS);
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, start, true);
    return stop;
  }, [used]);
  return used;
}
