/**
 * Swipe-back (spec §2): a touch that starts at the left edge and travels more than
 * SWIPE_BACK_THRESHOLD_PX to the right goes back, and that navigation gets no fade.
 */
import { SWIPE_BACK_THRESHOLD_PX } from '@app/contract/client';
import { useEffect } from 'react';

/** Only touches starting this close to the edge count: elsewhere a sideways drag is content's. */
export const SWIPE_EDGE_PX = 24;

/** The pathname a swipe-back left from; the page transition skips its fade for that navigation. */
let swipedFromPathname: string | null = null;

export const swipeBackMarker = {
  mark: (pathname: string): void => {
    swipedFromPathname = pathname;
  },
  wasSwipedFrom: (pathname: string): boolean => swipedFromPathname === pathname,
  clear: (): void => {
    swipedFromPathname = null;
  },
};

/** In a right-to-left page the gesture mirrors: from the right edge, moving left. */
export function isSwipeBack(
  start: { x: number; y: number },
  end: { x: number; y: number },
  width: number,
  rtl: boolean,
): boolean {
  const fromEdge = rtl ? start.x >= width - SWIPE_EDGE_PX : start.x <= SWIPE_EDGE_PX;
  const dx = rtl ? start.x - end.x : end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return fromEdge && dx > SWIPE_BACK_THRESHOLD_PX && dx > dy;
}

export function useSwipeBack(enabled: boolean, pathname: string, goBack: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const rtl = document.documentElement.dir === 'rtl';
      if (isSwipeBack(start, { x: touch.clientX, y: touch.clientY }, window.innerWidth, rtl)) {
        swipeBackMarker.mark(pathname);
        goBack();
      }
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [enabled, pathname, goBack]);
}
