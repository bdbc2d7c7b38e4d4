// An order's lifecycle: where it stands between checkout and the goods being kept (or sent back). One table names
// every allowed change; the backend's order-state service is the only writer and records each change in the
// order's history. The payment state (payment-state.ts) is what Payone said about the money; this is what the shop
// does with the order.
//
//   pending_payment ─▶ paid ─▶ shipped ─▶ delivered
//   confirmed (cash on delivery: nothing to wait for before shipping) ─▶ shipped
//   and the ends: cancelled (never paid, or stopped before shipping), withdrawn (the shopper's right of
//   withdrawal), refunded (the money went back).
import { CASH_ON_DELIVERY } from './methods.js';
import { securesPayment } from './payment-state.js';

export type OrderState = 'pending_payment' | 'confirmed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' | 'withdrawn';

export const ORDER_STATES: readonly OrderState[] = ['pending_payment', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'withdrawn'];

/** Who changed an order: the shopper (checkout, withdrawal), Payone's notification, a staff command, or the shop's own sweep. */
export type OrderActor = 'shopper' | 'payone' | 'staff' | 'system';

export const ORDER_ACTORS: readonly OrderActor[] = ['shopper', 'payone', 'staff', 'system'];

export interface OrderTransitionRule {
  /**
   * The order's goods go back into stock with this change: they were held for it and never left (or, for a
   * withdrawal, are on their way back).
   */
  releasesStock: boolean;
}

/**
 * Every allowed change. Not listed is refused: a paid order is refunded, never merely cancelled (the money must go
 * back); an unpaid order is cancelled, never withdrawn or refunded (there is nothing to return); a shipped one can
 * no longer be cancelled (only withdrawn or refunded).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, Readonly<Partial<Record<OrderState, OrderTransitionRule>>>>> = {
  pending_payment: { paid: { releasesStock: false }, cancelled: { releasesStock: true } },
  confirmed: { shipped: { releasesStock: false }, cancelled: { releasesStock: true }, withdrawn: { releasesStock: true } },
  paid: { shipped: { releasesStock: false }, refunded: { releasesStock: true }, withdrawn: { releasesStock: true } },
  shipped: { delivered: { releasesStock: false }, withdrawn: { releasesStock: true }, refunded: { releasesStock: false } },
  delivered: { withdrawn: { releasesStock: true }, refunded: { releasesStock: false } },
  withdrawn: { refunded: { releasesStock: false } },
  cancelled: {},
  refunded: {},
};

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** The rule for `from` → `to`, or null when the change is not allowed. */
export function orderTransition(from: OrderState, to: OrderState): OrderTransitionRule | null {
  return ORDER_TRANSITIONS[from][to] ?? null;
}

/**
 * The state an order is in when nothing recorded one (a new order, an order placed before states existed, or one
 * written by an older replica during a rolling update): cash on delivery has nothing to wait for; an order Payone
 * has authorized or paid is paid; everything else waits for its money.
 */
export function initialOrderState(paymentMethod: string, paymentState: string | null): OrderState {
  if (paymentMethod === CASH_ON_DELIVERY) return 'confirmed';
  if (securesPayment(paymentState)) return 'paid';
  return 'pending_payment';
}

/** The order's state as stored, or as derived when the stored value is missing or unknown. */
export function orderStateOf(order: { state?: string | null; payment_method: string; payment_state: string | null }): OrderState {
  return isOrderState(order.state) ? order.state : initialOrderState(order.payment_method, order.payment_state);
}

/** States in which the shop still waits for the money and holds the goods for it. */
export function awaitsOrderPayment(state: OrderState): boolean {
  return state === 'pending_payment';
}

/** States that end the order's life: nothing follows (withdrawn still leads to its refund). */
export function isFinalOrderState(state: OrderState): boolean {
  return Object.keys(ORDER_TRANSITIONS[state]).length === 0;
}

/** Methods whose money Payone collects: an unpaid order of these waits minutes, not days (the shopper pays at once). */
export function isPayoneMethod(paymentMethod: string): boolean {
  return paymentMethod.startsWith('payone_');
}

export const PREPAYMENT_METHOD = 'banktransfer';

/**
 * When an unpaid order is given up and its stock released: prepayment after `prepaymentDueDays` days (time for a
 * bank transfer), a Payone payment after `paymentPendingMinutes` (the shopper pays during checkout or not at all).
 * Null for orders that do not wait for money.
 */
export function paymentDueAt(paymentMethod: string, placedAt: Date, settings: { prepaymentDueDays: number; paymentPendingMinutes: number }): Date | null {
  if (paymentMethod === CASH_ON_DELIVERY) return null;
  if (isPayoneMethod(paymentMethod)) return new Date(placedAt.getTime() + settings.paymentPendingMinutes * 60_000);
  return new Date(placedAt.getTime() + settings.prepaymentDueDays * 86_400_000);
}
