// The tags an edge keeps catalogue answers and pages under (server/backend/change-feed.ts names them), read off what
// the backend answered: a product carries its own sku and every sku it is made of (configurable children, bundle
// and grouped parts), so a change event about any one of them drops every entry and page showing it.
import type { ProductDocument } from '../../shared/catalog-types.js';

export const storeTag = (store: string): string => `store:${store}`;
export const skuTag = (sku: string): string => `sku:${sku}`;
export const categoryTag = (id: number): string => `category:${id}`;
/** The tag of an entity's whole list (defined beside the change events that name it). */
export { listTag } from '../backend/change-feed.js';

type TaggedProduct = Pick<ProductDocument, 'sku'> & Partial<Pick<ProductDocument, 'configurable_children' | 'product_links' | 'bundle_options'>>;

export function productTags(product: TaggedProduct): string[] {
  const tags = [skuTag(product.sku)];
  for (const child of product.configurable_children ?? []) if (child?.sku) tags.push(skuTag(child.sku));
  for (const link of product.product_links ?? []) if (link?.sku) tags.push(skuTag(link.sku));
  for (const option of product.bundle_options ?? []) for (const link of option?.product_links ?? []) if (link?.sku) tags.push(skuTag(link.sku));
  return tags;
}

/** The tags of every product in a list (a listing, search results, a carousel). */
export function productListTags(products: readonly TaggedProduct[]): string[] {
  return [...new Set(products.flatMap(productTags))];
}
