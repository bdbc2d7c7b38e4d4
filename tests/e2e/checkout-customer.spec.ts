// A signed-in customer's checkout opened directly (typed URL, bookmark, reload, another tab), issue 12 item 1: the
// session is restored before any cart or checkout call, so the cart read is the customer's own cart, the personal
// details are the customer's, "create an account" is not offered, the order is placed on that cart once, and
// afterwards the customer's cart is empty (no second order of the same goods on the next visit).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AccountPage } from './pages/account-page.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { ProductPage } from './pages/product-page.js';
import { ordersOfCart } from './support/shop-orders.js';

const DATA_DIR = process.env.E2E_DATA_DIR || './data/e2e';
const PASSWORD = 'Kranich!2026';
const ADDRESS = { firstname: 'Clara', lastname: 'Custer', street: ['Hauptstraße', '7'], city: 'Berlin', postcode: '10115', country_id: 'DE', telephone: '+49 30 123456', default_shipping: true, default_billing: true };

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data: data ?? {} });
  const body = (await res.json()) as { code: number; result: T };
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.result;
}

async function newCustomer(request: APIRequestContext): Promise<string> {
  const email = `clara-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await api(request, 'POST', '/api/user/create', { customer: { email, firstname: 'Clara', lastname: 'Custer', addresses: [ADDRESS] }, password: PASSWORD });
  return email;
}

/** The customer's active server cart, as the API gives it to the customer's token. */
async function customerCart(request: APIRequestContext, email: string): Promise<{ cartId: string; lines: { sku: string; qty: number }[] }> {
  const token = await api<string>(request, 'POST', '/api/user/login', { username: email, password: PASSWORD });
  const cartId = await api<string>(request, 'POST', `/api/cart/create?token=${token}`);
  const lines = await api<{ sku: string; qty: number }[]>(request, 'GET', `/api/cart/pull?token=${token}&cartId=${cartId}`);
  return { cartId, lines };
}

const storedCartId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('shop/cart') ?? '{}') as { cartServerToken?: string | null }).cartServerToken ?? null);

/** Logs in from the header, then puts one size of a shoe into the (customer's) cart; returns the child sku. */
async function logInAndAddShoe(page: Page, email: string): Promise<string> {
  const product = await ProductPage.findConfigurable(page);
  const child = (product.configurable_children ?? []).find((c) => c.stock.is_in_stock && c.status < 2) as unknown as { sku: string; hf_shoe_size: string };
  const shop = new ProductPage(page);
  await shop.openProduct(product);
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  await new AccountPage(page).modal.logIn(email, PASSWORD);
  await shop.sizeChip(child.hf_shoe_size).click();
  await expect(page.locator('.option-chip--selected')).toHaveText(child.hf_shoe_size);
  await expect(page).toHaveURL(new RegExp(`/${child.sku}$`));
  await shop.addToCart().click();
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('shop/cart') ?? '{}') as { cartItems?: unknown[] }).cartItems?.length ?? 0)).toBe(1);
  await expect.poll(() => storedCartId(page)).not.toBeNull();
  return child.sku;
}

test('a customer loading and reloading /checkout orders the own cart, prefilled, without an account offer, and the cart is empty afterwards', async ({ page, request }) => {
  const email = await newCustomer(request);
  const sku = await logInAndAddShoe(page, email);
  const before = await customerCart(request, email);
  expect(before.lines.map((l) => l.sku)).toEqual([sku]);

  const checkout = new CheckoutPage(page);
  const cartReads: { url: string; status: number }[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/cart/')) cartReads.push({ url: res.url(), status: res.status() });
  });
  await checkout.openCheckout();
  await page.reload({ waitUntil: 'load' });
  await checkout.waitForHydration();

  const personal = checkout.step(/Personal details/);
  await expect(personal.getByLabel('First name')).toHaveValue('Clara');
  await expect(personal.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: 'I want to create an account' })).toHaveCount(0);
  await expect(page.locator('.checkout-summary')).toContainText(/./);
  expect(await storedCartId(page)).toBe(before.cartId);
  await personal.getByRole('button', { name: 'Continue to shipping' }).click();
  const shipping = checkout.step(/Shipping/);
  await expect(shipping.getByLabel('Street')).toHaveValue('Hauptstraße');
  await shipping.getByRole('button', { name: 'Continue to payment' }).click();
  await checkout.choosePayment('Prepayment / bank transfer');
  await checkout.continueToReview();
  await checkout.acceptTermsAndOrder();
  const orderNumber = await checkout.orderNumber();

  // No cart call went out as a guest that the server refused, and no guest cart was made on the way.
  expect(cartReads.filter((r) => r.status === 401)).toEqual([]);
  expect(ordersOfCart(DATA_DIR, before.cartId)).toEqual([{ increment_id: orderNumber, payment_method: 'banktransfer', email }]);
  const after = await customerCart(request, email);
  expect(after.lines).toEqual([]);
  await checkout.open('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 0 items$/ }).first()).toBeVisible();
});

test('a customer opening /de/checkout directly sees the own cart and details in German, without the account offer', async ({ page, request }) => {
  const email = await newCustomer(request);
  await logInAndAddShoe(page, email);
  const { cartId } = await customerCart(request, email);
  const checkout = new CheckoutPage(page);
  await checkout.open('/de/checkout');
  const personal = checkout.step(/Persönliche Daten/);
  await expect(personal.getByLabel('Vorname')).toHaveValue('Clara');
  await expect(page.getByRole('checkbox', { name: 'Ich möchte ein Kundenkonto anlegen' })).toHaveCount(0);
  expect(await storedCartId(page)).toBe(cartId);
});
