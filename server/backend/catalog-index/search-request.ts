// The top level of a search body: query, post_filter, aggs, sort, from/size, _source, min_score,
// track_total_hits, track_scores. Unknown keys are refused with ES's own message.
import { parseAggregations, type AggregationSpec } from './aggregations.js';
import { illegalArgument, parsingError } from './errors.js';
import { describe, expectBoolean, expectInteger, expectNumber, isPlainObject } from './parse-helpers.js';
import { parseQuery } from './query-parse.js';
import { MATCH_ALL, type QueryNode } from './query-types.js';
import { parseSort, type SortKey } from './sorting.js';
import { parseSourceFilter, type SourceFilter } from './source-filter.js';

/** ES's index.max_result_window. */
export const MAX_RESULT_WINDOW = 10_000;
/** ES 7 counts hits exactly up to this many unless track_total_hits says otherwise. */
const DEFAULT_TRACK_TOTAL_HITS = 10_000;

export interface SearchRequest {
  query: QueryNode;
  /** Narrows the hits after the aggregations are counted (ES's post_filter); null when absent. */
  postFilter: QueryNode | null;
  aggregations: Map<string, AggregationSpec>;
  sort: SortKey[];
  from: number;
  size: number;
  source: SourceFilter;
  minScore: number | null;
  /** Count hits exactly up to this many (Infinity: always; 0 with `false`: leave hits.total out). */
  trackTotalHits: number | false;
  trackScores: boolean;
}

const TOP_LEVEL_KEYS = ['query', 'post_filter', 'aggs', 'aggregations', 'sort', 'from', 'size', '_source', 'min_score', 'track_total_hits', 'track_scores'];

export function parseSearchRequest(body: unknown): SearchRequest {
  if (body === undefined || body === null) return parseSearchRequest({});
  if (!isPlainObject(body)) throw parsingError(`request body must be an object, found ${describe(body)}`);
  for (const key of Object.keys(body)) {
    if (!TOP_LEVEL_KEYS.includes(key)) throw parsingError(`Unknown key for a ${tokenName(body[key])} in [${key}].`);
  }
  if (body.aggs !== undefined && body.aggregations !== undefined) throw parsingError('Found two aggregation definitions: [aggs] and [aggregations]');
  const from = body.from === undefined ? 0 : expectInteger(body.from, 'from');
  const size = body.size === undefined ? 10 : expectInteger(body.size, 'size');
  if (from < 0) throw illegalArgument('[from] parameter cannot be negative');
  if (size < 0) throw illegalArgument('[size] parameter cannot be negative');
  if (from + size > MAX_RESULT_WINDOW) {
    throw illegalArgument(`Result window is too large, from + size must be less than or equal to: [${MAX_RESULT_WINDOW}] but was [${from + size}].`);
  }
  const aggs = body.aggs ?? body.aggregations;
  return {
    query: body.query === undefined ? MATCH_ALL : parseQuery(body.query),
    postFilter: body.post_filter === undefined ? null : parseQuery(body.post_filter),
    aggregations: aggs === undefined ? new Map() : parseAggregations(aggs),
    sort: body.sort === undefined ? [] : parseSort(body.sort),
    from,
    size,
    source: parseSourceFilter(body._source),
    minScore: body.min_score === undefined ? null : expectNumber(body.min_score, 'min_score'),
    trackTotalHits: parseTrackTotalHits(body.track_total_hits),
    trackScores: body.track_scores === undefined ? false : expectBoolean(body.track_scores, 'track_scores'),
  };
}

function parseTrackTotalHits(value: unknown): number | false {
  if (value === undefined) return DEFAULT_TRACK_TOTAL_HITS;
  if (value === true || value === 'true') return Infinity;
  if (value === false || value === 'false') return false;
  const limit = expectInteger(value, 'track_total_hits');
  if (limit < 0) throw illegalArgument(`[track_total_hits] parameter must be positive or equals to -1, got ${limit}`);
  return limit;
}

/** The JSON token ES names in "Unknown key for a START_OBJECT in [x]." */
function tokenName(value: unknown): string {
  if (Array.isArray(value)) return 'START_ARRAY';
  if (isPlainObject(value)) return 'START_OBJECT';
  if (typeof value === 'string') return 'VALUE_STRING';
  if (typeof value === 'number') return 'VALUE_NUMBER';
  if (typeof value === 'boolean') return 'VALUE_BOOLEAN';
  return 'VALUE_NULL';
}
