// The browser's catalogue for loaders and the search panel: the HTTP client (client/api/catalog-client.ts), for
// loaders behind the URL cache kept in local storage (a page reached through the URL dispatcher opens offline too).
// Loaders run in the browser only on client-side moves and the search panel only once the shopper types, so neither
// the client nor the cache is part of a page's first load: they are imported at the first call.
import type { CatalogApi } from '../../shared/api/catalog.js';

/** A CatalogApi whose every call first makes sure the client `create` builds is there (built once). */
function lazyCatalog(create: () => Promise<CatalogApi>): CatalogApi {
  let loading: Promise<CatalogApi> | null = null;
  const ready = (): Promise<CatalogApi> => {
    if (!loading) {
      loading = create();
      // A failed download (offline without the service worker's copy) is tried again at the next call.
      loading.catch(() => (loading = null));
    }
    return loading;
  };
  return {
    listProducts: (query) => ready().then((catalog) => catalog.listProducts(query)),
    getProduct: (store, sku) => ready().then((catalog) => catalog.getProduct(store, sku)),
    listCategories: (query) => ready().then((catalog) => catalog.listCategories(query)),
    resolveUrl: (store, url) => ready().then((catalog) => catalog.resolveUrl(store, url)),
    getCmsPage: (store, identifier) => ready().then((catalog) => catalog.getCmsPage(store, identifier)),
    getCmsBlock: (store, identifier) => ready().then((catalog) => catalog.getCmsBlock(store, identifier)),
  };
}

/** The loaders' catalogue: URL mappings are kept in local storage. */
export function lazyLoaderCatalog(): CatalogApi {
  return lazyCatalog(async () => {
    const [client, urlCache, storage] = await Promise.all([import('./catalog-client.js'), import('../persistence/url-cache.js'), import('../persistence/persistent-storage.js')]);
    return urlCache.withUrlCache(client.createBrowserCatalog(), urlCache.createUrlCache(storage.browserPersistence()!));
  });
}

/** The plain HTTP client (the search panel's). */
export function lazyHttpCatalog(): CatalogApi {
  return lazyCatalog(async () => (await import('./catalog-client.js')).createBrowserCatalog());
}
