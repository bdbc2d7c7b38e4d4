// The browser's CatalogApi: the same calls the server makes in-process, over the edge's public catalogue API
// (DESIGN §3.1). Answers are kept briefly in memory so that back and forward navigations do not ask again.
import type { CatalogApi, CategoryQuery, ProductListQuery, ProductListResult, UrlMapResult } from '../../shared/api/catalog.js';
import { BAD_CONTENT_TYPE, isEnvelope, WRONG_RESPONSE_FORMAT } from '../../shared/api/envelope.js';
import type { CategoryDocument, CmsBlockDocument, CmsPageDocument, ProductDocument } from '../../shared/catalog-types.js';
import { getStoreView, type StoreCode } from '../../shared/store-views.js';
import { CatalogOfflineError, CatalogRequestError } from './catalog-errors.js';

/** How long an answer is reused in this tab (the edge caches longer; this only spares repeated navigations). */
export const BROWSER_CACHE_MS = 60_000;
const BROWSER_CACHE_MAX = 100;

type Fetch = typeof fetch;

// The errors are a module of their own: the shell tells an offline miss apart without loading this client.
export { CatalogOfflineError, CatalogRequestError } from './catalog-errors.js';

/** Reads the `{ code, result }` envelope; code 404 means "nothing there" and gives null. */
async function readEnvelope<T>(response: Response): Promise<T | null> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    throw new CatalogRequestError(BAD_CONTENT_TYPE, response.status);
  }
  const body: unknown = await response.json();
  if (!isEnvelope(body)) throw new CatalogRequestError(WRONG_RESPONSE_FORMAT, response.status);
  if (body.code === 404) return null;
  if (body.code >= 400) throw new CatalogRequestError(typeof body.result === 'string' ? body.result : `Request failed with code ${body.code}`, body.code);
  return body.result as T;
}

export function productListParams(query: ProductListQuery): URLSearchParams {
  const params = new URLSearchParams({ store: query.store });
  if (query.q !== undefined) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', String(query.category));
  if (query.sort) params.set('sort', query.sort);
  if (query.from !== undefined) params.set('from', String(query.from));
  if (query.size !== undefined) params.set('size', String(query.size));
  if (query.skus?.length) params.set('skus', query.skus.join(','));
  if (query.fields) params.set('fields', query.fields);
  if (query.aggregations === false) params.set('aggregations', 'false');
  // Filters go as filter_<attribute>: plain `size` is the page size (DESIGN §3.1).
  for (const [attribute, values] of Object.entries(query.filters ?? {})) {
    if (values?.length) params.set(`filter_${attribute}`, values.join(','));
  }
  if (query.price) params.set('price', `${query.price.from}-${query.price.to ?? ''}`);
  return params;
}

function categoryParams(query: CategoryQuery): URLSearchParams {
  const params = new URLSearchParams({ store: query.store });
  if (query.parent !== undefined) params.set('parent', String(query.parent));
  if (query.level !== undefined) params.set('level', String(query.level));
  if (query.ids?.length) params.set('ids', query.ids.join(','));
  if (query.slug !== undefined) params.set('slug', query.slug);
  return params;
}

/** Extra parameters for product searches and the URL map: the account feature's price-tier group, when enabled. */
let requestParams: () => Record<string, string> = () => ({});

export function setCatalogRequestParams(source: () => Record<string, string>): void {
  requestParams = source;
}

function withRequestParams(params: URLSearchParams): URLSearchParams {
  for (const [key, value] of Object.entries(requestParams())) params.set(key, value);
  return params;
}

export function createBrowserCatalog(fetchImpl: Fetch = (input, init) => fetch(input, init), now: () => number = Date.now): CatalogApi {
  const cache = new Map<string, { at: number; answer: Promise<unknown> }>();
  const request = (url: string, init: RequestInit): Promise<Response> =>
    fetchImpl(url, init).catch((error: unknown) => {
      throw error instanceof TypeError ? new CatalogOfflineError(url) : error;
    });

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < BROWSER_CACHE_MS) return hit.answer as Promise<T>;
    const answer = load();
    cache.set(key, { at: now(), answer });
    if (cache.size > BROWSER_CACHE_MAX) cache.delete(cache.keys().next().value!);
    // Failures are not kept: the next navigation asks again.
    answer.catch(() => cache.delete(key));
    return answer;
  }

  const get = <T,>(url: string): Promise<T | null> =>
    remember(url, async () => readEnvelope<T>(await request(url, { headers: { accept: 'application/json' } })));

  const cms = <T,>(type: 'Page' | 'Block', store: StoreCode, identifier: string): Promise<T | null> =>
    get<T>(`/api/ext/cms-data/cms${type}Identifier/${encodeURIComponent(identifier)}/storeId/${getStoreView(store).id}`);

  return {
    async listProducts(query) {
      const result = await get<ProductListResult>(`/api/catalog/products?${withRequestParams(productListParams(query))}`);
      return result ?? { items: [], total: 0, start: query.from ?? 0, perPage: query.size ?? 0, aggregations: {} };
    },
    getProduct: (store, sku) => get<ProductDocument>(`/api/catalog/product/${encodeURIComponent(sku)}?store=${store}`),
    async listCategories(query) {
      return (await get<CategoryDocument[]>(`/api/catalog/categories?${categoryParams(query)}`)) ?? [];
    },
    resolveUrl: (store, url) => {
      const extra = requestParams();
      return remember(`url-map|${store}|${url}|${new URLSearchParams(extra)}`, async () => {
        const init = { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ url, store, ...extra }) };
        return readEnvelope<UrlMapResult>(await request('/api/url/map', init));
      });
    },
    getCmsPage: (store, identifier) => cms<CmsPageDocument>('Page', store, identifier),
    getCmsBlock: (store, identifier) => cms<CmsBlockDocument>('Block', store, identifier),
  };
}
