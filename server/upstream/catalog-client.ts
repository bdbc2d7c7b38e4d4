// Typed client of the catalogue index: builds the Elasticsearch DSL (catalog-query.ts) and calls
// POST /{index}/_search, one index per store view and entity (DESIGN §3.2). Answers of the wrong shape become
// ERR_UPSTREAM_BAD_FORMAT ('Unhandled error, wrong response format!', spec 01 §8).
import type { AggregationBucket, AttributeMetadata, CategoryQuery, ProductListQuery, ProductListResult } from '../../shared/api/catalog.js';
import type { CategoryDocument, CmsBlockDocument, CmsPageDocument, ProductDocument } from '../../shared/catalog-types.js';
import { getStoreView, indexName, type CatalogEntity, type StoreCode } from '../../shared/store-views.js';
import {
  buildAttributeBody,
  buildCategoryBody,
  buildCmsBody,
  buildCmsPageListBody,
  buildProductBySkuBody,
  buildProductLinkBody,
  buildProductSearchBody,
  buildUrlLookupBody,
  LIST_OUT_OF_STOCK_PRODUCTS,
  normalizePaging,
  type CmsLookup,
  type ProductLinkDocument,
  type SearchBody,
} from './catalog-query.js';
import { HttpJsonClient, wrongFormat } from './http-client.js';

export * from './catalog-query.js';

/** Spec 01 §9: the search client's timeout is 5000 ms (UPSTREAM_TIMEOUT_MS may lower it). */
export const CATALOG_CLIENT_TIMEOUT_MS = 5000;

export interface SearchHits<T> {
  total: number;
  hits: T[];
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
}

export interface CatalogClientOptions {
  baseUrl: string;
  indexPrefix: string;
  timeoutMs: number;
  listOutOfStock?: boolean;
  /** The backend tier's shared secret (server/runtime/backend-token.ts). */
  backendToken?: string | null;
}

export type CmsEntity = 'cms_page' | 'cms_block';
export type CmsDocument<E extends CmsEntity> = E extends 'cms_page' ? CmsPageDocument : CmsBlockDocument;

/** A bucket aggregation, or a `filter` aggregation with its sub-aggregations beside doc_count. */
type EsAggregation = { buckets?: AggregationBucket[] } & { [sub: string]: unknown };

interface EsSearchResponse {
  hits?: { total?: number | { value?: number }; hits?: { _source?: unknown }[] };
  aggregations?: Record<string, EsAggregation>;
}

export class CatalogClient {
  private readonly http: HttpJsonClient;
  private readonly indexPrefix: string;
  private readonly listOutOfStock: boolean;

  constructor(options: CatalogClientOptions) {
    this.http = new HttpJsonClient({
      name: 'catalog',
      baseUrl: options.baseUrl,
      timeoutMs: Math.min(options.timeoutMs, CATALOG_CLIENT_TIMEOUT_MS),
      backendToken: options.backendToken,
    });
    this.indexPrefix = options.indexPrefix;
    this.listOutOfStock = options.listOutOfStock ?? LIST_OUT_OF_STOCK_PRODUCTS;
  }

  /** POST /{index}/_search; `_search` is a read, so a reset keep-alive connection is retried once. */
  async search<T>(store: StoreCode, entity: CatalogEntity, body: SearchBody): Promise<SearchHits<T>> {
    const index = indexName(this.indexPrefix, store, entity);
    const response = await this.http.request<EsSearchResponse>({ method: 'POST', path: `/${index}/_search`, body, idempotent: true });
    return parseSearchResponse<T>(response.body, response.status);
  }

  async searchProducts(query: ProductListQuery): Promise<ProductListResult> {
    const body = buildProductSearchBody(query, { listOutOfStock: this.listOutOfStock });
    if (!body) {
      const paging = normalizePaging(query.from, query.size);
      return { items: [], total: 0, start: paging.from, perPage: paging.size, aggregations: {} };
    }
    const result = await this.search<ProductDocument>(query.store, 'product', body);
    return { items: result.hits, total: result.total, start: body.from ?? 0, perPage: body.size, aggregations: result.aggregations };
  }

  /** One page of the products a listing shows, as links only (the sitemap's walk: buildProductLinkBody). */
  async listProductLinks(store: StoreCode, paging: { from: number; size: number }): Promise<{ items: ProductLinkDocument[]; total: number }> {
    const result = await this.search<ProductLinkDocument>(store, 'product', buildProductLinkBody(paging, { listOutOfStock: this.listOutOfStock }));
    return { items: result.hits, total: result.total };
  }

  /** Documents whose sku or one of whose children's skus is `sku`; pickProductForSku chooses among them. */
  async findProductsBySku(store: StoreCode, sku: string): Promise<ProductDocument[]> {
    return (await this.search<ProductDocument>(store, 'product', buildProductBySkuBody(sku))).hits;
  }

  async listCategories(query: CategoryQuery): Promise<CategoryDocument[]> {
    const { store, ...rest } = query;
    return (await this.search<CategoryDocument>(store, 'category', buildCategoryBody(rest))).hits;
  }

  async findByUrlPath<E extends 'product' | 'category'>(store: StoreCode, entity: E, urlPath: string) {
    type Doc = E extends 'product' ? ProductDocument : CategoryDocument;
    return (await this.search<Doc>(store, entity, buildUrlLookupBody(urlPath))).hits[0] ?? null;
  }

  async findCms<E extends CmsEntity>(store: StoreCode, entity: E, lookup: CmsLookup): Promise<CmsDocument<E> | null> {
    return (await this.search<CmsDocument<E>>(store, entity, buildCmsBody(lookup))).hits[0] ?? null;
  }

  /** Option labels of the given attributes in a store view's language (the listing's filter labels). */
  async listAttributes(store: StoreCode, codes: readonly string[]): Promise<AttributeMetadata[]> {
    return (await this.search<AttributeMetadata>(store, 'attribute', buildAttributeBody(codes))).hits;
  }

  /** Identifiers of a store view's active CMS pages (the sitemap's content pages). */
  async listCmsPages(store: StoreCode): Promise<Pick<CmsPageDocument, 'id' | 'identifier' | 'store_id'>[]> {
    return (await this.search<CmsPageDocument>(store, 'cms_page', buildCmsPageListBody(getStoreView(store).id))).hits;
  }

  /** Readiness probe: the index answers GET /_cluster/health. */
  async ping(timeoutMs: number): Promise<void> {
    await this.http.request({ method: 'GET', path: '/_cluster/health', timeoutMs, idempotent: true });
  }

  close(): Promise<void> {
    return this.http.close();
  }
}

export function parseSearchResponse<T>(body: unknown, status?: number): SearchHits<T> {
  const response = body as EsSearchResponse | null;
  const hits = response?.hits?.hits;
  if (typeof response !== 'object' || response === null || !Array.isArray(hits)) throw wrongFormat('catalog', status);
  const rawTotal = response.hits?.total;
  const total = typeof rawTotal === 'number' ? rawTotal : (rawTotal?.value ?? hits.length);
  const aggregations: SearchHits<T>['aggregations'] = {};
  for (const [name, agg] of Object.entries(response.aggregations ?? {})) {
    const buckets = bucketsOf(agg, name);
    if (buckets) aggregations[name] = { buckets };
  }
  return { total, hits: hits.map((hit) => hit._source as T), aggregations };
}

/** A bucket aggregation's buckets; a facet's `filter` aggregation (catalog-facets.ts) holds it under the same name. */
function bucketsOf(agg: EsAggregation | undefined, name: string): AggregationBucket[] | null {
  if (Array.isArray(agg?.buckets)) return agg.buckets;
  const inner = agg?.[name] as { buckets?: unknown } | null | undefined;
  return typeof inner === 'object' && inner !== null && Array.isArray(inner.buckets) ? (inner.buckets as AggregationBucket[]) : null;
}
