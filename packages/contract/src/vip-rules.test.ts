import { describe, expect, it } from 'vitest';
import { vipLadderProblems, vipStandingOf } from './vip-rules';

const LADDER = [
  { level: 2, turnoverThreshold: 50_000 },
  { level: 0, turnoverThreshold: 0 },
  { level: 1, turnoverThreshold: 5_000 },
];

describe('vipStandingOf', () => {
  it('places a turnover exactly at a threshold on that level', () => {
    expect(vipStandingOf(LADDER, 4_999)).toMatchObject({ current: { level: 0 }, next: { level: 1 } });
    expect(vipStandingOf(LADDER, 5_000)).toMatchObject({
      current: { level: 1 },
      next: { level: 2 },
      remaining: 45_000,
      percent: 0,
    });
    expect(vipStandingOf(LADDER, 49_999)).toMatchObject({ current: { level: 1 }, remaining: 1, percent: 99 });
  });

  it('is at the top with nothing remaining, and nowhere without levels', () => {
    expect(vipStandingOf(LADDER, 50_000)).toMatchObject({ current: { level: 2 }, next: null, percent: 100 });
    expect(vipStandingOf([], 10)).toEqual({ current: null, next: null, remaining: 0, percent: 100 });
  });
});

describe('vipLadderProblems', () => {
  it('wants level 0 at 0 and thresholds rising with the level', () => {
    expect(vipLadderProblems(LADDER)).toBeNull();
    expect(vipLadderProblems([])).toBeNull();
    expect(vipLadderProblems([{ level: 1, turnoverThreshold: 0 }])).toHaveProperty('level');
    expect(vipLadderProblems([{ level: 0, turnoverThreshold: 1 }])).toHaveProperty('turnoverThreshold');
    expect(
      vipLadderProblems([...LADDER, { level: 3, turnoverThreshold: 50_000 }])?.turnoverThreshold,
    ).toMatch(/higher turnover/);
  });
});
