// Shipping and payment methods as the cart keeps them (spec 02 §4 "Payment and shipping methods").
import type { CartItem, CartPaymentMethod, CartShippingMethod } from './cart-types.js';

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);
const CASH_ON_DELIVERY = new Set(['cashondelivery', 'cash_on_delivery']);

/** Shipping methods with available false are dropped. */
export function usableShippingMethods(methods: readonly CartShippingMethod[]): CartShippingMethod[] {
  return methods.filter((m) => m.available !== false);
}

/** The default shipping method: the one marked default, else the first; offline methods are not allowed as default. */
export function defaultShippingMethod(methods: readonly CartShippingMethod[]): CartShippingMethod | null {
  const candidates = usableShippingMethods(methods).filter((m) => !m.offline);
  return candidates.find((m) => m.default) ?? candidates[0] ?? null;
}

/** Cash on delivery is hidden when the cart holds only virtual or downloadable items (an empty cart does not). */
export function usablePaymentMethods(methods: readonly CartPaymentMethod[], items: readonly Pick<CartItem, 'type_id'>[]): CartPaymentMethod[] {
  const onlyVirtual = items.length > 0 && items.every((item) => VIRTUAL_TYPES.has(item.type_id));
  return methods.filter((m) => !(onlyVirtual && CASH_ON_DELIVERY.has(m.code)));
}

export function defaultPaymentMethod(methods: readonly CartPaymentMethod[]): CartPaymentMethod | null {
  return methods.find((m) => m.default) ?? methods[0] ?? null;
}

export const sameShippingMethod = (a: CartShippingMethod | null, b: CartShippingMethod | null): boolean =>
  !!a && !!b && a.carrier_code === b.carrier_code && a.method_code === b.method_code;

/** Keeps the chosen method while it is still offered, else takes the default. */
export function keepOrDefaultShipping(chosen: CartShippingMethod | null, methods: readonly CartShippingMethod[]): CartShippingMethod | null {
  const usable = usableShippingMethods(methods);
  return usable.find((m) => sameShippingMethod(m, chosen)) ?? defaultShippingMethod(usable);
}

export function keepOrDefaultPayment(chosen: CartPaymentMethod | null, methods: readonly CartPaymentMethod[]): CartPaymentMethod | null {
  return methods.find((m) => chosen && m.code === chosen.code) ?? defaultPaymentMethod(methods);
}
