// The product page's variant state from its URL (spec 01 §2: the child sku in the path or the query; option values
// in the query) decided by shared/catalog/variant-selection.ts.
import { COLOUR_OPTION, FALLBACK_TO_DEFAULT_CHILD, resolveVariant, selectedOptionsFromQuery, type VariantResolution } from '../../../shared/catalog/variant-selection.js';
import type { ProductChildView, ProductView } from '../catalog/product-page-data.js';

export function productVariant(product: ProductView, childSku: string | null | undefined, query: URLSearchParams): VariantResolution<ProductChildView> {
  if (product.typeId !== 'configurable') return { child: null, chosen: {}, unavailable: null, error: null, warning: null };
  const request = { childSku: childSku || query.get('childSku'), parentSku: product.sku, selected: selectedOptionsFromQuery(query, product.options.map((o) => o.code)) };
  return resolveVariant(product.children, request, { productInStock: product.stock !== 'out_of_stock', fallbackToDefault: FALLBACK_TO_DEFAULT_CHILD });
}

/**
 * 'ok' or 'out_of_stock' for what the shopper would buy: the chosen child, else the product; null for a
 * configurable product with sizes to choose from and none chosen (its stock is the chosen size's: issue 12 item 2).
 */
export function shownStockStatus(product: ProductView, variant: VariantResolution<ProductChildView>): 'ok' | 'out_of_stock' | null {
  if (variant.error) return 'out_of_stock';
  if (variant.child) return variant.child.available ? 'ok' : 'out_of_stock';
  if (product.typeId === 'configurable') return null;
  return product.stock === 'out_of_stock' ? 'out_of_stock' : 'ok';
}

/** The pictures for the values chosen on the page: the chosen colour's block of the gallery, else the whole gallery. */
export function shownImages(product: Pick<ProductView, 'images' | 'imagesByColour'>, chosen: Readonly<Record<string, number>>): string[] {
  const colour = chosen[COLOUR_OPTION];
  return (colour !== undefined && product.imagesByColour?.[colour]) || product.images;
}
