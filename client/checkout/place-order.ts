// Placing the order (issue 4 §3–§5): POST /api/order with the cart, addresses and methods; a Payone method is then
// authorized (and may send the shopper to the provider's page, back at /redirect). Offline, or when the request
// fails on the network, an order paid offline is queued and sent when the connection returns. After the order the
// cart is cleared, the last-order time stored, the password dropped and, if asked for, the account created.
import { errorNoticeFor } from '../../shared/cart/error-notice.js';
import { summarizeCart } from '../../shared/cart/totals.js';
import { firstOpenStep, orderBlocker } from '../../shared/checkout/checkout-steps.js';
import type { CheckoutStep } from '../../shared/checkout/checkout-types.js';
import { buildOrderRequest, type OrderRequestBody } from '../../shared/checkout/order-request.js';
import { isPayoneMethodCode } from '../../shared/checkout/payment-forms.js';
import { getAuthHandler } from '../cart/cart-api.js';
import { whenSessionRestored } from '../session/session-loader.js';
import { unansweredPaymentMessage } from '../../shared/checkout/lost-answer.js';
import { cart } from '../cart/cart.js';
import { notify } from '../stores/notification-store.js';
import { authorizePayment, createCustomer, isNetworkFailure, postOrder, storePaymentMethod, type PlacedOrder } from './checkout-api.js';
import type { ApiAnswer } from '../cart/cart-api.js';
import { checkoutStore, finishCheckout, openStep, setPlacing, setStepMessage, type ThankYou } from './checkout-store.js';
import { enqueueOrder } from './order-queue.js';
import { pendingPaymentFor, savePendingPayment, takePendingPayment, type PendingPayment } from './pending-payment.js';

export const OFFLINE_PAYONE_MESSAGE = 'You are offline. This payment method needs a connection: choose prepayment or try again when you are back online.';

/** Refusals because the order disagreed with the server cart (issue 12 §3, §8): the review shows the cart and total again. */
const CART_REFUSALS: ReadonlySet<unknown> = new Set(['ERR_CART_CHANGED', 'ERR_CART_EMPTY', 'ERR_COUPON_UNAVAILABLE', 'ERR_TOTAL_CHANGED']);

/** Takes the server's cart and totals, so that the shopper confirms what the server will charge by ordering again. */
async function showServerCart(errorCode: unknown): Promise<void> {
  if (!CART_REFUSALS.has(errorCode)) return;
  if (errorCode === 'ERR_CART_CHANGED' || errorCode === 'ERR_CART_EMPTY') await cart.sync({ forceSync: true });
  await cart.syncTotals({ forceServerSync: true });
}

/** Which step a refused order sends the shopper back to, by the backend's error code. */
function stepForError(errorCode: unknown): CheckoutStep {
  if (errorCode === 'ERR_INVALID_ADDRESS' || errorCode === 'ERR_SHIPPING_METHOD_UNAVAILABLE') return 'shipping';
  if (errorCode === 'ERR_PAYMENT_METHOD_UNAVAILABLE') return 'payment';
  return 'review';
}

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface PlaceOrderContext {
  storeCode: string;
  translate: (key: string, params?: Record<string, string | number>) => string;
  paymentTitle: string;
}

function thankYouOf(body: OrderRequestBody, ctx: PlaceOrderContext, orderNumber: string | null, queuedTaskId: string | null, grandTotalCents: number): ThankYou {
  const { details } = checkoutStore.getState();
  return {
    orderNumber,
    queuedTaskId,
    email: details.personalDetails.emailAddress.trim(),
    paymentMethod: body.addressInformation.payment_method_code,
    paymentTitle: ctx.paymentTitle,
    grandTotalCents,
    createdAccount: false,
    shippingCountry: body.addressInformation.shippingAddress.country_id || null,
  };
}

/** Spec 02 §4: with createAccount the account is created after the order; the password then goes. */
async function createAccountIfAsked(body: OrderRequestBody, ctx: PlaceOrderContext): Promise<boolean> {
  const { personalDetails } = checkoutStore.getState().details;
  if (!personalDetails.createAccount || !personalDetails.password || getAuthHandler()?.getToken()) return false;
  const address = body.addressInformation.shippingAddress;
  // The order's cart id makes the new account the owner of the order just placed (issue 12 §6).
  const answer = await createCustomer(
    { email: personalDetails.emailAddress.trim(), firstname: personalDetails.firstName.trim(), lastname: personalDetails.lastName.trim(), addresses: [{ ...address, default_shipping: true, default_billing: true }] },
    personalDetails.password,
    body.cart_id,
  );
  if (answer.code === 200) return true;
  const message = errorNoticeFor(answer, false);
  if (message) notify({ type: 'warning', message: ctx.translate(message) });
  return false;
}

async function completeOrder(body: OrderRequestBody, ctx: PlaceOrderContext, thankYou: ThankYou): Promise<void> {
  takePendingPayment();
  await cart.clear({ sync: false });
  finishCheckout(thankYou);
  window.scrollTo({ top: 0 });
}

export const PAYMENT_NOT_COMPLETED_MESSAGE = 'The payment was not completed. Please try again or choose another payment method.';
export const PAY_ONLINE_AGAIN_MESSAGE = 'Your order is not paid yet. Please pay for it with one of the online payment methods.';

/**
 * Pays the order through Payone (its number, the order answer's payment token and the next attempt; the server
 * charges the stored order's total to its billing address). The order waits in session storage until it is paid, so
 * that paying again after a refusal or a provider's page pays the same order.
 */
async function authorizeIfPayone(body: OrderRequestBody, pending: PendingPayment, ctx: PlaceOrderContext): Promise<'done' | 'left' | 'failed'> {
  const method = body.addressInformation.payment_method_code;
  const attempt = pending.attempt + 1;
  const answer = await authorizePayment({
    orderNumber: pending.orderNumber,
    paymentToken: pending.paymentToken,
    attempt,
    method,
    paymentAdditional: body.addressInformation.payment_method_additional,
    store: ctx.storeCode,
  });
  // Payone answered this attempt (or never will): paying again is the next one. A refusal before Payone (400) or no
  // answer at all leaves the number, so that a retry repeats this attempt and Payone is not asked twice.
  const answered = answer.code === 200 || answer.code === 402 || answer.meta?.errorCode === 'ERR_PAYMENT_ATTEMPT';
  savePendingPayment({ ...pending, attempt: answered ? attempt : pending.attempt });
  if (answer.code === 200 && answer.result.redirecturl) {
    window.location.assign(answer.result.redirecturl);
    return 'left';
  }
  if (answer.code === 200 || answer.meta?.errorCode === 'ERR_ALREADY_PAID') return 'done';
  if (isNetworkFailure(answer)) {
    setStepMessage('review', unansweredPaymentMessage(!isOffline()));
    return 'failed';
  }
  openStep('payment', errorNoticeFor(answer, false) ?? PAYMENT_NOT_COMPLETED_MESSAGE);
  return 'failed';
}

/** Pays again for the unpaid order of this cart (back from PayPal, a declined card): never a second order. */
async function payPendingOrder(body: OrderRequestBody, pending: PendingPayment, ctx: PlaceOrderContext): Promise<void> {
  if (!isPayoneMethodCode(body.addressInformation.payment_method_code)) {
    openStep('payment', PAY_ONLINE_AGAIN_MESSAGE);
    return;
  }
  const thankYou = { ...pending.thankYou, paymentMethod: body.addressInformation.payment_method_code, paymentTitle: ctx.paymentTitle };
  const updated = { ...pending, thankYou };
  savePendingPayment(updated);
  if ((await authorizeIfPayone(body, updated, ctx)) === 'done') await completeOrder(body, ctx, thankYou);
}

/**
 * The order takes the payment method the server cart holds (issue 12 item 3): the chosen one is stored first. A
 * method the cart is not offered is the answer (the payment step says so); any other outcome (a cart already ordered,
 * a lost answer) leaves the verdict to the order call, which returns a first order again or queues this one.
 */
async function storePaymentAndOrder(body: OrderRequestBody, token: string | null): Promise<ApiAnswer<PlacedOrder>> {
  const stored = await storePaymentMethod(body.cart_id, body.addressInformation.payment_method_code, token);
  // A refusal carries the server's message and error code only (no order).
  if (stored.code === 400) return { code: stored.code, result: stored.result as never, meta: stored.meta };
  return postOrder(body, token);
}

/** Places the order of the current cart and checkout; the screen follows the checkout store. */
export async function placeOrder(ctx: PlaceOrderContext): Promise<void> {
  const state = cart.getState();
  const { details, isPlacing } = checkoutStore.getState();
  if (isPlacing) return;
  const summary = summarizeCart(state.cartItems, state.platformTotalSegments);
  const blocker = orderBlocker({ itemCount: state.cartItems.length, subtotal: summary.subtotal, discount: Math.abs(summary.discount), details });
  // A step whose data no longer passes its rules (edited elsewhere, another tab) is opened again.
  if (blocker === 'steps-incomplete') return openStep(firstOpenStep(details));
  if (blocker !== null) return;
  const pending = pendingPaymentFor(state.cartItems);
  const cartId = pending?.cartId ?? state.cartServerToken ?? '';
  const body = buildOrderRequest({ cartId, storeCode: ctx.storeCode, items: state.cartItems, details, grandTotalCents: summary.grandTotal });
  const payone = isPayoneMethodCode(body.addressInformation.payment_method_code);
  setPlacing(true);
  try {
    if (pending) return await payPendingOrder(body, pending, ctx);
    // The customer's token, restored before anything is sent (issue 12 item 1): the order is the customer's.
    await whenSessionRestored();
    const token = getAuthHandler()?.getToken() ?? null;
    if (isOffline()) {
      if (payone) return setStepMessage('review', OFFLINE_PAYONE_MESSAGE);
      return await completeOrder(body, ctx, thankYouOf(body, ctx, null, enqueueOrder(body, token), summary.grandTotal));
    }
    let answer = await storePaymentAndOrder(body, token);
    // An access token that expired while the shopper filled the form is refreshed once, as the cart's calls do.
    if (answer.code === 401 && token && (await getAuthHandler()?.refresh())) answer = await storePaymentAndOrder(body, getAuthHandler()?.getToken() ?? null);
    if (isNetworkFailure(answer)) {
      // Online, the answer was lost on the way: say so rather than "offline" (issue 12 item 10).
      if (payone) return setStepMessage('review', unansweredPaymentMessage(!isOffline()));
      return await completeOrder(body, ctx, thankYouOf(body, ctx, null, enqueueOrder(body, token), summary.grandTotal));
    }
    if (answer.code !== 200) {
      await showServerCart(answer.meta?.errorCode);
      openStep(stepForError(answer.meta?.errorCode), errorNoticeFor(answer, false) ?? 'Something went wrong');
      return;
    }
    // The account comes with the order, before a provider may take the shopper away (the password is in memory only).
    const createdAccount = await createAccountIfAsked(body, ctx);
    const thankYou = { ...thankYouOf(body, ctx, answer.result.orderNumber, null, summary.grandTotal), createdAccount };
    if (!payone || !answer.result.paymentToken) return await completeOrder(body, ctx, thankYou);
    const placed: PendingPayment = { thankYou, cartId: body.cart_id, lines: body.products.map((p) => ({ sku: p.sku, qty: p.qty })), orderNumber: answer.result.orderNumber, paymentToken: answer.result.paymentToken, attempt: 0 };
    savePendingPayment(placed);
    if ((await authorizeIfPayone(body, placed, ctx)) === 'done') await completeOrder(body, ctx, thankYou);
  } finally {
    setPlacing(false);
  }
}
