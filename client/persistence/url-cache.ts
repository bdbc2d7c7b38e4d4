// The URL cache (spec 01 §7, §8): the URL mapping answers of pages the shopper opened, kept in local storage through
// the persistence layer, so that a page reached through the URL dispatcher opens offline too (the mapping is a POST,
// which the service worker never caches). It is a cache: a full storage clears it (persistence-policy.ts).
import type { CatalogApi, UrlMapResult } from '../../shared/api/catalog.js';
import type { StoreCode } from '../../shared/store-views.js';
import { URL_CACHE_PREFIX } from './persistence-policy.js';
import type { PersistentStorage } from './persistent-storage.js';

/** Entries kept at most; the oldest written go first. */
export const URL_CACHE_MAX_ENTRIES = 100;

interface UrlCacheEntry {
  at: number;
  result: UrlMapResult;
}

export function urlCacheKey(store: StoreCode, url: string): string {
  return `${URL_CACHE_PREFIX}${store}:${url}`;
}

export interface UrlCache {
  get(store: StoreCode, url: string): UrlMapResult | null;
  put(store: StoreCode, url: string, result: UrlMapResult): void;
}

function parseEntry(text: string | null): UrlCacheEntry | null {
  if (!text) return null;
  try {
    const entry = JSON.parse(text) as UrlCacheEntry;
    return typeof entry?.at === 'number' && entry.result && typeof entry.result._type === 'string' ? entry : null;
  } catch {
    return null;
  }
}

export function createUrlCache(storage: PersistentStorage, now: () => number = Date.now): UrlCache {
  function trim(): void {
    const keys = storage.keys(URL_CACHE_PREFIX);
    if (keys.length <= URL_CACHE_MAX_ENTRIES) return;
    const dated = keys.map((key) => ({ key, at: parseEntry(storage.getItem(key))?.at ?? 0 })).sort((a, b) => a.at - b.at);
    for (const { key } of dated.slice(0, keys.length - URL_CACHE_MAX_ENTRIES)) storage.removeItem(key);
  }
  return {
    get: (store, url) => parseEntry(storage.getItem(urlCacheKey(store, url)))?.result ?? null,
    put(store, url, result) {
      storage.setItem(urlCacheKey(store, url), JSON.stringify({ at: now(), result }));
      trim();
    },
  };
}

/** Network errors (fetch's TypeError) and the catalogue's offline error mean "no answer", not "no such page". */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'CatalogOfflineError');
}

/** The catalogue with the URL mapping kept for offline use: answered from the URL cache when the network fails. */
export function withUrlCache(catalog: CatalogApi, cache: UrlCache): CatalogApi {
  return {
    ...catalog,
    async resolveUrl(store, url) {
      try {
        const result = await catalog.resolveUrl(store, url);
        if (result) cache.put(store, url, result);
        return result;
      } catch (error) {
        const cached = isNetworkFailure(error) ? cache.get(store, url) : null;
        if (cached) return cached;
        throw error;
      }
    },
  };
}
