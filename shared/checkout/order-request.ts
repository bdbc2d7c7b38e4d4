// The body of POST /api/order (DESIGN §3.4) from the cart and the checkout: every line with its options, the shipping
// and billing addresses (the billing one is the shipping one while "same address" is ticked), the methods and the
// method's additional data. The cart id makes the order idempotent: sending it twice gives the first order back.
import type { CartItem } from '../cart/cart-types.js';
import type { AddressDetails, CheckoutDetails } from './checkout-types.js';
import { compactBankCode, paymentFormKind } from './payment-forms.js';

export interface OrderAddress {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string;
  email?: string;
  vat_id?: string;
}

export interface OrderRequestBody {
  user_id?: string;
  cart_id: string;
  store_code: string;
  /** The grand total the review step showed: the server refuses an order whose total differs (issue 12 §3, §8). */
  expected_grand_total_cents?: number;
  products: { sku: string; qty: number; product_option?: CartItem['product_option'] }[];
  addressInformation: {
    shippingAddress: OrderAddress;
    billingAddress: OrderAddress;
    shipping_method_code: string;
    shipping_carrier_code: string;
    payment_method_code: string;
    payment_method_additional: Record<string, string>;
  };
}

const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

export function toOrderAddress(address: AddressDetails, email: string, taxId = ''): OrderAddress {
  const out: OrderAddress = {
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    street: [address.streetAddress.trim(), address.apartmentNumber.trim()],
    city: address.city.trim(),
    postcode: address.zipCode.trim(),
    country_id: address.country,
    email: email.trim(),
  };
  const company = optional(address.company);
  const telephone = optional(address.phoneNumber);
  const vat = optional(taxId);
  if (company) out.company = company;
  if (telephone) out.telephone = telephone;
  if (vat) out.vat_id = vat;
  return out;
}

/** What the order keeps of the method form: bank data compacted, cardholder trimmed; never a card number. */
export function paymentAdditional(code: string, form: Record<string, string>): Record<string, string> {
  const kind = paymentFormKind(code);
  if (kind === 'sepa') return { iban: compactBankCode(form.iban), bic: compactBankCode(form.bic), bankcountry: form.bankcountry || 'DE' };
  if (kind === 'creditcard') {
    const cardholder = `${(form.firstname ?? '').trim()} ${(form.lastname ?? '').trim()}`.trim();
    return { pseudocardpan: form.pseudocardpan ?? '', cardtype: form.cardtype ?? '', cardholder };
  }
  if (kind === 'klarna') return { authorization_token: form.authorization_token ?? '' };
  return {};
}

export interface OrderRequestInput {
  cartId: string;
  storeCode: string;
  userId?: string | null;
  items: readonly Pick<CartItem, 'sku' | 'qty' | 'product_option'>[];
  details: CheckoutDetails;
  /** The total the shopper confirmed, in cents. */
  grandTotalCents?: number;
}

export function buildOrderRequest({ cartId, storeCode, userId, items, details, grandTotalCents }: OrderRequestInput): OrderRequestBody {
  const email = details.personalDetails.emailAddress;
  const shipping = toOrderAddress(details.shippingDetails, email);
  const payment = details.paymentDetails;
  const billing = details.isSameAddress ? { ...shipping, ...(optional(payment.taxId) ? { vat_id: payment.taxId.trim() } : {}) } : toOrderAddress(payment, email, payment.taxId);
  const body: OrderRequestBody = {
    cart_id: cartId,
    store_code: storeCode,
    products: items.map((item) => ({ sku: item.sku, qty: item.qty, ...(item.product_option ? { product_option: item.product_option } : {}) })),
    addressInformation: {
      shippingAddress: shipping,
      billingAddress: billing,
      shipping_method_code: details.shippingDetails.shippingMethod,
      shipping_carrier_code: details.shippingDetails.shippingCarrier,
      payment_method_code: payment.paymentMethod,
      payment_method_additional: paymentAdditional(payment.paymentMethod, payment.paymentMethodAdditional),
    },
  };
  if (userId) body.user_id = userId;
  if (grandTotalCents !== undefined) body.expected_grand_total_cents = grandTotalCents;
  return body;
}
