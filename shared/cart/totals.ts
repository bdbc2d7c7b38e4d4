// Totals of the cart (spec 02 §3 "Cart totals", §4 "Totals"): the server's totals override the lines' totals,
// the platform totals and the segments; without server totals the mini cart sums the lines itself.
import { computeTotals } from '../commerce/totals.js';
import { eurosToCents, type Cents } from '../money.js';
import type { AppliedCoupon, CartItem, CartItemTotals, PlatformTotals, TotalSegment } from './cart-types.js';

/** A 200 totals answer: each line with a server id takes its totals entry and the quantity in it. */
export function applyItemTotals(items: readonly CartItem[], totalsItems: readonly CartItemTotals[] | undefined): CartItem[] {
  const byId = new Map((totalsItems ?? []).map((entry) => [entry.item_id, entry]));
  return items.map((item) => {
    const entry = item.server_item_id === undefined ? undefined : byId.get(item.server_item_id);
    if (!entry) return item;
    const qty = Number.isInteger(entry.qty) && entry.qty > 0 ? entry.qty : item.qty;
    return { ...item, totals: entry, qty };
  });
}

/** The coupon the server applied, from the platform totals' coupon_code. */
export function couponFromTotals(totals: PlatformTotals | null | undefined): AppliedCoupon | null {
  if (!totals || typeof totals.coupon_code !== 'string' || totals.coupon_code === '') return null;
  return { code: totals.coupon_code, discount: typeof totals.discount_amount === 'number' ? totals.discount_amount : 0 };
}

/** A segment's value in cents, or null when the server sent no such segment. */
export function segmentCents(segments: readonly TotalSegment[] | null | undefined, code: string): Cents | null {
  const segment = segments?.find((s) => s.code === code);
  return segment && Number.isFinite(segment.value) ? eurosToCents(segment.value) : null;
}

/** What a line costs: the server's row total when it has one, else unit price times quantity. */
export function lineRowCents(item: Pick<CartItem, 'qty' | 'priceCents' | 'totals'>): Cents {
  if (item.totals && Number.isFinite(item.totals.row_total_incl_tax)) return eurosToCents(item.totals.row_total_incl_tax);
  return item.qty > 0 ? item.priceCents * item.qty : 0;
}

/** The line's item discount in cents (positive), as the server's totals report it. */
export function lineDiscountCents(item: Pick<CartItem, 'totals'>): Cents {
  const amount = item.totals?.discount_amount;
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.abs(eurosToCents(amount)) : 0;
}

export interface CartSummaryCents {
  subtotal: Cents;
  shipping: Cents | null;
  /** Negative, or 0 without a discount. */
  discount: Cents;
  tax: Cents | null;
  grandTotal: Cents;
  /** True when the figures come from the server's segments. */
  fromServer: boolean;
}

/** The mini cart's figures: the server's segments when there are any, else the lines summed locally. */
export function summarizeCart(items: readonly CartItem[], segments: readonly TotalSegment[] | null | undefined): CartSummaryCents {
  const grandTotal = segmentCents(segments, 'grand_total');
  if (grandTotal !== null) {
    return {
      subtotal: segmentCents(segments, 'subtotal') ?? 0,
      shipping: segmentCents(segments, 'shipping'),
      discount: -Math.abs(segmentCents(segments, 'discount') ?? 0),
      tax: segmentCents(segments, 'tax'),
      grandTotal,
      fromServer: true,
    };
  }
  const local = computeTotals({ lines: items.map((item) => ({ qty: item.qty, unitPriceCents: item.priceCents })) });
  return { subtotal: local.subtotal, shipping: null, discount: 0, tax: local.tax, grandTotal: local.grandTotal, fromServer: false };
}
