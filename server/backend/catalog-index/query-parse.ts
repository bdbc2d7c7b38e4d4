// Parses the query part of a search body into a QueryNode, validating it the way Elasticsearch does: an
// unknown query type or parameter is a 400 parsing_exception that names it.
import { parsingError } from './errors.js';
import type { Scalar } from './es-types.js';
import { parseMinimumShouldMatch } from './minimum-should-match.js';
import {
  asClauseList,
  expectObject,
  expectScalar,
  expectString,
  isPlainObject,
  readBoost,
  rejectUnknownKeys,
  singleEntry,
  type JsonObject,
} from './parse-helpers.js';
import { parseMatch, parseMultiMatch } from './query-parse-text.js';
import type { QueryNode } from './query-types.js';

type QueryParser = (body: unknown, depth: number) => QueryNode;

/** Like ES's indices.query.bool.max_nested_depth: deeper bools are refused rather than risking the stack. */
const MAX_NESTED_DEPTH = 20;
/** ES's max_terms_count for a terms query. */
const MAX_TERMS = 65_536;

const PARSERS: Record<string, QueryParser> = {
  match_all: parseMatchAll,
  bool: parseBool,
  term: parseTerm,
  terms: parseTerms,
  range: parseRange,
  exists: parseExists,
  match: parseMatch,
  multi_match: parseMultiMatch,
};

export function parseQuery(value: unknown, depth = 0): QueryNode {
  const [kind, body] = singleEntry(value, 'query');
  const parser = Object.hasOwn(PARSERS, kind) ? PARSERS[kind] : undefined;
  if (!parser) throw parsingError(`unknown query [${kind}]`);
  return parser(body, depth);
}

function parseMatchAll(body: unknown): QueryNode {
  const object = expectObject(body, 'match_all');
  rejectUnknownKeys(object, ['boost'], 'match_all');
  return { kind: 'match_all', boost: readBoost(object, 'match_all') };
}

const BOOL_CLAUSES = ['must', 'filter', 'should', 'must_not'] as const;

function parseBool(body: unknown, depth: number): QueryNode {
  if (depth >= MAX_NESTED_DEPTH) throw parsingError(`[bool] queries are nested deeper than ${MAX_NESTED_DEPTH} levels`);
  const object = expectObject(body, 'bool');
  rejectUnknownKeys(object, [...BOOL_CLAUSES, 'minimum_should_match', 'boost'], 'bool');
  const clauses = (key: (typeof BOOL_CLAUSES)[number]): QueryNode[] =>
    object[key] === undefined ? [] : asClauseList(object[key]).map((clause) => parseQuery(clause, depth + 1));
  return {
    kind: 'bool',
    must: clauses('must'),
    filter: clauses('filter'),
    should: clauses('should'),
    mustNot: clauses('must_not'),
    minimumShouldMatch:
      object.minimum_should_match === undefined ? null : parseMinimumShouldMatch(object.minimum_should_match, 'bool'),
    boost: readBoost(object, 'bool'),
  };
}

/**
 * Reads the `{ <field>: <value or {value, boost, …}> }` shape shared by term-level queries; `extra` lists the
 * top-level parameters beside the field (e.g. terms' boost).
 */
function fieldEntry(body: unknown, clause: string, extra: readonly string[] = []): { field: string; value: unknown; outer: JsonObject } {
  const object = expectObject(body, clause);
  const fields = Object.keys(object).filter((key) => !extra.includes(key));
  if (fields.length === 0) throw parsingError(`[${clause}] query requires a field name`);
  if (fields.length > 1) throw parsingError(`[${clause}] query doesn't support multiple fields, found [${fields[0]}] and [${fields[1]}]`);
  return { field: fields[0], value: object[fields[0]], outer: object };
}

function parseTerm(body: unknown): QueryNode {
  const { field, value } = fieldEntry(body, 'term');
  if (isPlainObject(value)) {
    rejectUnknownKeys(value, ['value', 'boost'], 'term');
    if (value.value === undefined || value.value === null) throw parsingError(`[term] query on [${field}]: value cannot be null`);
    return { kind: 'term', field, value: expectScalar(value.value, `term.${field}`), boost: readBoost(value, 'term') };
  }
  if (Array.isArray(value)) throw parsingError(`[term] query does not support array of values for [${field}]; use [terms]`);
  if (value === null) throw parsingError(`[term] query on [${field}]: value cannot be null`);
  return { kind: 'term', field, value: expectScalar(value, `term.${field}`), boost: 1 };
}

function parseTerms(body: unknown): QueryNode {
  const { field, value, outer } = fieldEntry(body, 'terms', ['boost']);
  if (!Array.isArray(value)) {
    const found = isPlainObject(value) ? 'a terms lookup object' : JSON.stringify(value);
    throw parsingError(`[terms] query on [${field}] expects an array of values, found ${found}`);
  }
  if (value.length > MAX_TERMS) throw parsingError(`[terms] query on [${field}] has ${value.length} values, more than ${MAX_TERMS}`);
  const values: Scalar[] = value.map((item) => expectScalar(item, `terms.${field}`));
  return { kind: 'terms', field, values, boost: readBoost(outer, 'terms') };
}

const RANGE_BOUNDS = ['gt', 'gte', 'lt', 'lte'] as const;

function parseRange(body: unknown): QueryNode {
  const { field, value } = fieldEntry(body, 'range');
  const bounds = expectObject(value, `range.${field}`);
  // `format` is accepted and not needed: date strings are recognised by their shape.
  rejectUnknownKeys(bounds, [...RANGE_BOUNDS, 'boost', 'format'], 'range');
  if (bounds.format !== undefined) expectString(bounds.format, `range.${field}.format`);
  const node: Extract<QueryNode, { kind: 'range' }> = { kind: 'range', field, boost: readBoost(bounds, 'range') };
  for (const bound of RANGE_BOUNDS) {
    if (bounds[bound] !== undefined && bounds[bound] !== null) node[bound] = expectScalar(bounds[bound], `range.${field}.${bound}`);
  }
  return node;
}

function parseExists(body: unknown): QueryNode {
  const object = expectObject(body, 'exists');
  rejectUnknownKeys(object, ['field', 'boost'], 'exists');
  if (object.field === undefined) throw parsingError('[exists] must be provided with a [field]');
  return { kind: 'exists', field: expectString(object.field, 'exists.field'), boost: readBoost(object, 'exists') };
}
