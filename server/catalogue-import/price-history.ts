// Price history follows the imported prices (issue #14 item 3): every change of a product's price or special
// price appends what it means from now on, so the Omnibus line (server/db/lowest-prices.ts) follows real changes.
// A stock-only change appends nothing.
import { parseCatalogDate } from '../../shared/catalog/catalog-dates.js';
import { unitPriceCents } from '../../shared/commerce/unit-price.js';
import type { ProductsTable } from '../db/schema.js';

export interface PriceHistoryEntry {
  sku: string;
  price_cents: number;
  effective_from: string;
}

type PriceColumns = Pick<ProductsTable, 'sku' | 'price_cents' | 'special_price_cents' | 'special_from' | 'special_to'>;

export function samePrices(a: PriceColumns, b: PriceColumns): boolean {
  return a.price_cents === b.price_cents && a.special_price_cents === b.special_price_cents && a.special_from === b.special_from && a.special_to === b.special_to;
}

const DAY_MS = 86_400_000;

/**
 * The entries a new or changed row appends: the price in force from now, then the special price where its window
 * opens later, and the regular price again after a window that ends later (the to-date is the offer's last day).
 * None when the price columns are the same as before.
 */
export function historyForChange(previous: PriceColumns | undefined, next: PriceColumns, now: Date): PriceHistoryEntry[] {
  if (previous && samePrices(previous, next)) return [];
  const priced = { priceCents: next.price_cents, specialPriceCents: next.special_price_cents, specialFrom: next.special_from, specialTo: next.special_to };
  const entries: PriceHistoryEntry[] = [{ sku: next.sku, price_cents: unitPriceCents(priced, now), effective_from: now.toISOString() }];
  if (next.special_price_cents !== null && next.special_price_cents < next.price_cents) {
    const from = parseCatalogDate(next.special_from);
    const to = parseCatalogDate(next.special_to);
    if (from && from > now) entries.push({ sku: next.sku, price_cents: next.special_price_cents, effective_from: from.toISOString() });
    if (to && to.getTime() + DAY_MS > now.getTime()) entries.push({ sku: next.sku, price_cents: next.price_cents, effective_from: new Date(to.getTime() + DAY_MS).toISOString() });
  }
  return entries;
}
