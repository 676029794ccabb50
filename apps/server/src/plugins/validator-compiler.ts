/**
 * The request validator: @fastify/type-provider-typebox's, with the conversion of a querystring or
 * path parameters kept per distinct input (decision 0053). TypeBox converts those strings with its
 * interpreted Value.Convert, which costs some 440 µs for the game list's query (its category is a
 * union of twenty literals) against 19 µs without the category: on a busy list it was most of the
 * request's time. The same query string then costs one lookup. Conversion is a pure function of
 * the input, so a kept result is the one a new conversion would give; each request gets a copy of
 * it. Bodies are not converted, and headers differ in every request: both go straight through.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';

/** Distinct inputs kept per route and part; the oldest go first. */
const KEPT_PER_ROUTE = 256;

type Result = ReturnType<ReturnType<FastifySchemaCompiler<TSchema>>>;

const copyOf = (result: Result): Result => {
  if (!result || typeof result !== 'object' || !('value' in result)) return result;
  const { value } = result;
  return { value: value && typeof value === 'object' ? { ...value } : value };
};

export const validatorCompiler: FastifySchemaCompiler<TSchema> = (routeSchema) => {
  const validate = TypeBoxValidatorCompiler(routeSchema);
  if (routeSchema.httpPart !== 'querystring' && routeSchema.httpPart !== 'params') return validate;
  const kept = new Map<string, Result>();
  return (input) => {
    const key = JSON.stringify(input);
    const known = kept.get(key);
    if (known) return copyOf(known);
    const result = validate(input);
    // Only valid inputs are kept: a refusal costs its conversion each time, as before.
    if (result && typeof result === 'object' && 'value' in result) {
      if (kept.size >= KEPT_PER_ROUTE) kept.delete(kept.keys().next().value as string);
      kept.set(key, copyOf(result));
    }
    return result;
  };
};
