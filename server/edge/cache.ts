// The edge's read cache (DESIGN §2): one LRU bounded by the bytes it holds (CACHE_MAX_BYTES, each entry measured
// by cache-size.ts) and by CACHE_MAX_ENTRIES, a TTL per kind of answer (CACHE_TTL_*), errors and empty results
// never stored, and a stale copy served when the upstream fails (Hydrogen's cache strategies). Entries outlive
// their TTL only as that stale copy, for at most STALE_MAX_AGE_MS, and inside the same byte bound: no kind of
// entry, fresh or stale, can grow the process past it (issue #13 item 2).
import { LRUCache } from 'lru-cache';
import type { CacheTtls } from '../config.js';
import { recordCacheLookup } from '../runtime/metrics/metrics.js';
import { estimateBytes } from './cache-size.js';

export type CacheKind = keyof CacheTtls;
export const CACHE_KINDS: readonly CacheKind[] = ['urlMap', 'cms', 'category', 'search', 'product', 'html'];

/** How long an expired entry may still stand in for a failing upstream. */
export const STALE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** CACHE_MAX_BYTES's default: room for a few hundred listing pages and rendered pages per process. */
export const DEFAULT_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/**
 * A JSON answer the gateway sends also keeps its brotli/gzip bytes beside the object (send-json.ts); they are a
 * fraction of the object, and counted as this share of it.
 */
const ENCODED_SHARE = 0.25;
/** Bookkeeping per entry besides the value: the LRU's slots, the key and the entry object. */
const ENTRY_OVERHEAD_BYTES = 256;

interface Entry {
  value: unknown;
  kind: CacheKind;
  tags: readonly string[];
  freshUntil: number;
  /** What the entry keeps alive (value, key, bookkeeping), fixed when it is stored. */
  bytes: number;
}

export interface CacheLoad<V> {
  kind: CacheKind;
  key: string;
  load: () => Promise<V>;
  /** Whether a loaded value may be stored; empty results are not (default: anything but null/undefined). */
  cacheable?: (value: V) => boolean;
  /** The bytes the value keeps alive, when the caller knows better than estimateBytes. */
  sizeOf?: (value: V) => number;
  tags?: readonly string[];
  /** Tags read off the loaded value, besides `tags` (e.g. the skus of a listing's items, so a price change drops it). */
  tagsOf?: (value: V) => readonly string[];
}

export interface EdgeCacheOptions {
  /** Seconds per kind; 0 turns caching of that kind off. */
  ttl: Readonly<CacheTtls>;
  maxEntries: number;
  /** Bound on the bytes all entries keep alive (CACHE_MAX_BYTES); an entry larger than a quarter of it is not kept. */
  maxBytes?: number;
  now?: () => number;
  /** Told when a stale copy stands in for a failed load, so the edge can log it. */
  onStale?: (key: string, error: unknown) => void;
}

export interface InvalidateFilter {
  kinds?: readonly CacheKind[];
  tags?: readonly string[];
}

const isPresent = (value: unknown): boolean => value !== null && value !== undefined;

export class EdgeCache {
  private readonly lru: LRUCache<string, Entry>;
  /**
   * The keys carrying each tag, so that a change event drops its entries without reading every entry's tags (a
   * listing carries the skus of its items: hundreds of tags). Kept in step with the LRU through its dispose.
   */
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly ttlMs: Record<CacheKind, number>;
  private readonly now: () => number;
  private readonly onStale?: (key: string, error: unknown) => void;

  readonly maxBytes: number;

  constructor(options: EdgeCacheOptions) {
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    this.lru = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: this.maxBytes,
      // One huge answer must not push out everything else.
      maxEntrySize: Math.max(1, Math.floor(this.maxBytes / 4)),
      sizeCalculation: (entry) => entry.bytes,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
    this.ttlMs = Object.fromEntries(CACHE_KINDS.map((kind) => [kind, options.ttl[kind] * 1000])) as Record<CacheKind, number>;
    this.now = options.now ?? Date.now;
    this.onStale = options.onStale;
  }

  get size(): number {
    return this.lru.size;
  }

  /** The bytes the entries keep alive now (fresh and stale); never above maxBytes. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /**
   * The fresh cached value, or the loaded one (stored when cacheable). Concurrent loads of one key share one
   * upstream call. When the load fails and a stale copy exists, the stale copy is returned instead.
   */
  async getOrLoad<V>(request: CacheLoad<V>): Promise<V> {
    const cacheKey = scopedKey(request.kind, request.key);
    const entry = this.lru.get(cacheKey);
    const now = this.now();
    if (entry && entry.freshUntil > now) {
      recordCacheLookup(request.kind, 'hit');
      return entry.value as V;
    }
    recordCacheLookup(request.kind, 'miss');
    let value: V;
    try {
      value = await this.loadOnce(cacheKey, request.load);
    } catch (error) {
      if (entry && now - entry.freshUntil < STALE_MAX_AGE_MS) {
        this.onStale?.(cacheKey, error);
        recordCacheLookup(request.kind, 'stale');
        return entry.value as V;
      }
      throw error;
    }
    const cacheable = (request.cacheable ?? isPresent)(value);
    const tags = cacheable && request.tagsOf ? [...(request.tags ?? []), ...request.tagsOf(value)] : (request.tags ?? []);
    this.store(request.kind, cacheKey, value, tags, cacheable, cacheable ? request.sizeOf?.(value) : undefined);
    return value;
  }

  /** A fresh value only (for callers that render on a miss themselves, e.g. the HTML cache). */
  peek<V>(kind: CacheKind, key: string): V | undefined {
    const entry = this.lru.get(scopedKey(kind, key));
    const fresh = entry && entry.freshUntil > this.now() ? (entry.value as V) : undefined;
    recordCacheLookup(kind, fresh === undefined ? 'miss' : 'hit');
    return fresh;
  }

  /** Entries and bytes per kind, for the metrics (bytes as the LRU counts them when it is bounded by size). */
  usageByKind(): Record<CacheKind, { entries: number; bytes: number }> {
    const usage = Object.fromEntries(CACHE_KINDS.map((kind) => [kind, { entries: 0, bytes: 0 }])) as Record<CacheKind, { entries: number; bytes: number }>;
    for (const key of this.lru.keys()) {
      const info = this.lru.info(key);
      if (!info) continue;
      const kindUsage = usage[info.value.kind];
      kindUsage.entries += 1;
      kindUsage.bytes += info.size ?? 0;
    }
    return usage;
  }

  set(kind: CacheKind, key: string, value: unknown, tags: readonly string[] = [], bytes?: number): void {
    this.store(kind, scopedKey(kind, key), value, tags, isPresent(value), bytes);
  }

  /** Drops entries of the given kinds and/or carrying one of the tags; no filter drops everything. */
  invalidate(filter: InvalidateFilter = {}): number {
    const kinds = filter.kinds?.length ? new Set(filter.kinds) : null;
    const tags = filter.tags?.length ? new Set(filter.tags) : null;
    if (!kinds && !tags) {
      const removed = this.lru.size;
      this.lru.clear();
      this.keysByTag.clear();
      return removed;
    }
    const doomed: string[] = [];
    if (tags) {
      // Only the entries carrying a tag are looked at, through the index.
      const candidates = new Set<string>();
      for (const tag of tags) for (const key of this.keysByTag.get(tag) ?? []) candidates.add(key);
      for (const key of candidates) {
        const entry = this.lru.peek(key, { allowStale: true });
        if (entry && (!kinds || kinds.has(entry.kind))) doomed.push(key);
      }
    } else {
      for (const [key, entry] of this.lru.entries()) if (kinds!.has(entry.kind)) doomed.push(key);
    }
    for (const key of doomed) this.lru.delete(key);
    return doomed.length;
  }

  private index(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  private store(kind: CacheKind, cacheKey: string, value: unknown, tags: readonly string[], cacheable: boolean, knownBytes?: number): void {
    const ttl = this.ttlMs[kind];
    // The upstream's newer answer (e.g. a product now gone) must not be overridden later by an older stale copy:
    // the old entry goes first, also when the new one is too large to keep.
    this.lru.delete(cacheKey);
    if (ttl <= 0 || !cacheable) return;
    const bytes = (knownBytes ?? entryBytes(value)) + ENTRY_OVERHEAD_BYTES + 2 * cacheKey.length + estimateBytes(tags);
    this.lru.set(cacheKey, { value, kind, tags, freshUntil: this.now() + ttl, bytes });
    // An entry too large to keep is refused by the LRU (and must not be indexed).
    if (this.lru.has(cacheKey)) this.index(cacheKey, tags);
  }

  private loadOnce<V>(cacheKey: string, load: () => Promise<V>): Promise<V> {
    const pending = this.inFlight.get(cacheKey);
    if (pending) return pending as Promise<V>;
    const promise = load().finally(() => this.inFlight.delete(cacheKey));
    this.inFlight.set(cacheKey, promise);
    return promise;
  }
}

/** Buffers and strings as they are; objects with their encoded copies (ENCODED_SHARE). */
function entryBytes(value: unknown): number {
  const bytes = estimateBytes(value);
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) ? Math.ceil(bytes * (1 + ENCODED_SHARE)) : bytes;
}

function scopedKey(kind: CacheKind, key: string): string {
  return `${kind}|${key}`;
}

/**
 * A cache key that does not depend on the order parameters arrived in: object keys are sorted at every level and
 * undefined values dropped, so ?b=1&a=2 and ?a=2&b=1 share an entry.
 */
export function normalizedKey(parts: unknown): string {
  return JSON.stringify(parts, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) {
      const field = (value as Record<string, unknown>)[name];
      if (field !== undefined) sorted[name] = field;
    }
    return sorted;
  });
}
