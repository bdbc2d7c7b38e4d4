// Pure builders of the Elasticsearch 7 DSL the edge sends to the catalogue index (DESIGN §3.2). The browser never
// sends DSL; every number here is a rule of spec 01 §5, §7 and §9, named after it.
import type { CategoryQuery, FilterAttribute, ProductListQuery, SortKey } from '../../shared/api/catalog.js';
import { FILTER_ATTRIBUTES } from '../../shared/api/catalog.js';
import type { ProductDocument } from '../../shared/catalog-types.js';
import { PRICE_RANGES } from '../../shared/catalog/price-ranges.js';
import { PRODUCT_SOURCE_INCLUDES } from '../../shared/catalog/product-card-fields.js';
import { AGGREGATION_SIZE, normalizePaging, searchTextState, usableFilterValues } from '../../shared/catalog/search-rules.js';

export type EsQuery = Record<string, unknown>;

export interface SearchBody {
  query: EsQuery;
  from?: number;
  size: number;
  sort?: EsQuery[];
  aggs?: Record<string, EsQuery>;
  min_score?: number;
  _source?: { includes?: string[]; excludes?: string[] };
}

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
 * Spec 01 §9 price ranges 0-50, 50-100, 100-150, 150 and up. The filter and the aggregation use the same field,
 * the price incl. tax the shopper sees (prices are shown incl. 19% VAT), so a bucket's count matches its filter.
 */
export const PRICE_FIELD = 'final_price_incl_tax';
/**
 * Out-of-stock listing is ON by default: spec 01 §5 names the default listing filters as visibility [2,3,4] and
 * status [1] only (no stock filter), and spec 01 §9 lets out-of-stock products into the cart, so hiding them
 * would hide things a shopper may still order. When it is off, listings and search also filter
 * stock.is_in_stock (spec 01 §5, §7).
 */
export const LIST_OUT_OF_STOCK_PRODUCTS = true;

/** Fields each filter attribute is matched on: the parent's own value and, for configurables, its children's values. */
export const FILTER_FIELDS: Record<FilterAttribute, readonly string[]> = {
  size: ['size', 'size_options'],
  color: ['color', 'color_options'],
  manufacturer: ['manufacturer'],
  hf_shoe_make: ['hf_shoe_make'],
  hf_shoe_last: ['hf_shoe_last'],
  hf_shoe_outsole: ['hf_shoe_outsole'],
  hf_shoe_type: ['hf_shoe_type'],
};

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
  filter.push(...buildAttributeFilters(query.filters));
  if (query.price) filter.push({ range: { [PRICE_FIELD]: priceBounds(query.price) } });

  const paging = normalizePaging(query.from, query.skus?.length ? Math.max(query.size ?? 0, query.skus.length) : query.size);
  const bool: EsQuery = { filter };
  const body: SearchBody = { query: { bool }, from: paging.from, size: paging.size };
  if (text !== null) {
    bool.must = [buildTextQuery(text)];
    body.min_score = SEARCH_MIN_SCORE;
  }
  const sort = query.sort ?? (searching ? undefined : 'updated_at:desc');
  if (sort) body.sort = buildSort(sort);
  if (wantsAggregations(query)) body.aggs = buildProductAggregations();
  if (query.fields) body._source = { includes: [...PRODUCT_SOURCE_INCLUDES[query.fields]] };
  return body;
}

/** Listings and searches answer the filter aggregations unless the caller says it shows none; sku lookups never do. */
export function wantsAggregations(query: Pick<ProductListQuery, 'skus' | 'aggregations'>): boolean {
  return !query.skus?.length && query.aggregations !== false;
}

/** Spec 01 §9: fuzziness 2, minimum should match 75%, boosts name 4, sku 2, category name 1. */
export function buildTextQuery(text: string): EsQuery {
  return {
    multi_match: {
      query: text,
      fields: [...SEARCH_FIELDS],
      fuzziness: SEARCH_FUZZINESS,
      minimum_should_match: SEARCH_MINIMUM_SHOULD_MATCH,
    },
  };
}

/** One clause per attribute; values containing a dot are skipped (spec 01 §5); numeric ids are sent as numbers. */
export function buildAttributeFilters(filters: ProductListQuery['filters']): EsQuery[] {
  if (!filters) return [];
  const clauses: EsQuery[] = [];
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = usableFilterValues(filters[attribute] ?? []).map(toTermValue);
    if (values.length === 0) continue;
    const fields = FILTER_FIELDS[attribute];
    clauses.push(
      fields.length === 1
        ? { terms: { [fields[0]]: values } }
        : { bool: { should: fields.map((field) => ({ terms: { [field]: values } })), minimum_should_match: 1 } },
    );
  }
  return clauses;
}

/** Terms aggregations for every filter attribute (size 10) and the price ranges (spec 01 §9). */
export function buildProductAggregations(): Record<string, EsQuery> {
  const aggs: Record<string, EsQuery> = {};
  for (const attribute of FILTER_ATTRIBUTES) {
    aggs[`agg_terms_${attribute}`] = { terms: { field: FILTER_FIELDS[attribute][0], size: AGGREGATION_SIZE } };
  }
  aggs.agg_range_price = { range: { field: PRICE_FIELD, ranges: PRICE_RANGES.map((r) => ({ ...r })) } };
  return aggs;
}

/** 'final_price:asc' → [{final_price:{order:'asc'}}, {id:{order:'asc'}}]; the id tie-break keeps pages stable. */
export function buildSort(sort: SortKey): EsQuery[] {
  const [field, order] = sort.split(':');
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

function priceBounds(range: { from: number; to?: number }): EsQuery {
  return range.to === undefined ? { gte: range.from } : { gte: range.from, lt: range.to };
}

function toTermValue(value: string): string | number {
  return /^-?\d+$/.test(value) ? Number(value) : value;
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
