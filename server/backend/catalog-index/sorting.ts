// sort as Elasticsearch reads it: a string, an object or an array of either; `_score` (desc by default),
// `_doc`, or a field (asc by default) with order, missing (_last by default), mode (min for asc, max for desc on
// multi-valued fields) and unmapped_type. Ties keep index order, as ES keeps internal doc id order.
import type { DocumentCollection, SortableValue } from './document-collection.js';
import { parseDate } from './field-values.js';
import { parsingError, SearchRequestError } from './errors.js';
import type { Scalar } from './es-types.js';
import { expectObject, expectScalar, expectString, rejectUnknownKeys } from './parse-helpers.js';

type Order = 'asc' | 'desc';
type Mode = 'min' | 'max' | 'sum' | 'avg';

export type SortKey =
  | { kind: 'score'; order: Order }
  | { kind: 'doc'; order: Order }
  | { kind: 'field'; field: string; order: Order; missing: '_last' | '_first' | Scalar; mode: Mode | null; unmappedType: string | null };

export function parseSort(value: unknown): SortKey[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (typeof item === 'string') return [sortKey(item, undefined)];
    const object = expectObject(item, 'sort');
    return Object.entries(object).map(([field, options]) => sortKey(field, options));
  });
}

function sortKey(field: string, options: unknown): SortKey {
  const settings = typeof options === 'string' ? { order: options } : options === undefined ? {} : expectObject(options, `sort.${field}`);
  rejectUnknownKeys(settings, ['order', 'missing', 'mode', 'unmapped_type'], `sort.${field}`, '');
  const order = settings.order === undefined ? (field === '_score' ? 'desc' : 'asc') : expectString(settings.order, `sort.${field}.order`);
  if (order !== 'asc' && order !== 'desc') throw parsingError(`[sort] unknown order [${order}] for [${field}]; use [asc] or [desc]`);
  if (field === '_score' || field === '_doc') {
    if (Object.keys(settings).some((key) => key !== 'order')) throw parsingError(`[sort] [${field}] only supports [order]`);
    return { kind: field === '_score' ? 'score' : 'doc', order };
  }
  const mode = settings.mode === undefined ? null : expectString(settings.mode, `sort.${field}.mode`);
  if (mode !== null && !['min', 'max', 'sum', 'avg'].includes(mode)) throw parsingError(`[sort] unsupported mode [${mode}] for [${field}]`);
  const missing = settings.missing === undefined ? '_last' : expectScalar(settings.missing, `sort.${field}.missing`);
  const unmappedType = settings.unmapped_type === undefined ? null : expectString(settings.unmapped_type, `sort.${field}.unmapped_type`);
  return { kind: 'field', field, order, missing, mode: mode as Mode | null, unmappedType };
}

export function scoresNeeded(keys: readonly SortKey[]): boolean {
  return keys.length === 0 || keys.some((key) => key.kind === 'score');
}

/** ES refuses to sort on a field that no document has, unless unmapped_type says what it would be. */
export function checkSortFields(keys: readonly SortKey[], collection: DocumentCollection): void {
  for (const key of keys) {
    if (key.kind !== 'field' || key.unmappedType !== null || collection.size === 0) continue;
    if (!collection.isMapped(collection.resolveField(key.field))) {
      throw new SearchRequestError(400, 'query_shard_exception', `No mapping found for [${key.field}] in order to sort on`);
    }
  }
}

export type SortValue = number | string | null;

/**
 * The first `limit` documents in sort order (the rest of the order is not needed: a page ends there), and each one's
 * sort values (for the hits' `sort`). Ties keep index order.
 */
export function sortDocuments(
  docs: readonly number[],
  keys: readonly SortKey[],
  scores: Float64Array,
  collection: DocumentCollection,
  limit: number,
): { ordered: number[]; sortValues: (doc: number) => SortValue[] } {
  const numeric = numericSortKeys(keys, docs, scores, collection);
  let compare: (a: number, b: number) => number;
  let valuesAt: (i: number) => SortValue[];
  if (numeric) {
    const numbers = numeric.map((key) => key.ascending);
    compare = (a, b) => {
      for (let k = 0; k < numbers.length; k++) {
        const x = numbers[k][a];
        const y = numbers[k][b];
        if (x < y) return -1;
        if (x > y) return 1;
      }
      return docs[a] - docs[b];
    };
    valuesAt = (i) => numeric.map((key) => key.value(i));
  } else {
    // Each key's value per matching document (by position in `docs`), read once, not once per comparison.
    const columns = keys.map((key) => sortColumn(key, docs, scores, collection));
    compare = (a, b) => {
      for (let k = 0; k < keys.length; k++) {
        const result = compareSortValues(columns[k][a], columns[k][b], keys[k]);
        if (result !== 0) return result;
      }
      return docs[a] - docs[b];
    };
    valuesAt = (i) => columns.map((column) => column[i]);
  }
  const positions = firstInOrder(
    Array.from(docs, (_, i) => i),
    compare,
    limit,
  );
  const valuesOf = new Map(positions.map((i) => [docs[i], valuesAt(i)]));
  return { ordered: positions.map((i) => docs[i]), sortValues: (doc) => valuesOf.get(doc) ?? [] };
}

interface NumericKey {
  /** Per matching document (by position in `docs`): a number that compares ascending in the requested order. */
  ascending: Float64Array;
  /** The hit's sort value as answered. */
  value: (i: number) => SortValue;
}

/**
 * The sort keys as numbers that compare ascending in the requested order (desc negated; a missing value at
 * +Infinity, or -Infinity with missing: _first, as compareSortValues places it), when every value is a number or
 * missing, as prices, dates and ids are: a comparison is then two array reads, not a walk through the values' types
 * (the sort was a sixth of a listing's CPU at 10,000 models). Field values come from the collection's numeric sort
 * columns (Float64Arrays, no array per document). null when a key needs the general path: a field holding strings,
 * mode sum or avg, a missing value that is not a number, a NaN score.
 */
function numericSortKeys(keys: readonly SortKey[], docs: readonly number[], scores: Float64Array, collection: DocumentCollection): NumericKey[] | null {
  const result: NumericKey[] = [];
  for (const key of keys) {
    const sign = key.order === 'asc' ? 1 : -1;
    const ascending = new Float64Array(docs.length);
    if (key.kind === 'score' || key.kind === 'doc') {
      const read = key.kind === 'score' ? (doc: number) => scores[doc] : (doc: number) => doc;
      for (let i = 0; i < docs.length; i++) {
        const value = read(docs[i]);
        if (Number.isNaN(value)) return null;
        ascending[i] = sign * value;
      }
      result.push({ ascending, value: (i) => read(docs[i]) });
      continue;
    }
    const mode = key.mode ?? (key.order === 'asc' ? 'min' : 'max');
    if (mode !== 'min' && mode !== 'max') return null;
    const substitute = key.missing === '_last' || key.missing === '_first' ? null : missingValue(key.missing);
    if (substitute !== null && (typeof substitute !== 'number' || Number.isNaN(substitute))) return null;
    const column = collection.numericSortColumn(collection.resolveField(key.field));
    if (!column) return null;
    const values = mode === 'min' ? column.min : column.max;
    const missing = substitute !== null ? sign * substitute : key.missing === '_first' ? -Infinity : Infinity;
    for (let i = 0; i < docs.length; i++) {
      const value = values[docs[i]];
      ascending[i] = Number.isNaN(value) ? missing : sign * value;
    }
    result.push({
      ascending,
      value: (i) => {
        const value = values[docs[i]];
        return Number.isNaN(value) ? substitute : value;
      },
    });
  }
  return result;
}

/**
 * The first `limit` items by a total order, in order: a sort when that is all of them, else one pass keeping the
 * best `limit` in a sorted buffer (a page of 24 out of thousands of matches costs a comparison each, not a sort).
 * The buffer also wins for deep pages in most orders (page 16 of a 5,000-product category: limit 384; matches in
 * random order of the key: 0.38 ms against a sort's 1.9 ms). Its worst case is a key that improves with every slot
 * (each match inserted at the front: 0.58 ms against 0.16 ms, as the sort then finds one run); the 1,000 listings of
 * bench/catalogue-index-cpu.ts spent 373 ms in the sort before and ~150 ms after.
 */
export function firstInOrder(items: readonly number[], compare: (a: number, b: number) => number, limit: number): number[] {
  if (limit >= items.length) return [...items].sort(compare).slice(0, limit);
  // An Int32Array (items are slots or positions): its copyWithin is a memmove, a plain array's a generic loop that
  // made deep pages cost more than a sort.
  const best = Int32Array.from(items.slice(0, limit).sort(compare));
  for (let i = limit; i < items.length; i++) {
    const item = items[i];
    if (compare(item, best[limit - 1]) >= 0) continue;
    let low = 0;
    let high = limit - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, best[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    best.copyWithin(low + 1, low, limit - 1);
    best[low] = item;
  }
  return Array.from(best);
}

function sortColumn(key: SortKey, docs: readonly number[], scores: Float64Array, collection: DocumentCollection): SortValue[] {
  if (key.kind === 'score') return docs.map((doc) => scores[doc]);
  if (key.kind === 'doc') return docs.slice();
  const path = collection.resolveField(key.field);
  const values = collection.sortableValues(path);
  const substitute = key.missing === '_last' || key.missing === '_first' ? null : missingValue(key.missing);
  return docs.map((doc) => pick(values[doc], key) ?? substitute);
}

function missingValue(value: Scalar): SortValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'string' ? (parseDate(value) ?? value) : value;
}

function pick(values: SortableValue[], key: Extract<SortKey, { kind: 'field' }>): SortValue {
  if (values.length === 0) return null;
  const mode = key.mode ?? (key.order === 'asc' ? 'min' : 'max');
  // The common single-valued field: its value whatever the mode, except that sum and avg count numbers only.
  if (values.length === 1 && (typeof values[0] === 'number' || mode === 'min' || mode === 'max')) return values[0];
  if (mode === 'sum' || mode === 'avg') {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    if (numbers.length === 0) return null;
    const sum = numbers.reduce((total, value) => total + value, 0);
    return mode === 'sum' ? sum : sum / numbers.length;
  }
  return values.reduce((best, value) => {
    const order = compareValues(value, best);
    return (mode === 'min' ? order < 0 : order > 0) ? value : best;
  });
}

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareSortValues(a: SortValue, b: SortValue, key: SortKey): number {
  if (a === null || b === null) {
    if (a === b) return 0;
    // Missing values go last (or first) whatever the order.
    const missingFirst = key.kind === 'field' && key.missing === '_first';
    return (a === null ? 1 : -1) * (missingFirst ? -1 : 1);
  }
  const result = compareValues(a, b);
  return key.order === 'asc' ? result : -result;
}
