// Choosing a child of a configurable product on its page (the options' links).
import type { ProductChildView, ProductView } from './product-page-data.js';

/** The child a route's childSku selects, if it is one of the product's children. */
export function selectedChild(product: ProductView, childSku: string | null | undefined): ProductChildView | null {
  return (childSku && product.children.find((child) => child.sku === childSku)) || null;
}

/**
 * The child to link for an option value: the one with that value that keeps the other chosen options, else any
 * child with that value; prefers available children.
 */
export function childForValue(product: ProductView, current: ProductChildView | null, code: string, valueIndex: number): ProductChildView | null {
  const withValue = product.children.filter((child) => child.values[code] === valueIndex);
  const keepsOthers = (child: ProductChildView) =>
    !current || Object.entries(current.values).every(([otherCode, value]) => otherCode === code || child.values[otherCode] === value);
  const ranked = [...withValue].sort((a, b) => Number(keepsOthers(b)) - Number(keepsOthers(a)) || Number(b.available) - Number(a.available));
  return ranked[0] ?? null;
}
