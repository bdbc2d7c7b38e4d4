// The browser's calls to the cart and stock API (spec 02 §7, DESIGN §3.1/§3.4): cartId in the query string, the
// token in the Authorization header, answers in the {code, result, meta} envelope. A reply that is not JSON or not an envelope becomes an
// answer carrying the spec's error text; a network failure becomes ENOTFOUND. A 401 with a token asks the session
// feature to refresh the token and is retried once. A failed call that is not silent is reported (shown).
import { authorizationHeader } from '../../shared/api/access-token.js';
import { BAD_CONTENT_TYPE, isEnvelope, WRONG_RESPONSE_FORMAT } from '../../shared/api/envelope.js';
import type { ProductDocument } from '../../shared/catalog-types.js';
import type {
  CartPaymentMethod,
  CartShippingMethod,
  PlatformTotals,
  ServerCartItem,
  ServerItemDelete,
  ServerItemUpdate,
  StockCheckResult,
} from '../../shared/cart/cart-types.js';
import { NETWORK_ERROR_CODE } from '../../shared/cart/error-notice.js';
import type { StoreCode } from '../../shared/store-views.js';

export interface ApiAnswer<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

/** What the session feature plugs in: the current user token and a token refresh (true when it worked). */
export interface AuthHandler {
  getToken(): string | null;
  refresh(): Promise<boolean>;
}

let authHandler: AuthHandler | null = null;

/** The session engineer's hook: tokens for cart calls and the refresh after a 401. */
export function setAuthHandler(handler: AuthHandler | null): void {
  authHandler = handler;
}

export function getAuthHandler(): AuthHandler | null {
  return authHandler;
}

export interface CartApiDeps {
  fetch: typeof fetch;
  /** The user token of the current shopper (null for a guest). */
  getToken: () => string | null;
  /** Refreshes the user token after a 401; true when a new token is available. */
  refreshToken: () => Promise<boolean>;
  /** Called with every failed answer of a call that is not silent. */
  reportError: (answer: ApiAnswer) => void;
  timeoutMs?: number;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  silent?: boolean;
  /** False for a guest cart: the create call goes without the user token. */
  withToken?: boolean;
}

async function readAnswer(response: Response): Promise<ApiAnswer> {
  const failed = response.status >= 400 ? response.status : 500;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return { code: failed, result: BAD_CONTENT_TYPE };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { code: failed, result: WRONG_RESPONSE_FORMAT };
  }
  return isEnvelope(body) ? body : { code: failed, result: WRONG_RESPONSE_FORMAT };
}

function urlOf(call: Call): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) params.set(key, value);
  const query = params.toString();
  return query ? `${call.path}?${query}` : call.path;
}

export function createCartApi(deps: CartApiDeps) {
  async function send(call: Call, token: string | null): Promise<ApiAnswer> {
    // The token in the Authorization header, never in the URL (issue #13 item 8).
    const headers: Record<string, string> = { accept: 'application/json', ...authorizationHeader(token) };
    const init: RequestInit = { method: call.method, headers, signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000) };
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(call.body);
    }
    try {
      return await readAnswer(await deps.fetch(urlOf(call), init));
    } catch {
      return { code: 0, result: NETWORK_ERROR_CODE, meta: { errorCode: NETWORK_ERROR_CODE } };
    }
  }

  async function request<T>(call: Call): Promise<ApiAnswer<T>> {
    const token = call.withToken === false ? null : deps.getToken();
    let answer = await send(call, token);
    if (answer.code === 401 && token && (await deps.refreshToken())) answer = await send(call, deps.getToken());
    if (answer.code !== 200) {
      if (answer.result === BAD_CONTENT_TYPE || answer.result === WRONG_RESPONSE_FORMAT) console.error(answer.result, call.method, call.path);
      if (!call.silent) deps.reportError(answer);
    }
    return answer as ApiAnswer<T>;
  }

  const cartCall = <T>(method: Call['method'], path: string, cartId: string, extra: Partial<Call> = {}) =>
    request<T>({ method, path, ...extra, query: { cartId, ...extra.query } });

  return {
    /** POST /api/cart/create: the customer's cart id with a token, a new guest cart without. */
    createCart: (guestCart: boolean) => request<string>({ method: 'POST', path: '/api/cart/create', withToken: !guestCart, silent: true }),
    pullItems: (cartId: string) => cartCall<ServerCartItem[]>('GET', '/api/cart/pull', cartId, { silent: true }),
    updateItem: (cartId: string, cartItem: ServerItemUpdate) =>
      cartCall<ServerCartItem>('POST', '/api/cart/update', cartId, { body: { cartItem: { ...cartItem, quoteId: cartItem.quoteId ?? cartId } } }),
    deleteItem: (cartId: string, cartItem: ServerItemDelete) => cartCall<boolean>('POST', '/api/cart/delete', cartId, { body: { cartItem: { ...cartItem, quoteId: cartId } }, silent: true }),
    getTotals: (cartId: string) => cartCall<PlatformTotals>('GET', '/api/cart/totals', cartId, { silent: true }),
    getShippingMethods: (cartId: string, address: { country_id: string }) =>
      cartCall<CartShippingMethod[]>('POST', '/api/cart/shipping-methods', cartId, { body: { address }, silent: true }),
    getPaymentMethods: (cartId: string) => cartCall<CartPaymentMethod[]>('GET', '/api/cart/payment-methods', cartId, { silent: true }),
    setShippingInformation: (cartId: string, addressInformation: ShippingInformation) =>
      cartCall<{ totals: PlatformTotals; payment_methods?: CartPaymentMethod[] }>('POST', '/api/cart/shipping-information', cartId, { body: { addressInformation }, silent: true }),
    applyCoupon: (cartId: string, coupon: string) => cartCall<boolean>('POST', '/api/cart/apply-coupon', cartId, { query: { coupon } }),
    removeCoupon: (cartId: string) => cartCall<boolean>('POST', '/api/cart/delete-coupon', cartId),
    checkStock: (sku: string) => request<StockCheckResult>({ method: 'GET', path: '/api/stock/check', query: { sku }, silent: true }),
    listStock: (skus: readonly string[]) => request<StockCheckResult[]>({ method: 'GET', path: '/api/stock/list', query: { skus: skus.join(',') }, silent: true }),
    /** The catalogue product for a sku (a child sku gives its configurable parent); null when unknown. */
    async getProduct(store: StoreCode, sku: string): Promise<ProductDocument | null> {
      const answer = await request<ProductDocument>({ method: 'GET', path: `/api/catalog/product/${encodeURIComponent(sku)}`, query: { store }, withToken: false, silent: true });
      return answer.code === 200 && answer.result && typeof answer.result === 'object' ? answer.result : null;
    },
  };
}

export interface ShippingInformation {
  shippingAddress: { country_id: string };
  billingAddress: { country_id: string };
  shippingCarrierCode: string;
  shippingMethodCode: string;
}

export type CartApi = ReturnType<typeof createCartApi>;
