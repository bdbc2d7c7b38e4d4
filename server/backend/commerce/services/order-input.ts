// Checks an order request: every line's quantity, the addresses, e-mail, the store view, and the shipping and payment
// methods against the shipping country (spec 02 §5; DESIGN §3.4 "every product line is validated, not only the
// first"; issue 12 §7: the server applies the methods' country rules, not only the page).
import { isValidEmail } from '../../../../shared/commerce/email.js';
import { SEPA_DEBIT, isPaymentMethodAvailable, isSepaBankCountryAllowed, shippingCentsFor } from '../../../../shared/commerce/methods.js';
import { parseQuantity } from '../../../../shared/commerce/quantity.js';
import { sepaAccountProblem } from '../../../../shared/checkout/payment-forms.js';
import { STORE_CODES } from '../../../../shared/store-views.js';
import type { CartRow } from '../../../db/schema.js';
import { fail, invalidField } from '../commerce-error.js';
import { validAddress, type StoredAddress } from './address-input.js';
import { storedProductOption } from './cart-service.js';

export interface OrderRequest {
  cart_id: string;
  store_code?: string;
  /** The grand total the shopper confirmed, in cents: compared with the order's, never charged (issue 12 §3, §8). */
  expected_grand_total_cents?: number | null;
  products: { sku: string; qty: unknown; product_option?: Record<string, unknown> | null }[];
  addressInformation: {
    billingAddress: Record<string, unknown>;
    shippingAddress?: Record<string, unknown> | null;
    shipping_method_code?: string | null;
    shipping_carrier_code?: string | null;
    payment_method_code: string;
    payment_method_additional?: Record<string, unknown> | null;
  };
}

export interface OrderLineRequest {
  index: number;
  sku: string;
  qty: number;
  productOption: Record<string, unknown> | null;
}

/** Every line's quantity; the first bad one is named (`products.2.qty`). */
export function parseOrderLines(products: OrderRequest['products']): OrderLineRequest[] {
  return products.map((line, index) => {
    const qty = parseQuantity(line.qty);
    if (!qty.ok) throw fail(qty.error, { field: `products.${index}.qty` });
    storedProductOption(line.product_option, `products.${index}.product_option`);
    return { index, sku: line.sku, qty: qty.qty, productOption: line.product_option ?? null };
  });
}

export interface CheckedDelivery {
  email: string;
  billing: StoredAddress;
  shipping: StoredAddress | null;
  carrierCode: string | null;
  methodCode: string | null;
  shippingCents: number;
  paymentMethod: string;
}

/** vue-storefront's store codes: 'default' is the main store; an unknown one is named, not mailed in some language. */
export const ORDER_STORE_CODES: ReadonlySet<string> = new Set(['default', ...STORE_CODES]);

export function orderStoreCode(code: string | undefined): string {
  if (code === undefined || code === '') return 'default';
  if (!ORDER_STORE_CODES.has(code)) throw invalidField('store_code', `store_code must be one of ${[...ORDER_STORE_CODES].join(', ')}`);
  return code;
}

function orderEmail(req: OrderRequest, customerEmail: string | null): string {
  if (customerEmail) return customerEmail;
  const info = req.addressInformation;
  const candidate = [info.billingAddress.email, info.shippingAddress?.email].find((e) => typeof e === 'string' && e.trim() !== '');
  if (typeof candidate !== 'string' || !isValidEmail(candidate)) {
    throw invalidField('addressInformation.billingAddress.email', 'addressInformation.billingAddress.email is missing or not a valid e-mail address');
  }
  return candidate.trim();
}

export interface DeliveryContext {
  physical: boolean;
  customerEmail: string | null;
  payoneEnabled: boolean;
  /** The cart's stored shipping and payment choice (shipping-, payment-information): the order takes those methods. */
  cart: Pick<CartRow, 'shipping_carrier_code' | 'shipping_method_code' | 'payment_method_code'>;
}

interface ShippingChoice {
  carrierCode: string;
  methodCode: string;
  shippingCents: number;
}

/** The method the cart stored (a request naming another one disagrees with the cart), priced for the country. */
function checkShipping(info: OrderRequest['addressInformation'], shipping: StoredAddress, cart: DeliveryContext['cart']): ShippingChoice {
  const carrierCode = info.shipping_carrier_code ?? '';
  const methodCode = info.shipping_method_code ?? '';
  const stored = cart.shipping_carrier_code && cart.shipping_method_code;
  if (stored && (carrierCode !== cart.shipping_carrier_code || methodCode !== cart.shipping_method_code)) {
    throw fail('ERR_CART_CHANGED', { field: 'addressInformation.shipping_method_code' });
  }
  const shippingCents = shippingCentsFor(carrierCode, methodCode, shipping.country_id);
  if (shippingCents === null) throw fail('ERR_SHIPPING_METHOD_UNAVAILABLE', { field: 'addressInformation.shipping_method_code' });
  return { carrierCode, methodCode, shippingCents };
}

/**
 * The method the cart stored (a request naming another one disagrees with the cart: 409); a cart that stored none
 * (an API client that never set one) takes the request's. Either is checked again against the order's shipping
 * country, which may have changed since it was stored.
 */
function checkPayment(info: OrderRequest['addressInformation'], shipping: StoredAddress | null, ctx: DeliveryContext): string {
  storedProductOption(info.payment_method_additional, 'addressInformation.payment_method_additional');
  const stored = ctx.cart.payment_method_code;
  if (stored && info.payment_method_code !== stored) throw fail('ERR_CART_CHANGED', { field: 'addressInformation.payment_method_code' });
  const code = stored ?? info.payment_method_code;
  if (!isPaymentMethodAvailable(code, { onlyVirtual: !ctx.physical, payoneEnabled: ctx.payoneEnabled, shippingCountry: shipping?.country_id ?? null })) {
    throw fail('ERR_PAYMENT_METHOD_UNAVAILABLE', { field: 'addressInformation.payment_method_code' });
  }
  if (code === SEPA_DEBIT && !isSepaBankCountryAllowed(info.payment_method_additional?.bankcountry)) {
    throw fail('ERR_PAYMENT_METHOD_UNAVAILABLE', { field: 'addressInformation.payment_method_additional.bankcountry' });
  }
  // Spec 02 §2: the IBAN's check digits and country, before the order exists (a refused debit must not leave one).
  const account = code === SEPA_DEBIT ? sepaAccountProblem(info.payment_method_additional ?? {}) : null;
  if (account) throw fail('ERR_INVALID_IBAN', { field: `addressInformation.payment_method_additional.${account.field}` });
  return code;
}

/** Addresses, e-mail and methods; a cart of only virtual items needs no shipping address or method. */
export function checkDelivery(req: OrderRequest, ctx: DeliveryContext): CheckedDelivery {
  const info = req.addressInformation;
  const email = orderEmail(req, ctx.customerEmail);
  const billing = validAddress(info.billingAddress, 'addressInformation.billingAddress', { requireEmail: false, orderAddress: true });
  const shipping = ctx.physical ? validAddress(info.shippingAddress ?? info.billingAddress, 'addressInformation.shippingAddress', { requireEmail: false, orderAddress: true }) : null;
  const choice = shipping ? checkShipping(info, shipping, ctx.cart) : null;
  const paymentMethod = checkPayment(info, shipping, ctx);
  return {
    email,
    billing,
    shipping,
    carrierCode: choice?.carrierCode ?? null,
    methodCode: choice?.methodCode ?? null,
    shippingCents: choice?.shippingCents ?? 0,
    paymentMethod,
  };
}
