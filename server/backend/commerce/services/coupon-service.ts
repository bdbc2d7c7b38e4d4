// Coupons: applying to a cart (spec 02 §8 "incorrect coupon code") and creating them (the newsletter's 10% coupon).
import { isCouponUsable, normalizeCouponCode, type CouponKind, type CouponRule } from '../../../../shared/commerce/coupons.js';
import type { CartRow, CouponRow, Database } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { fail } from '../commerce-error.js';
import * as carts from '../repositories/cart-repository.js';
import * as coupons from '../repositories/coupon-repository.js';

const toDate = (iso: string | null): Date | null => (iso ? new Date(iso) : null);

export function couponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    singleUse: row.single_use === 1,
    usedAt: toDate(row.used_at),
    activeFrom: toDate(row.active_from),
    activeTo: toDate(row.active_to),
  };
}

/** The coupon when it exists and may be used now, else null. */
export async function findUsableCoupon(db: Database, code: string | null, now: Date): Promise<CouponRule | null> {
  if (!code) return null;
  const row = await coupons.findCoupon(db, normalizeCouponCode(code));
  if (!row) return null;
  const rule = couponRule(row);
  return isCouponUsable(rule, now) ? rule : null;
}

export async function applyCoupon(db: Database, cart: CartRow, code: string, now: Date): Promise<void> {
  const coupon = await findUsableCoupon(db, code, now);
  if (!coupon) throw fail('ERR_INVALID_COUPON', { field: 'coupon' });
  await carts.updateCart(db, cart.id, { coupon_code: coupon.code, updated_at: now.toISOString() });
}

export async function removeCoupon(db: Database, cart: CartRow, now: Date): Promise<void> {
  await carts.updateCart(db, cart.id, { coupon_code: null, updated_at: now.toISOString() });
}

export interface NewCoupon {
  code: string;
  kind: CouponKind;
  /** Whole percent, or cents for fixed coupons. */
  amount: number;
  singleUse: boolean;
  activeFrom?: Date | null;
  activeTo?: Date | null;
}

/** Creates a coupon (e.g. a single-use 10% code for a newsletter subscriber); false when the code already exists. */
export async function createCoupon(db: Database, input: NewCoupon, now: Date): Promise<boolean> {
  const code = normalizeCouponCode(input.code);
  if (!/^[A-Z0-9_-]{3,64}$/.test(code)) throw new RangeError(`Coupon code must be 3-64 letters, digits, - or _: ${input.code}`);
  if (!Number.isInteger(input.amount) || input.amount <= 0 || (input.kind === 'percent' && input.amount > 100)) throw new RangeError(`Invalid coupon amount ${input.amount}`);
  try {
    await coupons.insertCoupon(db, {
      code,
      kind: input.kind,
      amount: input.amount,
      single_use: input.singleUse ? 1 : 0,
      used_at: null,
      active_from: input.activeFrom?.toISOString() ?? null,
      active_to: input.activeTo?.toISOString() ?? null,
      created_at: now.toISOString(),
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
