// The part of a product document the cart needs to build a line (shared/cart/add-to-cart.ts): identity, prices,
// stock, the configurable options and children. The loader sends this to the browser instead of the whole
// document, so that texts, gallery and categories are not serialised into the page twice.
import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';

const DROPPED_FIELDS = ['description', 'short_description', 'meta_title', 'meta_description', 'media_gallery', 'category', 'product_links', 'bundle_options'] as const;

/**
 * A child's prices without tax and its tax amounts: the cart and the page price with the amounts including tax
 * (shared/catalog/prices.ts), so nothing in the browser reads these; with nine sizes they were a quarter of a
 * product page's cart product.
 */
const DROPPED_CHILD_FIELDS = ['price', 'price_tax', 'original_price', 'original_price_tax', 'special_price', 'special_price_tax', 'final_price', 'final_price_tax', 'tax_class_id'] as const;

/** A child as the cart needs it; custom attributes its own fields already answer (getChildOptionValue reads those first) are left out. */
function toCartChild(child: ConfigurableChild): ConfigurableChild {
  const trimmed: Record<string, unknown> = { ...child };
  for (const field of DROPPED_CHILD_FIELDS) delete trimmed[field];
  const custom = child.custom_attributes?.filter((attribute) => typeof trimmed[attribute.attribute_code] !== 'number');
  if (custom?.length) trimmed.custom_attributes = custom;
  else delete trimmed.custom_attributes;
  return trimmed as unknown as ConfigurableChild;
}

export function toCartProduct(product: ProductDocument): ProductDocument {
  const trimmed: Record<string, unknown> = { ...product };
  for (const field of DROPPED_FIELDS) delete trimmed[field];
  trimmed.media_gallery = [];
  trimmed.category = [];
  if (product.configurable_children) trimmed.configurable_children = product.configurable_children.map(toCartChild);
  return trimmed as unknown as ProductDocument;
}

/** The configurable child of the cart product with that sku (null for a simple product or no choice yet). */
export function cartChildBySku(product: ProductDocument, sku: string | null | undefined): ConfigurableChild | null {
  if (!sku) return null;
  return product.configurable_children?.find((child) => child.sku === sku) ?? null;
}
