// fast-check arbitraries from JSON schemas as the routes declare them: values that fit (so requests get past
// validation and reach the handlers and backends) and hostile ones (wrong types, boundary and non-finite numbers,
// huge strings, unicode, deep nesting, missing and extra fields). Only the schema keywords the routes use are read.
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

const MAX_ARRAY_ITEMS = 4;

/** Numbers and numeric-looking strings that have broken parsers and coercions before. */
export const HOSTILE_NUMBERS = ['Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '99999999999999999999', '1e-400', '0x1f', '0b11', '1_000', ' 7 ', '-0', '0.5', '1.0', '+1', '', '9007199254740993', '2147483648'];
/** Strings that have broken escaping, prototypes and encodings before. */
const HOSTILE_STRINGS = ['__proto__', 'constructor', 'prototype', '../../etc/passwd', '%00', '\u0000', '\uD800', '\uFFFF', '😀👨‍👩‍👧', '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '{{7*7}}', 'null', 'true', '[]', '{}', ' ', '\r\n', 'a'.repeat(300)];

/** A JSON text nested `depth` deep (built as text: no recursion here either). */
export function nestedJson(depth: number, open = '{"a":', close = '}'): string {
  return open.repeat(depth) + '1' + close.repeat(depth);
}

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);

function numberFitting(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  const bounded = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(bounded, fc.constantFrom(min, max, ...(min <= 0 && max >= 0 ? [0] : [])).map((n) => (integer ? Math.round(n) : n)));
}

function stringFitting(schema: Schema): fc.Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= ((schema.maxLength as number) ?? 1000));
  if (schema.format === 'email') return fc.emailAddress();
  const maxLength = Math.min((schema.maxLength as number) ?? 64, 64);
  const minLength = Math.min((schema.minLength as number) ?? 0, maxLength);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

/** A value the schema accepts (as far as these keywords go). */
export function fitting(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return fc.jsonValue({ maxDepth: 2 });
  const s = schema as Schema;
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf']) if (Array.isArray(s[key])) return fc.oneof(...(s[key] as unknown[]).map((child) => fitting({ ...s, [key]: undefined, ...(child as Schema) }, depth)));
  const types = typesOf(s);
  if (types.length === 0) return s.properties ? objectFitting(s, depth) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      if (type === 'integer' || type === 'number') return numberFitting(s, type === 'integer');
      if (type === 'string') return stringFitting(s);
      if (type === 'boolean') return fc.boolean();
      if (type === 'null') return fc.constant(null);
      if (type === 'array') return fc.array(fitting(s.items, depth + 1), { maxLength: Math.min((s.maxItems as number) ?? MAX_ARRAY_ITEMS, MAX_ARRAY_ITEMS), minLength: Math.min((s.minItems as number) ?? 0, MAX_ARRAY_ITEMS) });
      return objectFitting(s, depth);
    }),
  );
}

function objectFitting(s: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  if (depth > 6) return fc.constant({});
  const shape = Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, fitting(child, depth + 1)]));
  return fc.record(shape, { requiredKeys: required.filter((name) => name in shape) });
}

/** A value of another kind than the schema wants, or a hostile one of the same kind. */
export function hostile(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, -1, 0, 1e21, 0.1, Number.MIN_VALUE),
    fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
    fc.jsonValue({ maxDepth: 4 }),
  );
}

/** Fits the schema, but now and then a field hostile, missing or extra (fast-check shrinks towards the fitting one). */
export function mutated(schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fitting(schema) },
    {
      weight: 4,
      arbitrary: fc.tuple(fitting(schema), fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'token', 'size', 'from')), hostile()), { maxLength: 3 }), fc.nat()).map(([value, changes, pick]) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return changes[0]?.[1] ?? value;
        const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        const names = Object.keys(copy);
        for (const [extra, bad] of changes) {
          // Replace a known field, drop one, or add an unknown one.
          if (names.length && pick % 3 === 0) copy[names[pick % names.length]] = bad;
          else if (names.length && pick % 3 === 1) delete copy[names[pick % names.length]];
          else copy[extra] = bad;
        }
        return copy;
      }),
    },
    { weight: 1, arbitrary: hostile() },
  );
}
