// The app shell the service worker precaches as its offline fallback: one small page per store view that says the
// requested page is not available offline and goes to the store view's home (spec 01 §8), plus the names of the
// messages the page and the worker exchange.
import { localizePath, type StoreView } from '../store-views.js';

export const OFFLINE_UNAVAILABLE_MESSAGE = 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';
export const OFFLINE_NOTICE = 'You are offline. Some features might not be available.';
/** How long the offline page shows its message before it goes home. */
export const OFFLINE_REDIRECT_SECONDS = 3;

export const SW_MESSAGES = {
  /** Page → waiting worker: take over now (the shopper chose 'Reload'). */
  skipWaiting: 'SKIP_WAITING',
  /** Page → active worker: keep this page's HTML (reached by client-side navigation). */
  cachePage: 'CACHE_PAGE',
  /** Page → worker: answer your build version on the given port. */
  version: 'GET_VERSION',
} as const;

export const OFFLINE_PAGE_NAME = 'offline.html';

/** '/offline.html', '/de/offline.html', '/it/offline.html'. */
export function offlinePagePath(store: StoreView): string {
  return `${store.prefix}/${OFFLINE_PAGE_NAME}`;
}

export function homePath(store: StoreView): string {
  return localizePath(store.code, '/');
}

export type OfflineMissAction =
  /** The service worker holds the page's HTML (browsed by a full load): open it from there. */
  | { kind: 'open-cached-page'; url: string }
  /** Spec 01 §8: show 'not available in Offline mode' and go to the store view's home. */
  | { kind: 'go-home'; home: string }
  /** Home itself could not load its data offline: load it as a document (the worker keeps the home pages). */
  | { kind: 'reload-home'; home: string };

/** What to do when a client-side navigation found neither network nor cached data for `url` (path + search). */
export function decideOfflineMiss(url: string, store: StoreView, hasCachedPage: boolean): OfflineMissAction {
  const home = homePath(store);
  const path = url.split(/[?#]/)[0];
  if (path === home || path === (home.replace(/\/$/, '') || '/')) return { kind: 'reload-home', home };
  if (hasCachedPage) return { kind: 'open-cached-page', url };
  return { kind: 'go-home', home };
}
