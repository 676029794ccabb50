/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI description, for the API fuzz suite
 * (src/api-fuzz.test.ts): at every position a value the schema accepts, a value an attacker
 * would try instead (NUL, lone surrogates, 1e20, wrong types, huge strings ...), or one of the ids
 * the app really knows (merchant codes, node ids), so calls get past "not found" into the handlers.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Strings and numbers no schema should let through to a service, or that stress one that does. */
const BROKEN_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\ud83d'];
const HOSTILE_STRINGS = [
  '',
  ' ',
  '1e20',
  '-1',
  'NaN',
  'Infinity',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '\u202eevil',
  '😀',
  'x'.repeat(5_000),
];
const HOSTILE_NUMBERS = [1e20, 2 ** 53, Number.MAX_VALUE, -1e20, -1, 0, -0, 1.5, 2 ** 31];

/** A value nested `depth` levels deep: `[[[...]]]` or `{"a":{"a":...}}`. */
const nested = (depth: number, asObject: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
};

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BROKEN_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  fc.constantFrom<unknown>(null, true, false, [], {}, ['a', 1], { a: '\u0000' }),
  fc.constantFrom(nested(200, false), nested(200, true)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings then.
    }
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return integer
    ? fc.integer({
        min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)),
        max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** Hostile values, the likeliest first for what the schema expects: broken text for a string, 1e20 for a number. */
const hostileFor = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) }, hostileValue);
  }
  if (types.includes('string')) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...BROKEN_TEXT) }, hostileValue);
  }
  return hostileValue;
};

/** Values the schema accepts (as far as patterns allow), mixed with hostile and known values. */
export const arbitraryOf = (
  schema: JsonSchema | undefined,
  known: fc.Arbitrary<string>,
  depth = 0,
): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: validOf(schema ?? {}, known, depth) },
    { weight: 3, arbitrary: hostileFor(schema ?? {}) },
    { weight: 1, arbitrary: known },
  );

const validOf = (schema: JsonSchema, known: fc.Arbitrary<string>, depth: number): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => validOf(choice, known, depth)));
  if (schema.allOf?.[0]) return validOf(schema.allOf[0], known, depth);
  const types = typesOf(schema);
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 4 ? hostileValue : arbitraryOf(schema.items, known, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, known, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), known);
  }
};

/**
 * An object: either every property mixed (valid, hostile, known) with now and then one it does not
 * know, or a valid object with exactly one property, required or not, replaced by a hostile value —
 * the attack that gets past every other check to the one field.
 */
export const objectOf = (
  schema: JsonSchema,
  known: fc.Arbitrary<string>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> => {
  const properties = Object.entries(schema.properties ?? {});
  const requiredKeys = (schema.required ?? []).filter((name) => name in (schema.properties ?? {}));
  const recordOf = (arbitraryFor: (property: JsonSchema) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(properties.map(([name, property]) => [name, arbitraryFor(property)])), {
      requiredKeys,
    });
  const extra = fc.dictionary(
    fc.constantFrom('extra', '__proto__', 'constructor', '\u0000', '\ud800'),
    hostileValue,
    { maxKeys: 1 },
  );
  const mixed = fc
    .tuple(
      recordOf((property) => arbitraryOf(property, known, depth + 1)),
      fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra),
    )
    .map(([values, more]) => ({ ...more, ...values }));
  if (properties.length === 0) return mixed;
  const targeted = fc
    .tuple(
      recordOf((property) => validOf(property, known, depth + 1)),
      fc
        .constantFrom(...properties)
        .chain(([name, property]) => hostileFor(property).map((hostile) => [name, hostile] as const)),
    )
    .map(([values, [name, hostile]]) => ({ ...values, [name]: hostile }));
  return fc.oneof(mixed, { weight: 3, arbitrary: targeted });
};
