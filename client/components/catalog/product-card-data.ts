// What a product card shows, decided once in the loader (prices and badges depend on the time), so the
// server's HTML and the browser's hydration agree and the hydration data stays small.
import { BRANDS } from '../../../shared/brands.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { cardColour, type CardColour } from '../../../shared/catalog/card-colour.js';
import { getProductPrice, isNewProduct, type DisplayPrice } from '../../../shared/catalog/prices.js';
import { productImageUrl, productUrl } from '../../../shared/routing/urls.js';
import { isSoldOut } from '../../../shared/catalog/stock.js';
import type { StoreCode } from '../../../shared/store-views.js';

/** Listings include out-of-stock products (the gateway's listing default), so their prices count too. */
const SHOW_OUT_OF_STOCK = true;
export const CARD_IMAGE_SIZE = 400;

export interface ProductCardData {
  sku: string;
  name: string;
  href: string;
  image: string | null;
  brand: string | null;
  price: DisplayPrice;
  isNew: boolean;
  /** The editor's badge text (hf_badge_label), shown as given. */
  badgeLabel: string | null;
  /** The colour it comes in, or how many colours (colour variants share a name). */
  colour: CardColour | null;
  /** Nothing of it can be bought now: the card says so (issue 12 item 14). */
  isSoldOut: boolean;
}

export function brandName(manufacturer: number | undefined): string | null {
  return BRANDS.find((brand) => brand.id === manufacturer)?.name ?? null;
}

export function toProductCard(store: StoreCode, product: ProductDocument, now: Date): ProductCardData {
  return {
    sku: product.sku,
    name: product.name,
    href: productUrl(store, product),
    image: productImageUrl(product.small_image || product.image),
    brand: brandName(product.manufacturer),
    price: getProductPrice(product, now, { showOutOfStock: SHOW_OUT_OF_STOCK }),
    isNew: isNewProduct(product, now),
    badgeLabel: product.hf_badge_label?.trim() || null,
    colour: cardColour(product),
    isSoldOut: isSoldOut(product),
  };
}

export function toProductCards(store: StoreCode, products: readonly ProductDocument[], now: Date): ProductCardData[] {
  return products.map((product) => toProductCard(store, product, now));
}
