// Every path no other route matches (spec 01 §2 "URL resolution"): the path is looked up in the URL mapping and
// shows the category, product or content page it names; with no mapping, the not-found page answers 404. The screen
// it shows is loaded only once the mapping names it (client/routes.ts loadScreenModule): a category page does not
// download the product page's code, nor the reverse. Before hydrating, the browser loads the screen the server
// showed (client/app.tsx), so rendering stays synchronous.
import { useLoaderData, useRouteError, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import { urlMapKey } from '../../shared/routing/url-dispatch.js';
import type { StoreView } from '../../shared/store-views.js';
import { notFound, requestPlace } from '../api/loader-helpers.js';
import { getServices, type LoaderServices } from '../api/services.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { RouteChunkError } from '../components/offline/RouteChunkError.js';
import { dispatchedScreen, getLoadedScreen, loadScreenModule, ScreenLoadError, type ScreenMetaFunction } from '../routes.js';
import type * as category from './category.js';
import type * as cms from './cms-page.js';
import type * as product from './product.js';

type DispatchedPage = category.CategoryPageData | product.ProductPageData | cms.CmsPageData;

/** The module of the screen showing the page, once loaded. */
function shownScreen(data: DispatchedPage | undefined) {
  const screen = dispatchedScreen(data?.kind);
  return screen ? getLoadedScreen(screen) : undefined;
}

export const meta: ScreenMetaFunction<DispatchedPage> = (args) => {
  const screen = shownScreen(args.data);
  if (screen) return screen.meta(args);
  return { title: args.t('Page not found'), description: '', noindex: true };
};

/** Spec 01 §8: a failed URL-map request logs an error and returns nothing, which gives the not-found page. */
function resolveOrNothing(services: LoaderServices, store: Parameters<LoaderServices['catalog']['resolveUrl']>[0], pathname: string) {
  return services.catalog.resolveUrl(store, pathname).catch((error: unknown) => {
    services.warn(`URL mapping failed for ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
}

const loadCategory = (store: StoreView) => loadScreenModule<typeof category>('category', store);
const loadProduct = (store: StoreView) => loadScreenModule<typeof product>('product', store);
const loadCms = (store: StoreView) => loadScreenModule<typeof cms>('cms-page', store);

export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<DispatchedPage> {
  const services = getServices(context);
  const { store, path, url } = requestPlace(request);
  const key = urlMapKey(path);
  const match = key ? await resolveOrNothing(services, store.code, url.pathname) : null;
  switch (match?._type) {
    case 'category':
      return (await loadCategory(store)).loadCategoryPage(services, store, match._source, url);
    case 'product': {
      const screen = await loadProduct(store);
      return screen.loadProductPage(services, store, await screen.resolveProduct(services, store, match._source.sku, match._source), url.origin);
    }
    case 'cms_page':
      return (await loadCms(store)).toCmsPageData(match._source);
    default:
      services.warn(`No URL mapping found for ${url.pathname}`);
      return notFound('page-not-found');
  }
}

export function Component() {
  const screen = shownScreen(useLoaderData() as DispatchedPage);
  if (!screen) return <RouteChunkError />;
  return <screen.Component />;
}

export function ErrorBoundary() {
  // The code of the page the mapping named did not arrive: the same load error as a screen's own chunk.
  return useRouteError() instanceof ScreenLoadError ? <RouteChunkError /> : <RouteErrorContent />;
}
