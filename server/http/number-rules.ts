// Numbers in request schemas (issue #13 item 7). Ajv checks NaN and Infinity (strictNumbers) before it coerces a
// string, not after: "Infinity" or "1e309" in a query string became Infinity, and with strictNumbers the range
// keywords skip a non-finite number, so it reached the backend. Two rules close the class of hole for every route
// of an app, present and future:
// - the `finite` keyword (added to Ajv by finiteNumbers) refuses a non-finite number after coercion;
// - requireNumericRanges (an onRoute hook) refuses to register a route whose schema has a numeric field without a
//   minimum and a maximum, and marks every numeric field `finite`, so no huge number reaches a backend either.
import type { RouteOptions } from 'fastify';

type Schema = Record<string, unknown>;

/** Largest id a route accepts (the databases' 32-bit integer ids). */
export const ID_MAX = 2_147_483_647;

/** The Ajv options both tiers build their validators with. */
export const STRICT_AJV_OPTIONS = { allowUnionTypes: true, strictNumbers: true } as const;

/** The Ajv plugin of the `finite` keyword: a number (coerced or not) must be finite. */
interface KeywordDefinition {
  keyword: string;
  schemaType: string;
  errors: boolean;
  validate: (schema: boolean, data: unknown) => boolean;
}

export function finiteNumbers<A extends object>(ajv: A): A {
  // Typed loosely: the edge's and the backend's Fastify each bring their own Ajv's types.
  (ajv as unknown as { addKeyword(definition: KeywordDefinition): unknown }).addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: false,
    validate: (wanted: boolean, data: unknown) => !wanted || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}

/** What describeValidation says for a failed `finite` check. */
export const NOT_FINITE_TEXT = 'must be a finite number';

const PARTS = ['querystring', 'params', 'body', 'headers'] as const;
const NESTED_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

function isNumeric(node: Schema): boolean {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes('number') || types.includes('integer');
}

const hasMinimum = (node: Schema) => typeof node.minimum === 'number' || typeof node.exclusiveMinimum === 'number';
const hasMaximum = (node: Schema) => typeof node.maximum === 'number' || typeof node.exclusiveMaximum === 'number';

/** A copy of the schema with every numeric node marked finite; `problems` collects numeric nodes without a range. */
export function withFiniteNumbers(node: unknown, path: string, problems: string[]): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const copy: Schema = { ...(node as Schema) };
  if (isNumeric(copy)) {
    if (!hasMinimum(copy) || !hasMaximum(copy)) problems.push(path || '(root)');
    copy.finite = true;
  }
  if (copy.properties && typeof copy.properties === 'object') {
    copy.properties = Object.fromEntries(Object.entries(copy.properties as Schema).map(([name, child]) => [name, withFiniteNumbers(child, path ? `${path}.${name}` : name, problems)]));
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (copy[key] && typeof copy[key] === 'object') copy[key] = withFiniteNumbers(copy[key], `${path}[]`, problems);
  }
  for (const key of NESTED_LISTS) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((child) => withFiniteNumbers(child, path, problems));
  }
  return copy;
}

/** onRoute hook: every numeric field of a route's request schema has a range and is checked finite. */
export function requireNumericRanges(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const problems: string[] = [];
  const checked: Record<string, unknown> = { ...schema };
  for (const part of PARTS) {
    const missing: string[] = [];
    if (schema[part]) checked[part] = withFiniteNumbers(schema[part], '', missing);
    problems.push(...missing.map((field) => `${part} ${field}`));
  }
  if (problems.length) {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(`${methods} ${route.url}: numeric request fields need a minimum and a maximum (issue #13): ${problems.join(', ')}`);
  }
  route.schema = checked;
}
