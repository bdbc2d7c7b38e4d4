// The money path of the checkout in Chromium (issue 12 §3, §6, §8): an account created at checkout owns its order and
// shows it under My orders after logging in; an order whose server cart changed meanwhile is refused with a message
// and nothing is ordered; a coupon used up in another cart is refused with a message in the shopper's language, the
// full total is shown, and only ordering again (confirming it) places the order at that total; a read of the cart that
// gets no answer (a dropped connection, a page left mid-call) keeps that cart and its coupon.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allProducts } from './support/catalogue.js';
import { AccountPage } from './pages/account-page.js';
import { CheckoutPage, GUEST, type SeedLine } from './pages/checkout-page.js';
import { insertSingleUseCoupon, orderTotalsOfCart } from './support/shop-money.js';

const DATA_DIR = process.env.E2E_DATA_DIR || './data/e2e';
const PASSWORD = 'Kranich-Schuh1';

interface Child {
  sku: string;
  status: number;
  hf_shoe_size?: string;
  stock: { is_in_stock: boolean; qty: number };
  final_price_incl_tax?: number;
  price_incl_tax: number;
}

interface Product {
  sku: string;
  slug: string;
  name: string;
  type_id: string;
  configurable_children?: Child[];
}

/** A shoe size with plenty of stock, from the end of the listing (other specs buy the first products' first sizes). */
async function shoeLine(page: Page): Promise<SeedLine> {
  const answer = { result: { items: await allProducts<unknown>(page.request) } };
  const products = (answer.result.items as Product[]).filter((p) => p.type_id === 'configurable').reverse();
  for (const product of products) {
    const child = (product.configurable_children ?? []).find((c) => c.stock.is_in_stock && c.stock.qty >= 5 && c.status < 2 && c.hf_shoe_size);
    if (child) {
      const priceCents = Math.round((child.final_price_incl_tax ?? child.price_incl_tax) * 100);
      return { sku: child.sku, parentSku: product.sku, slug: product.slug, name: product.name, qty: 1, priceCents, type_id: 'configurable' };
    }
  }
  throw new Error('The demo catalogue has no shoe size with stock');
}

async function connectedCartId(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => (JSON.parse(localStorage.getItem('shop/cart') ?? '{}') as { cartServerToken?: string }).cartServerToken ?? null);
  return (await handle.jsonValue()) as string;
}

/** Another shopper's cart that orders the same shoe with the coupon, through the API. */
async function useCouponElsewhere(request: APIRequestContext, sku: string, coupon: string): Promise<void> {
  const cartId = (await (await request.post('/api/cart/create')).json()).result as string;
  expect((await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku, qty: 1, quoteId: cartId } } })).status()).toBe(200);
  expect((await request.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`)).status()).toBe(200);
  const address = { firstname: 'Berta', lastname: 'Schuster', street: ['Marktplatz', '2'], city: 'Gaggenau', postcode: '76571', country_id: 'DE', email: 'berta@example.com' };
  const order = await request.post('/api/order', {
    data: { cart_id: cartId, store_code: 'de', products: [{ sku, qty: 1 }], addressInformation: { billingAddress: address, shippingAddress: address, shipping_carrier_code: 'dhl', shipping_method_code: 'gogreen', payment_method_code: 'banktransfer' } },
  });
  expect(order.status()).toBe(200);
}

/** A guest's way through the German checkout's first three steps (prepayment); the review step. */
async function reachGermanReview(checkout: CheckoutPage) {
  const personal = checkout.step(/Persönliche Daten/);
  await personal.getByLabel('Vorname').fill(GUEST.firstName);
  await personal.getByLabel('Nachname').fill(GUEST.lastName);
  await personal.getByLabel('E-Mail-Adresse').fill(GUEST.email);
  await personal.getByRole('button', { name: 'Weiter zum Versand' }).click();
  const shipping = checkout.step(/Versand/);
  for (const [label, value] of [['Vorname', 'Anna'], ['Nachname', 'Kranich'], ['Straße', 'Lichtentaler Allee'], ['Hausnummer', '8'], ['PLZ', '76530'], ['Ort', 'Baden-Baden']]) await shipping.getByRole('textbox', { name: label, exact: true }).fill(value);
  await shipping.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await checkout.step(/Zahlung/).getByRole('radio', { name: 'Vorkasse / Überweisung' }).check();
  await checkout.step(/Zahlung/).getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  return checkout.step(/Prüfen und bestellen/);
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

test('an account created at checkout owns its order: after logging in, My orders lists it', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.seedCart([await shoeLine(page)]);
  await checkout.openCheckout();
  const cartId = await connectedCartId(page);
  const email = `order.owner.${Date.now()}@example.com`;
  const personal = checkout.step(/Personal details/);
  await personal.getByLabel('I want to create an account').check();
  await personal.getByLabel(/^Password/).fill(PASSWORD);
  await personal.getByLabel('Repeat password').fill(PASSWORD);
  await checkout.fillPersonal({ ...GUEST, email });
  await checkout.fillShipping();
  await checkout.choosePayment('Prepayment / bank transfer');
  await checkout.continueToReview();
  await checkout.acceptTermsAndOrder();
  await expect(checkout.thankYou()).toContainText('Your customer account has been created.');
  const orderNumber = await checkout.orderNumber();
  expect(orderTotalsOfCart(DATA_DIR, cartId)[0]?.customer_id).toEqual(expect.any(Number));

  const account = new AccountPage(page);
  await account.open('/my-account?section=orders');
  await account.openGuestLogin();
  await account.modal.logIn(email, PASSWORD);
  await expect(page.getByRole('link', { name: `Order #${orderNumber}`, exact: true })).toBeVisible();
});

test('an order whose server cart changed meanwhile is refused with a message, and nothing is ordered', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const line = await shoeLine(page);
  await checkout.seedCart([line]);
  await checkout.openCheckout();
  const cartId = await connectedCartId(page);
  await checkout.fillPersonal();
  await checkout.fillShipping();
  await checkout.choosePayment('Prepayment / bank transfer');
  await checkout.continueToReview();
  // Another tab of the same shopper raises the quantity on the server cart.
  expect((await page.request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku: line.sku, qty: 2, quoteId: cartId } } })).status()).toBe(200);
  await checkout.acceptTermsAndOrder();
  await expect(checkout.step(/Review and order/).getByRole('alert')).toContainText('Your cart has changed (in another tab or on another device).');
  await expect(checkout.thankYou()).toHaveCount(0);
  expect(orderTotalsOfCart(DATA_DIR, cartId)).toEqual([]);
});

test('a coupon used up in another cart is refused in German; the full total is shown and ordering again confirms it', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const line = await shoeLine(page);
  const coupon = `E2E${Date.now()}`;
  insertSingleUseCoupon(DATA_DIR, coupon, 10);
  await checkout.seedCart([line]);
  await checkout.openCheckout('/de');
  const cartId = await connectedCartId(page);
  expect((await page.request.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`)).status()).toBe(200);
  await page.reload();
  const discounted = line.priceCents - Math.round(line.priceCents * 0.1);

  const review = await reachGermanReview(checkout);
  await expect(review.locator('.checkout-order__total')).toContainText(euros(discounted));

  await useCouponElsewhere(page.request, line.sku, coupon);
  await checkout.acceptTermsAndOrder('Zahlungspflichtig bestellen');
  await expect(review.getByRole('alert')).toContainText('Ihr Gutschein kann nicht mehr eingelöst werden');
  await expect(review.locator('.checkout-order__total')).toContainText(euros(line.priceCents));
  expect(orderTotalsOfCart(DATA_DIR, cartId)).toEqual([]);

  await checkout.orderButton('Zahlungspflichtig bestellen').click();
  await expect(checkout.thankYou()).toBeVisible();
  expect(orderTotalsOfCart(DATA_DIR, cartId)).toMatchObject([{ grand_total_cents: line.priceCents, discount_cents: 0, coupon_code: null }]);
});

test('a read of the server cart that gets no answer keeps the cart: no second cart is made, and its coupon counts after a reload', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const line = await shoeLine(page);
  const coupon = `E2E${Date.now()}K`;
  insertSingleUseCoupon(DATA_DIR, coupon, 10);
  await checkout.seedCart([line]);
  const creates: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/cart/create') && creates.push(request.url())));
  // The connection drops while the page reads the cart it has just made (as when the shopper leaves or reloads).
  let pulls = 0;
  await page.route('**/api/cart/pull?**', (route) => (pulls++ === 0 ? route.abort('connectionreset') : route.continue()));
  const methodsAsked = page.waitForRequest('**/api/cart/shipping-methods?**');
  await checkout.openCheckout('/de');
  const cartId = await connectedCartId(page);
  await methodsAsked;
  expect(pulls).toBe(1);
  expect(creates).toHaveLength(1);
  expect(await connectedCartId(page)).toBe(cartId);

  expect((await page.request.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`)).status()).toBe(200);
  await page.reload();
  const review = await reachGermanReview(checkout);
  await expect(review.locator('.checkout-order__total')).toContainText(euros(line.priceCents - Math.round(line.priceCents * 0.1)));
  expect(creates).toHaveLength(1);
  expect(await connectedCartId(page)).toBe(cartId);
});
