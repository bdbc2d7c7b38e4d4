// One product whose special price starts on the day the shop's data is generated, so that the Omnibus price
// indication (PAngV §11: the lowest price of the 30 days before a reduction) has a reduction that begins today to
// show. Deterministic given the generation date: the same product, reduced by the same share, from that day's
// 00:00 UTC to the end of the catalogue's offers.
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { CATEGORY_IDS } from './category-tree.js';
import type { SpecialPlan } from './pricing.js';
import type { ShoePlan } from './shoe-plans.js';

/** A listable men's oxford with no other special price, every size in stock and one price for all sizes. */
export const TODAY_SPECIAL_SKU = 'KR-1001-BLK';
export const TODAY_SPECIAL_DISCOUNT = 0.2;
const OFFERS_END = '2030-12-31 00:00:00';

/** The special price plan starting on the given day (YYYY-MM-DD of the generation date in UTC). */
export function todaySpecialPlan(generatedAt: Date): SpecialPlan {
  const day = generatedAt.toISOString().slice(0, 10);
  return { kind: 'active', discount: TODAY_SPECIAL_DISCOUNT, from: `${day} 00:00:00`, to: OFFERS_END };
}

/** Gives TODAY_SPECIAL_SKU its special price starting on the generation day, in the Sale category with its badge. */
export function applyTodaySpecial(plans: ShoePlan[], generatedAt: Date): void {
  const plan = plans.find((p) => p.sku === TODAY_SPECIAL_SKU);
  if (!plan) throw new Error(`The demo catalogue has no ${TODAY_SPECIAL_SKU} for the special price starting today`);
  plan.special = todaySpecialPlan(generatedAt);
  if (!plan.categoryIds.includes(CATEGORY_IDS.sale)) plan.categoryIds.push(CATEGORY_IDS.sale);
  plan.badge ??= 'sale';
}

type FinalPriced = Pick<ProductDocument, 'sku' | 'special_price' | 'special_price_incl_tax' | 'final_price' | 'final_price_incl_tax'> & { special_price_tax?: number | null; final_price_tax?: number };

function showSpecialAsFinal(doc: FinalPriced): void {
  if (!doc.special_price_incl_tax) return;
  doc.final_price = doc.special_price ?? doc.final_price;
  doc.final_price_incl_tax = doc.special_price_incl_tax;
  if (doc.special_price_tax !== undefined && doc.special_price_tax !== null) doc.final_price_tax = doc.special_price_tax;
}

/**
 * Every other product's final_price fields describe the catalogue's REFERENCE_DATE, which the edge's price rule
 * agrees with at any time from 2026 to 2030-09. This reduction starts later than that date, so its documents get
 * the reduced final price: sorting and price filters then match what the shop shows from the generation day on.
 */
export function showTodaySpecialAsFinal(docs: readonly ProductDocument[]): void {
  for (const doc of docs) {
    if (doc.sku !== TODAY_SPECIAL_SKU && !doc.sku.startsWith(`${TODAY_SPECIAL_SKU}-`)) continue;
    showSpecialAsFinal(doc as FinalPriced);
    for (const child of doc.configurable_children ?? []) showSpecialAsFinal(child as FinalPriced);
  }
}
