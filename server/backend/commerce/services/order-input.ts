// Checks an order request before any write: every line's quantity, the addresses, e-mail, shipping and payment
// method (spec 02 §5; DESIGN §3.4 "every product line is validated, not only the first").
import { isValidEmail } from '../../../../shared/commerce/email.js';
import { isPaymentMethodAvailable, isShippingMethodAvailable } from '../../../../shared/commerce/methods.js';
import { parseQuantity } from '../../../../shared/commerce/quantity.js';
import { fail, invalidField } from '../commerce-error.js';
import { validAddress, type StoredAddress } from './address-input.js';
import { storedProductOption } from './cart-service.js';

export interface OrderRequest {
  cart_id: string;
  store_code?: string;
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
  paymentMethod: string;
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

/** Addresses, e-mail and methods; a cart of only virtual items needs no shipping address or method. */
export function checkDelivery(req: OrderRequest, opts: { physical: boolean; customerEmail: string | null; payoneEnabled: boolean }): CheckedDelivery {
  const info = req.addressInformation;
  const email = orderEmail(req, opts.customerEmail);
  const billing = validAddress(info.billingAddress, 'addressInformation.billingAddress', { requireEmail: false, orderAddress: true });
  let shipping: StoredAddress | null = null;
  if (opts.physical) {
    shipping = validAddress(info.shippingAddress ?? info.billingAddress, 'addressInformation.shippingAddress', { requireEmail: false, orderAddress: true });
    const carrier = info.shipping_carrier_code ?? '';
    const method = info.shipping_method_code ?? '';
    if (!isShippingMethodAvailable(carrier, method, shipping.country_id)) throw fail('ERR_SHIPPING_METHOD_UNAVAILABLE', { field: 'addressInformation.shipping_method_code' });
  }
  storedProductOption(info.payment_method_additional, 'addressInformation.payment_method_additional');
  if (!isPaymentMethodAvailable(info.payment_method_code, { onlyVirtual: !opts.physical, payoneEnabled: opts.payoneEnabled })) {
    throw fail('ERR_PAYMENT_METHOD_UNAVAILABLE', { field: 'addressInformation.payment_method_code' });
  }
  return {
    email,
    billing,
    shipping,
    carrierCode: opts.physical ? (info.shipping_carrier_code ?? null) : null,
    methodCode: opts.physical ? (info.shipping_method_code ?? null) : null,
    paymentMethod: info.payment_method_code,
  };
}
