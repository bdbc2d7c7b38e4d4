// Back from the payment provider at /redirect?r=… (spec 02 §2): success shows the thank-you page (the cart is
// cleared); error and back mean the payment was not made: the payment step opens and says so, and ordering again
// pays the same order (its next payment attempt), with the same or another online method.
import type { PaymentReturn } from '../stores/ui-store.js';
import { cart } from '../cart/cart.js';
import { finishCheckout, loadCheckout, openStep } from './checkout-store.js';
import { readPendingPayment, takePendingPayment } from './pending-payment.js';

export const PAYMENT_FAILED_MESSAGE = 'The payment was not completed. Please try again or choose another payment method.';
export const PAYMENT_NOT_MADE_MESSAGE = 'The payment was not made. You can pay for your order again, with the same or another payment method.';

export async function handlePaymentReturn(r: PaymentReturn, defaultCountry: string): Promise<void> {
  loadCheckout(defaultCountry);
  if (r === 'success') {
    // Only a payment this tab started clears the cart: a reloaded or bookmarked success link must not empty a new cart.
    const pending = takePendingPayment();
    if (!pending) return;
    cart.hydrate();
    await cart.clear({ sync: false });
    finishCheckout(pending.thankYou);
    return;
  }
  openStep('payment', readPendingPayment() ? PAYMENT_NOT_MADE_MESSAGE : PAYMENT_FAILED_MESSAGE);
}
