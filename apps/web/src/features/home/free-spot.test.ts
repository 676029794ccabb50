import { describe, expect, it } from 'vitest';
import { lowestFreeTop, SPOT_MARGIN } from './free-spot';

describe('lowestFreeTop: the floating buttons sit as low as they can without covering a control', () => {
  const edge = { top: 0, bottom: 700 };

  it('keeps the lowest place when nothing there can be tapped', () => {
    expect(lowestFreeTop(edge, 100, [])).toBe(600);
    expect(lowestFreeTop(edge, 100, [{ top: 100, bottom: 150 }])).toBe(600);
  });

  it('moves above a control in the way, leaving the margin', () => {
    expect(lowestFreeTop(edge, 100, [{ top: 650, bottom: 720 }])).toBe(650 - SPOT_MARGIN - 100);
  });

  it('skips gaps too small for it and takes the first one big enough', () => {
    const cards = [
      { top: 600, bottom: 700 },
      { top: 520, bottom: 580 },
      { top: 300, bottom: 400 },
    ];
    // 580..600 is too small; 400..520 holds 100 with the margins.
    expect(lowestFreeTop(edge, 100, cards)).toBe(520 - SPOT_MARGIN - 100);
  });

  it('finds no place when the controls fill the edge', () => {
    expect(
      lowestFreeTop(edge, 100, [
        { top: -20, bottom: 350 },
        { top: 360, bottom: 720 },
      ]),
    ).toBeNull();
  });
});
