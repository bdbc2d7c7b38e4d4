// How a bulk `update` changes a stored document: Elasticsearch's partial-document merge (objects merge key by key,
// everything else, arrays included, is replaced), then the price fields the shop derives from the gross prices.
import { VAT_RATE_PERCENT, isSpecialPriceActive } from '../../shared/catalog/prices.js';
import type { JsonObject } from './bulk-lines.js';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergePartial(stored: JsonObject, partial: JsonObject): JsonObject {
  const merged: JsonObject = { ...stored };
  for (const [key, value] of Object.entries(partial)) {
    merged[key] = isObject(value) && isObject(stored[key]) ? mergePartial(stored[key], value) : value;
  }
  return merged;
}

/** Net euros of a gross price, to the cent (the shop's prices include VAT; shared/catalog/prices.ts). */
function net(gross: number): number {
  return Math.round((Math.round(gross * 100) * 100) / (100 + VAT_RATE_PERCENT)) / 100;
}

function tax(gross: number): number {
  return Math.round(Math.round(gross * 100) - net(gross) * 100) / 100;
}

const PRICE_INPUTS = ['price_incl_tax', 'original_price_incl_tax', 'special_price_incl_tax', 'special_from_date', 'special_to_date'];

/**
 * After a partial update of a product's gross prices (e.g. `{"doc":{"price_incl_tax":299}}`), the fields the shop
 * reads beside them follow: the regular price is `original_price_incl_tax ?? price_incl_tax`, so a new
 * `price_incl_tax` without an `original_price_incl_tax` also becomes the original price; net and tax parts and the
 * final price (special within its window at `now`) are recomputed. Without a price input in the update, the
 * document is returned as merged. Full documents (index/create) are stored as sent.
 */
export function withDerivedPrices(merged: JsonObject, partial: JsonObject, now: Date): JsonObject {
  if (!PRICE_INPUTS.some((field) => field in partial)) return merged;
  const doc = { ...merged };
  if (typeof partial.price_incl_tax === 'number' && !('original_price_incl_tax' in partial) && doc.original_price_incl_tax !== undefined) {
    doc.original_price_incl_tax = partial.price_incl_tax;
  }
  for (const prefix of ['', 'original_', 'special_']) {
    const gross = doc[`${prefix}price_incl_tax`];
    if (typeof gross !== 'number') {
      if (gross === null && prefix === 'special_') Object.assign(doc, { special_price: null, special_price_tax: null });
      continue;
    }
    doc[`${prefix}price`] = net(gross);
    if (`${prefix}price_tax` in doc || prefix === '') doc[`${prefix}price_tax`] = tax(gross);
  }
  const regular = (doc.original_price_incl_tax ?? doc.price_incl_tax) as number;
  const active = isSpecialPriceActive(doc as unknown as Parameters<typeof isSpecialPriceActive>[0], now);
  const final = active ? (doc.special_price_incl_tax as number) : regular;
  Object.assign(doc, { final_price_incl_tax: final, final_price: net(final), ...('final_price_tax' in doc ? { final_price_tax: tax(final) } : {}) });
  return doc;
}
