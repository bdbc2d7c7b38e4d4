// What the service worker does with each request (issue 6 §2), as pure decisions so they are unit tested without a
// browser: browsed pages network-first, catalogue API answers stale-while-revalidate, product images cache-first,
// the build's hashed assets from the precache, and everything personal or not a GET straight to the network.

export type CacheStrategy = 'network-only' | 'page-network-first' | 'api-stale-while-revalidate' | 'image-cache-first' | 'precache-first';

export interface RequestFacts {
  method: string;
  url: string;
  /** The service worker's own origin ('http://127.0.0.1:3000'). */
  origin: string;
  /** Request.mode: 'navigate' for a document load. */
  mode: string;
  /** The Accept header, for HTML requests that are not navigations (the page warm-up). */
  accept: string;
}

/** Catalogue reads that are the same for every shopper (DESIGN §3.1); only these API answers are cached. */
const CATALOGUE_API_PREFIXES = ['/api/catalog/', '/api/ext/cms-data/'];
/** Never cached, whatever else matches: carts, accounts, orders, payment, stock (issue 6 §2). */
const PRIVATE_PREFIXES = ['/api/cart', '/api/user', '/api/order', '/api/payone', '/api/stock', '/api/'];
const NOT_PAGE_PREFIXES = ['/api/', '/img/', '/assets/', '/healthz', '/readyz', '/sw.js'];

function startsWithAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path.startsWith(prefix));
}

export function isManifestPath(path: string): boolean {
  return path.endsWith('/manifest.webmanifest');
}

/** The strategy for one request; 'network-only' means the worker leaves the request to the browser. */
export function chooseStrategy(request: RequestFacts): CacheStrategy {
  if (request.method !== 'GET') return 'network-only';
  const url = new URL(request.url);
  if (url.origin !== request.origin) return 'network-only';
  const path = url.pathname;
  if (startsWithAny(path, CATALOGUE_API_PREFIXES)) return 'api-stale-while-revalidate';
  if (startsWithAny(path, PRIVATE_PREFIXES)) return 'network-only';
  if (path.startsWith('/img/')) return 'image-cache-first';
  if (path.startsWith('/assets/')) return 'precache-first';
  if (startsWithAny(path, NOT_PAGE_PREFIXES) || isManifestPath(path)) return 'network-only';
  const wantsHtml = request.mode === 'navigate' || request.accept.includes('text/html');
  return wantsHtml ? 'page-network-first' : 'network-only';
}

export interface ResponseFacts {
  status: number;
  contentType: string;
  cacheControl: string;
}

/**
 * Whether an answer may be kept for offline use. Pages only when the edge marks them public (the same for every
 * visitor: checkout and account pages are 'no-cache' and never stored); nothing the server says not to store.
 */
export function isCacheableResponse(strategy: CacheStrategy, response: ResponseFacts): boolean {
  if (response.status !== 200 || /no-store/i.test(response.cacheControl)) return false;
  switch (strategy) {
    case 'page-network-first':
      return response.contentType.includes('text/html') && /public/i.test(response.cacheControl);
    case 'api-stale-while-revalidate':
      return response.contentType.includes('application/json');
    case 'image-cache-first':
      return response.contentType.startsWith('image/');
    case 'precache-first':
      return true;
    default:
      return false;
  }
}

/** Whether a page warm-up request from the page (after a client-side navigation) names a page we would cache. */
export function isWarmablePage(url: string, origin: string): boolean {
  return chooseStrategy({ method: 'GET', url, origin, mode: 'navigate', accept: 'text/html' }) === 'page-network-first';
}
