// Stock status of a product (spec 01 §4): 'ok' when in stock, 'out_of_stock' when not, the fallback without info.
import type { ProductDocument, StockInfo } from '../catalog-types.js';
import { getChildOptionValue, isChildAvailable } from './variants.js';

export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

export function getStockStatus(stock: StockInfo | null | undefined, fallback: StockStatus = 'volatile'): StockStatus {
  if (!stock || typeof stock.is_in_stock !== 'boolean') return fallback;
  return stock.is_in_stock ? 'ok' : 'out_of_stock';
}

/** Maximum sale quantity (spec 01 §9). */
export const MAX_SALE_QTY = 10000;

/**
 * The product document field holding the size option ids that can be bought now: the size filter matches and
 * counts on it (issue #12: a size filter finds products that have that size buyable, not merely listed).
 */
export const BUYABLE_SIZES_FIELD = 'buyable_size_options';

type SizedProduct = Pick<ProductDocument, 'type_id' | 'size' | 'stock' | 'configurable_children'>;

/**
 * The size option ids a shopper can buy: a configurable product's enabled, in-stock children's sizes; another
 * product's own size(s) while it is in stock. Ascending. Whoever writes product documents stores this in
 * BUYABLE_SIZES_FIELD, and writes it again when stock changes.
 */
export function buyableSizeOptions(product: SizedProduct): number[] {
  const sizes = new Set<number>();
  if (product.type_id === 'configurable') {
    for (const child of product.configurable_children ?? []) {
      const size = isChildAvailable(child, false) ? getChildOptionValue(child, 'size') : undefined;
      if (size !== undefined) sizes.add(size);
    }
  } else if (product.stock?.is_in_stock === true) {
    for (const size of [product.size ?? []].flat()) sizes.add(size);
  }
  return [...sizes].sort((a, b) => a - b);
}

/** The document with its buyable sizes (BUYABLE_SIZES_FIELD) set from its children or its own stock. */
export function withBuyableSizes<T extends SizedProduct>(product: T): T & { buyable_size_options: number[] } {
  return { ...product, [BUYABLE_SIZES_FIELD]: buyableSizeOptions(product) } as T & { buyable_size_options: number[] };
}
