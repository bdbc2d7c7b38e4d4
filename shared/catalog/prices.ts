// Price rules of spec 01 §4 ("Tax and price display", "Grouped and bundle prices") in integer cents, incl. 19% VAT.
import type { ConfigurableChild, ProductDocument } from '../catalog-types.js';
import { parseCatalogDate } from './catalog-dates.js';
import { eurosToCents, type Cents } from '../money.js';
import { bundleDefaultParts } from './composite-stock.js';
import { isChildAvailable } from './variants.js';

export const VAT_RATE_PERCENT = 19;

type Priced = Pick<ProductDocument, 'price_incl_tax' | 'original_price_incl_tax' | 'special_price_incl_tax' | 'special_from_date' | 'special_to_date' | 'final_price_incl_tax' | 'lowest_price_30d_incl_tax'>;

export interface DisplayPrice {
  /** What the shopper pays now. */
  finalCents: Cents;
  /** The regular price; equal to finalCents when not reduced. */
  regularCents: Cents;
  isReduced: boolean;
  /** Omnibus (PAngV §11): with a reduced price, the lowest price of the 30 days before the reduction, when known. */
  lowestPriorCents?: Cents | null;
  /** The cheapest of several prices (a configurable parent whose sizes cost different amounts): shown "from". */
  isFrom?: boolean;
}

/** Spec 01 §4: a special price counts only within its from/to window and only when below the original price. */
export function isSpecialPriceActive(product: Priced, now: Date): boolean {
  const special = product.special_price_incl_tax;
  if (special === null || special === undefined || special <= 0) return false;
  const from = parseCatalogDate(product.special_from_date);
  const to = parseCatalogDate(product.special_to_date);
  if (from && now < from) return false;
  // A to-date names the last day of the offer: it ends at the end of that day.
  if (to && now.getTime() > to.getTime() + (isMidnight(to) ? 86_400_000 - 1 : 0)) return false;
  return special < regularPrice(product);
}

function isMidnight(date: Date): boolean {
  return date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
}

function regularPrice(product: Priced): number {
  return product.original_price_incl_tax ?? product.price_incl_tax;
}

/** Spec 01 §4: the special price when active; a final price below the price replaces the price. */
export function getSimplePrice(product: Priced, now: Date): DisplayPrice {
  const regularCents = eurosToCents(regularPrice(product));
  let finalCents = regularCents;
  if (isSpecialPriceActive(product, now)) finalCents = eurosToCents(product.special_price_incl_tax!);
  const isReduced = finalCents < regularCents;
  const lowest = product.lowest_price_30d_incl_tax;
  return isReduced && typeof lowest === 'number' ? { finalCents, regularCents, isReduced, lowestPriorCents: eurosToCents(lowest) } : { finalCents, regularCents, isReduced };
}

/** Spec 01 §4: a configurable parent takes the price of its cheapest (available) child. */
export function getConfigurablePrice(product: ProductDocument, now: Date, opts: { showOutOfStock: boolean }): DisplayPrice {
  const children = (product.configurable_children ?? []).filter((c) => isChildAvailable(c, opts.showOutOfStock));
  const candidates = children.length ? children : (product.configurable_children ?? []);
  if (!candidates.length) return getSimplePrice(product, now);
  const prices = candidates.map((c) => getSimplePrice(childPriced(c), now));
  const cheapest = prices.reduce((best, p) => (p.finalCents < best.finalCents ? p : best));
  // Spec 01 §4 "from": the parent names its cheapest child's price; when the sizes differ, the card and the product
  // page say so (one rule for both).
  return prices.some((p) => p.finalCents !== cheapest.finalCents) ? { ...cheapest, isFrom: true } : cheapest;
}

function childPriced(child: ConfigurableChild): Priced {
  return {
    price_incl_tax: child.price_incl_tax,
    original_price_incl_tax: child.original_price_incl_tax,
    special_price_incl_tax: child.special_price_incl_tax,
    special_from_date: child.special_from_date,
    special_to_date: child.special_to_date,
    final_price_incl_tax: child.final_price_incl_tax,
    lowest_price_30d_incl_tax: child.lowest_price_30d_incl_tax,
  };
}

export function getChildPrice(child: ConfigurableChild, now: Date): DisplayPrice {
  return getSimplePrice(childPriced(child), now);
}

/** Spec 01 §4: a grouped price starts at 0 and sums its associated simple links, quantity 1 each. */
export function getGroupedPriceCents(product: ProductDocument, now: Date): Cents {
  return (product.product_links ?? [])
    .filter((link) => link.link_type === 'associated' && link.product && isSaleableComponent(link.product))
    .reduce((sum, link) => sum + getSimplePrice(link.product!, now).finalCents, 0);
}

/**
 * Spec 01 §4: a bundle price sums the default link of each option (the first link if none is default) times its
 * quantity. Components come from the catalogue (only status 1 and saleable ones are fetched).
 */
export function getBundlePriceCents(product: ProductDocument, components: ReadonlyMap<string, ProductDocument>, now: Date): Cents {
  let total = 0;
  for (const link of bundleDefaultParts(product.bundle_options)) {
    const component = components.get(link.sku);
    if (!component || !isSaleableComponent(component)) continue;
    total += getSimplePrice(component, now).finalCents * link.qty;
  }
  return total;
}

function hasLoadedAssociatedProducts(product: ProductDocument): boolean {
  return (product.product_links ?? []).some((link) => link.link_type === 'associated' && link.product !== undefined);
}

function isSaleableComponent(product: ProductDocument): boolean {
  return product.status === 1;
}

/** The price a listing or product page shows for any product type. */
export function getProductPrice(product: ProductDocument, now: Date, opts: { showOutOfStock: boolean; components?: ReadonlyMap<string, ProductDocument> }): DisplayPrice {
  switch (product.type_id) {
    case 'configurable':
      return getConfigurablePrice(product, now, opts);
    case 'grouped': {
      // A listing's card has the links without their products (they are loaded with the product page only):
      // the card then shows the price the index keeps for the group, as a bundle without its components does.
      if (!hasLoadedAssociatedProducts(product)) return getSimplePrice(product, now);
      const cents = getGroupedPriceCents(product, now);
      return { finalCents: cents, regularCents: cents, isReduced: false };
    }
    case 'bundle': {
      if (!opts.components) return getSimplePrice(product, now);
      const cents = getBundlePriceCents(product, opts.components, now);
      return { finalCents: cents, regularCents: cents, isReduced: false };
    }
    default:
      return getSimplePrice(product, now);
  }
}

/** Spec 01 §4: a product counts as new when now is between news_from_date and news_to_date. */
export function isNewProduct(product: Pick<ProductDocument, 'news_from_date' | 'news_to_date'>, now: Date): boolean {
  const from = parseCatalogDate(product.news_from_date);
  if (!from) return false;
  const to = parseCatalogDate(product.news_to_date);
  return now >= from && (!to || now <= to);
}

/** The VAT contained in a gross amount (19% VAT label, spec 01 §9), rounded to the cent. */
export function vatIncludedCents(grossCents: Cents, ratePercent: number = VAT_RATE_PERCENT): Cents {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}
