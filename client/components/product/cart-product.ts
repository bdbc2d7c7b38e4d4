// The part of a product document the cart needs to build a line (shared/cart/add-to-cart.ts): identity, prices,
// stock, the configurable options and children. The loader sends this to the browser instead of the whole
// document, so that texts, gallery and categories are not serialised into the page twice.
import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';

const DROPPED_FIELDS = ['description', 'short_description', 'meta_title', 'meta_description', 'media_gallery', 'category', 'product_links', 'bundle_options'] as const;

export function toCartProduct(product: ProductDocument): ProductDocument {
  const trimmed: Record<string, unknown> = { ...product };
  for (const field of DROPPED_FIELDS) delete trimmed[field];
  trimmed.media_gallery = [];
  trimmed.category = [];
  return trimmed as unknown as ProductDocument;
}

/** The configurable child of the cart product with that sku (null for a simple product or no choice yet). */
export function cartChildBySku(product: ProductDocument, sku: string | null | undefined): ConfigurableChild | null {
  if (!sku) return null;
  return product.configurable_children?.find((child) => child.sku === sku) ?? null;
}
