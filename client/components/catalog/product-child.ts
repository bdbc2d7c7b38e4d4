// Choosing a child of a configurable product on its page (the options' links).
import type { ProductChildView, ProductView } from './product-page-data.js';

/** The child a route's childSku selects, if it is one of the product's children. */
export function selectedChild(product: ProductView, childSku: string | null | undefined): ProductChildView | null {
  return (childSku && product.children.find((child) => child.sku === childSku)) || null;
}

