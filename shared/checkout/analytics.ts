// Checkout analytics (spec 02 §4 "Analytics steps"): 1 personal details, 2 shipping, 3 payment, 4 review, pushed
// only while tracking is allowed (a trackingCookiesAccepted claim under 24 hours old and true).
import { centsToEuros } from '../money.js';
import type { CartItem } from '../cart/cart-types.js';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-types.js';

export interface CheckoutStepEvent {
  event: 'checkout';
  ecommerce: {
    currencyCode: 'EUR';
    checkout: {
      actionField: { step: number; option?: string };
      products: { id: string; name: string; price: number; quantity: number }[];
    };
  };
}

export const analyticsStepNumber = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step) + 1;

export function checkoutStepEvent(step: CheckoutStep, items: readonly Pick<CartItem, 'sku' | 'name' | 'qty' | 'priceCents'>[], option?: string): CheckoutStepEvent {
  return {
    event: 'checkout',
    ecommerce: {
      currencyCode: 'EUR',
      checkout: {
        actionField: option ? { step: analyticsStepNumber(step), option } : { step: analyticsStepNumber(step) },
        products: items.map((item) => ({ id: item.sku, name: item.name, price: centsToEuros(item.priceCents), quantity: item.qty })),
      },
    },
  };
}
