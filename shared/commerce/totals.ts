// Cart and order totals in integer cents (spec 02 §3 "Cart totals", §5, §9). Prices include 19% VAT; the tax
// segment is the VAT contained in the grand total. Shipping is counted once per cart, never once per line.
import { vatIncludedCents } from '../catalog/prices.js';
import type { Cents } from '../money.js';
import { couponDiscountCents, type CouponRule } from './coupons.js';

/** Spec 02 §5 and §9: minimum order value 20.00 EUR. */
export const MIN_ORDER_VALUE_CENTS: Cents = 2000;

export interface TotalsLine {
  qty: number;
  /** Unit price incl. VAT. */
  unitPriceCents: Cents;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  coupon?: Pick<CouponRule, 'kind' | 'amount'> | null;
  shippingCents?: Cents;
}

export interface TotalsCents {
  subtotal: Cents;
  /** Positive amount taken off the subtotal. */
  discount: Cents;
  shipping: Cents;
  /** VAT contained in the grand total. */
  tax: Cents;
  grandTotal: Cents;
  itemsQty: number;
  rowTotals: Cents[];
}

/** Spec 02 §5: negative quantities are ignored in totals (they count as 0). */
export function lineTotalCents(line: TotalsLine): Cents {
  return line.qty > 0 ? line.unitPriceCents * line.qty : 0;
}

export function computeTotals(input: TotalsInput): TotalsCents {
  const rowTotals = input.lines.map(lineTotalCents);
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0);
  const discount = input.coupon ? couponDiscountCents(input.coupon, subtotal) : 0;
  const shipping = Math.max(input.shippingCents ?? 0, 0);
  const grandTotal = subtotal - discount + shipping;
  const itemsQty = input.lines.reduce((sum, l) => sum + Math.max(l.qty, 0), 0);
  return { subtotal, discount, shipping, tax: vatIncludedCents(grandTotal), grandTotal, itemsQty, rowTotals };
}

/** Spec 02 §5: the goods value after discount (shipping excluded) must reach 20.00 EUR. */
export function meetsMinimumOrderValue(totals: Pick<TotalsCents, 'subtotal' | 'discount'>): boolean {
  return totals.subtotal - totals.discount >= MIN_ORDER_VALUE_CENTS;
}
