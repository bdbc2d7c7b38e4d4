// Pure builders of the Elasticsearch 7 DSL the edge sends to the catalogue index (DESIGN §3.2). The browser never
// sends DSL; every number here is a rule of spec 01 §5, §7 and §9, named after it.
import type { estypes } from '@elastic/elasticsearch';
import type { CategoryQuery, ProductListQuery, SortKey } from '../../shared/api/catalog.js';
import type { ProductDocument } from '../../shared/catalog-types.js';
import { PRODUCT_SOURCE_INCLUDES } from '../../shared/catalog/product-card-fields.js';
import { normalizePaging, searchTextState } from '../../shared/catalog/search-rules.js';
import { buildFacetAggregations, buildFacetClauses, buildPostFilter, type EsQuery } from './catalog-facets.js';

export type { EsAggregation, EsQuery } from './catalog-facets.js';
export { buildAttributeFilters, FACET_QUERY_SIZE, FILTER_FIELDS, PRICE_FIELD } from './catalog-facets.js';

/**
 * The body of a `_search` the edge sends: the official client's SearchRequest (issue #14 item 6), narrowed to the
 * parts the edge uses, with a query and a size always given.
 */
export type SearchBody = Pick<estypes.SearchRequest, 'post_filter' | 'from' | 'aggs' | 'min_score' | '_source'> & {
  query: EsQuery;
  size: number;
  sort?: estypes.SortCombinations[];
};

// Paging, search-text and filter-value rules of spec 01 §5/§9 live in shared/catalog (one source for server and
// browser); this file applies them to the DSL.
export { AGGREGATION_SIZE, DEFAULT_PAGE_SIZE, MAX_FILTER_QUERY_SIZE, normalizePaging, SEARCH_MIN_CHARS } from '../../shared/catalog/search-rules.js';
export { PRICE_RANGES } from '../../shared/catalog/price-ranges.js';
/** Spec 01 §9 search backend settings. */
export const SEARCH_MIN_SCORE = 0.02;
export const SEARCH_FUZZINESS = 2;
export const SEARCH_MINIMUM_SHOULD_MATCH = '75%';
export const SEARCH_FIELDS = ['name^4', 'sku^2', 'category.name^1'] as const;
/** Spec 01 §5/§7: listings always filter visibility [2,3,4] and status [1]. */
export const LISTING_VISIBILITY = [2, 3, 4] as const;
export const LISTING_STATUS = [1] as const;
/** Spec 01 §5: search finds only visibility 3 or 4 and status 0 or 1. */
export const SEARCH_VISIBILITY = [3, 4] as const;
export const SEARCH_STATUS = [0, 1] as const;
/** Spec 01 §9: category list size 4000, sorted by position ascending. */
export const CATEGORY_LIST_SIZE = 4000;
/** Spec 01 §9: CMS block list maximum 500 (a single lookup asks for one). */
export const CMS_LIST_MAX = 500;
/**
 * Out-of-stock listing is ON by default: spec 01 §5 names the default listing filters as visibility [2,3,4] and
 * status [1] only (no stock filter), and spec 01 §9 lets out-of-stock products into the cart, so hiding them
 * would hide things a shopper may still order. When it is off, listings and search also filter
 * stock.is_in_stock (spec 01 §5, §7).
 */
export const LIST_OUT_OF_STOCK_PRODUCTS = true;

export interface ProductSearchOptions {
  /** See LIST_OUT_OF_STOCK_PRODUCTS. */
  listOutOfStock: boolean;
}

/** The search text if it is long enough to search with (spec 01 §5), else null. */
export function usableSearchText(q: string | undefined): string | null {
  return searchTextState(q ?? '') === 'search' ? (q ?? '').trim() : null;
}

/**
 * The product listing / search request. Returns null when nothing should be asked: a search (q given) whose
 * text is shorter than 3 characters yields an empty result (spec 01 §5 "Empty search text clears the results").
 */
export function buildProductSearchBody(query: ProductListQuery, opts: ProductSearchOptions): SearchBody | null {
  const searching = query.q !== undefined;
  const text = usableSearchText(query.q);
  if (searching && text === null) return null;
  const filter: EsQuery[] = [
    { terms: { visibility: [...(searching ? SEARCH_VISIBILITY : LISTING_VISIBILITY)] } },
    { terms: { status: [...(searching ? SEARCH_STATUS : LISTING_STATUS)] } },
  ];
  if (!opts.listOutOfStock) filter.push({ term: { 'stock.is_in_stock': true } });
  if (query.category !== undefined) filter.push({ terms: { category_ids: [query.category] } });
  if (query.skus?.length) filter.push({ terms: { sku: query.skus } });
  // The shopper's filters narrow the query itself unless their counts are shown (then see catalog-facets.ts).
  const facets = buildFacetClauses(query);
  const aggregated = wantsAggregations(query);
  const postFilter = aggregated ? buildPostFilter(facets) : null;
  if (!aggregated) filter.push(...facets.values());

  const paging = normalizePaging(query.from, query.skus?.length ? Math.max(query.size ?? 0, query.skus.length) : query.size);
  const bool: estypes.QueryDslBoolQuery = { filter };
  const body: SearchBody = { query: { bool }, from: paging.from, size: paging.size };
  if (text !== null) {
    bool.must = [buildTextQuery(text)];
    body.min_score = SEARCH_MIN_SCORE;
  }
  const sort = query.sort ?? (searching ? undefined : 'updated_at:desc');
  if (sort) body.sort = buildSort(sort);
  if (aggregated) body.aggs = buildFacetAggregations(facets);
  if (postFilter) body.post_filter = postFilter;
  if (query.fields) body._source = { includes: [...PRODUCT_SOURCE_INCLUDES[query.fields]] };
  return body;
}

/**
 * What a product's sitemap entry reads: its URL (sku, slug, type), whether a listing shows it, and its last change.
 * About 150 bytes a product instead of a whole document's 11 KB.
 */
export const PRODUCT_LINK_FIELDS = ['sku', 'slug', 'type_id', 'visibility', 'status', 'updated_at'] as const;
export type ProductLinkDocument = Pick<ProductDocument, (typeof PRODUCT_LINK_FIELDS)[number]>;

/**
 * One page of the products a listing shows, as links only (the sitemap's walk of the whole catalogue): the
 * listing's filters and its stable order (created_at, then id), no aggregations, `_source` limited to
 * PRODUCT_LINK_FIELDS.
 */
export function buildProductLinkBody(paging: { from: number; size: number }, opts: ProductSearchOptions): SearchBody {
  // A listing query without search text is never null.
  const body = buildProductSearchBody({ store: 'main', ...paging, sort: 'created_at:desc', aggregations: false }, opts)!;
  body._source = { includes: [...PRODUCT_LINK_FIELDS] };
  return body;
}

/** Listings and searches answer the filter aggregations unless the caller says it shows none; sku lookups never do. */
export function wantsAggregations(query: Pick<ProductListQuery, 'skus' | 'aggregations'>): boolean {
  return !query.skus?.length && query.aggregations !== false;
}

/**
 * Weight of a prefix match of the typed word (ES's bool_prefix: the last word as a prefix, scoring a constant per
 * field, times the field's boost). Large enough that a prefix match outranks any fuzzy-only match ("kon" puts Konrad
 * Oxford above the shoe horns that are two edits away), small enough that BM25 still orders within a kind.
 */
export const SEARCH_PREFIX_BOOST = 10;

/**
 * Spec 01 §9: fuzziness 2, minimum should match 75%, boosts name 4, sku 2, category name 1 (the typo-tolerant
 * clause); beside it the same words with the last one as a prefix, so a word still being typed finds its products
 * first. Either clause is enough to match.
 */
export function buildTextQuery(text: string): EsQuery {
  const fuzzy: EsQuery = {
    multi_match: {
      query: text,
      fields: [...SEARCH_FIELDS],
      fuzziness: SEARCH_FUZZINESS,
      minimum_should_match: SEARCH_MINIMUM_SHOULD_MATCH,
    },
  };
  const prefix: EsQuery = {
    multi_match: {
      query: text,
      fields: [...SEARCH_FIELDS],
      type: 'bool_prefix',
      minimum_should_match: SEARCH_MINIMUM_SHOULD_MATCH,
      boost: SEARCH_PREFIX_BOOST,
    },
  };
  return { bool: { should: [fuzzy, prefix], minimum_should_match: 1 } };
}

/** 'final_price:asc' → [{final_price:{order:'asc'}}, {id:{order:'asc'}}]; the id tie-break keeps pages stable. */
export function buildSort(sort: SortKey): estypes.SortCombinations[] {
  const [field, order] = sort.split(':') as [string, estypes.SortOrder];
  return [{ [field]: { order } }, { id: { order: 'asc' } }];
}

/** A product by its own sku or by the sku of one of its configurable children (spec 01 §7 product-by-parent). */
export function buildProductBySkuBody(sku: string): SearchBody {
  return {
    query: { bool: { should: [{ term: { sku } }, { term: { 'configurable_children.sku': sku } }], minimum_should_match: 1 } },
    size: 2,
  };
}

/**
 * Categories sorted by position, size 4000 (spec 01 §9), active only. A tree query (by parent or level) also asks
 * for product_count above 0 (spec 01 §7); a lookup by id or slug does not, so an empty category still opens and
 * shows its "No products synchronized" warning (spec 01 §8) instead of a not-found page.
 */
export function buildCategoryBody(query: Omit<CategoryQuery, 'store'>): SearchBody {
  const filter: EsQuery[] = [{ term: { is_active: true } }];
  if (query.parent !== undefined) filter.push({ term: { parent_id: query.parent } });
  if (query.level !== undefined) filter.push({ term: { level: query.level } });
  if (query.ids?.length) filter.push({ terms: { id: query.ids } });
  if (query.slug !== undefined) filter.push({ term: { slug: query.slug } });
  const isLookup = Boolean(query.ids?.length) || query.slug !== undefined;
  if (!isLookup && (query.parent !== undefined || query.level !== undefined)) {
    filter.push({ range: { product_count: { gt: 0 } } });
  }
  return { query: { bool: { filter } }, sort: [{ position: { order: 'asc' } }], size: CATEGORY_LIST_SIZE };
}

/** Spec 01 §9: attribute list size 150; spec 01 §7 attribute queries filter attribute_code and is_visible. */
export const ATTRIBUTE_LIST_SIZE = 150;

/** The filter attributes' documents (labels of their option ids). */
export function buildAttributeBody(codes: readonly string[]): SearchBody {
  return {
    query: { bool: { filter: [{ terms: { attribute_code: [...codes] } }, { term: { is_visible: true } }] } },
    size: ATTRIBUTE_LIST_SIZE,
    _source: { includes: ['attribute_code', 'frontend_label', 'options'] },
  };
}

/** Every active CMS page of a store view (and of all store views, id 0): at most 500 pages (spec 01 §9). */
export function buildCmsPageListBody(storeId: number): SearchBody {
  return {
    query: { bool: { filter: [{ term: { active: true } }, { terms: { store_id: [storeId, 0] } }] } },
    size: CMS_LIST_MAX,
    _source: { includes: ['id', 'identifier', 'store_id'] },
  };
}

export type CmsLookup = { id: number } | { identifier: string; storeId: number };

/** A CMS page or block by id, or by identifier within a store (store id 0 means every store, as in Magento). */
export function buildCmsBody(lookup: CmsLookup): SearchBody {
  const filter: EsQuery[] = [{ term: { active: true } }];
  if ('id' in lookup) filter.push({ term: { id: lookup.id } });
  else filter.push({ term: { identifier: lookup.identifier } }, { terms: { store_id: [lookup.storeId, 0] } });
  return { query: { bool: { filter } }, size: 1 };
}

/** A product or category by its url_path (URL mapping, spec 01 §7). */
export function buildUrlLookupBody(urlPath: string): SearchBody {
  return { query: { bool: { filter: [{ term: { url_path: urlPath } }] } }, size: 1 };
}

/**
 * Chooses what a sku lookup returns (spec 01 §4 product load): the product itself when its status is below 2 and
 * it is visible individually; for a configurable child (visibility 1, or a sku only found among children) its
 * parent, so the page can redirect to the parent's URL. Anything else is not available.
 */
type SkuLookupDoc = Pick<ProductDocument, 'sku' | 'status' | 'visibility'> & { configurable_children?: readonly { sku: string }[] };

export function pickProductForSku<T extends SkuLookupDoc>(
  docs: readonly T[],
  sku: string,
): T | null {
  const own = docs.find((doc) => doc.sku === sku);
  if (own && own.status < 2 && own.visibility !== 1) return own;
  const parent = docs.find((doc) => doc.sku !== sku && doc.configurable_children?.some((child) => child.sku === sku));
  return parent && parent.status < 2 ? parent : null;
}
