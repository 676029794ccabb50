/**
 * Where the floating social buttons may sit (spec §2 Home; issue 20): on the page's end edge, never
 * over a link or a button. The page scrolls under them, so the place is chosen again whenever the
 * page comes to rest: the lowest free stretch of the edge, and none (the buttons hide) while
 * everything beside the edge can be tapped, as over a grid of game cards. The footer and the
 * message centre keep the same links for then.
 */

/** A vertical stretch of the viewport, in CSS pixels. */
export interface Stretch {
  top: number;
  bottom: number;
}

/** The air kept between the buttons and anything that can be tapped. */
export const SPOT_MARGIN = 4;

/**
 * The top of the lowest place for a box of this height inside within that overlaps none of taken
 * (each widened by SPOT_MARGIN), or null when there is none.
 */
export function lowestFreeTop(within: Stretch, height: number, taken: readonly Stretch[]): number | null {
  const blocked = taken
    .map(({ top, bottom }) => ({ top: top - SPOT_MARGIN, bottom: bottom + SPOT_MARGIN }))
    .filter(({ top, bottom }) => bottom > within.top && top < within.bottom)
    .sort((a, b) => b.bottom - a.bottom);
  let bottom = within.bottom;
  // From the lowest place upwards: a box whose bottom sits at `bottom` fits unless something taken
  // reaches into it; then the next try ends where that taken stretch begins.
  for (;;) {
    const top = bottom - height;
    if (top < within.top) return null;
    const hit = blocked.find((stretch) => stretch.top < bottom && stretch.bottom > top);
    if (!hit) return top;
    bottom = hit.top;
  }
}

/** What a player can tap: the elements whose boxes the buttons must leave free. */
const TAPPABLE =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/**
 * The vertical stretches of the viewport where something tappable (outside `own`) lies across the
 * columns from left to right.
 */
export function tappableStretches(own: Element, left: number, right: number): Stretch[] {
  const stretches: Stretch[] = [];
  for (const element of document.querySelectorAll(TAPPABLE)) {
    if (own.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= left - SPOT_MARGIN || box.left >= right + SPOT_MARGIN) continue;
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    stretches.push({ top: box.top, bottom: box.bottom });
  }
  return stretches;
}
