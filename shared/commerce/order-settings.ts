// The owner's settings for unpaid orders (server/config.ts reads them from the environment; README "Settings").
// Defaults: a bank transfer gets ten days, a Payone payment an hour, and the backend looks for overdue ones every
// minute.
export interface OrderSettings {
  /** PREPAYMENT_DUE_DAYS: days an unpaid prepayment order keeps its stock. */
  prepaymentDueDays: number;
  /** PAYMENT_PENDING_MINUTES: minutes an order waiting for a Payone payment keeps its stock. */
  paymentPendingMinutes: number;
  /** ORDER_SWEEP_SECONDS: how often the backend gives up unpaid orders past their due date (0: never by itself). */
  sweepIntervalSeconds: number;
}

export const DEFAULT_ORDER_SETTINGS: Readonly<OrderSettings> = Object.freeze({
  prepaymentDueDays: 10,
  paymentPendingMinutes: 60,
  sweepIntervalSeconds: 60,
});
