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
import { cartIdForOrder, savePendingPayment, takePendingPayment } from './pending-payment.js';

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

/** The server charges the stored order's total to its billing address; the browser names only order and method. */
async function authorizeIfPayone(body: OrderRequestBody, orderNumber: string, ctx: PlaceOrderContext, thankYou: ThankYou): Promise<'done' | 'left' | 'failed'> {
  const method = body.addressInformation.payment_method_code;
  if (!isPayoneMethodCode(method)) return 'done';
  const answer = await authorizePayment({
    orderNumber,
    method,
    paymentAdditional: body.addressInformation.payment_method_additional,
    store: ctx.storeCode,
  });
  if (answer.code === 200 && answer.result.redirecturl) {
    savePendingPayment({ thankYou, cartId: body.cart_id, lines: body.products.map((p) => ({ sku: p.sku, qty: p.qty })) });
    window.location.assign(answer.result.redirecturl);
    return 'left';
  }
  if (answer.code === 200) return 'done';
  openStep('payment', errorNoticeFor(answer, false) ?? 'The payment was not completed. Please try again or choose another payment method.');
  return 'failed';
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
  const cartId = cartIdForOrder(state.cartServerToken ?? '', state.cartItems);
  const body = buildOrderRequest({ cartId, storeCode: ctx.storeCode, items: state.cartItems, details, grandTotalCents: summary.grandTotal });
  const payone = isPayoneMethodCode(body.addressInformation.payment_method_code);
  setPlacing(true);
  try {
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
    const payment = await authorizeIfPayone(body, answer.result.orderNumber, ctx, thankYou);
    if (payment === 'done') await completeOrder(body, ctx, thankYou);
  } finally {
    setPlacing(false);
  }
}
