// Rendered pages that are the same for every visitor (home, category, product, CMS), kept compressed for a short
// time (CACHE_TTL_HTML) and keyed by path (which carries the store view) and normalised query (DESIGN §2).
// Personal things (cart count, account, consent) are filled in by the browser after hydration, so a cached page
// never carries one shopper's data to another. A page keeps the CSP nonce it was rendered with; the answer's
// policy names that nonce.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { EdgeCache } from '../cache.js';
import type { Encoding } from './encoding.js';

/**
 * A page as the cache keeps it: compressed only (issue #13: one representation, not the HTML beside its
 * compressed copies); the rare client that takes neither gets the gzip body unpacked (pageBody).
 */
export interface CachedPage {
  nonce: string;
  bodies: Record<Exclude<Encoding, 'identity'>, Buffer>;
}

/** Where pages are kept: the edge's shared LRU (so its invalidation drops pages too) or a private one. */
export interface HtmlCacheStore {
  /** False when CACHE_TTL_HTML is 0: nothing is kept, so a rendered page is not compressed for keeping either. */
  readonly keepsPages: boolean;
  peek(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage, tags: readonly string[]): void;
}

/** Tracking parameters do not change a page; they must not split the cache. */
const IGNORED_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid|dclid|yclid|_ga|_gl|mc_cid|mc_eid)$/i;
/** URLs longer than this are rendered but not kept: a cache key is not a place for arbitrary input. */
export const MAX_CACHE_KEY_LENGTH = 512;
/**
 * Quality 8, not 9: on the demo pages 9 saves 0.4 % of the bytes but costs about 12 ms of CPU per page (most of it
 * the kernel mapping its larger encoder tables) against 1.7 ms, and every cache miss pays it.
 */
export const CACHED_BROTLI_QUALITY = 8;
/** Bound of the private store (bytes over all encodings). */
export const PRIVATE_STORE_MAX_BYTES = 64 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** 'path?sorted&query' without tracking parameters; null when the URL is too long to be worth keeping. */
export function htmlCacheKey(url: URL): string | null {
  const params = [...url.searchParams.entries()].filter(([name]) => !IGNORED_PARAMS.test(name));
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  const key = query ? `${url.pathname}?${query}` : url.pathname;
  return key.length > MAX_CACHE_KEY_LENGTH ? null : key;
}

export async function compressPage(html: Buffer, nonce: string): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 9 }),
  ]);
  return { nonce, bodies: { br, gzip: gz } };
}

/** The page's bytes in the encoding the client takes. */
export function pageBody(page: CachedPage, encoding: Encoding): Buffer {
  return encoding === 'identity' ? gunzipSync(page.bodies.gzip) : page.bodies[encoding];
}

/** The bytes a kept page holds, for the caches' byte bounds. */
export const cachedPageBytes = (page: CachedPage): number => page.bodies.br.length + page.bodies.gzip.length + page.nonce.length + 64;

export function edgeCacheHtmlStore(cache: Pick<EdgeCache, 'peek' | 'set'>, ttlSeconds: number): HtmlCacheStore {
  return {
    keepsPages: ttlSeconds > 0,
    peek: (key) => cache.peek<CachedPage>('html', key),
    set: (key, page, tags) => cache.set('html', key, page, tags, cachedPageBytes(page)),
  };
}

export function privateHtmlStore(ttlSeconds: number, maxBytes = PRIVATE_STORE_MAX_BYTES): HtmlCacheStore {
  const lru = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: cachedPageBytes,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  return {
    keepsPages: ttlSeconds > 0,
    peek: (key) => (ttlSeconds > 0 ? lru.get(key) : undefined),
    set: (key, page) => {
      if (ttlSeconds > 0) lru.set(key, page);
    },
  };
}
