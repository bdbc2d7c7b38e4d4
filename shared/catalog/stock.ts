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

/**
 * A listing card shows a product as sold out (issue 12 item 14) when its own stock says so or, for a product with
 * sizes, when no enabled size is in stock: what the product page would say before any size is chosen.
 */
export function isSoldOut(product: { stock?: StockInfo | null; type_id?: string; configurable_children?: readonly { status?: number; stock?: StockInfo | null }[] }): boolean {
  if (product.stock?.is_in_stock === false) return true;
  const children = product.type_id === 'configurable' ? (product.configurable_children ?? []) : [];
  return children.length > 0 && !children.some((c) => c.stock?.is_in_stock === true && (c.status ?? 1) < 2);
}

/**
 * Whether a product with this stock status may be put into the cart (spec 02 §4 "Adding": only when ok or volatile).
 * Spec 01 §9's "out-of-stock products are allowed in the cart" (stock.allowOutOfStockInCart) is narrower than a
 * backorder: a line already in the cart that sells out stays there marked "Out of the stock!" (stock-sync.ts)
 * instead of being removed, and the order refuses it ("some ordered products not available", spec 02 §8); a
 * product that is out of stock cannot be added. The product page offers no Add to cart for it (issue 12 item 14).
 */
export function canAddWithStock(status: StockStatus | null): boolean {
  return status !== 'out_of_stock';
}
