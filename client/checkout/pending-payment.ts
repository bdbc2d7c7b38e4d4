// A payment finished at the provider's page (PayPal, online bank transfer, Klarna): the order is placed before the
// shopper leaves, and what the thank-you page needs waits in session storage until /redirect?r=… brings them back.
import type { ThankYou } from './checkout-store.js';

export const PENDING_PAYMENT_KEY = 'shop/pending-payment';

export interface PendingPayment {
  thankYou: ThankYou;
  createAccount: boolean;
}

export function savePendingPayment(pending: PendingPayment): void {
  try {
    window.sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the thank-you page shows without the order number.
  }
}

export function takePendingPayment(): PendingPayment | null {
  try {
    const text = window.sessionStorage.getItem(PENDING_PAYMENT_KEY);
    window.sessionStorage.removeItem(PENDING_PAYMENT_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && 'thankYou' in value ? (value as PendingPayment) : null;
  } catch {
    return null;
  }
}
