// Browser ↔ edge catalogue contract (DESIGN §3.1). The browser never sends Elasticsearch DSL; the edge builds it.
// Route loaders receive a CatalogApi: in-process on the server, fetch-based in the browser.
import type { CategoryDocument, CmsBlockDocument, CmsPageDocument, ProductDocument } from '../catalog-types.js';
import type { ProductFieldSet } from '../catalog/product-card-fields.js';
import type { StoreCode } from '../store-views.js';

// No 'position:asc': product documents carry no position (categories do), so the index refused that sort and every
// such listing was a 502 (found by the fuzz suite of issue #13).
export type SortKey = 'updated_at:desc' | 'final_price:asc' | 'final_price:desc' | 'created_at:desc';
export const SORT_KEYS: readonly SortKey[] = ['updated_at:desc', 'final_price:asc', 'final_price:desc', 'created_at:desc'];

/** Attribute filters a listing offers (spec 01 §9), as the query parameter names of /api/catalog/products. */
export const FILTER_ATTRIBUTES = ['size', 'color', 'manufacturer', 'hf_shoe_make', 'hf_shoe_last', 'hf_shoe_outsole', 'hf_shoe_type'] as const;
export type FilterAttribute = (typeof FILTER_ATTRIBUTES)[number];

export interface PriceRange {
  from: number;
  /** Exclusive upper bound in euros; absent for the open-ended last range. */
  to?: number;
}

export interface ProductListQuery {
  store: StoreCode;
  q?: string;
  category?: number;
  sort?: SortKey;
  from?: number;
  size?: number;
  filters?: Partial<Record<FilterAttribute, string[]>>;
  price?: PriceRange;
  /** Skus to fetch exactly (similar products, carousels). */
  skus?: string[];
  /**
   * Only these fields of each product (`card`: what a product card shows, shared/catalog/product-card-fields.ts)
   * instead of whole documents. The items are then partial ProductDocuments: give them to toProductCard only.
   */
  fields?: ProductFieldSet;
  /**
   * false: no aggregations and no attributeMetadata (searches, carousels and a listing's later pages show no
   * filters). By default a listing or search has them; a lookup of skus never does.
   */
  aggregations?: boolean;
}

export interface AggregationBucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}

/** The labels of a filter attribute's option ids, in the store view's language (spec 01 §3 attributeMetadata). */
export interface AttributeMetadata {
  attribute_code: string;
  frontend_label: string;
  options: { value: string; label: string; sort_order?: number; swatch?: string }[];
}

export interface ProductListResult {
  items: ProductDocument[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  /** Labels of the aggregated filter attributes (spec 01 §7 "Response fields read"); absent where no aggregations were asked. */
  attributeMetadata?: AttributeMetadata[];
}

export type UrlMapResult =
  | { _type: 'product'; _source: ProductDocument }
  | { _type: 'category'; _source: CategoryDocument }
  | { _type: 'cms_page'; _source: CmsPageDocument };

export interface CategoryQuery {
  store: StoreCode;
  parent?: number;
  level?: number;
  ids?: number[];
  slug?: string;
}

export interface CatalogApi {
  listProducts(query: ProductListQuery): Promise<ProductListResult>;
  getProduct(store: StoreCode, sku: string): Promise<ProductDocument | null>;
  listCategories(query: CategoryQuery): Promise<CategoryDocument[]>;
  resolveUrl(store: StoreCode, url: string): Promise<UrlMapResult | null>;
  getCmsPage(store: StoreCode, identifier: string): Promise<CmsPageDocument | null>;
  getCmsBlock(store: StoreCode, identifier: string): Promise<CmsBlockDocument | null>;
}
