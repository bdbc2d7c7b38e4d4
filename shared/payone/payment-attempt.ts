// One payment attempt of an order (server/backend/commerce/services/payment-attempt-service.ts): the edge claims the
// attempt on the commerce backend before it asks Payone, and records Payone's answer after. A claimed attempt is
// answered once by Payone; asking for it again replays what Payone said. A shopper who comes back from PayPal
// without paying pays again with the next attempt of the same order.
import type { PaymentOrderView } from './order-payment.js';

export type AttemptState = 'started' | 'approved' | 'redirect' | 'pending' | 'error' | 'unknown';

/** What the checkout may ask for: attempts 1, 2, … of one order, at most this many. */
export const MAX_PAYMENT_ATTEMPTS = 20;
/** An attempt started this long ago without an answer recorded (a backend died meanwhile) no longer blocks the next. */
export const STALE_ATTEMPT_MS = 2 * 60 * 1000;

export interface StartAttemptRequest {
  paymentToken: string;
  method: string;
  attempt: number;
}

export interface AttemptView {
  attempt: number;
  method: string;
  state: AttemptState;
  txid: string | null;
  redirecturl: string | null;
  errorCode: string | null;
  customerMessage: string | null;
}

/** POST /internal/payone/orders/:orderNumber/attempts: fresh when this call claimed it, else the attempt as it is. */
export interface StartedAttempt {
  fresh: boolean;
  attempt: AttemptView;
  order: PaymentOrderView;
}

/** Payone's answer to an attempt; 'invalid' when the request was refused before it was sent (the number is free again). */
export interface AttemptOutcome {
  state: Exclude<AttemptState, 'started'> | 'invalid';
  txid?: string;
  redirecturl?: string;
  errorCode?: string;
  customerMessage?: string;
}

/** Payone's answer status as the attempt records it. */
export function attemptStateOf(status: string): Exclude<AttemptState, 'started'> {
  switch (status) {
    case 'APPROVED':
      return 'approved';
    case 'REDIRECT':
      return 'redirect';
    default:
      return 'pending';
  }
}
