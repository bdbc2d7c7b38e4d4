// The service worker's cache operations (runs in the worker): stamping what it stores with the time, reading only
// fresh entries, trimming each runtime cache to its entry limit, and the three runtime strategies.
import { CACHED_AT_HEADER, isFresh, keysToEvict, PAGE_NETWORK_TIMEOUT_MS, type CacheLimit } from '../../shared/pwa/cache-limits.js';
import { isCacheableResponse, type CacheStrategy } from '../../shared/pwa/sw-strategy.js';

export interface RuntimeCache {
  name: string;
  limit: CacheLimit;
}

function responseFacts(response: Response) {
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', cacheControl: response.headers.get('cache-control') ?? '' };
}

/** A copy of the answer carrying the time it was stored (the Cache API keeps no dates of its own). */
async function stamped(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Drops the oldest entries beyond the cache's limit. */
export async function trimCache(cache: RuntimeCache): Promise<void> {
  const open = await caches.open(cache.name);
  const keys = await open.keys();
  await Promise.all(keysToEvict(keys, cache.limit).map((key) => open.delete(key)));
}

/** Stores a copy of a cacheable answer and trims the cache; answers that must not be kept are ignored. */
export async function storeResponse(cache: RuntimeCache, strategy: CacheStrategy, request: Request | string, response: Response): Promise<void> {
  if (!isCacheableResponse(strategy, responseFacts(response))) return;
  const open = await caches.open(cache.name);
  await open.put(request, await stamped(response.clone(), Date.now()));
  await trimCache(cache);
}

/** The cached answer if it is within the cache's lifetime (an expired one is deleted). */
export async function freshMatch(cache: RuntimeCache, request: Request | string): Promise<Response | undefined> {
  const open = await caches.open(cache.name);
  const hit = await open.match(request);
  if (!hit) return undefined;
  if (isFresh(hit.headers.get(CACHED_AT_HEADER), cache.limit, Date.now())) return hit;
  await open.delete(request);
  return undefined;
}

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

/**
 * Browsed pages: the network first; when it fails, or takes longer than the deadline and a copy exists, the
 * cached page. Without a copy the network is awaited; `fallback` answers when it fails too.
 */
export async function pageNetworkFirst(cache: RuntimeCache, request: Request, fallback: () => Promise<Response>, waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
  const network = fetch(request).then(async (response) => {
    await storeResponse(cache, 'page-network-first', request, response.clone());
    return response;
  });
  network.catch(() => undefined);
  waitUntil(network.catch(() => undefined));
  const first = await Promise.race([network, timeout(PAGE_NETWORK_TIMEOUT_MS)]).catch(() => 'failed' as const);
  if (first instanceof Response) return first;
  const cached = await freshMatch(cache, request);
  if (cached) return cached;
  if (first === 'timeout') return network.catch(fallback);
  return fallback();
}

/** Catalogue answers: the cached one at once (refreshed behind it), else the network. */
export async function staleWhileRevalidate(cache: RuntimeCache, request: Request, waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
  const refresh = fetch(request).then(async (response) => {
    await storeResponse(cache, 'api-stale-while-revalidate', request, response.clone());
    return response;
  });
  const cached = await freshMatch(cache, request);
  if (cached) {
    waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

/** Product pictures: the cached one, else the network (and keep it). */
export async function cacheFirst(cache: RuntimeCache, request: Request): Promise<Response> {
  const cached = await freshMatch(cache, request);
  if (cached) return cached;
  const response = await fetch(request);
  await storeResponse(cache, 'image-cache-first', request, response.clone());
  return response;
}
