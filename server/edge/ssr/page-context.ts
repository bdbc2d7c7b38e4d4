// From a Fastify request to React Router's answer: the Fetch Request its static handler takes, the loader
// services (the in-process catalogue, watched for upstream failures), and what the matched routes say about the
// page (head, preloads, whether it may be shared through the HTML cache, its cache tags).
import type { FastifyRequest } from 'fastify';
import type { StaticHandlerContext } from 'react-router';
import type { CatalogApi } from '../../../shared/api/catalog.js';
import { getTranslator } from '../../../shared/i18n/index.js';
import { storeViewFromPath, type StoreView } from '../../../shared/store-views.js';
import type { BuildInfo, LoaderServices } from '../../../client/api/services.js';
import { SHELL_NAMESPACES } from '../../../client/messages/page-messages.js';
import { deepestHandle, pageScreens, resolveScreenMeta, SCREENS, type RouteHandle, type ScreenMeta } from '../../../client/routes.js';
import { messagePreloads, modulePreloads, type ClientManifest } from './manifest.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { categoryTag, listTag, productListTags, productTags, skuTag } from '../cache-tags.js';
import { reviewCacheTag } from '../review-reader.js';

/** The request's URL on the public origin. Concatenated, so a path like '//host/x' stays a path. */
export function publicRequestUrl(publicUrl: string, requestUrl: string): URL {
  return new URL(new URL(publicUrl).origin + (requestUrl.startsWith('/') ? requestUrl : `/${requestUrl}`));
}

export function toFetchRequest(request: FastifyRequest, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return new Request(url, { method: 'GET', headers, signal });
}

/** The catalogue as the page's loaders see it; `onFailure` hears of every failed call (such a page is not cached). */
export function watchFailures(catalog: CatalogApi, onFailure: () => void): CatalogApi {
  const watch =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call(...args).catch((error: unknown) => {
        onFailure();
        throw error;
      });
  return {
    listProducts: watch((query) => catalog.listProducts(query)),
    getProduct: watch((store, sku) => catalog.getProduct(store, sku)),
    listCategories: watch((query) => catalog.listCategories(query)),
    resolveUrl: watch((store, url) => catalog.resolveUrl(store, url)),
    getCmsPage: watch((store, identifier) => catalog.getCmsPage(store, identifier)),
    getCmsBlock: watch((store, identifier) => catalog.getCmsBlock(store, identifier)),
  };
}

/**
 * The catalogue as the page's loaders see it, noting into `tags` the cache tags of everything the page shows (the
 * products of its listings and carousels with their parts, its category, its CMS page and blocks), so that the
 * rendered page is dropped by any change event about one of them.
 */
export function collectCacheTags(catalog: CatalogApi, tags: Set<string>): CatalogApi {
  const note = (list: readonly string[]) => list.forEach((tag) => tags.add(tag));
  return {
    listProducts: async (query) => {
      const result = await catalog.listProducts(query);
      note(productListTags(result.items));
      if (query.category !== undefined) tags.add(categoryTag(query.category));
      return result;
    },
    getProduct: async (store, sku) => {
      const product = await catalog.getProduct(store, sku);
      note(product ? productTags(product) : [skuTag(sku)]);
      return product;
    },
    listCategories: async (query) => {
      const categories = await catalog.listCategories(query);
      // The menu every page shows: a category created, renamed or removed drops the pages.
      tags.add(listTag('category'));
      return categories;
    },
    resolveUrl: async (store, url) => {
      const found = await catalog.resolveUrl(store, url);
      if (found?._type === 'product') note(productTags(found._source));
      else if (found?._type === 'category') tags.add(categoryTag(found._source.id));
      else if (found?._type === 'cms_page') tags.add(`cms_page:${found._source.id}`);
      return found;
    },
    getCmsPage: async (store, identifier) => {
      const page = await catalog.getCmsPage(store, identifier);
      tags.add(`cms_page:${page?.id ?? identifier}`);
      return page;
    },
    getCmsBlock: async (store, identifier) => {
      const block = await catalog.getCmsBlock(store, identifier);
      tags.add(`cms_block:${block?.id ?? identifier}`);
      return block;
    },
  };
}

export function loaderServices(request: FastifyRequest, catalog: CatalogApi, build: BuildInfo): LoaderServices {
  return { catalog, reviews: request.server.reviewReader, build, warn: (message) => request.log.warn(message) };
}

export interface PageFacts {
  store: StoreView;
  meta: ScreenMeta;
  /** Path inside the store view for the canonical and alternates. */
  canonicalPath: string;
  modulePreloads: string[];
  handle: RouteHandle | undefined;
  /** Tags the edge cache's invalidation can drop this page by. */
  cacheTags: string[];
}

function screenData(context: StaticHandlerContext, handle: RouteHandle | undefined): unknown {
  const match = [...context.matches].reverse().find((m) => m.route.handle === handle);
  return match ? context.loaderData[match.route.id] : undefined;
}

function cacheTags(store: StoreView, data: unknown): string[] {
  const tags = [`store:${store.code}`];
  const page = data as { kind?: string; category?: { id: number }; product?: ProductDocument } | undefined;
  if (page?.kind === 'category' && page.category) tags.push(`category:${page.category.id}`);
  // The product page also shows the product's approved reviews (read fresh, not through the catalogue).
  if (page?.kind === 'product' && page.product) tags.push(...productTags(page.product), reviewCacheTag(page.product.id));
  return tags;
}

export function describePage(context: StaticHandlerContext, url: URL, manifest: ClientManifest): PageFacts {
  const { store, path } = storeViewFromPath(url.pathname);
  const matches = context.matches.map((m) => ({ handle: m.route.handle as unknown, data: context.loaderData[m.route.id] }));
  const handle = deepestHandle(matches);
  const meta = resolveScreenMeta(matches, getTranslator(store.language), store);
  // The screens the page shows (the URL dispatcher's too) and their texts in its language, besides the shell's.
  const screens = pageScreens(matches).map((screen) => SCREENS[screen]);
  const modules = screens.map((screen) => screen.module);
  const namespaces = [...SHELL_NAMESPACES, ...screens.flatMap((screen) => screen.messages)];
  return {
    store,
    meta,
    canonicalPath: meta.canonicalPath ?? path,
    modulePreloads: [...modulePreloads(manifest, modules), ...messagePreloads(manifest, store.language, namespaces)],
    handle,
    cacheTags: cacheTags(store, screenData(context, handle)),
  };
}
