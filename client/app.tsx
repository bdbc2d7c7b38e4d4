// The browser app (client/entry.tsx starts it): revive the deferred values the server streamed, load the route
// modules of the current URL and the shell's texts in the page's language before hydrating (otherwise React renders
// the page twice, ENV-NOTES, or in English keys), then hydrate the server's HTML and start the offline support
// (service worker, offline misses of client-side navigations).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { lazyLoaderCatalog } from './api/browser-catalog.js';
import { hydratedPaymentMethods, readHydrationData, reviveDeferred } from './api/hydration-data.js';
import { createBrowserReviews } from './api/review-client.js';
import { createLoaderContext, type LoaderServices } from './api/services.js';
import { startTagManager } from './consent/tag-manager.js';
import { loadMessages } from './messages/load-messages.js';
import { SHELL_NAMESPACES } from './messages/page-messages.js';
import { watchOfflineMisses } from './pwa/offline-navigation.js';
import { registerServiceWorker } from './pwa/register-service-worker.js';
import { createRoutes, loadScreenModule, pageScreens } from './routes.js';
import { afterLoadWhenIdle } from './shell/after-load.js';
import { openDeferredRegions } from './shell/deferred-region.js';
import { followSpaLinks } from './shell/spa-links.js';
import './shell/first-load-catalog.js';
import { storeViewFromPath, type StoreView } from '../shared/store-views.js';

declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;

/** The matched routes' lazy modules, and the screen the URL dispatcher showed on the server (by its loader data). */
async function loadMatchedRouteModules(routes: RouteObject[], store: StoreView): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaderData = readHydrationData()?.loaderData ?? {};
  const shown = pageScreens(matches.map(({ route }) => ({ handle: route.handle as unknown, data: loaderData[route.id ?? ''] })));
  await Promise.all([
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
    // Its failure shows the load error in place of the page (url-dispatcher.tsx); hydration goes on.
    ...shown.map((screen) => loadScreenModule(screen, store).catch(() => undefined)),
  ]);
}

export async function start(): Promise<void> {
  const routes = createRoutes();
  reviveDeferred(readHydrationData());
  const { store } = storeViewFromPath(window.location.pathname);
  // Both were preloaded by the server's <link rel="modulepreload">: no extra round trip.
  await Promise.all([loadMatchedRouteModules(routes, store), loadMessages(store.language, SHELL_NAMESPACES)]);
  const services: LoaderServices = {
    // URL mappings are kept in local storage: a page reached through the URL dispatcher opens offline too.
    catalog: lazyLoaderCatalog(),
    reviews: createBrowserReviews(),
    warn: (message) => console.warn(message),
    build: { appVersion: __APP_VERSION__, buildDate: __BUILD_DATE__, paymentMethods: hydratedPaymentMethods(readHydrationData()) },
  };
  const router = createBrowserRouter(routes, { getContext: () => createLoaderContext(services) });
  // The server's HTML is already on screen: hydrating as a transition lets React yield to the browser every few
  // milliseconds instead of holding the main thread for the whole page, so an early tap is not kept waiting.
  startTransition(() => {
    hydrateRoot(document.getElementById('app')!, <RouterProvider router={router} />);
  });
  watchOfflineMisses(router);
  // Any change of the router's state (a navigation, a revalidation, a fetcher) renders the page anew, deferred
  // regions included: their code must not wait for the shopper then (client/shell/deferred-region.tsx).
  const stopWatchingRouter = router.subscribe(() => {
    openDeferredRegions();
    stopWatchingRouter();
  });
  // Product cards and filter values are plain anchors (no <Link> to hydrate each): one listener follows them.
  followSpaLinks(router);
  afterLoadWhenIdle(() => {
    // On every layout (checkout's too): a returning shopper's tracking consent loads the tag manager.
    void startTagManager();
    // Development builds change on every save: a worker would keep serving the previous one.
    if (process.env.NODE_ENV === 'production') registerServiceWorker(router);
  });
}
