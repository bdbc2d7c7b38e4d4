// What the shopper is told when an order request got no answer (issue 12 item 10): "offline" only when the browser
// says it is offline; while it is online the answer was lost on the way (a dropped connection, a timeout), and the
// shopper is told that instead. Either way the order is kept and sent again, and the backend places one per cart.
export const OFFLINE_QUEUED = 'You are offline, so your order is queued. It will be sent automatically as soon as you are back online.';
export const LOST_ANSWER_QUEUED = "The shop's answer to your order was lost on the way. Your order is kept and sent again automatically; it is never placed twice.";
export const OFFLINE_PAYONE = 'You are offline. This payment method needs a connection: choose prepayment or try again when you are back online.';
export const LOST_ANSWER_PAYONE = "The shop's answer was lost on the way. Please try again, or choose prepayment.";

export function queuedOrderMessage(online: boolean): string {
  return online ? LOST_ANSWER_QUEUED : OFFLINE_QUEUED;
}

export function unansweredPaymentMessage(online: boolean): string {
  return online ? LOST_ANSWER_PAYONE : OFFLINE_PAYONE;
}
