// An order's payment state (issue #13 item 1), moved only by Payone's verified TransactionStatus notifications
// (docs.payone.com, TransactionStatus: txaction appointed = the payment was initiated/authorized, paid = the money
// arrived, failed = it did not, e.g. a returned direct debit). Orders paid offline have no payment state (null).
// The rule is idempotent: a repeated notification, or one that arrives after a later one, changes nothing.

export type PaymentState = 'pending' | 'appointed' | 'paid' | 'failed';
export const PAYMENT_STATES: readonly PaymentState[] = ['pending', 'appointed', 'paid', 'failed'];

/** The state an order placed with `paymentMethod` starts in: Payone methods wait for Payone, offline ones have none. */
export function initialPaymentState(paymentMethod: string): PaymentState | null {
  return paymentMethod.startsWith('payone_') ? 'pending' : null;
}

export function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value);
}

/**
 * The state after a notification with `txaction`, or null when the notification moves nothing (a repeat, a late
 * 'appointed' after 'paid', or a txaction such as capture, refund or reminder that is only acknowledged).
 * 'failed' may follow 'paid': Payone reports a returned debit or a chargeback that way.
 */
export function nextPaymentState(current: string | null, txaction: string): PaymentState | null {
  const from: PaymentState = isPaymentState(current) ? current : 'pending';
  let to: PaymentState | null;
  switch (txaction) {
    case 'appointed':
      to = from === 'pending' || from === 'failed' ? 'appointed' : null;
      break;
    case 'paid':
      to = 'paid';
      break;
    case 'failed':
      to = 'failed';
      break;
    default:
      to = null;
  }
  return to !== null && to !== current ? to : null;
}

/** Whether a new (pre)authorization for the order may be sent: not once Payone has it appointed or paid. */
export function awaitsPayment(state: string | null): boolean {
  return state !== 'appointed' && state !== 'paid';
}

/** Whether Payone has the money authorized or collected: the order counts as paid. */
export function securesPayment(state: string | null): boolean {
  return state === 'appointed' || state === 'paid';
}
