import { describe, expect, it } from 'vitest';
import { changedValues } from './changed-values';

describe('changedValues', () => {
  it('lists the changed, added and removed values by their dotted paths, in order', () => {
    const before = { name: 'Lucky', theme: { primary: '#111', accent: '#222' }, tags: ['a'], gone: 1 };
    const after = {
      name: 'Lucky',
      theme: { primary: '#333', accent: '#222' },
      tags: ['a', 'b'],
      added: true,
    };
    expect(changedValues(before, after)).toEqual([
      { path: 'added', before: undefined, after: true },
      { path: 'gone', before: 1, after: undefined },
      { path: 'tags', before: ['a'], after: ['a', 'b'] },
      { path: 'theme.primary', before: '#111', after: '#333' },
    ]);
  });

  it('shows every value of a created document as added', () => {
    expect(changedValues(null, { title: 'Hi', body: { en: 'x' } })).toEqual([
      { path: 'body.en', before: undefined, after: 'x' },
      { path: 'title', before: undefined, after: 'Hi' },
    ]);
  });

  it('compares documents that are not objects as a whole, and finds nothing in equal ones', () => {
    expect(changedValues(1, 2)).toEqual([{ path: '', before: 1, after: 2 }]);
    expect(changedValues({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
