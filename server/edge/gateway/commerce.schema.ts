// Request shapes of the commerce, mail and newsletter calls (spec 02 §7, DESIGN §3.4). The edge checks only the
// shape (what must be there, and its type); the upstream owns the business verdict (wrong password, out of stock).
import { GENDER_SCHEMA } from '../../../shared/account/gender.js';
import { ACCESS_TOKEN_PATTERN } from '../../../shared/api/access-token.js';
import { MAX_SALE_QTY } from '../../../shared/commerce/quantity.js';
import { ID_MAX } from '../../http/number-rules.js';
import type { HttpMethod } from '../../upstream/http-client.js';

type Schema = Record<string, unknown>;

const str = (maxLength = 255): Schema => ({ type: 'string', maxLength });
const requiredStr = (maxLength = 255): Schema => ({ type: 'string', minLength: 1, maxLength });
const idLike: Schema = { type: ['string', 'integer'], minimum: 0, maximum: ID_MAX, maxLength: 64 };
const object = (properties: Record<string, Schema> = {}, required: string[] = []): Schema => ({ type: 'object', properties, required });

/** Tokens travel in the query string (spec 02 §6: header mode off); storeCode is vue-storefront's multistore hint. */
const tokenParams = { token: { ...str(4096), pattern: ACCESS_TOKEN_PATTERN }, cartId: str(255), storeCode: str(32) };

function query(extra: Record<string, Schema> = {}, required: string[] = []): Schema {
  return { type: 'object', additionalProperties: false, properties: { ...tokenParams, ...extra }, required };
}

export type StrictLimit = 'login' | 'passwordReset';

export interface ForwardedRoute {
  method: HttpMethod;
  url: string;
  querystring: Schema;
  body?: Schema;
  /** A tighter per-minute limit than the global one, for calls that guess passwords or send mail. */
  strictLimit?: StrictLimit;
  /** The call may make the shop send a mail: it counts against the client's mail budget (issue #13 item 10). */
  sendsMail?: (body: Record<string, unknown> | undefined) => boolean;
  /**
   * A POST the commerce backend treats as idempotent (sending it twice has the effect of sending it once): when the
   * connection to a replica breaks before its answer, the edge sends it to another replica. GETs always are.
   */
  idempotent?: true;
}

const always = (): boolean => true;
/** A profile save mails the old address only when it changes the e-mail. */
const changesEmail = (body: Record<string, unknown> | undefined): boolean => typeof (body?.customer as Record<string, unknown> | undefined)?.email === 'string';

const cartItem = object({ sku: requiredStr(), qty: { type: ['number', 'string'], minimum: -MAX_SALE_QTY, maximum: 10 * MAX_SALE_QTY, maxLength: 32 }, item_id: idLike, quoteId: idLike, product_option: { type: 'object' } }, ['sku']);
const address = object({ country_id: requiredStr(2) }, ['country_id']);
/** A profile save: the fields the edge can check by shape (spec 02 §3); names, e-mail and addresses get the upstream's verdict. */
const profileCustomer = object({ gender: GENDER_SCHEMA as Schema });
const password = requiredStr(256);
const email = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' };

export const COMMERCE_ROUTES: readonly ForwardedRoute[] = [
  { method: 'POST', url: '/api/cart/create', querystring: query() },
  { method: 'GET', url: '/api/cart/pull', querystring: query() },
  { method: 'GET', url: '/api/cart/totals', querystring: query() },
  { method: 'POST', url: '/api/cart/update', idempotent: true, querystring: query(), body: object({ cartItem }, ['cartItem']) },
  { method: 'POST', url: '/api/cart/delete', idempotent: true, querystring: query(), body: object({ cartItem: object({ sku: str(), item_id: idLike, quoteId: idLike }) }, ['cartItem']) },
  { method: 'GET', url: '/api/cart/payment-methods', querystring: query() },
  { method: 'POST', url: '/api/cart/shipping-methods', idempotent: true, querystring: query(), body: object({ address }, ['address']) },
  {
    method: 'POST',
    url: '/api/cart/shipping-information',
    idempotent: true,
    querystring: query(),
    body: object({ addressInformation: object({ shippingAddress: object(), billingAddress: object() }) }, ['addressInformation']),
  },
  // The cart holds the chosen payment method; the order takes it (issue 12 item 3).
  { method: 'POST', url: '/api/cart/payment-information', idempotent: true, querystring: query(), body: object({ paymentMethod: object({ method: requiredStr(64) }, ['method']) }, ['paymentMethod']) },
  { method: 'POST', url: '/api/cart/collect-totals', idempotent: true, querystring: query() },
  { method: 'POST', url: '/api/cart/apply-coupon', querystring: query({ coupon: requiredStr(64) }, ['coupon']) },
  { method: 'POST', url: '/api/cart/delete-coupon', querystring: query() },
  // The withdrawal button (§356a BGB): order number and e-mail are worth guessing, so they share login's limit.
  { method: 'POST', url: '/api/order/withdrawal-lookup', querystring: query(), body: object({ orderNumber: requiredStr(32), email: str(254) }, ['orderNumber']), strictLimit: 'login' },
  {
    method: 'POST',
    url: '/api/order/withdraw',
    querystring: query(),
    body: object(
      { orderNumber: requiredStr(32), email: str(254), lines: { type: 'array', maxItems: 100, items: object({ sku: requiredStr(64), qty: { type: 'integer', minimum: 1, maximum: MAX_SALE_QTY } }, ['sku', 'qty']) }, reason: { type: ['string', 'null'], maxLength: 2000 } },
      ['orderNumber'],
    ),
    strictLimit: 'login',
    sendsMail: always,
  },
  { method: 'POST', url: '/api/user/login', querystring: query(), body: object({ username: requiredStr(254), password }, ['username', 'password']), strictLimit: 'login' },
  { method: 'POST', url: '/api/user/refresh', querystring: query(), body: object({ refreshToken: requiredStr(4096) }, ['refreshToken']) },
  {
    method: 'POST',
    url: '/api/user/create',
    querystring: query(),
    body: object({ customer: object({ email, firstname: requiredStr(), lastname: requiredStr(), addresses: { type: 'array' } }, ['email', 'firstname', 'lastname']), password }, ['customer', 'password']),
    // Each sign-up costs a password hash and may mail the owner of a taken address: limited like log-in (issue #13 item 6).
    strictLimit: 'login',
    sendsMail: always,
  },
  { method: 'GET', url: '/api/user/me', querystring: query() },
  // currentPassword: needed when the e-mail changes (issue #13 item 3); worth guessing, so login's limit.
  { method: 'POST', url: '/api/user/me', querystring: query(), body: object({ customer: profileCustomer, currentPassword: password }, ['customer']), strictLimit: 'login', sendsMail: changesEmail },
  // The undo link mailed to the old address after an e-mail change.
  { method: 'POST', url: '/api/user/undo-email-change', querystring: query(), body: object({ token: requiredStr(512) }, ['token']), strictLimit: 'login' },
  { method: 'POST', url: '/api/user/reset-password', querystring: query(), body: object({ email }, ['email']), strictLimit: 'passwordReset', sendsMail: always },
  {
    method: 'POST',
    url: '/api/user/create-password',
    querystring: query(),
    body: object({ email, resetToken: requiredStr(512), newPassword: password }, ['email', 'resetToken', 'newPassword']),
    strictLimit: 'passwordReset',
  },
  { method: 'POST', url: '/api/user/logout', querystring: query(), body: object({ refreshToken: str(4096) }) },
  { method: 'GET', url: '/api/review/mine', querystring: query() },
  { method: 'POST', url: '/api/user/change-password', querystring: query(), body: object({ currentPassword: password, newPassword: password }, ['currentPassword', 'newPassword']), strictLimit: 'login' },
  {
    method: 'GET',
    url: '/api/user/order-history',
    // Spec 02 §9: order history page size 20, page 1.
    querystring: query({ pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, currentPage: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } }),
  },
  {
    method: 'POST',
    url: '/api/order',
    // The cart's order: a cart ordered again answers its first order (order-service.ts).
    idempotent: true,
    querystring: query(),
    body: object(
      {
        cart_id: idLike,
        user_id: idLike,
        store_code: str(16),
        products: { type: 'array', minItems: 1, items: object({ sku: requiredStr() }, ['sku']) },
        addressInformation: object(),
        // The total the shopper confirmed (issue 12 §3): compared by the backend, never charged.
        expected_grand_total_cents: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      },
      ['products', 'addressInformation'],
    ),
  },
  { method: 'GET', url: '/api/stock/check', querystring: query({ sku: requiredStr() }, ['sku']) },
  { method: 'GET', url: '/api/stock/list', querystring: query({ skus: requiredStr(15_000) }, ['skus']) },
  {
    method: 'POST',
    url: '/api/review/create',
    querystring: query(),
    body: object({ review: object({ product_id: idLike, title: requiredStr(), detail: requiredStr(10_000), nickname: requiredStr() }, ['product_id', 'title', 'detail', 'nickname']) }, ['review']),
  },
];

const NEWSLETTER = '/api/ext/mailchimp-subscribe';
const storeCode = str(16);
export const NEWSLETTER_ROUTES: readonly ForwardedRoute[] = [
  // Status and DELETE are for the signed-in customer's own address (or, DELETE, with the signed link's token).
  { method: 'GET', url: `${NEWSLETTER}/subscribe`, querystring: query({ email }) },
  // Each subscription sends a double opt-in mail, so it is limited like the other mail-sending calls.
  { method: 'POST', url: `${NEWSLETTER}/subscribe`, querystring: query(), body: object({ email, store: storeCode }, ['email']), strictLimit: 'passwordReset', sendsMail: always },
  { method: 'DELETE', url: `${NEWSLETTER}/subscribe`, querystring: query(), body: object({ email, token: str(512) }, ['email']), strictLimit: 'login' },
  // The confirmation link of the /newsletter page and the unsubscribe link of /abmelden.
  { method: 'POST', url: `${NEWSLETTER}/confirm`, querystring: query(), body: object({ token: requiredStr(512) }, ['token']), strictLimit: 'login' },
  { method: 'POST', url: `${NEWSLETTER}/unsubscribe`, querystring: query(), body: object({ email, token: str(512), store: storeCode }, ['email']), strictLimit: 'login', sendsMail: always },
];

// The mail service is not forwarded to browsers (issue #13 item 4): gateway/contact-mail.ts sends the contact form.
