// Registers the service worker after hydration (production builds only), offers a waiting new version with
// 'A new version is available' and 'Reload' (which lets the new worker take over, then reloads), and asks the worker
// to keep the HTML of pages reached by client-side navigation, so they open offline after a reload too.
import type { DataRouter } from 'react-router';
import { getTranslator } from '../../shared/i18n/messages.js';
import { SW_MESSAGES } from '../../shared/pwa/offline-pages.js';
import { storeViewFromPath } from '../../shared/store-views.js';
import { notify } from '../stores/notification-store.js';

export const SERVICE_WORKER_URL = '/sw.js';
export const NEW_VERSION_MESSAGE = 'A new version is available';

function translator() {
  return getTranslator(storeViewFromPath(window.location.pathname).store.language);
}

/** Set when the shopper chose 'Reload': only then does a change of controller reload the page. */
let updateRequested = false;

function offerUpdate(waiting: ServiceWorker): void {
  const t = translator();
  notify({
    type: 'info',
    message: t(NEW_VERSION_MESSAGE),
    hasNoTimeout: true,
    actions: [
      {
        label: t('Reload'),
        action: () => {
          updateRequested = true;
          waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
        },
      },
    ],
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A worker already waiting from an earlier visit, while an older one controls this page.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install, not an update: nothing to offer.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updateRequested) window.location.reload();
  });
  // Long-lived tabs look for a new build when the shopper comes back to them.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

/** After each finished client-side navigation, the worker keeps the new page's HTML (it fetches it itself). */
function warmNavigatedPages(router: Pick<DataRouter, 'subscribe'>): void {
  let lastKey: string | null = null;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.errors || state.location.key === lastKey) return;
    lastKey = state.location.key;
    navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.cachePage, url: `${state.location.pathname}${state.location.search}` });
  });
}

export function registerServiceWorker(router: Pick<DataRouter, 'subscribe'>): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  warmNavigatedPages(router);
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then(watchForUpdates)
    .then(() => navigator.serviceWorker.ready)
    // The page that installed the worker was loaded before the worker could see it: keep it now.
    .then((registration) => registration.active?.postMessage({ type: SW_MESSAGES.cachePage, url: `${window.location.pathname}${window.location.search}` }))
    .catch((error: unknown) => console.warn(`service worker registration failed: ${error instanceof Error ? error.message : String(error)}`));
}
