// Bounds of the service worker's runtime caches (issue 6 §2): each keeps at most so many entries for so long.
// The Cache API lists keys in insertion order and a put of an existing key moves it to the end, so the oldest
// entries are the first keys: the worker trims from the front.

export interface CacheLimit {
  maxEntries: number;
  maxAgeMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const PAGE_CACHE_LIMIT: CacheLimit = { maxEntries: 60, maxAgeMs: 7 * DAY_MS };
export const API_CACHE_LIMIT: CacheLimit = { maxEntries: 200, maxAgeMs: 1 * DAY_MS };
export const IMAGE_CACHE_LIMIT: CacheLimit = { maxEntries: 300, maxAgeMs: 30 * DAY_MS };

/** How long a browsed page may take before the cached copy is shown instead (network-first with a deadline). */
export const PAGE_NETWORK_TIMEOUT_MS = 3000;

/** Header the worker adds to what it stores, so that expiry needs no second store. */
export const CACHED_AT_HEADER = 'x-sw-cached-at';

/** Whether an entry stored at `cachedAt` (ms, from CACHED_AT_HEADER) is still within its lifetime. */
export function isFresh(cachedAt: string | null, limit: CacheLimit, now: number): boolean {
  const at = Number(cachedAt);
  if (!cachedAt || !Number.isFinite(at)) return false;
  return now - at <= limit.maxAgeMs && at <= now + 60_000;
}

/** The keys to delete so that at most maxEntries remain, oldest (first) first. */
export function keysToEvict<K>(keysInInsertionOrder: readonly K[], limit: CacheLimit): K[] {
  const excess = keysInInsertionOrder.length - limit.maxEntries;
  return excess > 0 ? keysInInsertionOrder.slice(0, excess) : [];
}

/** Cache names of this build: the precache and the pages (which name hashed assets) change with every build. */
export interface CacheNames {
  precache: string;
  pages: string;
  api: string;
  images: string;
}

export const CACHE_PREFIX = 'shop-';

export function cacheNames(version: string): CacheNames {
  return {
    precache: `${CACHE_PREFIX}precache-${version}`,
    pages: `${CACHE_PREFIX}pages-${version}`,
    // Catalogue answers and pictures do not depend on the build: they survive a deploy.
    api: `${CACHE_PREFIX}api-v1`,
    images: `${CACHE_PREFIX}images-v1`,
  };
}

/** Caches of earlier builds, to delete when this build's worker activates (no stale bundle after a deploy). */
export function obsoleteCaches(existing: readonly string[], current: CacheNames): string[] {
  const keep = new Set(Object.values(current));
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name));
}
