// Stable codes of the commerce backend's expected outcomes (STYLE "Domain code"): the server answers
// `{code, result: message, meta: {errorCode, field?}}`; the client turns errorCode into the shopper's language.
// The English messages follow the wording of spec 02 §5 and §8.

export const COMMERCE_ERRORS = {
  ERR_VALIDATION: { status: 400, message: 'Internal validation error' },
  ERR_BAD_JSON: { status: 400, message: 'The request body is not valid JSON' },
  ERR_CART_NOT_FOUND: { status: 404, message: 'No such cart. The cart must be recreated.' },
  ERR_CART_ITEM_NOT_FOUND: { status: 404, message: 'No such item in the cart' },
  ERR_CART_LIMIT: { status: 400, message: 'The cart holds too many lines' },
  ERR_PRODUCT_NOT_FOUND: { status: 404, message: 'No such product' },
  ERR_PRODUCT_NOT_SALEABLE: { status: 400, message: 'This product cannot be added to the cart; choose a variant' },
  // A product the owner deleted or disabled (issue #14 item 1): a cart still holding it is told so, not to choose a variant.
  ERR_PRODUCT_DISCONTINUED: { status: 400, message: 'This product is no longer available' },
  ERR_PRICE_UNKNOWN: { status: 400, message: 'Product price is unknown, product cannot be added to the cart!' },
  ERR_QTY_INVALID: { status: 400, message: 'The quantity must be a whole number above 0' },
  ERR_QTY_LIMIT: { status: 400, message: 'The requested qty exceeds the maximum qty allowed in shopping cart' },
  ERR_OUT_OF_STOCK: { status: 400, message: 'Some of the ordered products are not available' },
  ERR_MIN_ORDER_VALUE: { status: 400, message: 'The minimum order value is €20,00' },
  ERR_INVALID_COUPON: { status: 400, message: "The coupon code isn't valid. Verify the code and try again." },
  ERR_INVALID_ADDRESS: { status: 400, message: 'The address is invalid, so the order was canceled. Please contact us by e-mail.' },
  ERR_SHIPPING_METHOD_UNAVAILABLE: { status: 400, message: 'The chosen shipping method is not available for this address' },
  ERR_PAYMENT_METHOD_UNAVAILABLE: { status: 400, message: 'The chosen payment method is not available' },
  // The order is the server cart (issue 12 §3, §8): a checkout that disagrees with it is refused, never re-priced.
  ERR_CART_EMPTY: { status: 409, message: 'Your cart is empty, so no order was placed.' },
  ERR_CART_CHANGED: { status: 409, message: 'Your cart has changed (in another tab or on another device). Please check your cart and place your order again.' },
  ERR_COUPON_UNAVAILABLE: {
    status: 409,
    message: 'Your coupon can no longer be used (it has been used or has expired), so it was removed from your cart. Please check the new total and place your order again.',
  },
  ERR_TOTAL_CHANGED: { status: 409, message: 'The total of your order has changed. Please check the new total and place your order again.' },
  ERR_UNAUTHORIZED: { status: 401, message: 'User is not authorized to access the resource' },
  ERR_INVALID_CREDENTIALS: { status: 401, message: 'You did not sign in correctly or your account is temporarily disabled.' },
  // Per-account log-in limit (login-limit-service.ts): answered with Retry-After whatever the client address.
  ERR_TOO_MANY_LOGIN_ATTEMPTS: { status: 429, message: 'Too many failed sign-ins to this account. Please wait a few minutes, or choose a new password with "Forgot password".' },
  ERR_DUPLICATE_EMAIL: { status: 400, message: 'A customer with the same email already exists in an associated website.' },
  ERR_WEAK_PASSWORD: {
    status: 400,
    message: 'The password needs at least 8 characters with upper case, lower case and a special character (or 3 of the 4 kinds: upper, lower, digit, special)',
  },
  ERR_WRONG_PASSWORD: { status: 400, message: "The password doesn't match this account. Verify the password and try again." },
  ERR_INVALID_RESET_TOKEN: { status: 400, message: 'The password reset link is invalid or has expired' },
  // E-mail change (issue #13 item 3): the current password is asked for, and the old address can undo it.
  ERR_PASSWORD_REQUIRED: { status: 400, message: 'Please enter your current password to change your e-mail address.' },
  ERR_INVALID_UNDO_TOKEN: { status: 400, message: 'This link is invalid, has already been used or has expired.' },
  // Password hashing is queued (issue #13 item 6); a full queue is answered with Retry-After.
  ERR_BUSY: { status: 503, message: 'The shop is very busy just now, please try again in a few seconds' },
  ERR_NOT_FOUND: { status: 404, message: 'Not found' },
  // Withdrawal (§356a BGB): the same answer for a wrong order number and a wrong e-mail, so neither can be probed.
  ERR_ORDER_NOT_FOUND: { status: 404, message: 'We could not find an order with this order number and e-mail address' },
  ERR_WITHDRAWAL_PERIOD_OVER: { status: 400, message: 'The 30-day withdrawal period of this order has ended' },
  ERR_WITHDRAWAL_QTY: { status: 400, message: 'The quantity is more than can still be withdrawn for this item' },
  ERR_NOTHING_TO_WITHDRAW: { status: 400, message: 'Everything in this order has already been withdrawn' },
  // Payone's TransactionStatus (issue #13 item 1): a notification whose amount or currency is not the order's.
  ERR_ORDER_STATE: { status: 409, message: 'The order cannot make this change in its present state' },
  ERR_PAYMENT_MISMATCH: { status: 409, message: 'The payment notification does not match the order' },
  // Paying an order through Payone: only the checkout that placed it (its payment token), once per attempt, never
  // again once paid, and only with an online method for an order placed with one.
  ERR_PAYMENT_TOKEN: { status: 403, message: 'This order can only be paid from the checkout that placed it' },
  ERR_ALREADY_PAID: { status: 409, message: 'This order has already been paid' },
  ERR_PAYMENT_IN_PROGRESS: { status: 409, message: 'The payment of this order is already in progress. Please wait a moment.' },
  ERR_PAYMENT_ATTEMPT: { status: 409, message: 'This payment attempt is not the next one for the order' },
  ERR_PAYMENT_METHOD_MISMATCH: { status: 409, message: 'This order cannot be paid with this payment method' },
  ERR_INVALID_IBAN: { status: 400, message: 'Please check your IBAN: its check digits are wrong or it is not from the bank country you chose.' },
  // The database is away (restart, failover) or locked: answered with Retry-After, the request may be sent again.
  ERR_SERVICE_UNAVAILABLE: { status: 503, message: 'The shop cannot take this request just now, please try again in a few seconds' },
  ERR_INTERNAL: { status: 500, message: 'Something went wrong' },
} as const satisfies Record<string, { status: number; message: string }>;

export type CommerceErrorCode = keyof typeof COMMERCE_ERRORS;

export const COMMERCE_ERROR_CODES = Object.keys(COMMERCE_ERRORS) as CommerceErrorCode[];

export function isCommerceErrorCode(value: unknown): value is CommerceErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(COMMERCE_ERRORS, value);
}

/** The `meta` of an error envelope. */
export interface CommerceErrorMeta {
  errorCode: CommerceErrorCode;
  /** The request field at fault, as a dotted path (`cartItem.qty`). */
  field?: string;
  /** Skus an order could not get (ERR_OUT_OF_STOCK, ERR_PRODUCT_NOT_FOUND on order lines), or that differ from the cart. */
  skus?: string[];
  /** The order's grand total as the server computes it now (ERR_TOTAL_CHANGED, ERR_COUPON_UNAVAILABLE). */
  grandTotalCents?: number;
}
