// What the edge's Payone routes ask the commerce backend (issue #13 item 1): the stored order a (pre)authorization
// charges (claimed as one payment attempt, with the checkout's payment token, and its answer recorded), the cart or
// order a Klarna session is opened for, and the recording of Payone's verified TransactionStatus. The
// order and notification calls use the backend's internal routes (server/backend/commerce/routes/payment-routes.ts),
// which the edge never forwards from outside; the cart is the public GET /api/cart/totals with the shopper's token.
import type { Envelope } from '../../shared/api/envelope.js';
import type { PaymentOrderView } from '../../shared/payone/order-payment.js';
import type { CartTotalsForPayone } from '../../shared/payone/item-lines.js';
import type { AttemptOutcome, StartAttemptRequest, StartedAttempt } from '../../shared/payone/payment-attempt.js';
import type { PayoneTransactionStatus } from '../../shared/payone/transaction-status.js';
import type { ForwardingClient } from './forwarding-client.js';

const INTERNAL = '/internal/payone';

/** A commerce answer that is not 200: its status and envelope, passed back to the caller as they are. */
export interface CommerceRefusal {
  status: number;
  envelope: Envelope<unknown>;
}

export type CommerceAnswer<T> = { ok: true; value: T } | { ok: false; refusal: CommerceRefusal };

export interface CartTotalsForKlarna extends CartTotalsForPayone {
  quote_currency_code?: string;
}

export interface PayoneCommerce {
  /** The order as Payone must charge it; a 404 refusal for an unknown order number. */
  paymentOrder(orderNumber: string, requestId?: string): Promise<CommerceAnswer<PaymentOrderView>>;
  /** The cart's totals as the commerce backend computes them (the shopper's token, when signed in). */
  cartTotals(cartId: string, token: string | null, requestId?: string): Promise<CommerceAnswer<CartTotalsForKlarna>>;
  /** The order as Payone must charge it, for the checkout holding its payment token (403 another token). */
  checkedPaymentOrder(orderNumber: string, paymentToken: string, requestId?: string): Promise<CommerceAnswer<PaymentOrderView>>;
  /** Claims an attempt before Payone is asked (fresh), or answers the attempt as a first call left it. */
  startAttempt(orderNumber: string, request: StartAttemptRequest, requestId?: string): Promise<CommerceAnswer<StartedAttempt>>;
  /** Records Payone's answer to a claimed attempt. */
  recordAttemptOutcome(orderNumber: string, attempt: number, outcome: AttemptOutcome, requestId?: string): Promise<CommerceAnswer<unknown>>;
  /** Checks a key-verified notification against its order and records it (404 unknown order, 409 mismatch). */
  recordTransactionStatus(status: PayoneTransactionStatus, requestId?: string): Promise<CommerceAnswer<{ orderNumber: string; paymentState: string | null; changed: boolean }>>;
}

function answerOf<T>(response: { status: number; envelope: Envelope<unknown> }): CommerceAnswer<T> {
  return response.status === 200 ? { ok: true, value: response.envelope.result as T } : { ok: false, refusal: { status: response.status, envelope: response.envelope } };
}

export function createPayoneCommerce(commerce: ForwardingClient): PayoneCommerce {
  return {
    async paymentOrder(orderNumber, requestId) {
      return answerOf(await commerce.forward({ method: 'GET', path: `${INTERNAL}/orders/${encodeURIComponent(orderNumber)}`, requestId }));
    },
    async cartTotals(cartId, token, requestId) {
      return answerOf(await commerce.forward({ method: 'GET', path: '/api/cart/totals', query: { cartId }, token, requestId }));
    },
    async checkedPaymentOrder(orderNumber, paymentToken, requestId) {
      return answerOf(await commerce.forward({ method: 'POST', path: `${INTERNAL}/orders/${encodeURIComponent(orderNumber)}/checked`, body: { paymentToken }, requestId }));
    },
    async startAttempt(orderNumber, request, requestId) {
      return answerOf(await commerce.forward({ method: 'POST', path: `${INTERNAL}/orders/${encodeURIComponent(orderNumber)}/attempts`, body: request, requestId }));
    },
    async recordAttemptOutcome(orderNumber, attempt, outcome, requestId) {
      return answerOf(await commerce.forward({ method: 'POST', path: `${INTERNAL}/orders/${encodeURIComponent(orderNumber)}/attempts/${attempt}`, body: outcome, requestId }));
    },
    async recordTransactionStatus(status, requestId) {
      const { reference, txaction, txid, currency } = status;
      const body = { reference, txaction, txid, currency, price: status.values.price ?? '' };
      return answerOf(await commerce.forward({ method: 'POST', path: `${INTERNAL}/transaction-status`, body, requestId }));
    },
  };
}
