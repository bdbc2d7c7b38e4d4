import { describe, expect, it } from 'vitest';
import { couponDiscountCents, isCouponUsable, normalizeCouponCode, type CouponRule } from '../../../shared/commerce/coupons.js';

const base: CouponRule = { code: 'WELCOME10', kind: 'percent', amount: 10, singleUse: false, usedAt: null, activeFrom: null, activeTo: null };
const now = new Date('2026-03-15T10:00:00Z');

describe('coupons (spec 02 §9: newsletter coupon 10%; §8 incorrect coupon code)', () => {
  it('normalises codes', () => expect(normalizeCouponCode(' welcome10 ')).toBe('WELCOME10'));

  it('is usable within its window and refused outside it', () => {
    expect(isCouponUsable(base, now)).toBe(true);
    expect(isCouponUsable({ ...base, activeFrom: new Date('2026-04-01T00:00:00Z') }, now)).toBe(false);
    expect(isCouponUsable({ ...base, activeTo: new Date('2026-03-01T00:00:00Z') }, now)).toBe(false);
  });

  it('a single-use coupon is refused once used', () => {
    expect(isCouponUsable({ ...base, singleUse: true }, now)).toBe(true);
    expect(isCouponUsable({ ...base, singleUse: true, usedAt: now }, now)).toBe(false);
  });

  it('refuses nonsense amounts', () => {
    expect(isCouponUsable({ ...base, amount: 0 }, now)).toBe(false);
    expect(isCouponUsable({ ...base, amount: 150 }, now)).toBe(false);
  });

  it('discounts percent rounded to the cent and never more than the goods', () => {
    expect(couponDiscountCents({ kind: 'percent', amount: 10 }, 12995)).toBe(1300);
    expect(couponDiscountCents({ kind: 'fixed', amount: 500 }, 12995)).toBe(500);
    expect(couponDiscountCents({ kind: 'fixed', amount: 5000 }, 1290)).toBe(1290);
    expect(couponDiscountCents({ kind: 'percent', amount: 10 }, 0)).toBe(0);
  });
});
