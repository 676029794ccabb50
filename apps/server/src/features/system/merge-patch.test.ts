import { describe, expect, it } from 'vitest';
import { mergePatch } from './merge-patch';

describe('mergePatch', () => {
  const target = {
    name: 'A',
    flags: { x: true, y: true },
    list: [1, 2, 3],
    nested: { deep: { a: 1, b: 2 } },
  };

  it('merges objects at every depth and replaces arrays and values', () => {
    expect(
      mergePatch(target, { name: 'B', flags: { y: false }, list: [9], nested: { deep: { b: 3 } } }),
    ).toEqual({
      name: 'B',
      flags: { x: true, y: false },
      list: [9],
      nested: { deep: { a: 1, b: 3 } },
    });
  });

  it('modifies neither input', () => {
    const patch = { flags: { y: false } };
    mergePatch(target, patch);
    expect(target.flags).toEqual({ x: true, y: true });
    expect(patch).toEqual({ flags: { y: false } });
  });

  it('adds keys the target lacks and skips undefined values', () => {
    expect(mergePatch({ a: 1 }, { b: { c: 2 }, a: undefined })).toEqual({ a: 1, b: { c: 2 } });
  });
});
