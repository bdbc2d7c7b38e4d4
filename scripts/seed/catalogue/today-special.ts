// One product whose special price starts on the day the shop's data is generated, so that the Omnibus price
// indication (PAngV §11: the lowest price of the 30 days before a reduction) has a reduction that begins today to
// show. Deterministic given the generation date: the same product, reduced by the same share, from that day's
// 00:00 UTC to the end of the catalogue's offers.
import type { ShoePlan } from './shoe-plans.js';
import type { SpecialPlan } from './pricing.js';

/** A listable men's oxford with no other special price, every size in stock and one price for all sizes. */
export const TODAY_SPECIAL_SKU = 'KR-1001-BLK';
export const TODAY_SPECIAL_DISCOUNT = 0.2;
const OFFERS_END = '2030-12-31 00:00:00';

/** The special price plan starting on the given day (YYYY-MM-DD of the generation date in UTC). */
export function todaySpecialPlan(generatedAt: Date): SpecialPlan {
  const day = generatedAt.toISOString().slice(0, 10);
  return { kind: 'active', discount: TODAY_SPECIAL_DISCOUNT, from: `${day} 00:00:00`, to: OFFERS_END };
}

/** Gives TODAY_SPECIAL_SKU its special price starting on the generation day; throws if the seed lost that product. */
export function applyTodaySpecial(plans: ShoePlan[], generatedAt: Date): void {
  const plan = plans.find((p) => p.sku === TODAY_SPECIAL_SKU);
  if (!plan) throw new Error(`The demo catalogue has no ${TODAY_SPECIAL_SKU} for the special price starting today`);
  plan.special = todaySpecialPlan(generatedAt);
}
