// The cart's question "is the shopper in checkout?" (spec 02 §4 "Checkout activity"): modifiedAt of the stored
// checkout within the last 30 minutes. Kept apart from the checkout store so that the cart can import it.
import { isCheckoutActive, parseCheckout } from '../../shared/checkout/checkout-activity.js';

export const CHECKOUT_STORAGE_KEY = 'shop/checkout';

export function isShopperInCheckout(now = Date.now()): boolean {
  try {
    const text = typeof window === 'undefined' ? null : window.localStorage.getItem(CHECKOUT_STORAGE_KEY);
    return isCheckoutActive(parseCheckout(text, 'DE')?.modifiedAt, now);
  } catch {
    return false;
  }
}
