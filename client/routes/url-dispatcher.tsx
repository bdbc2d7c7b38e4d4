// Every path no other route matches (spec 01 §2 "URL resolution"): the path is looked up in the URL mapping and
// shows the category, product or content page it names; with no mapping, the not-found page answers 404.
import { useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import { urlMapKey } from '../../shared/routing/url-dispatch.js';
import { notFound, requestPlace } from '../api/loader-helpers.js';
import { getServices, type LoaderServices } from '../api/services.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import type { ScreenMetaFunction } from '../routes.js';
import * as category from './category.js';
import * as cms from './cms-page.js';
import * as product from './product.js';

type DispatchedPage = category.CategoryPageData | product.ProductPageData | cms.CmsPageData;

export const meta: ScreenMetaFunction<DispatchedPage> = (args) => {
  switch (args.data?.kind) {
    case 'category':
      return category.meta({ ...args, data: args.data });
    case 'product':
      return product.meta({ ...args, data: args.data });
    case 'cms':
      return cms.meta({ ...args, data: args.data });
    default:
      return { title: args.t('Page not found'), description: '', noindex: true };
  }
};

/** Spec 01 §8: a failed URL-map request logs an error and returns nothing, which gives the not-found page. */
function resolveOrNothing(services: LoaderServices, store: Parameters<LoaderServices['catalog']['resolveUrl']>[0], pathname: string) {
  return services.catalog.resolveUrl(store, pathname).catch((error: unknown) => {
    services.warn(`URL mapping failed for ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
}

export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<DispatchedPage> {
  const services = getServices(context);
  const { store, path, url } = requestPlace(request);
  const key = urlMapKey(path);
  const match = key ? await resolveOrNothing(services, store.code, url.pathname) : null;
  switch (match?._type) {
    case 'category':
      return category.loadCategoryPage(services, store, match._source, url);
    case 'product':
      return product.loadProductPage(services, store, await product.resolveProduct(services, store, match._source.sku, match._source), url.origin);
    case 'cms_page':
      return cms.toCmsPageData(match._source);
    default:
      services.warn(`No URL mapping found for ${url.pathname}`);
      return notFound('page-not-found');
  }
}

export function Component() {
  const data = useLoaderData() as DispatchedPage;
  if (data.kind === 'category') return <category.Component />;
  if (data.kind === 'product') return <product.Component />;
  return <cms.Component />;
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
