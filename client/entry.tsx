// The browser's start: revive the deferred values the server streamed, load the route modules of the current
// URL before hydrating (otherwise React renders the page twice, ENV-NOTES), then hydrate the server's HTML.
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createBrowserCatalog } from './api/catalog-client.js';
import { reviveDeferred, type HydrationData } from './api/hydration-data.js';
import { createBrowserReviews } from './api/review-client.js';
import { createLoaderContext, type LoaderServices } from './api/services.js';
import { createRoutes } from './routes.js';

declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationData;
  }
}

async function loadMatchedRouteModules(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const routes = createRoutes();
  reviveDeferred(window.__staticRouterHydrationData);
  await loadMatchedRouteModules(routes);
  const services: LoaderServices = {
    catalog: createBrowserCatalog(),
    reviews: createBrowserReviews(),
    warn: (message) => console.warn(message),
    build: { appVersion: __APP_VERSION__, buildDate: __BUILD_DATE__ },
  };
  const router = createBrowserRouter(routes, { getContext: () => createLoaderContext(services) });
  hydrateRoot(document.getElementById('app')!, <RouterProvider router={router} />);
}

void start();
