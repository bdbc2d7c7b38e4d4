// The catalogue as route loaders and the /api gateway see it (shared/api/catalog.ts CatalogApi): every read goes
// through the edge cache under a named kind, and empty answers are never stored. SSR calls this in-process; the
// browser reaches the same functions over /api/catalog/*.
import { FILTER_ATTRIBUTES, type AttributeMetadata, type CatalogApi, type ProductListQuery, type ProductListResult, type UrlMapResult } from '../../shared/api/catalog.js';
import type { CategoryDocument, CmsPageDocument, ProductDocument } from '../../shared/catalog-types.js';
import { getStoreView, getStoreViewById, STORE_VIEWS, type StoreCode } from '../../shared/store-views.js';
import type { CatalogClient, CmsDocument, CmsEntity } from '../upstream/catalog-client.js';
import { normalizePaging } from '../../shared/catalog/search-rules.js';
import { pickProductForSku, wantsAggregations, type ProductLinkDocument } from '../upstream/catalog-query.js';
import { normalizedKey, type EdgeCache } from './cache.js';
import { categoryTag, listTag, productListTags, productTags, skuTag, storeTag } from './cache-tags.js';

export interface EdgeCatalogService extends CatalogApi {
  getCmsById<E extends CmsEntity>(entity: E, store: StoreCode, id: number): Promise<CmsDocument<E> | null>;
  getCmsByIdentifier<E extends CmsEntity>(entity: E, storeId: number, identifier: string): Promise<CmsDocument<E> | null>;
  /** The filter attributes' option labels in a store view's language (cached with the categories: both change rarely). */
  listFilterAttributes(store: StoreCode): Promise<AttributeMetadata[]>;
  /** Identifiers of a store view's active CMS pages (for the sitemap). */
  listCmsPages(store: StoreCode): Promise<Pick<CmsPageDocument, 'id' | 'identifier' | 'store_id'>[]>;
  /**
   * One page of the products a listing shows, as links only, for the sitemap. Not cached page by page: the sitemap
   * caches what it builds from the whole walk, and pages of it would only push listings out of the cache.
   */
  listProductLinks(store: StoreCode, paging: { from: number; size: number }): Promise<ProductLinkPage>;
}

export interface ProductLinkPage {
  items: ProductLinkDocument[];
  total: number;
}

type CatalogReads = Pick<CatalogClient, 'searchProducts' | 'findProductsBySku' | 'listCategories' | 'findByUrlPath' | 'findCms' | 'listAttributes' | 'listCmsPages' | 'listProductLinks'>;

const hasItems = (result: ProductListResult): boolean => result.items.length > 0;
const nonEmpty = (list: readonly unknown[]): boolean => list.length > 0;

export function createCatalogService(client: CatalogReads, cache: EdgeCache): EdgeCatalogService {
  const service: EdgeCatalogService = {
    async listProducts(query) {
      const normalized = normalizeListQuery(query);
      // The labels are looked up beside the search (cached per store view); a query without aggregations (a lookup
      // of skus, or a caller that shows no filters) needs none. Without labels the filters still work (they show the
      // option ids), so a failed lookup does not fail the listing.
      const labels = wantsAggregations(normalized) ? service.listFilterAttributes(query.store).catch((): AttributeMetadata[] => []) : null;
      const result = await cache.getOrLoad({
        kind: 'search',
        key: normalizedKey(normalized),
        tags: [storeTag(query.store), ...(query.category !== undefined ? [categoryTag(query.category)] : [])],
        // The items' skus too: a price or stock change of one of them drops the listings and searches showing it.
        tagsOf: (found) => productListTags(found.items),
        load: () => client.searchProducts(normalized),
        cacheable: hasItems,
      });
      if (!labels || Object.keys(result.aggregations).length === 0) return result;
      return withAttributeMetadata(result, await labels);
    },

    listFilterAttributes(store) {
      return cache.getOrLoad<AttributeMetadata[]>({
        kind: 'category',
        key: `attributes|${store}|${FILTER_ATTRIBUTES.join(',')}`,
        tags: [storeTag(store)],
        load: () => client.listAttributes(store, FILTER_ATTRIBUTES),
        cacheable: nonEmpty,
      });
    },

    listCmsPages(store) {
      return cache.getOrLoad({
        kind: 'cms',
        key: `cms_page|${store}|all`,
        tags: [storeTag(store), listTag('cms_page')],
        load: () => client.listCmsPages(store),
        cacheable: nonEmpty,
      });
    },

    listProductLinks: (store, paging) => client.listProductLinks(store, paging),

    getProduct(store, sku) {
      return cache.getOrLoad({
        kind: 'product',
        key: `${store}|${sku}`,
        tags: [storeTag(store), skuTag(sku)],
        // A child's or part's change drops its parent's entry as well.
        tagsOf: (product) => (product ? productTags(product) : []),
        load: async () => pickProductForSku(await client.findProductsBySku(store, sku), sku),
      });
    },

    listCategories(query) {
      return cache.getOrLoad<CategoryDocument[]>({
        kind: 'category',
        key: normalizedKey(query),
        // A category created, changed or removed changes the list (the menu, a category page found by slug).
        tags: [storeTag(query.store), listTag('category')],
        load: () => client.listCategories(query),
        cacheable: nonEmpty,
      });
    },

    resolveUrl(store, url) {
      const path = normalizeUrlPath(store, url);
      if (!path) return Promise.resolve(null);
      return cache.getOrLoad({
        kind: 'urlMap',
        key: `${store}|${path}`,
        tags: [storeTag(store)],
        // The mapping carries the document it found, so a change of that product, category or page drops it.
        tagsOf: (found) => (found ? mappedTags(found) : []),
        load: () => lookUpPath(service, client, store, path),
      });
    },

    getCmsPage: (store, identifier) => service.getCmsByIdentifier('cms_page', getStoreView(store).id, identifier),
    getCmsBlock: (store, identifier) => service.getCmsByIdentifier('cms_block', getStoreView(store).id, identifier),

    getCmsById(entity, store, id) {
      return cache.getOrLoad({
        kind: 'cms',
        key: `${entity}|${store}|id:${id}`,
        tags: [storeTag(store), `${entity}:${id}`],
        load: () => client.findCms(store, entity, { id }),
      });
    },

    getCmsByIdentifier(entity, storeId, identifier) {
      // Store id 0 is Magento's "all store views"; its documents live in the main store's index.
      const store = storeId === 0 ? STORE_VIEWS[0] : getStoreViewById(storeId);
      if (!store) return Promise.resolve(null);
      return cache.getOrLoad({
        kind: 'cms',
        key: `${entity}|${store.code}|${identifier}`,
        tags: [storeTag(store.code), `${entity}:${identifier}`],
        // A change event names a CMS page by its id (apply.ts), so the entry found by identifier carries it too.
        tagsOf: (doc) => (doc ? [`${entity}:${doc.id}`] : []),
        load: () => client.findCms(store.code, entity, { identifier, storeId }),
      });
    },
  };
  return service;
}

const labelledResults = new WeakMap<ProductListResult, { labels: AttributeMetadata[]; labelled: ProductListResult }>();

/**
 * The listing with its filter labels, as the same object for as long as both come from the cache: the gateway keeps
 * a result's JSON and compressed bytes per object (send-json.ts), so a new object on every hit would serialise and
 * compress a whole page of products again each time.
 */
function withAttributeMetadata(result: ProductListResult, labels: AttributeMetadata[]): ProductListResult {
  const known = labelledResults.get(result);
  if (known?.labels === labels) return known.labelled;
  const labelled = { ...result, attributeMetadata: labels };
  labelledResults.set(result, { labels, labelled });
  return labelled;
}

/**
 * Equivalent queries as one, so that they share one cache entry: filter values sorted and de-duplicated
 * (?color=2,1 and ?color=1,2), paging as spec 01 §9 reads it (no size, size=0 and size=-3 are all 50; a negative
 * start is 0), the search text trimmed with its spaces collapsed, and an explicit `aggregations: true` the default.
 */
export function normalizeListQuery(query: ProductListQuery): ProductListQuery {
  const { aggregations, filters, from, size, q, ...rest } = query;
  const normalized: ProductListQuery = aggregations === false ? { ...rest, aggregations } : rest;
  if (q !== undefined) normalized.q = q.trim().replace(/\s+/g, ' ');
  // A sku lookup asks for at least as many products as it names (catalog-query.ts does the same).
  const paging = normalizePaging(from, query.skus?.length ? Math.max(size ?? 0, query.skus.length) : size);
  normalized.from = paging.from;
  normalized.size = paging.size;
  if (!filters) return normalized;
  const sorted: ProductListQuery['filters'] = {};
  for (const [name, values] of Object.entries(filters)) {
    if (values?.length) sorted[name as keyof typeof sorted] = [...new Set(values)].sort();
  }
  return { ...normalized, filters: sorted };
}

/**
 * '/de/men/oxfords/?x=1' in store de → 'men/oxfords': query, fragment, the store's prefix and surrounding slashes
 * removed (spec 01 §2 URL resolution step 1). Empty for the home page, which is no mapping.
 */
export function normalizeUrlPath(store: StoreCode, url: string): string {
  let path = url.split(/[?#]/, 1)[0];
  const prefix = getStoreView(store).prefix;
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length);
  path = path.replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The route patterns of spec 01 §2 first (/p/{sku}/…, /c/{slug}, /i/{slug}), then url_path and CMS identifier. */
async function lookUpPath(service: EdgeCatalogService, client: CatalogReads, store: StoreCode, path: string): Promise<UrlMapResult | null> {
  const [head, first, ...rest] = path.split('/');
  if (head === 'p' && first) return asProduct(await service.getProduct(store, first));
  if (head === 'c' && first && rest.length === 0) return asCategory((await service.listCategories({ store, slug: first }))[0]);
  if (head === 'i' && first && rest.length === 0) return asCmsPage(await service.getCmsPage(store, first));
  const [product, category, page] = await Promise.all([
    client.findByUrlPath(store, 'product', path),
    client.findByUrlPath(store, 'category', path),
    path.includes('/') ? Promise.resolve(null) : service.getCmsPage(store, path),
  ]);
  return asProduct(product && pickProductForSku([product], product.sku)) ?? asCategory(category) ?? asCmsPage(page);
}

function mappedTags(found: UrlMapResult): string[] {
  if (found._type === 'product') return productTags(found._source);
  if (found._type === 'category') return [categoryTag(found._source.id)];
  return [`cms_page:${found._source.id}`];
}

function asProduct(doc: ProductDocument | null | undefined): UrlMapResult | null {
  return doc ? { _type: 'product', _source: doc } : null;
}

function asCategory(doc: CategoryDocument | null | undefined): UrlMapResult | null {
  return doc ? { _type: 'category', _source: doc } : null;
}

function asCmsPage(doc: CmsPageDocument | null | undefined): UrlMapResult | null {
  return doc ? { _type: 'cms_page', _source: doc } : null;
}
