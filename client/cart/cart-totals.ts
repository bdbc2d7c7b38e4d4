// Totals, shipping and payment methods, coupons (spec 02 §4 "Totals", "Payment and shipping methods"): when totals
// sync is required, the methods are refreshed first; totals come from shipping-information when a method is
// chosen, else from totals; a 200 overrides the lines' totals, the platform totals and the segments.
import { LOG_NO_TAX_COUNTRY } from '../../shared/cart/cart-messages.js';
import type { CartPaymentMethod, CartShippingMethod, PlatformTotals } from '../../shared/cart/cart-types.js';
import { keepOrDefaultPayment, keepOrDefaultShipping, usablePaymentMethods, usableShippingMethods } from '../../shared/cart/methods.js';
import { isTotalsSyncRequired } from '../../shared/cart/sync-rules.js';
import { applyItemTotals, couponFromTotals } from '../../shared/cart/totals.js';
import { getStoreView } from '../../shared/store-views.js';
import { canSyncTotals, canUpdateMethods, currentHash, getState, type CartContext } from './cart-state.js';

const isTotalsRequired = (ctx: CartContext, force: boolean) => force || isTotalsSyncRequired(getState(ctx), currentHash(ctx));

function shippingCountry(ctx: CartContext): string | null {
  return ctx.env.shippingCountry() ?? getStoreView(ctx.env.storeCode).taxCountry ?? null;
}

function setPaymentMethods(ctx: CartContext, methods: readonly CartPaymentMethod[]): void {
  const usable = usablePaymentMethods(methods, getState(ctx).cartItems);
  ctx.store.setState((s) => ({ paymentMethods: usable, payment: keepOrDefaultPayment(s.payment, usable) }));
}

export async function syncShippingMethods(ctx: CartContext, force: boolean): Promise<void> {
  const country = shippingCountry(ctx);
  if (!canUpdateMethods(ctx) || !isTotalsRequired(ctx, force) || !country) return;
  const answer = await ctx.api.getShippingMethods(getState(ctx).cartServerToken!, { country_id: country });
  const methods: CartShippingMethod[] = answer.code === 200 && Array.isArray(answer.result) ? answer.result : [];
  ctx.store.setState((s) => ({ shippingMethods: usableShippingMethods(methods), shipping: keepOrDefaultShipping(s.shipping, methods) }));
}

export async function syncPaymentMethods(ctx: CartContext, force: boolean): Promise<void> {
  if (!canUpdateMethods(ctx) || !isTotalsRequired(ctx, force)) return;
  const answer = await ctx.api.getPaymentMethods(getState(ctx).cartServerToken!);
  setPaymentMethods(ctx, answer.code === 200 && Array.isArray(answer.result) ? answer.result : []);
}

async function fetchTotals(ctx: CartContext, country: string) {
  const { cartServerToken, shipping } = getState(ctx);
  if (!shipping) return ctx.api.getTotals(cartServerToken!);
  return ctx.api.setShippingInformation(cartServerToken!, {
    shippingAddress: { country_id: country },
    billingAddress: { country_id: country },
    shippingCarrierCode: shipping.carrier_code,
    shippingMethodCode: shipping.method_code,
  });
}

export async function syncTotals(ctx: CartContext, options: { forceServerSync?: boolean } = {}): Promise<void> {
  const force = options.forceServerSync === true;
  if (isTotalsRequired(ctx, force)) {
    await syncShippingMethods(ctx, force);
    await syncPaymentMethods(ctx, force);
  }
  if (!canSyncTotals(ctx) || !isTotalsRequired(ctx, force)) return;
  const country = shippingCountry(ctx);
  if (!country) {
    ctx.log.error(LOG_NO_TAX_COUNTRY);
    return;
  }
  const answer = await fetchTotals(ctx, country);
  const result = answer.result as (PlatformTotals & { totals?: PlatformTotals; payment_methods?: CartPaymentMethod[] }) | null;
  if (answer.code !== 200 || !result || typeof result !== 'object') {
    ctx.log.error('Totals could not be synchronised', answer.result);
    return;
  }
  const platformTotals = result.totals ?? result;
  ctx.store.setState((s) => ({
    cartItems: applyItemTotals(s.cartItems, platformTotals.items),
    platformTotals,
    platformTotalSegments: platformTotals.total_segments ?? null,
    coupon: couponFromTotals(platformTotals),
    cartServerLastTotalsSyncDate: ctx.now(),
  }));
  if (Array.isArray(result.payment_methods) && canUpdateMethods(ctx)) setPaymentMethods(ctx, result.payment_methods);
}

/** Applies a coupon on the server, then takes the new totals; true when the server accepted it. */
export async function applyCoupon(ctx: CartContext, code: string): Promise<boolean> {
  const coupon = code.trim();
  if (coupon === '' || !canSyncTotals(ctx)) return false;
  const answer = await ctx.api.applyCoupon(getState(ctx).cartServerToken!, coupon);
  if (answer.code !== 200 || answer.result !== true) return false;
  await syncTotals(ctx, { forceServerSync: true });
  // Totals may change the lines (their totals): the hash follows so that no extra sync is asked for.
  ctx.store.setState({ cartItemsHash: currentHash(ctx) });
  return true;
}

export async function removeCoupon(ctx: CartContext, options: { sync?: boolean } = {}): Promise<boolean> {
  if (!canSyncTotals(ctx)) return false;
  const answer = await ctx.api.removeCoupon(getState(ctx).cartServerToken!);
  if (answer.code !== 200 || answer.result !== true) return false;
  ctx.store.setState({ coupon: null });
  if (options.sync !== false) {
    await syncTotals(ctx, { forceServerSync: true });
    ctx.store.setState({ cartItemsHash: currentHash(ctx) });
  }
  return true;
}
