// Small checks shared by the request parsers. Every failure names the offending part of the request, in
// Elasticsearch's wording where ES has one.
import { parsingError } from './errors.js';
import type { Scalar } from './es-types.js';

export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectObject(value: unknown, where: string): JsonObject {
  if (!isPlainObject(value)) throw parsingError(`[${where}] expected an object, found ${describe(value)}`);
  return value;
}

/** A query or aggregation object has exactly one key naming its kind (`{ "term": {...} }`). */
export function singleEntry(value: unknown, where: string): [string, unknown] {
  const object = expectObject(value, where);
  const keys = Object.keys(object);
  if (keys.length === 0) throw parsingError(`[${where}] malformed, empty clause found`);
  if (keys.length > 1) {
    throw parsingError(`[${keys[0]}] malformed query, expected [END_OBJECT] but found [FIELD_NAME] [${keys[1]}] in [${where}]`);
  }
  return [keys[0], object[keys[0]]];
}

/** `what` names the part in ES's words: 'query' for query clauses ("[match] query does not support [x]"). */
export function rejectUnknownKeys(object: JsonObject, allowed: readonly string[], clause: string, what: 'query' | 'aggregation' | '' = 'query'): void {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) throw parsingError(`[${clause}]${what ? ` ${what}` : ''} does not support [${key}]`);
  }
}

export function expectScalar(value: unknown, where: string): Scalar {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw parsingError(`[${where}] expected a string, number or boolean value, found ${describe(value)}`);
}

export function expectString(value: unknown, where: string): string {
  if (typeof value !== 'string') throw parsingError(`[${where}] expected a string, found ${describe(value)}`);
  return value;
}

/** ES reads numbers leniently: `"10"` is accepted where an integer is expected. */
export function expectInteger(value: unknown, where: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw parsingError(`[${where}] expected an integer, found ${describe(value)}`);
  }
  return number;
}

export function expectNumber(value: unknown, where: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw parsingError(`[${where}] expected a number, found ${describe(value)}`);
  }
  return number;
}

export function expectBoolean(value: unknown, where: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw parsingError(`[${where}] expected true or false, found ${describe(value)}`);
}

export function readBoost(object: JsonObject, clause: string): number {
  if (object.boost === undefined) return 1;
  const boost = expectNumber(object.boost, `${clause}.boost`);
  if (boost < 0) throw parsingError(`[${clause}] negative [boost] are not allowed`);
  return boost;
}

/** A clause list may be one object or an array of objects (`must: {...}` or `must: [{...}]`). */
export function asClauseList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} [${String(value)}]`;
}
