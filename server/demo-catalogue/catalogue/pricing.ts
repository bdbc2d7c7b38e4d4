// Prices, special-price windows and catalogue dates of the demo products. Index documents hold euros; the seed
// computes in cents and converts once. final_price fields describe the REFERENCE_DATE; the edge recomputes them at
// request time with shared/catalog/prices.ts, which gives the same answer for any moment between 2026-01-01 and
// 2030-09-30 because every window starts or ends outside that span.
import { VAT_RATE_PERCENT } from '../../../shared/catalog/prices.js';
import { createRng } from '../prng.js';

/** The moment final_price / final_price_incl_tax are computed for. */
export const REFERENCE_DATE = '2026-07-01 00:00:00';

export interface PriceFields {
  price: number;
  price_incl_tax: number;
  price_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  original_price_tax: number;
  special_price: number | null;
  special_price_incl_tax: number | null;
  special_price_tax: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  final_price_incl_tax: number;
  final_price_tax: number;
}

export type SpecialKind = 'active' | 'expired' | 'future';

export interface SpecialPlan {
  kind: SpecialKind;
  /** Share taken off the regular price, e.g. 0.2. */
  discount: number;
  from: string;
  to: string;
}

const WINDOWS: Readonly<Record<SpecialKind, readonly (readonly [string, string])[]>> = {
  active: [
    ['2026-01-01 00:00:00', '2030-12-31 00:00:00'],
    ['2026-03-01 00:00:00', '2030-12-31 00:00:00'],
  ],
  expired: [
    ['2025-01-15 00:00:00', '2025-02-28 00:00:00'],
    ['2025-07-01 00:00:00', '2025-08-31 00:00:00'],
  ],
  future: [['2030-10-01 00:00:00', '2030-12-31 00:00:00']],
};

/** About 15 % of the products get a special price; most windows are active, some expired, some in the future. */
export function planSpecialPrice(productKey: string): SpecialPlan | null {
  const rng = createRng(`special:${productKey}`);
  if (!rng.chance(0.15)) return null;
  const roll = rng.next();
  const kind: SpecialKind = roll < 0.7 ? 'active' : roll < 0.85 ? 'expired' : 'future';
  const [from, to] = rng.pick(WINDOWS[kind]);
  return { kind, discount: rng.pick([0.15, 0.2, 0.25, 0.3]), from, to };
}

/** A reduced shop price: the discounted amount taken down to whole euros ending in 9 (449 → 20 % → 349). */
export function specialPriceCents(regularCents: number, discount: number): number {
  const reducedEuros = (regularCents * (1 - discount)) / 100;
  return Math.max(100, (Math.floor(reducedEuros / 10) * 10 - 1) * 100);
}

/** Net price (price) = gross / 1.19 rounded to the cent; the tax is the rest, so net + tax = gross exactly. */
export function splitGross(grossCents: number): { net: number; tax: number; gross: number } {
  const netCents = Math.round((grossCents * 100) / (100 + VAT_RATE_PERCENT));
  return { net: netCents / 100, tax: (grossCents - netCents) / 100, gross: grossCents / 100 };
}

export function isWindowActive(plan: SpecialPlan | null, at: string = REFERENCE_DATE): boolean {
  // Same-format strings ('YYYY-MM-DD HH:mm:ss') compare in time order; the to-date counts as a whole day.
  return plan !== null && plan.from <= at && at <= plan.to.replace('00:00:00', '23:59:59');
}

export function buildPriceFields(regularCents: number, special: SpecialPlan | null): PriceFields {
  const regular = splitGross(regularCents);
  const specialCents = special ? specialPriceCents(regularCents, special.discount) : null;
  const reduced = specialCents !== null ? splitGross(specialCents) : null;
  const final = reduced && isWindowActive(special) ? reduced : regular;
  return {
    price: regular.net,
    price_incl_tax: regular.gross,
    price_tax: regular.tax,
    original_price: regular.net,
    original_price_incl_tax: regular.gross,
    original_price_tax: regular.tax,
    special_price: reduced?.net ?? null,
    special_price_incl_tax: reduced?.gross ?? null,
    special_price_tax: reduced?.tax ?? null,
    special_from_date: special?.from ?? null,
    special_to_date: special?.to ?? null,
    final_price: final.net,
    final_price_incl_tax: final.gross,
    final_price_tax: final.tax,
  };
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD HH:mm:ss' in UTC, as the catalogue stores dates. */
export function formatCatalogDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

export function parseUtc(catalogDate: string): number {
  return Date.parse(`${catalogDate.replace(' ', 'T')}Z`);
}

/** A deterministic moment between two catalogue dates, at a plausible office-hours time. */
export function dateBetween(key: string, from: string, to: string): string {
  const rng = createRng(`date:${key}`);
  const days = Math.floor((parseUtc(to) - parseUtc(from)) / DAY_MS);
  const day = parseUtc(from) + rng.int(0, Math.max(0, days)) * DAY_MS;
  return formatCatalogDate(day + rng.int(7, 17) * 3_600_000 + rng.int(0, 59) * 60_000 + rng.int(0, 59) * 1000);
}

export function addDays(catalogDate: string, days: number): string {
  return formatCatalogDate(parseUtc(catalogDate) + days * DAY_MS);
}
