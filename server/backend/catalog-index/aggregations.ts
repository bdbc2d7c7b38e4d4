// Aggregations: `terms` (buckets by doc_count desc, then key asc; sum_other_doc_count for the rest), `range`
// (from inclusive, to exclusive; ES's keys like '50.0-100.0', '*-50.0') and `filter` (a query narrowing the
// documents for its sub-aggregations: the disjunctive facets of a listing), over the documents that match the
// query and min_score, independent of from/size and of post_filter. Only `filter` takes sub-aggregations.
import type { DocumentCollection } from './document-collection.js';
import { parsingError } from './errors.js';
import type { EsAggregationResult, EsFilterAggregation, EsRangeAggregation, EsRangeBucket, EsTermsAggregation, EsTermsBucket, Scalar } from './es-types.js';
import { expectBoolean, expectInteger, expectNumber, expectObject, expectString, rejectUnknownKeys } from './parse-helpers.js';
import { parseQuery } from './query-parse.js';
import type { QueryNode } from './query-types.js';

export type AggregationSpec = TermsAggregationSpec | RangeAggregationSpec | FilterAggregationSpec;

interface FilterAggregationSpec {
  kind: 'filter';
  query: QueryNode;
  aggregations: Map<string, AggregationSpec>;
}

/** The documents among `docs` that a query matches (the index evaluates it; aggregations only count). */
export type QueryFilter = (query: QueryNode, docs: readonly number[]) => number[];

interface TermsAggregationSpec {
  kind: 'terms';
  field: string;
  size: number;
  minDocCount: number;
  order: { by: '_count' | '_key'; direction: 'asc' | 'desc' };
}

interface RangeSpec {
  from?: number;
  to?: number;
  key?: string;
}

interface RangeAggregationSpec {
  kind: 'range';
  field: string;
  ranges: RangeSpec[];
  keyed: boolean;
}

export function parseAggregations(value: unknown): Map<string, AggregationSpec> {
  const specs = new Map<string, AggregationSpec>();
  for (const [name, body] of Object.entries(expectObject(value, 'aggs'))) {
    const object = expectObject(body, `aggs.${name}`);
    const nested = ['aggs', 'aggregations'].filter((key) => object[key] !== undefined);
    if (nested.length > 1) throw parsingError(`Found two sub aggregation definitions under [${name}]`);
    const kinds = Object.keys(object).filter((key) => key !== nested[0]);
    if (kinds.length !== 1) throw parsingError(`expected exactly one aggregation type in aggregation [${name}], found [${kinds.join(', ')}]`);
    const kind = kinds[0];
    if (nested.length > 0 && kind !== 'filter') throw parsingError(`sub-aggregations are only supported under [filter]: found [${nested[0]}] in aggregation [${name}]`);
    if (kind === 'terms') specs.set(name, parseTermsAggregation(object.terms, name));
    else if (kind === 'range') specs.set(name, parseRangeAggregation(object.range, name));
    else if (kind === 'filter') specs.set(name, { kind: 'filter', query: parseQuery(object.filter), aggregations: nested.length ? parseAggregations(object[nested[0]]) : new Map() });
    else throw parsingError(`Unknown aggregation type [${kind}] in aggregation [${name}]`);
  }
  return specs;
}

function parseTermsAggregation(value: unknown, name: string): TermsAggregationSpec {
  const object = expectObject(value, `aggs.${name}.terms`);
  rejectUnknownKeys(object, ['field', 'size', 'min_doc_count', 'order'], `terms ${name}`, 'aggregation');
  if (object.field === undefined) throw parsingError(`[terms] aggregation [${name}] requires a [field]`);
  const size = object.size === undefined ? 10 : expectInteger(object.size, `aggs.${name}.terms.size`);
  if (size <= 0) throw parsingError(`[size] must be greater than 0. Found [${size}] in [${name}]`);
  const minDocCount = object.min_doc_count === undefined ? 1 : expectInteger(object.min_doc_count, `aggs.${name}.terms.min_doc_count`);
  if (minDocCount < 0) throw parsingError(`[min_doc_count] must not be negative in [${name}]`);
  return { kind: 'terms', field: expectString(object.field, `aggs.${name}.terms.field`), size, minDocCount, order: parseOrder(object.order, name) };
}

function parseOrder(value: unknown, name: string): TermsAggregationSpec['order'] {
  if (value === undefined) return { by: '_count', direction: 'desc' };
  const single = Array.isArray(value) && value.length === 1 ? value[0] : value;
  const object = expectObject(single, `aggs.${name}.terms.order`);
  const entries = Object.entries(object);
  const [by, direction] = entries[0] ?? [];
  if (entries.length !== 1 || (by !== '_count' && by !== '_key') || (direction !== 'asc' && direction !== 'desc')) {
    throw parsingError(`[terms] aggregation [${name}] supports order by [_count] or [_key], asc or desc, found ${JSON.stringify(value)}`);
  }
  return { by, direction };
}

function parseRangeAggregation(value: unknown, name: string): RangeAggregationSpec {
  const object = expectObject(value, `aggs.${name}.range`);
  rejectUnknownKeys(object, ['field', 'ranges', 'keyed'], `range ${name}`, 'aggregation');
  if (object.field === undefined) throw parsingError(`[range] aggregation [${name}] requires a [field]`);
  if (!Array.isArray(object.ranges) || object.ranges.length === 0) throw parsingError(`[ranges] in range aggregation [${name}] must be a non-empty array`);
  const ranges = object.ranges.map((range, i): RangeSpec => {
    const where = `aggs.${name}.range.ranges[${i}]`;
    const entry = expectObject(range, where);
    rejectUnknownKeys(entry, ['from', 'to', 'key'], `range ${name}`, 'aggregation');
    return {
      from: entry.from === undefined || entry.from === null ? undefined : expectNumber(entry.from, `${where}.from`),
      to: entry.to === undefined || entry.to === null ? undefined : expectNumber(entry.to, `${where}.to`),
      key: entry.key === undefined ? undefined : expectString(entry.key, `${where}.key`),
    };
  });
  // ES answers the buckets ordered by from, then to, whatever the order of the request.
  ranges.sort((a, b) => (a.from ?? -Infinity) - (b.from ?? -Infinity) || (a.to ?? Infinity) - (b.to ?? Infinity));
  const keyed = object.keyed === undefined ? false : expectBoolean(object.keyed, `aggs.${name}.range.keyed`);
  return { kind: 'range', field: expectString(object.field, `aggs.${name}.range.field`), ranges, keyed };
}

/** The aggregations over the matching documents (after min_score, before post_filter), whatever page is shown. */
export function computeAggregations(
  specs: Map<string, AggregationSpec>,
  collection: DocumentCollection,
  matching: readonly number[],
  filter: QueryFilter,
): Record<string, EsAggregationResult> {
  const results: Record<string, EsAggregationResult> = {};
  for (const [name, spec] of specs) {
    if (spec.kind === 'filter') {
      const docs = filter(spec.query, matching);
      results[name] = { doc_count: docs.length, ...computeAggregations(spec.aggregations, collection, docs, filter) } as EsFilterAggregation;
      continue;
    }
    const path = collection.resolveField(spec.field);
    results[name] = spec.kind === 'terms' ? termsAggregation(spec, collection, path, matching) : rangeAggregation(spec, collection, path, matching);
  }
  return results;
}

interface CountedTerm {
  key: string;
  value: Scalar;
  count: number;
}

function termsAggregation(spec: TermsAggregationSpec, collection: DocumentCollection, path: string, matching: readonly number[]): EsTermsAggregation {
  const { keys, values, offsets, ordinals } = collection.termOrdinals(path);
  const counts = new Int32Array(keys.length);
  for (const doc of matching) {
    for (let i = offsets[doc]; i < offsets[doc + 1]; i++) counts[ordinals[i]]++;
  }
  // Candidates in the exact index's order, so that the (stable) sort breaks ties as it always has.
  const counted: CountedTerm[] = [];
  for (let ordinal = 0; ordinal < keys.length; ordinal++) {
    if (counts[ordinal] >= spec.minDocCount) counted.push({ key: keys[ordinal], value: values[ordinal], count: counts[ordinal] });
  }
  counted.sort((a, b) => compareBuckets(a, b, spec.order));
  const shown = counted.slice(0, spec.size);
  let other = 0;
  for (let i = spec.size; i < counted.length; i++) other += counted[i].count;
  return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets: shown.map(toTermsBucket) };
}

function compareBuckets(a: CountedTerm, b: CountedTerm, order: TermsAggregationSpec['order']): number {
  const byKey = compareKeys(a, b);
  if (order.by === '_key') return order.direction === 'asc' ? byKey : -byKey;
  const byCount = order.direction === 'desc' ? b.count - a.count : a.count - b.count;
  return byCount || byKey;
}

function compareKeys(a: CountedTerm, b: CountedTerm): number {
  if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** ES answers boolean terms as 1/0 with key_as_string. */
function toTermsBucket({ value, count }: CountedTerm): EsTermsBucket {
  if (typeof value === 'boolean') return { key: value ? 1 : 0, key_as_string: String(value), doc_count: count };
  return { key: value, doc_count: count };
}

function rangeAggregation(spec: RangeAggregationSpec, collection: DocumentCollection, path: string, matching: readonly number[]): EsRangeAggregation {
  const { offsets, values } = collection.numericColumn(path);
  const counts = new Array<number>(spec.ranges.length).fill(0);
  for (const doc of matching) {
    for (let r = 0; r < spec.ranges.length; r++) {
      const { from, to } = spec.ranges[r];
      for (let i = offsets[doc]; i < offsets[doc + 1]; i++) {
        if ((from === undefined || values[i] >= from) && (to === undefined || values[i] < to)) {
          counts[r]++;
          break;
        }
      }
    }
  }
  // Key order as ES writes it: key, from, to, doc_count.
  const buckets = spec.ranges.map(
    (range, r): EsRangeBucket => ({
      key: range.key ?? `${javaDouble(range.from)}-${javaDouble(range.to)}`,
      ...(range.from !== undefined ? { from: range.from } : {}),
      ...(range.to !== undefined ? { to: range.to } : {}),
      doc_count: counts[r],
    }),
  );
  if (!spec.keyed) return { buckets };
  return { buckets: Object.fromEntries(buckets.map(({ key, ...rest }) => [key, rest])) };
}

/** How Java prints a double, which is how ES writes range keys: 50 → '50.0', 1e7 → '1.0E7'; unbounded → '*'. */
export function javaDouble(value: number | undefined): string {
  if (value === undefined) return '*';
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e7 || magnitude < 1e-3)) {
    const [mantissa, exponent] = value.toExponential().split('e');
    return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
  }
  return Number.isInteger(value) ? `${value}.0` : String(value);
}
