// The documents of one index and everything derived from them. Derived structures (values per path, the
// exact-value index, numeric columns, text indexes, the mapping) are built once per path on first use or by
// prepare(), and dropped on every write, so that a search only reads precomputed arrays.
import type { Scalar } from './es-types.js';
import { collectMapping, collectScalars, pathExists, splitPath } from './field-paths.js';
import { comparableNumber, exactKey, parseDate, valueOfKey } from './field-values.js';
import { MatchArena } from './matches.js';
import { TextFieldIndex } from './text-field-index.js';

export interface ExactIndex {
  /** Documents holding each value (by exactKey), each document once, in index order. */
  postings: Map<string, Int32Array>;
  /** Documents with at least one value at the path. */
  docCount: number;
}

/**
 * The distinct exact values at a path (in the exact index's order) and, per document, which of them it holds
 * (CSR: ordinals[offsets[doc]..offsets[doc + 1]]): what terms aggregations count, walking only the matching
 * documents instead of every posting list.
 */
export interface TermOrdinals {
  keys: string[];
  /** Each key's value as aggregation buckets answer and order it (valueOfKey). */
  values: Scalar[];
  offsets: Int32Array;
  ordinals: Int32Array;
}

/** Comparable numbers (numbers, numeric strings, dates as epoch millis) per document, in CSR form. */
export interface NumericColumn {
  offsets: Int32Array;
  values: Float64Array;
}

/** A value as sort compares and answers it. */
export type SortableValue = number | string;

interface DerivedData {
  mapping: Set<string> | null;
  values: Map<string, Scalar[][]>;
  sortable: Map<string, SortableValue[][]>;
  exact: Map<string, ExactIndex>;
  ordinals: Map<string, TermOrdinals>;
  numeric: Map<string, NumericColumn>;
  exists: Map<string, Uint8Array>;
  text: Map<string, TextFieldIndex>;
}

function emptyDerivedData(): DerivedData {
  return { mapping: null, values: new Map(), sortable: new Map(), exact: new Map(), ordinals: new Map(), numeric: new Map(), exists: new Map(), text: new Map() };
}

export class DocumentCollection {
  readonly idField: string;
  private docs: Record<string, unknown>[] = [];
  private ids: string[] = [];
  private positions = new Map<string, number>();
  private derived = emptyDerivedData();
  private arena: MatchArena | null = null;

  constructor(idField: string) {
    this.idField = idField;
  }

  get size(): number {
    return this.docs.length;
  }

  document(position: number): Record<string, unknown> {
    return this.docs[position];
  }

  id(position: number): string {
    return this.ids[position];
  }

  /** Adds documents or replaces those with the same id (stored as copies, like ES's _source). */
  upsert(docs: readonly object[]): void {
    for (const doc of docs as readonly Record<string, unknown>[]) {
      const raw = doc[this.idField];
      if (typeof raw !== 'string' && typeof raw !== 'number') {
        throw new TypeError(`catalog-index: document has no string or number [${this.idField}] field`);
      }
      const id = String(raw);
      const copy = structuredClone(doc);
      const position = this.positions.get(id);
      if (position === undefined) {
        this.positions.set(id, this.docs.length);
        this.docs.push(copy);
        this.ids.push(id);
      } else {
        this.docs[position] = copy;
      }
    }
    this.derived = emptyDerivedData();
  }

  remove(id: string): boolean {
    const position = this.positions.get(id);
    if (position === undefined) return false;
    this.docs.splice(position, 1);
    this.ids.splice(position, 1);
    this.positions = new Map(this.ids.map((docId, index) => [docId, index]));
    this.derived = emptyDerivedData();
    return true;
  }

  /** Builds ahead of the first search what typical queries need: the mapping and the given text indexes. */
  prepare(textFields: readonly string[]): void {
    this.mapping();
    for (const field of textFields) this.textIndex(field).warm();
  }

  /** True when some document has this path (a leaf or an object): ES's "field is mapped". */
  isMapped(path: string): boolean {
    return this.mapping().has(path);
  }

  /** `name.keyword` falls back to `name` when only the latter exists (dynamic mappings' keyword sub-field). */
  resolveField(path: string): string {
    if (path.endsWith('.keyword') && !this.isMapped(path)) {
      const base = path.slice(0, -'.keyword'.length);
      if (this.isMapped(base)) return base;
    }
    return path;
  }

  /** Every document's scalar values at the path. */
  values(path: string): Scalar[][] {
    return this.memo(this.derived.values, path, () => {
      const segments = splitPath(path);
      return this.docs.map((doc) => collectScalars(doc, segments));
    });
  }

  /** Values as ES sorts them: booleans as 1/0, date strings as epoch millis, other values as they are. */
  sortableValues(path: string): SortableValue[][] {
    return this.memo(this.derived.sortable, path, () => this.values(path).map((values) => values.map(sortableValue)));
  }

  exactIndex(path: string): ExactIndex {
    return this.memo(this.derived.exact, path, () => buildExactIndex(this.values(path)));
  }

  termOrdinals(path: string): TermOrdinals {
    return this.memo(this.derived.ordinals, path, () => buildTermOrdinals(this.exactIndex(path), this.docs.length));
  }

  numericColumn(path: string): NumericColumn {
    return this.memo(this.derived.numeric, path, () => buildNumericColumn(this.values(path)));
  }

  /** 1 for documents where the path holds a value, or an object holding one (ES `exists`). */
  existing(path: string): Uint8Array {
    return this.memo(this.derived.exists, path, () => {
      const segments = splitPath(path);
      return Uint8Array.from(this.docs, (doc) => (pathExists(doc, segments) ? 1 : 0));
    });
  }

  /** The reusable match arrays of this collection's current size (see MatchArena). */
  matchArena(): MatchArena {
    if (this.arena?.size !== this.docs.length) this.arena = new MatchArena(this.docs.length);
    return this.arena;
  }

  textIndex(path: string): TextFieldIndex {
    return this.memo(this.derived.text, path, () => TextFieldIndex.build(this.values(path)));
  }

  private mapping(): Set<string> {
    this.derived.mapping ??= collectMapping(this.docs);
    return this.derived.mapping;
  }

  private memo<T>(cache: Map<string, T>, path: string, build: () => T): T {
    let value = cache.get(path);
    if (value === undefined) {
      value = build();
      cache.set(path, value);
    }
    return value;
  }
}

function buildExactIndex(valuesPerDoc: readonly Scalar[][]): ExactIndex {
  const builder = new Map<string, number[]>();
  let docCount = 0;
  valuesPerDoc.forEach((values, doc) => {
    if (values.length > 0) docCount++;
    for (const value of values) {
      const key = exactKey(value);
      let docs = builder.get(key);
      if (!docs) builder.set(key, (docs = []));
      if (docs[docs.length - 1] !== doc) docs.push(doc);
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [key, docs] of builder) postings.set(key, Int32Array.from(docs));
  return { postings, docCount };
}

function buildTermOrdinals(index: ExactIndex, docCount: number): TermOrdinals {
  const keys = [...index.postings.keys()];
  const offsets = new Int32Array(docCount + 1);
  for (const docs of index.postings.values()) for (const doc of docs) offsets[doc + 1]++;
  for (let doc = 0; doc < docCount; doc++) offsets[doc + 1] += offsets[doc];
  const ordinals = new Int32Array(offsets[docCount]);
  const filled = offsets.slice(0, docCount);
  keys.forEach((key, ordinal) => {
    for (const doc of index.postings.get(key)!) ordinals[filled[doc]++] = ordinal;
  });
  return { keys, values: keys.map(valueOfKey), offsets, ordinals };
}

function buildNumericColumn(valuesPerDoc: readonly Scalar[][]): NumericColumn {
  const offsets = new Int32Array(valuesPerDoc.length + 1);
  const values: number[] = [];
  valuesPerDoc.forEach((docValues, doc) => {
    for (const value of docValues) {
      const number = comparableNumber(value);
      if (number !== null) values.push(number);
    }
    offsets[doc + 1] = values.length;
  });
  return { offsets, values: Float64Array.from(values) };
}

function sortableValue(value: Scalar): SortableValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return parseDate(value) ?? value;
  return value;
}
