// Omnibus price indication (PAngV §11) in the catalogue documents: the backend adds `lowest_price_30d_incl_tax`
// to every product and child that has a special price, computed from the price history the commerce tables keep
// (server/db/seed-rows.ts fills it from the catalogue). The field is just another document field, so the
// Elasticsearch contract (DESIGN §3.2) stays as it is and a real index can carry the same field.
import type { ConfigurableChild, ProductDocument } from '../../shared/catalog-types.js';
import { parseCatalogDate } from '../../shared/catalog/catalog-dates.js';
import { lowestPriorPriceCents, reductionStartOf, type PriceChange } from '../../shared/legal/lowest-price.js';
import { centsToEuros, eurosToCents } from '../../shared/money.js';
import type { Database } from './schema.js';

export type PriceHistoryBySku = ReadonlyMap<string, PriceChange[]>;

export async function loadPriceHistory(db: Database): Promise<Map<string, PriceChange[]>> {
  const rows = await db.selectFrom('price_history').select(['sku', 'price_cents', 'effective_from']).orderBy('sku').orderBy('effective_from').execute();
  const bySku = new Map<string, PriceChange[]>();
  for (const row of rows) {
    const list = bySku.get(row.sku) ?? [];
    list.push({ priceCents: Number(row.price_cents), effectiveFrom: row.effective_from });
    bySku.set(row.sku, list);
  }
  return bySku;
}

type Priced = Pick<ConfigurableChild, 'sku' | 'price_incl_tax' | 'original_price_incl_tax' | 'special_price_incl_tax' | 'special_from_date'>;

/** The lowest price of the 30 days before this product's reduction, in euros; null without a special price. */
export function lowestPriceFor(doc: Priced, history: PriceHistoryBySku): number | null {
  const special = doc.special_price_incl_tax;
  const regular = doc.original_price_incl_tax ?? doc.price_incl_tax;
  if (special === null || special === undefined || !(special > 0) || special >= regular) return null;
  const changes = history.get(doc.sku) ?? [];
  const specialCents = eurosToCents(special);
  const start = reductionStartOf(changes, specialCents, parseCatalogDate(doc.special_from_date)?.toISOString() ?? null);
  return centsToEuros(start ? lowestPriorPriceCents(changes, start, eurosToCents(regular)) : eurosToCents(regular));
}

/** A copy of a product document with the field on itself and on each configurable child. */
export function withLowestPrice(doc: ProductDocument, history: PriceHistoryBySku): ProductDocument {
  const children = doc.configurable_children?.map((child) => ({ ...child, lowest_price_30d_incl_tax: lowestPriceFor(child, history) }));
  return { ...doc, lowest_price_30d_incl_tax: lowestPriceFor(doc, history), ...(children ? { configurable_children: children } : {}) };
}
