// A customer account and one order of it, made through the shop's API (as tests/e2e/account.spec.ts does), so
// that the accessibility tests can look at the logged-in dashboard and an order detail without re-testing sign-up.
import { expect, type APIRequestContext } from '@playwright/test';

export const CUSTOMER_PASSWORD = 'Kranich!2026';
const ADDRESS = { firstname: 'Ada', lastname: 'Lindner', street: ['Hauptstraße 1', ''], city: 'Berlin', postcode: '10115', country_id: 'DE', telephone: '+49 30 123456' };

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data: data ?? {} });
  const body = (await res.json()) as { code: number; result: T };
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.result;
}

/** A new customer with a unique e-mail address. */
export async function createCustomer(request: APIRequestContext): Promise<string> {
  const email = `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await api(request, 'POST', '/api/user/create', { customer: { email, firstname: 'Ada', lastname: 'Lindner' }, password: CUSTOMER_PASSWORD });
  return email;
}

/** Places an order of one sellable shoe for the customer with prepayment; returns the order number. */
export async function placeOrder(request: APIRequestContext, email: string, sku: string): Promise<string> {
  const token = await api<string>(request, 'POST', '/api/user/login', { username: email, password: CUSTOMER_PASSWORD });
  const me = await api<{ id: number }>(request, 'GET', `/api/user/me?token=${token}`);
  const cartId = await api<string>(request, 'POST', `/api/cart/create?token=${token}`);
  await api(request, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku, qty: 1, quoteId: cartId } });
  const order = await api<{ orderNumber: string }>(request, 'POST', `/api/order?token=${token}&cartId=${cartId}`, {
    user_id: me.id,
    cart_id: cartId,
    products: [{ sku, qty: 1 }],
    addressInformation: {
      billingAddress: { ...ADDRESS, email },
      shippingAddress: { ...ADDRESS, email },
      shipping_method_code: 'gogreen',
      shipping_carrier_code: 'dhl',
      payment_method_code: 'banktransfer',
      payment_method_additional: {},
    },
  });
  return order.orderNumber;
}
