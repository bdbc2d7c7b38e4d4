// The documents of one index and everything derived from them. Derived structures (values per path, the
// exact-value index, numeric columns, text indexes, the mapping) are built once per path on first use or by
// prepare(), so that a search only reads precomputed arrays. A write patches them (issue #14 item 2: a refresh of a
// few documents in a catalogue of 100,000 must not rebuild it): only the written documents are read again, and a
// path whose values they did not change is left alone. A removed document leaves a tombstone in its place (the
// order of the others, which breaks ties in sorting, is kept) until a quarter of the slots are tombstones and the
// collection compacts itself, so a remove costs the same amortised.
import type { Scalar } from './es-types.js';
import { collectMapping, collectScalars, pathExists, splitPath } from './field-paths.js';
import { comparableNumber, exactKey, parseDate, valueOfKey } from './field-values.js';
import { MatchArena } from './matches.js';
import { TextFieldIndex, type ValueChange } from './text-field-index.js';

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

/** The slot of a removed document until the next compaction: it holds no value at any path. */
const TOMBSTONE: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
/** Tombstones are compacted away once they are this many and a quarter of the slots. */
const MIN_TOMBSTONES_TO_COMPACT = 64;

export class DocumentCollection {
  readonly idField: string;
  private docs: Record<string, unknown>[] = [];
  private ids: string[] = [];
  private positions = new Map<string, number>();
  private tombstones = 0;
  private derived = emptyDerivedData();
  private arena: MatchArena | null = null;

  constructor(idField: string) {
    this.idField = idField;
  }

  /** Slots, tombstones of removed documents included: the length of every per-document array. */
  get size(): number {
    return this.docs.length;
  }

  /** Documents held (tombstones not counted). */
  get count(): number {
    return this.docs.length - this.tombstones;
  }

  /** False for the slot of a removed document (a search must not answer it even when its query matches all). */
  isLive(position: number): boolean {
    return this.docs[position] !== TOMBSTONE;
  }

  document(position: number): Record<string, unknown> {
    return this.docs[position];
  }

  id(position: number): string {
    return this.ids[position];
  }

  /** Adds documents or replaces those with the same id (stored as copies, like ES's _source). */
  upsert(docs: readonly object[]): void {
    const replaced = new Map<number, Record<string, unknown>>();
    const appendedFrom = this.docs.length;
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
        if (position < appendedFrom && !replaced.has(position)) replaced.set(position, this.docs[position]);
        this.docs[position] = copy;
      }
    }
    this.patchDerived(replaced, appendedFrom);
  }

  remove(id: string): boolean {
    return this.removeAll([id]) === 1;
  }

  /** Removes the documents with these ids; returns how many there were. */
  removeAll(ids: Iterable<string>): number {
    const removed = new Map<number, Record<string, unknown>>();
    for (const id of ids) {
      const position = this.positions.get(id);
      if (position === undefined) continue;
      removed.set(position, this.docs[position]);
      this.positions.delete(id);
      this.docs[position] = TOMBSTONE;
      this.ids[position] = '';
      this.tombstones++;
    }
    if (removed.size === 0) return 0;
    if (this.tombstones >= MIN_TOMBSTONES_TO_COMPACT && this.tombstones * 4 >= this.docs.length) this.compact();
    else this.patchDerived(removed, this.docs.length);
    return removed.size;
  }

  /** Drops the tombstones: positions change, so everything derived is built again (on use or by prepare). */
  private compact(): void {
    const docs: Record<string, unknown>[] = [];
    const ids: string[] = [];
    this.docs.forEach((doc, position) => {
      if (doc === TOMBSTONE) return;
      docs.push(doc);
      ids.push(this.ids[position]);
    });
    this.docs = docs;
    this.ids = ids;
    this.positions = new Map(ids.map((docId, index) => [docId, index]));
    this.tombstones = 0;
    this.derived = emptyDerivedData();
  }

  /**
   * Brings the derived structures up to date after `changed` slots (position → the document they held before)
   * were rewritten and the slots from `appendedFrom` on were added. Cost: the changed documents times the paths
   * already derived, plus the posting lists of the values that changed.
   */
  private patchDerived(changed: ReadonlyMap<number, Record<string, unknown>>, appendedFrom: number): void {
    const size = this.docs.length;
    const touched = [...changed.keys(), ...range(appendedFrom, size)];
    if (touched.length === 0) return;
    const derived = this.derived;
    if (derived.mapping) for (const path of collectMapping(touched.map((position) => this.docs[position]))) derived.mapping.add(path);
    for (const [path, values] of derived.values) {
      const segments = splitPath(path);
      const changes: ValueChange[] = [];
      for (const position of touched) {
        const before = position < values.length ? values[position] : [];
        const after = collectScalars(this.docs[position], segments);
        values[position] = after;
        // An added slot always counts (the per-document arrays grow), a rewritten one only when its values differ.
        if (position >= appendedFrom || !sameScalars(before, after)) changes.push({ position, before, after });
      }
      if (changes.length === 0) continue;
      const sortable = derived.sortable.get(path);
      if (sortable) for (const { position, after } of changes) sortable[position] = after.map(sortableValue);
      const exact = derived.exact.get(path);
      if (exact) patchExactIndex(exact, changes);
      derived.text.get(path)?.patch(changes, size);
      // Both are rebuilt on next use from the patched values / exact index: typed arrays, no document is read.
      derived.ordinals.delete(path);
      derived.numeric.delete(path);
    }
    for (const [path, exists] of derived.exists) {
      const segments = splitPath(path);
      const next = exists.length === size ? exists : copyInto(new Uint8Array(size), exists);
      for (const position of touched) next[position] = pathExists(this.docs[position], segments) ? 1 : 0;
      derived.exists.set(path, next);
    }
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

/** Moves each changed document between the posting lists of its old and new values (lists stay in index order). */
function patchExactIndex(index: ExactIndex, changes: readonly ValueChange[]): void {
  const removals = new Map<string, Set<number>>();
  const additions = new Map<string, number[]>();
  for (const { position, before, after } of changes) {
    const oldKeys = new Set(before.map(exactKey));
    const newKeys = new Set(after.map(exactKey));
    for (const key of oldKeys) if (!newKeys.has(key)) entryOf(removals, key, () => new Set<number>()).add(position);
    for (const key of newKeys) if (!oldKeys.has(key)) entryOf(additions, key, () => [] as number[]).push(position);
    index.docCount += (after.length > 0 ? 1 : 0) - (before.length > 0 ? 1 : 0);
  }
  for (const key of new Set([...removals.keys(), ...additions.keys()])) {
    const gone = removals.get(key);
    const kept = [...(index.postings.get(key) ?? [])].filter((doc) => !gone?.has(doc));
    const docs = mergeSorted(kept, (additions.get(key) ?? []).sort((a, b) => a - b));
    if (docs.length === 0) index.postings.delete(key);
    else index.postings.set(key, Int32Array.from(docs));
  }
}

function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** Two ascending lists as one. */
function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  if (b.length === 0) return a as number[];
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i] < b[j]) ? a[i++] : b[j++]);
  return out;
}

function sameScalars(a: readonly Scalar[], b: readonly Scalar[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

function copyInto(target: Uint8Array, source: Uint8Array): Uint8Array {
  target.set(source.subarray(0, Math.min(source.length, target.length)));
  return target;
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
