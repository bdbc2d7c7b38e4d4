// The owner's settings for unpaid orders and order sizes (server/config.ts reads them from the environment; README
// "Settings"). Defaults: a bank transfer gets ten days, a Payone payment an hour; ten of one item per line; a guest
// may hold three unpaid orders per client address and two per e-mail address (enough for a retry with another
// method, too few to empty the shelves).
export interface OrderSettings {
  /** PREPAYMENT_DUE_DAYS: days an unpaid prepayment order keeps its stock. */
  prepaymentDueDays: number;
  /** PAYMENT_PENDING_MINUTES: minutes an order waiting for a Payone payment keeps its stock. */
  paymentPendingMinutes: number;
  /** MAX_QTY_PER_LINE: the most units of one item an order line (and a cart line) may hold. */
  maxQtyPerLine: number;
  /** GUEST_UNPAID_ORDERS_PER_CLIENT: unpaid guest orders one client address may hold at once. */
  guestUnpaidOrdersPerClient: number;
  /** GUEST_UNPAID_ORDERS_PER_EMAIL: unpaid guest orders one e-mail address may hold at once. */
  guestUnpaidOrdersPerEmail: number;
  /** ORDER_SWEEP_SECONDS: how often the backend gives up unpaid orders past their due date (0: never by itself). */
  sweepIntervalSeconds: number;
}

export const DEFAULT_ORDER_SETTINGS: Readonly<OrderSettings> = Object.freeze({
  prepaymentDueDays: 10,
  paymentPendingMinutes: 60,
  maxQtyPerLine: 10,
  guestUnpaidOrdersPerClient: 3,
  guestUnpaidOrdersPerEmail: 2,
  sweepIntervalSeconds: 60,
});
