// The checkout's calls (spec 02 §7): POST /api/order, POST /api/user/create, GET /api/user/me and the Payone routes
// of the edge. Answers are the {code, result, meta} envelope; a network failure is code 0 with ENOTFOUND, so that
// the order flow can tell "no connection" (queue it) from a refusal (show the server's message).
import { authorizationHeader } from '../../shared/api/access-token.js';
import { isEnvelope } from '../../shared/api/envelope.js';
import { NETWORK_ERROR_CODE } from '../../shared/cart/error-notice.js';
import type { OrderRequestBody } from '../../shared/checkout/order-request.js';
import type { CreditCardCheckParams } from '../../shared/checkout/payone-hosted-fields.js';
import type { ApiAnswer } from '../cart/cart-api.js';

export const ORDER_TIMEOUT_MS = 20_000;

export const networkFailure = (): ApiAnswer => ({ code: 0, result: NETWORK_ERROR_CODE, meta: { errorCode: NETWORK_ERROR_CODE } });
export const isNetworkFailure = (answer: ApiAnswer): boolean => answer.code === 0;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string | null): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // The token in the Authorization header, never in the URL (issue #13 item 8).
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authorizationHeader(token) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
    });
  } catch {
    return networkFailure() as ApiAnswer<T>;
  }
  try {
    const parsed: unknown = await response.json();
    if (isEnvelope(parsed)) return parsed as ApiAnswer<T>;
  } catch {
    // Not JSON: a proxy's error page or a cut-off answer.
  }
  return { code: response.status >= 400 ? response.status : 500, result: 'Unhandled error, wrong response format!' as T };
}

export interface PlacedOrder {
  orderNumber: string;
  backendOrderId: number;
  transferedAt: string;
  /** Orders paid through Payone only: what authorize needs to charge this order (only this checkout has it). */
  paymentToken?: string;
}

export const postOrder = (body: OrderRequestBody, token: string | null) => call<PlacedOrder>('POST', '/api/order', body, token);

/** The cart holds the chosen payment method, checked by the server for the cart's shipping country (issue 12 item 3). */
export const storePaymentMethod = (cartId: string, method: string, token: string | null) =>
  call<boolean>('POST', `/api/cart/payment-information?cartId=${encodeURIComponent(cartId)}`, { paymentMethod: { method } }, token);

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  addresses?: Record<string, unknown>[];
}

/** With the cart id of the order just placed, the new account owns that order (issue 12 §6). */
export const createCustomer = (customer: NewCustomer, password: string, orderCartId?: string) =>
  call<unknown>('POST', orderCartId ? `/api/user/create?cartId=${encodeURIComponent(orderCartId)}` : '/api/user/create', { customer, password });

export interface CustomerProfile {
  email?: string;
  firstname?: string;
  lastname?: string;
  addresses?: { firstname?: string; lastname?: string; company?: string; street?: string[]; city?: string; postcode?: string; country_id?: string; telephone?: string; default_shipping?: boolean }[];
}

export const getProfile = (token: string) => call<CustomerProfile>('GET', '/api/user/me', undefined, token);

/** The signed hosted-iframe parameters of /api/payone/creditcardcheck (spec 02 §7). */
export const getCreditCardCheck = () => call<CreditCardCheckParams>('POST', '/api/payone/creditcardcheck');

/** The order and the method's own data only: amount, currency and customer are the stored order's (issue #13 item 1). */
export interface AuthorizeRequest {
  orderNumber: string;
  paymentToken: string;
  /** 1 for the first payment of the order, one more for each time the shopper pays again. */
  attempt: number;
  method: string;
  paymentAdditional?: Record<string, string>;
  store: string;
}

export const authorizePayment = (request: AuthorizeRequest) =>
  call<{ status: string; txid?: string; redirecturl?: string; attempt?: number }>('POST', '/api/payone/authorize', request);

/** Klarna's start_session for the cart `request.cartId` names; the token (a customer's cart) goes as a header. */
export const startKlarnaSession = (request: Record<string, unknown>, token?: string | null) =>
  call<{ status: string; clientToken?: string; workorderid?: string }>('POST', '/api/payone/genericpayment', request, token);
