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
