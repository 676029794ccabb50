import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from './validator-compiler';

const Query = Type.Object({
  category: Type.Optional(Type.Enum(['SLOT', 'LIVE', 'FISH'])),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});

const compile = (httpPart: string) =>
  validatorCompiler({ schema: Query, httpPart, method: 'GET', url: '/test' }) as (input: unknown) => {
    value?: Record<string, unknown>;
    error?: unknown[];
  };

describe('validator compiler', () => {
  it('converts a query as TypeBox does, and hands each request its own copy of a kept conversion', () => {
    const validate = compile('querystring');
    const first = validate({ category: 'LIVE', page: '2' });
    expect(first.value).toEqual({ category: 'LIVE', page: 2 });
    if (first.value) first.value.page = 99;
    const second = validate({ category: 'LIVE', page: '2' });
    expect(second.value).toEqual({ category: 'LIVE', page: 2 });
    expect(second.value).not.toBe(first.value);
  });

  it('refuses an invalid query every time it comes', () => {
    const validate = compile('querystring');
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = validate({ category: 'NOPE', page: '0' });
      expect(result.value).toBeUndefined();
      expect(result.error?.length).toBeGreaterThan(0);
    }
  });

  it('keeps nothing of bodies: each is checked as it is, never converted', () => {
    const validate = compile('body');
    expect(validate({ page: '2' }).error?.length).toBeGreaterThan(0);
    expect(validate({ page: 2 }).value).toEqual({ page: 2 });
  });
});
