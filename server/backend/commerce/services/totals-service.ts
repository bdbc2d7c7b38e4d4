// Cart totals (DESIGN §3.4 "GET /api/cart/totals"): prices come from the products table, never from the client.
import { computeTotals, type TotalsCents } from '../../../../shared/commerce/totals.js';
import type { CouponRule } from '../../../../shared/commerce/coupons.js';
import { listPaymentMethods, shippingCentsFor, type PaymentMethod } from '../../../../shared/commerce/methods.js';
import { unitPriceCents } from '../../../../shared/commerce/unit-price.js';
import type { CartItemRow, CartRow, Database } from '../../../db/schema.js';
import * as carts from '../repositories/cart-repository.js';
import { findProductsBySku, type ProductWithStock } from '../repositories/product-repository.js';
import { toPriced } from './cart-service.js';
import { findUsableCoupon } from './coupon-service.js';
import { presentTotals, type TotalsView } from './totals-presenter.js';

export interface PricedCartLine {
  item: CartItemRow;
  product: ProductWithStock | undefined;
  unitPriceCents: number;
}

export interface CartCalculation {
  lines: PricedCartLine[];
  coupon: CouponRule | null;
  totals: TotalsCents;
}

/** A line whose product left the catalogue counts 0 (the order names it as not available). */
export async function calculateCart(db: Database, cart: CartRow, now: Date): Promise<CartCalculation> {
  const items = await carts.listItems(db, cart.id);
  const products = await findProductsBySku(db, items.map((i) => i.sku));
  const lines = items.map((item) => {
    const product = products.get(item.sku);
    return { item, product, unitPriceCents: product ? unitPriceCents(toPriced(product), now) : 0 };
  });
  const coupon = await findUsableCoupon(db, cart.coupon_code, now);
  const totals = computeTotals({ lines: lines.map((l) => ({ qty: l.item.qty, unitPriceCents: l.unitPriceCents })), coupon, shippingCents: cartShippingCents(cart) });
  return { lines, coupon, totals };
}

/** The stored method's price for the stored country (the order prices it the same way); none chosen yet costs 0. */
function cartShippingCents(cart: CartRow): number {
  if (!cart.shipping_country_id) return 0;
  return shippingCentsFor(cart.shipping_carrier_code, cart.shipping_method_code, cart.shipping_country_id) ?? 0;
}

export async function cartTotals(db: Database, cart: CartRow, now: Date): Promise<TotalsView> {
  return presentTotals(await calculateCart(db, cart, now), cart);
}

/**
 * Spec 02 §4: cash on delivery is hidden when every line is virtual or downloadable; the country rules (terms §4)
 * apply to the shipping country stored with shipping-information, and nothing country-bound is offered before it.
 */
export async function cartPaymentMethods(db: Database, cart: CartRow, payoneEnabled: boolean): Promise<PaymentMethod[]> {
  const items = await carts.listItems(db, cart.id);
  const products = await findProductsBySku(db, items.map((i) => i.sku));
  const onlyVirtual = items.length > 0 && items.every((i) => products.get(i.sku)?.is_virtual === 1);
  return listPaymentMethods({ onlyVirtual, payoneEnabled, shippingCountry: cart.shipping_country_id });
}
