// The shop's service worker (issue 6 §2), built by scripts/build.ts to dist/client/sw.js with the build's version
// and the list of its hashed assets. Install precaches the app shell (the offline pages of every store view and
// the assets) and warms the store views' home pages; activate deletes the caches of earlier builds; fetch applies
// the strategies of shared/pwa/sw-strategy.ts. A new worker waits until the page asks it to take over.
import { API_CACHE_LIMIT, cacheNames, IMAGE_CACHE_LIMIT, obsoleteCaches, PAGE_CACHE_LIMIT } from '../shared/pwa/cache-limits.js';
import { offlinePagePath, SW_MESSAGES } from '../shared/pwa/offline-pages.js';
import { chooseStrategy, isWarmablePage } from '../shared/pwa/sw-strategy.js';
import { STORE_VIEWS, storeViewFromPath, localizePath } from '../shared/store-views.js';
import { cacheFirst, freshMatch, pageNetworkFirst, staleWhileRevalidate, storeResponse, type RuntimeCache } from './pwa/sw-cache-ops.js';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

const worker = self as unknown as ServiceWorkerGlobalScope;
const names = cacheNames(__SW_VERSION__);
const pages: RuntimeCache = { name: names.pages, limit: PAGE_CACHE_LIMIT };
const api: RuntimeCache = { name: names.api, limit: API_CACHE_LIMIT };
const images: RuntimeCache = { name: names.images, limit: IMAGE_CACHE_LIMIT };
const OFFLINE_PAGES = STORE_VIEWS.map(offlinePagePath);
const HOME_PAGES = STORE_VIEWS.map((store) => localizePath(store.code, '/'));

/** Fetches a page into the pages cache; a failure only means it is not there offline. */
async function warmPage(url: string): Promise<void> {
  try {
    const request = new Request(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
    await storeResponse(pages, 'page-network-first', request, await fetch(request));
  } catch {
    // Offline or the server refused: nothing to keep.
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const precache = await caches.open(names.precache);
      await precache.addAll([...OFFLINE_PAGES, ...__SW_PRECACHE__]);
      await Promise.all(HOME_PAGES.map(warmPage));
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(obsoleteCaches(await caches.keys(), names).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

/** The offline page of the requested path's store view: it says the page is not available and goes home. */
async function offlineFallback(url: string): Promise<Response> {
  const { store } = storeViewFromPath(new URL(url).pathname);
  return (await caches.match(offlinePagePath(store), { cacheName: names.precache })) ?? Response.error();
}

async function precacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: names.precache })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = chooseStrategy({ method: request.method, url: request.url, origin: worker.location.origin, mode: request.mode, accept: request.headers.get('accept') ?? '' });
  const waitUntil = (promise: Promise<unknown>) => event.waitUntil(promise);
  switch (strategy) {
    case 'page-network-first':
      event.respondWith(pageNetworkFirst(pages, request, () => offlineFallback(request.url), waitUntil));
      return;
    case 'api-stale-while-revalidate':
      event.respondWith(staleWhileRevalidate(api, request, waitUntil));
      return;
    case 'image-cache-first':
      event.respondWith(cacheFirst(images, request));
      return;
    case 'precache-first':
      event.respondWith(precacheFirst(request));
      return;
    default:
    // Carts, accounts, orders, payment and every POST go to the network untouched.
  }
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) {
    void worker.skipWaiting();
  } else if (data?.type === SW_MESSAGES.cachePage && typeof data.url === 'string') {
    const url = new URL(data.url, worker.location.origin).href;
    // A page reached by client-side navigation: keep its HTML too, so that it opens offline after a reload.
    if (isWarmablePage(url, worker.location.origin)) event.waitUntil(freshMatch(pages, url).then((hit) => (hit ? undefined : warmPage(url))));
  } else if (data?.type === SW_MESSAGES.version) {
    event.ports[0]?.postMessage({ version: __SW_VERSION__ });
  }
});
