// What a cart line shows: its option labels, its product page, the most the stepper offers.
import type { CartConfig } from '../../../shared/cart/cart-config.js';
import type { CartItem } from '../../../shared/cart/cart-types.js';
import { productUrl } from '../../../shared/routing/urls.js';
import type { StoreCode } from '../../../shared/store-views.js';

/** "Size: 43" pairs of a configured line, from the options it was added with. */
export function optionLabels(item: Pick<CartItem, 'product_option'>): { label: string; value: string }[] {
  const options = item.product_option?.extension_attributes?.configurable_item_options ?? [];
  return options.filter((o) => o.label && o.value).map((o) => ({ label: o.label!, value: o.value! }));
}

/** The line's product page; a configured line opens its parent with the chosen child. */
export function lineProductUrl(store: StoreCode, item: Pick<CartItem, 'sku' | 'parentSku' | 'slug' | 'type_id'>): string | null {
  if (!item.slug) return null;
  if (item.parentSku) return productUrl(store, { sku: item.parentSku, slug: item.slug, type_id: 'configurable' }, item.sku);
  // Only configurable products carry the child in their path; every other type is /p/{sku}/{slug}.
  return productUrl(store, { sku: item.sku, slug: item.slug, type_id: 'simple' });
}

/** The stepper's upper bound: the stock on hand when the catalogue manages it, never above the max sale qty. */
export function maxLineQty(item: Pick<CartItem, 'stock'>, config: Pick<CartConfig, 'maxSaleQty'>): number {
  const stock = item.stock;
  if (stock && stock.manage_stock && stock.is_in_stock && stock.qty > 0) return Math.min(stock.qty, config.maxSaleQty);
  return config.maxSaleQty;
}
