// Parses the full-text queries: match and multi_match (fields with ^boost, operator, fuzziness,
// minimum_should_match, type best_fields, most_fields or bool_prefix).
import { parsingError } from './errors.js';
import { NO_FUZZINESS, parseFuzziness } from './fuzzy.js';
import { parseMinimumShouldMatch } from './minimum-should-match.js';
import {
  expectBoolean,
  expectInteger,
  expectNumber,
  expectObject,
  expectScalar,
  expectString,
  isPlainObject,
  readBoost,
  rejectUnknownKeys,
  type JsonObject,
} from './parse-helpers.js';
import type { BoostedField, QueryNode, TextMatchOptions } from './query-types.js';

/** ES's default max_expansions for match queries. */
const DEFAULT_MAX_EXPANSIONS = 50;
const TEXT_OPTIONS = ['operator', 'minimum_should_match', 'fuzziness', 'prefix_length', 'max_expansions', 'fuzzy_transpositions'];

export function parseMatch(body: unknown): QueryNode {
  const object = expectObject(body, 'match');
  const fields = Object.keys(object);
  if (fields.length !== 1) {
    throw parsingError(fields.length === 0 ? '[match] query requires a field name' : `[match] query doesn't support multiple fields, found [${fields[0]}] and [${fields[1]}]`);
  }
  const field = fields[0];
  const value = object[field];
  if (!isPlainObject(value)) {
    return { kind: 'match', field, text: queryText(value, 'match'), options: parseTextOptions({}, 'match'), boost: 1 };
  }
  rejectUnknownKeys(value, ['query', 'boost', ...TEXT_OPTIONS], 'match');
  if (value.query === undefined) throw parsingError(`[match] query on [${field}] requires a [query]`);
  return { kind: 'match', field, text: queryText(value.query, 'match'), options: parseTextOptions(value, 'match'), boost: readBoost(value, 'match') };
}

export function parseMultiMatch(body: unknown): QueryNode {
  const object = expectObject(body, 'multi_match');
  rejectUnknownKeys(object, ['query', 'fields', 'type', 'tie_breaker', 'boost', ...TEXT_OPTIONS], 'multi_match');
  if (object.query === undefined) throw parsingError('[multi_match] requires a [query]');
  return {
    kind: 'multi_match',
    text: queryText(object.query, 'multi_match'),
    fields: parseFields(object.fields),
    options: parseTextOptions(object, 'multi_match'),
    type: parseType(object.type),
    tieBreaker: object.tie_breaker === undefined ? 0 : expectNumber(object.tie_breaker, 'multi_match.tie_breaker'),
    boost: readBoost(object, 'multi_match'),
  };
}

function queryText(value: unknown, clause: string): string {
  return String(expectScalar(value, `${clause}.query`));
}

function parseTextOptions(object: JsonObject, clause: string): TextMatchOptions {
  const operator = object.operator === undefined ? 'or' : expectString(object.operator, `${clause}.operator`).toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw parsingError(`[${clause}] operator must be [or] or [and], found [${String(object.operator)}]`);
  const prefixLength = object.prefix_length === undefined ? 0 : expectInteger(object.prefix_length, `${clause}.prefix_length`);
  const maxExpansions = object.max_expansions === undefined ? DEFAULT_MAX_EXPANSIONS : expectInteger(object.max_expansions, `${clause}.max_expansions`);
  if (prefixLength < 0) throw parsingError(`[${clause}] prefix_length must not be negative`);
  if (maxExpansions <= 0) throw parsingError(`[${clause}] max_expansions must be positive`);
  return {
    operator,
    minimumShouldMatch:
      object.minimum_should_match === undefined ? null : parseMinimumShouldMatch(object.minimum_should_match, clause),
    fuzziness: object.fuzziness === undefined ? NO_FUZZINESS : parseFuzziness(object.fuzziness, `${clause}.fuzziness`),
    prefixLength,
    maxExpansions,
    transpositions: object.fuzzy_transpositions === undefined ? true : expectBoolean(object.fuzzy_transpositions, `${clause}.fuzzy_transpositions`),
  };
}

function parseFields(value: unknown): BoostedField[] {
  // ES would search every field (index.query.default_field) without `fields`; the edge always names them.
  if (value === undefined) throw parsingError('[multi_match] requires [fields] (searching all fields is not supported)');
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) throw parsingError('[multi_match] [fields] must not be empty');
  return list.map((item) => {
    const text = expectString(item, 'multi_match.fields');
    const [field, boostText] = text.split('^');
    if (field.includes('*')) throw parsingError(`[multi_match] wildcard field names are not supported, found [${text}]`);
    const boost = boostText === undefined ? 1 : Number(boostText);
    if (!field || !Number.isFinite(boost) || boost < 0 || text.split('^').length > 2) {
      throw parsingError(`[multi_match] cannot parse field [${text}]; expected name or name^boost`);
    }
    return { field, boost };
  });
}

function parseType(value: unknown): 'best_fields' | 'most_fields' | 'bool_prefix' {
  if (value === undefined) return 'best_fields';
  const type = expectString(value, 'multi_match.type');
  if (type === 'best_fields' || type === 'most_fields' || type === 'bool_prefix') return type;
  throw parsingError(`[multi_match] type [${type}] is not supported; use [best_fields], [most_fields] or [bool_prefix]`);
}
