// How an order's status reads in the account (spec 02 §4 "Orders"): pending and processing are both "in progress".

export type OrderStatusLabel = 'in progress' | 'Canceled' | 'Complete' | 'Closed' | 'On hold';

export function orderStatusLabel(status: string): OrderStatusLabel | string {
  switch (status.toLowerCase()) {
    case 'pending':
    case 'processing':
    case 'pending_payment':
      return 'in progress';
    case 'canceled':
    case 'cancelled':
      return 'Canceled';
    case 'complete':
      return 'Complete';
    case 'closed':
      return 'Closed';
    case 'holded':
      return 'On hold';
    default:
      return status;
  }
}

/** The withdrawal page for one order (built by the withdrawal feature): /{store}/withdrawal?order=<number>. */
export function withdrawalPath(orderNumber: string): string {
  return `/withdrawal?order=${encodeURIComponent(orderNumber)}`;
}

export type PaymentStateLabel = 'Awaiting payment' | 'Payment authorized' | 'Paid' | 'Payment failed';

/** How an order's payment state (shared/commerce/payment-state.ts) reads in the account; null when paid offline. */
export function paymentStateLabel(state: string | null | undefined): PaymentStateLabel | null {
  switch (state) {
    case 'pending':
      return 'Awaiting payment';
    case 'appointed':
      return 'Payment authorized';
    case 'paid':
      return 'Paid';
    case 'failed':
      return 'Payment failed';
    default:
      return null;
  }
}
