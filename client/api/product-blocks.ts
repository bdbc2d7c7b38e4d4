// Product carousels of the home page: fixed ones (new collection, bestsellers; spec 01 §9) and CMS blocks whose
// content is JSON describing a product block {category, productsCount, headline, headingLevel} (spec 01 §1).
import type { CatalogApi, ProductListQuery } from '../../shared/api/catalog.js';
import type { StoreCode } from '../../shared/store-views.js';
import type { ProductBlockData } from '../components/catalog/ProductCarousel.js';
import { toProductCards } from '../components/catalog/product-card-data.js';
import { extractJson } from './cms-json.js';

/** Spec 01 §9: product block default size 8. */
export const PRODUCT_BLOCK_DEFAULT_SIZE = 8;
const MAX_BLOCK_SIZE = 24;

export interface ProductBlockSpec {
  category: number;
  productsCount: number;
  headline: string;
  headingLevel: 2 | 3 | 4;
}

/** Reads a product-block JSON block; null when it is not one. */
export function parseProductBlock(content: string | undefined): ProductBlockSpec | null {
  const raw = content ? (extractJson(content) as Partial<Record<keyof ProductBlockSpec, unknown>> | null) : null;
  const category = Number(raw?.category);
  if (!raw || !Number.isInteger(category) || category <= 0) return null;
  const count = Number(raw.productsCount);
  const level = Number(raw.headingLevel);
  return {
    category,
    productsCount: Number.isInteger(count) && count > 0 ? Math.min(count, MAX_BLOCK_SIZE) : PRODUCT_BLOCK_DEFAULT_SIZE,
    headline: typeof raw.headline === 'string' ? raw.headline : '',
    headingLevel: level === 3 || level === 4 ? level : 2,
  };
}

export async function loadProductBlock(
  catalog: CatalogApi,
  query: ProductListQuery,
  heading: { headline: string; headingLevel?: 2 | 3 | 4 },
  now: Date,
): Promise<ProductBlockData> {
  const result = await catalog.listProducts({ ...query, fields: 'card', aggregations: false });
  return { headline: heading.headline, headingLevel: heading.headingLevel ?? 2, products: toProductCards(query.store, result.items, now) };
}

/** A CMS product block by identifier, with its products; null when the block is missing or not a product block. */
export async function loadCmsProductBlock(catalog: CatalogApi, store: StoreCode, identifier: string, now: Date): Promise<ProductBlockData | null> {
  const spec = parseProductBlock((await catalog.getCmsBlock(store, identifier))?.content);
  if (!spec) return null;
  return loadProductBlock(catalog, { store, category: spec.category, size: spec.productsCount, sort: 'created_at:desc' }, spec, now);
}
