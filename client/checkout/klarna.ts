// Klarna through Payone (spec 02 §2, §7): start_session via POST /api/payone/genericpayment gives a client token;
// Klarna's script shows its widget for that token and, when the shopper continues, authorizes and returns the
// authorization token that the order's Payone authorization carries.
import { klarnaSessionRequest, redirectUrlsFor } from '../../shared/checkout/payone-order.js';
import { getStoreView, type StoreCode } from '../../shared/store-views.js';
import { getAuthHandler } from '../cart/cart-api.js';
import { cart } from '../cart/cart.js';
import { startKlarnaSession } from './checkout-api.js';
import { loadScript } from './load-script.js';
import { pendingPaymentFor } from './pending-payment.js';

export const KLARNA_SCRIPT = 'https://x.klarnacdn.net/kp/lib/v1/api.js';
export const KLARNA_CONTAINER_ID = 'klarna-payments-container';

interface KlarnaPayments {
  init(options: { client_token: string }): void;
  load(options: { container: string; payment_method_category: string }, callback: (res: { show_form: boolean }) => void): void;
  authorize(options: { payment_method_category: string }, data: object, callback: (res: { approved: boolean; authorization_token?: string }) => void): void;
}

const category = (methodCode: string) => (methodCode === 'payone_klarna_installment' ? 'pay_over_time' : 'pay_later');
const klarna = () => (window as unknown as { Klarna?: { Payments?: KlarnaPayments } }).Klarna?.Payments;

export type KlarnaState = 'loading' | 'ready' | 'unavailable';

export async function startKlarna(methodCode: string, storeCode: StoreCode, country: string): Promise<KlarnaState> {
  // The session is opened for the server cart: the edge takes amount and lines from it, not from here.
  const { cartServerToken: cartId, cartItems } = cart.getState();
  if (!cartId) return 'unavailable';
  // Paying again for the cart's unpaid order: the session is the order's (the cart was closed by the order).
  const pending = pendingPaymentFor(cartItems);
  const request = klarnaSessionRequest({
    methodCode,
    cartId,
    ...(pending ? { order: { orderNumber: pending.orderNumber, paymentToken: pending.paymentToken } } : {}),
    country,
    urls: redirectUrlsFor(window.location.origin, getStoreView(storeCode).prefix),
    store: storeCode,
  });
  const answer = await startKlarnaSession(request, getAuthHandler()?.getToken() ?? null);
  if (answer.code !== 200 || !answer.result.clientToken) return 'unavailable';
  try {
    await loadScript(KLARNA_SCRIPT);
  } catch {
    return 'unavailable';
  }
  const payments = klarna();
  if (!payments) return 'unavailable';
  payments.init({ client_token: answer.result.clientToken });
  return new Promise((resolve) => payments.load({ container: `#${KLARNA_CONTAINER_ID}`, payment_method_category: category(methodCode) }, (res) => resolve(res.show_form ? 'ready' : 'unavailable')));
}

/** Klarna's authorize; the token, or null when the shopper cancelled or Klarna refused. */
export function authorizeKlarna(methodCode: string): Promise<string | null> {
  const payments = klarna();
  if (!payments) return Promise.resolve(null);
  return new Promise((resolve) => payments.authorize({ payment_method_category: category(methodCode) }, {}, (res) => resolve(res.approved && res.authorization_token ? res.authorization_token : null)));
}
