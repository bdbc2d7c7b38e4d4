// The document fields a product card reads (client/components/catalog/product-card-data.ts): listings, search
// results and carousels ask the catalogue for these only (`fields=card`, an Elasticsearch `_source` includes list),
// since a whole product document is about 11 KB, three quarters of it its children's full records. Whatever needs
// the whole document (the product page, the cart, grouped and bundle components) asks without `fields`.
// tests/unit/catalog/product-card-fields.test.ts checks that every demo product makes the same card either way.
import type { ConfigurableChild, ProductDocument } from '../catalog-types.js';

/** What the display price reads (getSimplePrice in prices.ts), on the product and on each configurable child. */
const PRICE_FIELDS = [
  'price_incl_tax',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
  'lowest_price_30d_incl_tax',
] as const satisfies readonly (keyof ProductDocument & keyof ConfigurableChild)[];

/** The named field sets a product listing may ask for instead of whole documents. */
export type ProductFieldSet = 'card';
export const PRODUCT_FIELD_SETS: readonly ProductFieldSet[] = ['card'];

export const PRODUCT_CARD_FIELDS: readonly string[] = [
  // Identity and the product URL (sku, slug, type).
  'id',
  'sku',
  'name',
  'slug',
  'type_id',
  'image',
  'small_image',
  // Brand, the New badge and the editor's badge.
  'manufacturer',
  'news_from_date',
  'news_to_date',
  'hf_badge_label',
  ...PRICE_FIELDS,
  // A grouped product's price sums its linked products.
  'product_links',
  // A sold-out card says so (shared/catalog/stock.ts isSoldOut, issue 12 item 14).
  'stock',
  // The colour the card names (shared/catalog/card-colour.ts).
  'configurable_options.attribute_code',
  'configurable_options.values.label',
  // A configurable product's "from" price is its cheapest available child's (in stock, when sold-out ones are hidden).
  'configurable_children.status',
  'configurable_children.stock.is_in_stock',
  ...PRICE_FIELDS.map((field) => `configurable_children.${field}` as const),
] satisfies readonly (keyof ProductDocument | `configurable_children.${string}` | `configurable_options.${string}`)[];

/** The `_source` includes of each field set. */
export const PRODUCT_SOURCE_INCLUDES: Readonly<Record<ProductFieldSet, readonly string[]>> = { card: PRODUCT_CARD_FIELDS };
