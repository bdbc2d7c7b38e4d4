// The documents of one index and everything derived from them. Derived structures (values per path, the
// exact-value index, numeric columns, text indexes, the mapping) are built once per path on first use or by
// prepare(), so that a search only reads precomputed arrays. A write patches them (issue #14 item 2: a refresh of a
// few documents in a catalogue of 100,000 must not rebuild it): only the written documents are read again, and a
// path whose values they did not change is left alone. A removed document leaves a tombstone in its place (the
// order of the others, which breaks ties in sorting, is kept) until a quarter of the slots are tombstones and the
// collection compacts itself, so a remove costs the same amortised.
// Memory (issue #14 item 3, 100,000 documents per index): only the fields queries are expected on (`queried`) stay
// as objects; the others (a product's embedded sizes, gallery, description, prices with and without tax …, most of
// a document) are kept as compact UTF-8 JSON, deflated when large (stored-fields.ts), and read back for the page of
// hits that shows them. A query on such a field still works: its derived structure is built by reading the documents
// once.
import type { Scalar } from './es-types.js';
import { collectMapping, collectScalars, pathExists, splitPath } from './field-paths.js';
import { comparableNumber, exactKey, parseDate, valueOfKey } from './field-values.js';
import { Bitset } from './bitset.js';
import { MatchArena } from './matches.js';
import { SourceCache } from './source-cache.js';
import { StoredFields } from './stored-fields.js';
import { TextFieldIndex, type ValueChange } from './text-field-index.js';

/**
 * The documents holding one value, ascending: a value only one document holds (a size's sku, an id) is kept as that
 * slot, a number, instead of an Int32Array of one. The exact index of `configurable_children.sku` at 10,000 models
 * held ~100,000 one-element Int32Arrays per store view (each a typed array, an ArrayBuffer and its backing store:
 * 80 MB, and objects the garbage collector traces at every major GC). Read it through postingDocs or postingCount.
 */
export type Posting = Int32Array | number;

/** The slots of a posting (a new one-element array for a single slot: for a query's few keys, not in a loop over all). */
export function postingDocs(posting: Posting): Int32Array {
  return typeof posting === 'number' ? Int32Array.of(posting) : posting;
}

function toPosting(docs: ArrayLike<number>): Posting {
  return docs.length === 1 ? docs[0] : Int32Array.from(docs);
}

export interface ExactIndex {
  /** Documents holding each value (by exactKey), each document once, in index order. */
  postings: Map<string, Posting>;
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

/**
 * A sort path's values as numbers, when every document's values there are numbers (prices, dates as epoch millis,
 * ids, booleans as 1/0): each document's smallest and largest (NaN: none), what sort's min and max modes pick. Two
 * Float64Arrays instead of an array of values per document (SortableValue[][]: with four sort paths over 291,624
 * documents, 1.2 million small arrays for the garbage collector to trace at every major GC, and a pointer chase per
 * match when a listing sorts). Patched in place by a write (a price update stays cheap).
 */
export interface NumericSortColumn {
  min: Float64Array;
  max: Float64Array;
}

/**
 * Paths whose structures a collection builds before a search needs them, by the kind of query that reads them (like
 * ES's eager global ordinals): building one walks every document (50-140 ms per path with 100,000 products), which
 * the first listing after a start or a write would otherwise pay, and a heap grown by 160 MB in the middle of serving.
 */
export interface PreparedPaths {
  /** Full-text fields: their inverted index and fuzzy dictionary. */
  text: readonly string[];
  /** term / terms / ids filters. */
  exact: readonly string[];
  /** terms aggregations (each document's values as ordinals). */
  terms: readonly string[];
  /** range filters and range aggregations over numbers. */
  numeric: readonly string[];
  /** Sort keys. */
  sort: readonly string[];
}

interface DerivedData {
  sortable: Map<string, SortableValue[][]>;
  /** null: some value at the path is not a number (sort then reads `sortable`). */
  sortNumbers: Map<string, NumericSortColumn | null>;
  exact: Map<string, ExactIndex>;
  ordinals: Map<string, TermOrdinals>;
  numeric: Map<string, NumericColumn>;
  exists: Map<string, Uint8Array>;
  text: Map<string, TextFieldIndex>;
}

function emptyDerivedData(): DerivedData {
  return { sortable: new Map(), sortNumbers: new Map(), exact: new Map(), ordinals: new Map(), numeric: new Map(), exists: new Map(), text: new Map() };
}

/** The slot of a removed document until the next compaction: it holds no value at any path. */
const TOMBSTONE: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
/** Tombstones are compacted away once they are this many and a quarter of the slots. */
const MIN_TOMBSTONES_TO_COMPACT = 64;
/**
 * Filter sets kept per index (the least recently used go first): 12 KB each with 100,000 documents, so at most
 * about 3 MB per index, while a shop's listings reuse far fewer (visibility, status, categories, facet values, price
 * ranges).
 */
const MAX_CACHED_FILTERS = 256;

export class DocumentCollection {
  readonly idField: string;
  /** Per slot: the document's queried fields (TOMBSTONE when removed) … */
  private docs: Record<string, unknown>[] = [];
  /** … and its source-only fields as stored-fields.ts keeps them (null when it has none). */
  private rests: (Buffer | null)[] = [];
  private readonly stored = new StoredFields();
  /** Top-level fields kept as objects (null: all of them). */
  private readonly queried: ReadonlySet<string> | null;
  /** Whole documents just written, by slot, until settle(): prepare() builds from them without parsing. */
  private fresh = new Map<number, Record<string, unknown>>();
  /** Every path of every document written (ES's dynamic mapping; like ES's, it never shrinks). */
  private readonly paths = new Set<string>();
  private ids: string[] = [];
  private positions = new Map<string, number>();
  private tombstones = 0;
  private derived = emptyDerivedData();
  private arena: MatchArena | null = null;
  /**
   * The query cache of this generation of the documents: filter sets by query (cachedFilter), every slot, the live
   * slots. Any write starts a new generation with an empty cache, so a search never reads a set computed before it.
   */
  private filters = new Map<string, Bitset>();
  private all: Bitset | null = null;
  private live: Bitset | null = null;
  /** Filtered sources of hits: a write drops the entries of the slots it wrote (SourceCache.forget), not the rest. */
  private readonly sources: SourceCache;
  private writes = 0;

  /** `sourceCacheBytes`: bound of the filtered sources of hits kept (source-cache.ts; 0: none kept). */
  constructor(idField: string, queried: readonly string[] | null = null, sourceCacheBytes = 0) {
    this.idField = idField;
    this.queried = queried && new Set([idField, ...queried]);
    this.sources = new SourceCache(sourceCacheBytes);
  }

  /** True for a top-level field kept as JSON only. */
  private sourceOnly(field: string): boolean {
    return this.queried !== null && !this.queried.has(field);
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

  /** The whole document (its source-only fields parsed again: a new object each call). */
  document(position: number): Record<string, unknown> {
    const fresh = this.fresh.get(position);
    if (fresh) return fresh;
    const rest = this.rests[position];
    return rest ? { ...this.docs[position], ...this.stored.decode(rest) } : this.docs[position];
  }

  /** Drops the whole documents of the last write (kept for prepare()). */
  settle(): void {
    this.fresh = new Map();
  }

  /** The document's queried fields, plus its source-only ones when `whole`. */
  private fields(position: number, whole: boolean): Record<string, unknown> {
    return whole ? this.document(position) : this.docs[position];
  }

  /** Splits a document into its queried fields and its source-only ones (as JSON). */
  private split(doc: Record<string, unknown>): [Record<string, unknown>, Buffer | null] {
    if (this.queried === null) return [doc, null];
    let rest: Record<string, unknown> | null = null;
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(doc)) {
      if (this.sourceOnly(key)) (rest ??= {})[key] = doc[key];
      else kept[key] = doc[key];
    }
    return [kept, rest ? this.stored.encode(rest) : null];
  }

  id(position: number): string {
    return this.ids[position];
  }

  /**
   * Adds documents or replaces those with the same id, stored as copies like ES's _source; `owned`: the caller
   * hands the objects over and never touches them again (the start-up's freshly parsed documents), so no copy.
   */
  upsert(docs: readonly object[], owned = false): void {
    this.newGeneration();
    const replaced = new Map<number, Record<string, unknown>>();
    const appendedFrom = this.docs.length;
    this.fresh = new Map();
    for (const doc of docs as readonly Record<string, unknown>[]) {
      const raw = doc[this.idField];
      if (typeof raw !== 'string' && typeof raw !== 'number') {
        throw new TypeError(`catalog-index: document has no string or number [${this.idField}] field`);
      }
      const id = String(raw);
      const copy = owned ? doc : structuredClone(doc);
      const [kept, rest] = this.split(copy);
      let position = this.positions.get(id);
      if (position === undefined) {
        position = this.docs.length;
        this.positions.set(id, position);
        this.docs.push(kept);
        this.rests.push(rest);
        this.ids.push(id);
      } else {
        if (position < appendedFrom && !replaced.has(position)) replaced.set(position, this.document(position));
        this.docs[position] = kept;
        this.rests[position] = rest;
      }
      this.fresh.set(position, copy);
    }
    for (const path of collectMapping([...this.fresh.values()])) this.paths.add(path);
    this.sources.forget(replaced.keys());
    this.patchDerived(replaced);
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
      removed.set(position, this.document(position));
      this.positions.delete(id);
      this.docs[position] = TOMBSTONE;
      this.rests[position] = null;
      this.ids[position] = '';
      this.tombstones++;
    }
    if (removed.size === 0) return 0;
    this.newGeneration();
    this.sources.forget(removed.keys());
    this.fresh = new Map();
    if (this.tombstones >= MIN_TOMBSTONES_TO_COMPACT && this.tombstones * 4 >= this.docs.length) this.compact();
    else this.patchDerived(removed);
    return removed.size;
  }

  /** Drops the tombstones: positions change, so everything derived is built again (on use or by prepare). */
  private compact(): void {
    const docs: Record<string, unknown>[] = [];
    const rests: (Buffer | null)[] = [];
    const ids: string[] = [];
    this.docs.forEach((doc, position) => {
      if (doc === TOMBSTONE) return;
      docs.push(doc);
      rests.push(this.rests[position]);
      ids.push(this.ids[position]);
    });
    this.docs = docs;
    this.rests = rests;
    this.ids = ids;
    this.positions = new Map(ids.map((docId, index) => [docId, index]));
    this.tombstones = 0;
    this.derived = emptyDerivedData();
    this.sources.clear();
  }

  /**
   * Brings the derived structures up to date after a write: `changed` maps a rewritten or removed slot to the
   * whole document it held before; `this.fresh` holds the documents written (new slots included). Cost: the
   * written documents times the paths already derived, plus the posting lists of the values that changed.
   */
  private patchDerived(changed: ReadonlyMap<number, Record<string, unknown>>): void {
    const size = this.docs.length;
    const touched = [...new Set([...changed.keys(), ...this.fresh.keys()])];
    if (touched.length === 0) return;
    const derived = this.derived;
    const now = (position: number) => this.fresh.get(position) ?? TOMBSTONE;
    const paths = new Set([...derived.sortable.keys(), ...derived.sortNumbers.keys(), ...derived.exact.keys(), ...derived.text.keys(), ...derived.numeric.keys(), ...derived.ordinals.keys()]);
    for (const path of paths) {
      const segments = splitPath(path);
      const changes: ValueChange[] = [];
      for (const position of touched) {
        const old = changed.get(position);
        const before = old ? collectScalars(old, segments) : [];
        const after = collectScalars(now(position), segments);
        // An added slot always counts (the per-document arrays grow), a rewritten one only when its values differ.
        if (!old || !sameScalars(before, after)) changes.push({ position, before, after });
      }
      if (changes.length === 0) continue;
      const sortable = derived.sortable.get(path);
      if (sortable) for (const { position, after } of changes) sortable[position] = after.map(sortableValue);
      const numbers = derived.sortNumbers.get(path);
      if (numbers) derived.sortNumbers.set(path, patchNumericSortColumn(numbers, changes, size));
      const exact = derived.exact.get(path);
      if (exact) patchExactIndex(exact, changes);
      derived.text.get(path)?.patch(changes, size);
      // Both are rebuilt on next use (from the patched exact index; from the documents' values at that path).
      derived.ordinals.delete(path);
      derived.numeric.delete(path);
    }
    for (const [path, exists] of derived.exists) {
      const segments = splitPath(path);
      const next = exists.length === size ? exists : copyInto(new Uint8Array(size), exists);
      for (const position of touched) next[position] = pathExists(now(position), segments) ? 1 : 0;
      derived.exists.set(path, next);
    }
  }

  /**
   * Builds ahead of the searches that use them the structures of `paths` (see PreparedPaths). Those already built are
   * kept (a write patches them), so this costs only what is missing: nothing after a write that left them valid.
   */
  prepare(paths: Partial<PreparedPaths>): void {
    for (const path of paths.text ?? []) this.textIndex(path).warm();
    for (const path of paths.exact ?? []) this.exactIndex(path);
    for (const path of paths.terms ?? []) this.termOrdinals(path);
    for (const path of paths.numeric ?? []) this.numericColumn(path);
    for (const path of paths.sort ?? []) if (this.numericSortColumn(path) === null) this.sortableValues(path);
  }

  /** The derived structures built so far, as `kind path` (what a search will not have to build). */
  preparedStructures(): string[] {
    return Object.entries(this.derived).flatMap(([kind, built]) => [...(built as Map<string, unknown>).keys()].map((path) => `${kind} ${path}`));
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

  /**
   * Every document's scalar values at the path. Not kept: the structures built from them are (an array per
   * document and path was a good part of the index's memory with 100,000 documents, issue #14 item 3).
   */
  values(path: string): Scalar[][] {
    const segments = splitPath(path);
    const whole = this.sourceOnly(segments[0]);
    return this.docs.map((_, position) => collectScalars(this.fields(position, whole), segments));
  }

  /**
   * A document's values at the path, read when asked: what the builders below walk, so that building a structure
   * leaves only short-lived arrays behind (values() keeps one per document until the build ends; warming twenty
   * paths of 100,000 documents that way pushed the start's peak RSS past 1.9 GB).
   */
  private valuesAt(path: string): (position: number) => Scalar[] {
    const segments = splitPath(path);
    const whole = this.sourceOnly(segments[0]);
    return (position) => collectScalars(this.fields(position, whole), segments);
  }

  /** Values as ES sorts them: booleans as 1/0, date strings as epoch millis, other values as they are. */
  sortableValues(path: string): SortableValue[][] {
    return this.memo(this.derived.sortable, path, () => this.values(path).map((values) => values.map(sortableValue)));
  }

  /** The path's sort values as numbers, or null when some are not numbers (see NumericSortColumn). */
  numericSortColumn(path: string): NumericSortColumn | null {
    return this.memo(this.derived.sortNumbers, path, () => buildNumericSortColumn(this.docs.length, this.valuesAt(path)));
  }

  exactIndex(path: string): ExactIndex {
    return this.memo(this.derived.exact, path, () => buildExactIndex(this.docs.length, this.valuesAt(path)));
  }

  termOrdinals(path: string): TermOrdinals {
    return this.memo(this.derived.ordinals, path, () => buildTermOrdinals(this.exactIndex(path), this.docs.length));
  }

  numericColumn(path: string): NumericColumn {
    return this.memo(this.derived.numeric, path, () => buildNumericColumn(this.docs.length, this.valuesAt(path)));
  }

  /** 1 for documents where the path holds a value, or an object holding one (ES `exists`). */
  existing(path: string): Uint8Array {
    return this.memo(this.derived.exists, path, () => {
      const segments = splitPath(path);
      const whole = this.sourceOnly(segments[0]);
      return Uint8Array.from(this.docs, (_, position) => (pathExists(this.fields(position, whole), segments) ? 1 : 0));
    });
  }

  /** How many writes changed the documents: a new generation each, with an empty query cache. */
  get generation(): number {
    return this.writes;
  }

  private newGeneration(): void {
    this.writes++;
    this.filters = new Map();
    this.all = null;
    this.live = null;
  }

  /** The filtered sources of hits (see SourceCache), valid for every slot's current document. */
  filteredSources(): SourceCache {
    return this.sources;
  }

  /**
   * The filter set of a query (its key: the query as JSON) from this generation's cache, or built and kept. The set
   * is shared by every search until the next write: callers never change it.
   */
  cachedFilter(key: string, build: () => Bitset): Bitset {
    const cached = this.filters.get(key);
    if (cached) {
      // Most recently used last, so that the least recently used is the first to go.
      this.filters.delete(key);
      this.filters.set(key, cached);
      return cached;
    }
    const bits = build();
    if (this.filters.size >= MAX_CACHED_FILTERS) this.filters.delete(this.filters.keys().next().value!);
    this.filters.set(key, bits);
    return bits;
  }

  /** Every slot, tombstones included (match_all before the search drops the removed; shared, never changed). */
  allSlots(): Bitset {
    return (this.all ??= Bitset.full(this.docs.length));
  }

  /** The slots of the documents held, without tombstones (shared, never changed). */
  liveSlots(): Bitset {
    if (this.live) return this.live;
    const live = Bitset.full(this.docs.length);
    if (this.tombstones > 0) {
      this.docs.forEach((doc, position) => {
        if (doc === TOMBSTONE) live.words[position >>> 5] &= ~(1 << (position & 31));
      });
    }
    return (this.live = live);
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
    return this.paths;
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
    const posting = index.postings.get(key);
    const current = posting === undefined ? undefined : postingDocs(posting);
    const added = (additions.get(key) ?? []).sort((a, b) => a - b);
    // Documents added after all the key's others (the start-up's batches): the list is extended as it is.
    if (current && !gone && added.length && added[0] > current[current.length - 1]) {
      const docs = new Int32Array(current.length + added.length);
      docs.set(current);
      docs.set(added, current.length);
      index.postings.set(key, docs);
      continue;
    }
    const kept = [...(current ?? [])].filter((doc) => !gone?.has(doc));
    const docs = mergeSorted(kept, added);
    if (docs.length === 0) index.postings.delete(key);
    else index.postings.set(key, toPosting(docs));
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

function copyInto(target: Uint8Array, source: Uint8Array): Uint8Array {
  target.set(source.subarray(0, Math.min(source.length, target.length)));
  return target;
}

function buildExactIndex(size: number, valuesOf: (doc: number) => Scalar[]): ExactIndex {
  const builder = new Map<string, number[]>();
  let docCount = 0;
  for (let doc = 0; doc < size; doc++) {
    const values = valuesOf(doc);
    if (values.length > 0) docCount++;
    for (const value of values) {
      const key = exactKey(value);
      let docs = builder.get(key);
      if (!docs) builder.set(key, (docs = []));
      if (docs[docs.length - 1] !== doc) docs.push(doc);
    }
  }
  const postings = new Map<string, Posting>();
  for (const [key, docs] of builder) postings.set(key, toPosting(docs));
  return { postings, docCount };
}

function buildTermOrdinals(index: ExactIndex, docCount: number): TermOrdinals {
  const keys = [...index.postings.keys()];
  const offsets = new Int32Array(docCount + 1);
  for (const posting of index.postings.values()) {
    if (typeof posting === 'number') offsets[posting + 1]++;
    else for (const doc of posting) offsets[doc + 1]++;
  }
  for (let doc = 0; doc < docCount; doc++) offsets[doc + 1] += offsets[doc];
  const ordinals = new Int32Array(offsets[docCount]);
  const filled = offsets.slice(0, docCount);
  keys.forEach((key, ordinal) => {
    const posting = index.postings.get(key)!;
    if (typeof posting === 'number') ordinals[filled[posting]++] = ordinal;
    else for (const doc of posting) ordinals[filled[doc]++] = ordinal;
  });
  return { keys, values: keys.map(valueOfKey), offsets, ordinals };
}

function buildNumericColumn(size: number, valuesOf: (doc: number) => Scalar[]): NumericColumn {
  const offsets = new Int32Array(size + 1);
  const values: number[] = [];
  for (let doc = 0; doc < size; doc++) {
    for (const value of valuesOf(doc)) {
      const number = comparableNumber(value);
      if (number !== null) values.push(number);
    }
    offsets[doc + 1] = values.length;
  }
  return { offsets, values: Float64Array.from(values) };
}

/** The smallest and largest of a document's sort values into the column at `doc`; false when one is not a number. */
function setSortNumbers(column: NumericSortColumn, doc: number, values: readonly Scalar[]): boolean {
  let min = NaN;
  let max = NaN;
  for (let i = 0; i < values.length; i++) {
    const value = sortableValue(values[i]);
    if (typeof value !== 'number' || Number.isNaN(value)) return false;
    // The first of equal values (0 and -0), as sorting.ts's pick keeps it.
    if (i === 0 || value < min) min = value;
    if (i === 0 || value > max) max = value;
  }
  column.min[doc] = min;
  column.max[doc] = max;
  return true;
}

function buildNumericSortColumn(size: number, valuesOf: (doc: number) => Scalar[]): NumericSortColumn | null {
  const column = { min: new Float64Array(size), max: new Float64Array(size) };
  for (let doc = 0; doc < size; doc++) if (!setSortNumbers(column, doc, valuesOf(doc))) return null;
  return column;
}

/** The column after a write (grown to `size` for appended slots), or null once a written value is not a number. */
function patchNumericSortColumn(column: NumericSortColumn, changes: readonly ValueChange[], size: number): NumericSortColumn | null {
  let next = column;
  if (column.min.length !== size) {
    next = { min: new Float64Array(size).fill(NaN), max: new Float64Array(size).fill(NaN) };
    next.min.set(column.min.subarray(0, Math.min(size, column.min.length)));
    next.max.set(column.max.subarray(0, Math.min(size, column.max.length)));
  }
  for (const { position, after } of changes) if (!setSortNumbers(next, position, after)) return null;
  return next;
}

function sortableValue(value: Scalar): SortableValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return parseDate(value) ?? value;
  return value;
}
