// Client-side navigations while offline (spec 01 §8): when a route's data could be neither fetched nor found in
// the service worker's caches, open the page from the worker's page cache if it was browsed as a document, else
// show 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.' and go home.
import { isRouteErrorResponse, type DataRouter } from 'react-router';
import { getTranslator } from '../../shared/i18n/messages.js';
import { decideOfflineMiss, OFFLINE_UNAVAILABLE_MESSAGE } from '../../shared/pwa/offline-pages.js';
import { storeViewFromPath } from '../../shared/store-views.js';
import { CatalogOfflineError } from '../api/catalog-errors.js';
import { notify } from '../stores/notification-store.js';

type Router = Pick<DataRouter, 'subscribe' | 'navigate' | 'state'>;

/**
 * An error of a route that means "offline and nothing cached". While offline a 404 counts too: the URL dispatcher
 * turns a mapping it could not fetch into "not found" (spec 01 §8), and the worker never keeps a 404 answer.
 */
export function isOfflineMiss(error: unknown, online: boolean): boolean {
  if (error instanceof CatalogOfflineError) return true;
  if (online) return false;
  return error instanceof TypeError || (isRouteErrorResponse(error) && error.status === 404);
}

async function hasCachedPage(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    return (await caches.match(url)) !== undefined;
  } catch {
    return false;
  }
}

async function handleOfflineMiss(router: Router, url: string): Promise<void> {
  const { store } = storeViewFromPath(url.split(/[?#]/)[0]);
  const action = decideOfflineMiss(url, store, await hasCachedPage(url));
  if (action.kind === 'open-cached-page') {
    window.location.assign(action.url);
  } else if (action.kind === 'reload-home') {
    window.location.assign(action.home);
  } else {
    notify({ type: 'warning', message: getTranslator(store.language)(OFFLINE_UNAVAILABLE_MESSAGE) });
    await router.navigate(action.home, { replace: true });
  }
}

/** Watches the router's finished navigations for offline misses. */
export function watchOfflineMisses(router: Router): () => void {
  let handledKey: string | null = null;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || !state.errors) return;
    const online = navigator.onLine !== false;
    if (!Object.values(state.errors).some((error) => isOfflineMiss(error, online))) return;
    if (handledKey === state.location.key) return;
    handledKey = state.location.key;
    void handleOfflineMiss(router, `${state.location.pathname}${state.location.search}`);
  });
}
