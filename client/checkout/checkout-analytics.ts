// Analytics steps 1–4 (spec 02 §4) into window.dataLayer, only while tracking is allowed (consent claim).
import { checkoutStepEvent } from '../../shared/checkout/analytics.js';
import type { CheckoutStep } from '../../shared/checkout/checkout-types.js';
import { cart } from '../cart/cart.js';
import { trackingAllowed } from '../consent/consent-claims.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushCheckoutStep(step: CheckoutStep, option?: string): void {
  if (!trackingAllowed()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(checkoutStepEvent(step, cart.getState().cartItems, option));
}
