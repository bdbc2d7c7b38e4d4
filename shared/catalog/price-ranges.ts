// Price range filter of spec 01 §9: 0-50, 50-100, 100-150, 150 and up (euros, incl. VAT).
import { formatWholeEuros } from '../money.js';
import type { PriceRange } from '../api/catalog.js';

export const PRICE_RANGES: readonly PriceRange[] = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

/**
 * Spec 01 §9: labels use '< {currency}{to}' for the first and last buckets and '{currency}{from} - {to}' otherwise.
 * The last bucket has no upper bound, so it reads '> {currency}{from}' (as the original storefront renders it).
 */
export function priceRangeLabel(range: PriceRange, index: number, count: number = PRICE_RANGES.length): string {
  const edge = index === 0 || index === count - 1;
  if (edge) return range.to !== undefined ? `< ${formatWholeEuros(range.to)}` : `> ${formatWholeEuros(range.from)}`;
  return `${formatWholeEuros(range.from)}${range.to !== undefined ? ` - ${range.to}` : ''}`;
}

/** The query parameter value of a range: '50-100', '150-'. */
export function priceRangeParam(range: PriceRange): string {
  return `${range.from}-${range.to ?? ''}`;
}

/** Parses '50-100' / '150-' back; null for anything else. */
export function parsePriceRangeParam(value: string): PriceRange | null {
  const m = /^(\d{1,6})-(\d{1,6})?$/.exec(value);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? undefined : Number(m[2]);
  if (to !== undefined && to <= from) return null;
  return to === undefined ? { from } : { from, to };
}
