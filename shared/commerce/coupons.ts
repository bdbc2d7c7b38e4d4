// Coupon rules: a percent or fixed-cents discount on the goods (incl. VAT), valid within an optional window and,
// for single-use codes, until first used. The newsletter's coupon is 10% (spec 02 §1, §9).
import type { Cents } from '../money.js';

export type CouponKind = 'percent' | 'fixed';

export interface CouponRule {
  code: string;
  kind: CouponKind;
  /** Whole percent (1–100) for 'percent', cents for 'fixed'. */
  amount: number;
  singleUse: boolean;
  usedAt: Date | null;
  activeFrom: Date | null;
  activeTo: Date | null;
}

/** Codes are compared without surrounding spaces and case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isCouponUsable(coupon: CouponRule, now: Date): boolean {
  if (coupon.singleUse && coupon.usedAt) return false;
  if (coupon.activeFrom && now < coupon.activeFrom) return false;
  if (coupon.activeTo && now > coupon.activeTo) return false;
  return coupon.amount > 0 && (coupon.kind !== 'percent' || coupon.amount <= 100);
}

/** The discount on a goods subtotal, never more than the subtotal; percent discounts round to the nearest cent. */
export function couponDiscountCents(coupon: Pick<CouponRule, 'kind' | 'amount'>, subtotalCents: Cents): Cents {
  if (subtotalCents <= 0) return 0;
  const raw = coupon.kind === 'percent' ? Math.round((subtotalCents * coupon.amount) / 100) : coupon.amount;
  return Math.min(Math.max(raw, 0), subtotalCents);
}
