// A payment finished at the provider's page (PayPal, online bank transfer, Klarna): the order is placed before the
// shopper leaves, and what the thank-you page needs waits in session storage until /redirect?r=… brings them back.
// After r=error or r=back the record stays: ordering the same lines again authorizes that same order (its cart id
// makes the backend answer with it) instead of placing a second one.
import type { ThankYou } from './checkout-store.js';

export const PENDING_PAYMENT_KEY = 'shop/pending-payment';

export interface PendingPayment {
  thankYou: ThankYou;
  /** The server cart the order was placed with (closed since). */
  cartId: string;
  lines: { sku: string; qty: number }[];
}

export function savePendingPayment(pending: PendingPayment): void {
  try {
    window.sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the thank-you page shows without the order number.
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const text = window.sessionStorage.getItem(PENDING_PAYMENT_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && 'thankYou' in value && 'cartId' in value ? (value as PendingPayment) : null;
  } catch {
    return null;
  }
}

export function takePendingPayment(): PendingPayment | null {
  const pending = readPendingPayment();
  try {
    window.sessionStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing stored then.
  }
  return pending;
}

const key = (lines: readonly { sku: string; qty: number }[]) => JSON.stringify([...lines].map((l) => [l.sku, l.qty]).sort());

/** The cart id to order with: the pending order's when the shopper orders the same lines again, else the cart's own. */
export function cartIdForOrder(cartId: string, lines: readonly { sku: string; qty: number }[]): string {
  const pending = readPendingPayment();
  return pending && key(pending.lines) === key(lines) ? pending.cartId : cartId;
}
