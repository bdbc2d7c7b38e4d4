// Payone's view of an order's address (names, street, zip, city at most 50/10 characters; ISO country), which the
// server sends with a (pre)authorization, and the Klarna start_session request the checkout sends to the edge
// (spec 02 §7: country, financingtype, success/error/back URLs). Amount, currency and item lines are not the
// browser's to say (issue #13 item 1): the edge takes them from the server cart the request names.
import type { RedirectUrls } from '../payone/methods.js';
import type { OrderAddress } from './order-request.js';

const cut = (value: string | undefined, max: number): string | undefined => {
  const text = (value ?? '').trim().slice(0, max);
  return text === '' ? undefined : text;
};

export function payoneCustomer(address: OrderAddress): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    firstname: cut(address.firstname, 50),
    lastname: cut(address.lastname, 50),
    company: cut(address.company, 50),
    street: cut(address.street.filter(Boolean).join(' '), 50),
    zip: cut(address.postcode, 10),
    city: cut(address.city, 50),
    country: address.country_id,
    email: cut(address.email, 254),
    telephonenumber: cut(address.telephone, 30),
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Spec 02 §7: Klarna installments use financingtype KIS, the base (pay later) method KIV. */
export const klarnaFinancingType = (code: string): 'KIS' | 'KIV' => (code === 'payone_klarna_installment' ? 'KIS' : 'KIV');

export function redirectUrlsFor(origin: string, storePrefix: string): RedirectUrls {
  const base = `${origin}${storePrefix}/redirect`;
  return { successurl: `${base}?r=success`, errorurl: `${base}?r=error`, backurl: `${base}?r=back` };
}

export interface KlarnaSessionInput {
  methodCode: string;
  cartId: string;
  /** Paying again for an order placed already: its basket is the order's, named by number and payment token. */
  order?: { orderNumber: string; paymentToken: string };
  country: string;
  urls: RedirectUrls;
  store: string;
  customer?: Record<string, string>;
}

export function klarnaSessionRequest(input: KlarnaSessionInput): Record<string, unknown> {
  return {
    request: 'genericpayment',
    add_paydata: { action: 'start_session' },
    ...(input.order ? { orderNumber: input.order.orderNumber, paymentToken: input.order.paymentToken } : { cartId: input.cartId }),
    country: input.country,
    financingtype: klarnaFinancingType(input.methodCode),
    ...input.urls,
    store: input.store,
    ...(input.customer ? { customer: input.customer } : {}),
  };
}
