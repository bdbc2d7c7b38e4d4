// An order names its items as the shopper's store view showed them (the order is the record of what was shown and
// bought): an order placed in the German store view shows the German item name in /de's order history and detail.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AccountPage } from './pages/account-page.js';
import { allProducts } from './support/catalogue.js';
import { CUSTOMER_PASSWORD, createCustomer } from './support/customer.js';

interface Shoe {
  sku: string;
  type_id: string;
  configurable_children?: { sku: string; name: string; status: number; stock: { qty: number; is_in_stock: boolean } }[];
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data: data ?? {} });
  const body = (await res.json()) as { code: number; result: T };
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.result;
}

/** A size in stock whose German name is not the English one (the colour is translated). */
async function sizeWithGermanName(request: APIRequestContext): Promise<{ sku: string; en: string; de: string }> {
  const german = new Map((await allProducts<Shoe>(request, 'store=de')).flatMap((p) => (p.configurable_children ?? []).map((c) => [c.sku, c.name] as const)));
  for (const product of await allProducts<Shoe>(request)) {
    for (const child of product.configurable_children ?? []) {
      const de = german.get(child.sku);
      if (child.status < 2 && child.stock.is_in_stock && child.stock.qty >= 5 && de && de !== child.name) return { sku: child.sku, en: child.name, de };
    }
  }
  throw new Error('no size with a German name of its own');
}

test('an order placed in /de shows the German item name in its history and detail', async ({ page, request }) => {
  const size = await sizeWithGermanName(request);
  const email = await createCustomer(request);
  const token = await api<string>(request, 'POST', '/api/user/login', { username: email, password: CUSTOMER_PASSWORD });
  const me = await api<{ id: number }>(request, 'GET', `/api/user/me?token=${token}`);
  const cartId = await api<string>(request, 'POST', `/api/cart/create?token=${token}`);
  await api(request, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku: size.sku, qty: 1, quoteId: cartId } });
  const address = { firstname: 'Ada', lastname: 'Lindner', street: ['Hauptstraße', '1'], city: 'Berlin', postcode: '10115', country_id: 'DE', telephone: '+49 30 123456', email };
  const { orderNumber } = await api<{ orderNumber: string }>(request, 'POST', `/api/order?token=${token}`, {
    user_id: me.id,
    cart_id: cartId,
    store_code: 'de',
    products: [{ sku: size.sku, qty: 1 }],
    addressInformation: { billingAddress: address, shippingAddress: address, shipping_method_code: 'gogreen', shipping_carrier_code: 'dhl', payment_method_code: 'banktransfer', payment_method_additional: {} },
  });

  const account = new AccountPage(page);
  await account.open('/my-account?section=orders');
  await account.openGuestLogin();
  await account.modal.logIn(email, CUSTOMER_PASSWORD);
  await account.open('/de/my-account?section=orders');
  await page.getByRole('link', { name: new RegExp(`${orderNumber}$`) }).first().click();
  await expect(page.locator('.order-items__name')).toHaveText([size.de]);
  expect(account.problems()).toEqual([]);
});
