// An order placed with a Payone method and not paid yet. It is kept in session storage from the moment the order is
// placed until it is paid: after a provider's page (PayPal, online bank transfer, Klarna) until /redirect?r=…
// brings the shopper back, and after a payment that was not made (r=back, r=error, a declined card or debit). While
// the cart holds the same lines, paying again pays THIS order (its number and payment token, the next attempt), by
// the same or another online method, and never places a second order for the cart.
import type { ThankYou } from './checkout-store.js';

export const PENDING_PAYMENT_KEY = 'shop/pending-payment';

export interface PendingPayment {
  thankYou: ThankYou;
  /** The server cart the order was placed with (closed since). */
  cartId: string;
  lines: { sku: string; qty: number }[];
  orderNumber: string;
  /** The order answer's token: only this checkout can have the order charged. */
  paymentToken: string;
  /** The last attempt Payone answered (0 before the first): paying again is attempt + 1. */
  attempt: number;
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
    return value && typeof value === 'object' && 'thankYou' in value && 'cartId' in value && 'orderNumber' in value && 'paymentToken' in value ? (value as PendingPayment) : null;
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

/** The unpaid order of these cart lines, if there is one: paying again pays it instead of placing another order. */
export function pendingPaymentFor(lines: readonly { sku: string; qty: number }[]): PendingPayment | null {
  const pending = readPendingPayment();
  return pending && key(pending.lines) === key(lines) ? pending : null;
}

/** The cart id to order with: the pending order's when the shopper orders the same lines again, else the cart's own. */
export function cartIdForOrder(cartId: string, lines: readonly { sku: string; qty: number }[]): string {
  return pendingPaymentFor(lines)?.cartId ?? cartId;
}
