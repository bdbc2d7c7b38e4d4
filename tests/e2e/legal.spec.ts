// EU shop law end to end in Chromium: a guest withdraws one line of an order through the footer's 'Withdraw from
// contract' (§356a BGB) and the receipt with date and time lands in the outbox; the product whose special price
// starts today shows the Omnibus line (PAngV §11) with the right amount on its page and on its card; axe finds
// nothing serious on the withdrawal page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { TODAY_SPECIAL_SKU } from '../../server/demo-catalogue/index.js';
import { seriousAxeViolations } from './support/axe.js';
import { sellableShoes, sizeInStock } from './support/catalogue.js';
import { createCustomer, CUSTOMER_PASSWORD, placeOrder } from './support/customer.js';
import { AccountPage } from './pages/account-page.js';
import { ShopPage } from './pages/shop-page.js';
import { WithdrawalPage } from './pages/withdrawal-page.js';

const OUTBOX = path.resolve('data/e2e/outbox');
/** DESIGN §5: HH:mm D-M-YYYY. */
const DATE_TIME = /\b\d{2}:\d{2} \d{1,2}-\d{1,2}-\d{4}\b/;

const ADDRESS = { firstname: 'Greta', lastname: 'Gast', street: ['Lichtentaler Allee 8', ''], city: 'Baden-Baden', postcode: '76530', country_id: 'DE', telephone: '+49 7221 123456' };

async function call(request: APIRequestContext, url: string, data?: unknown): Promise<{ code: number; result: unknown }> {
  const response = await request.post(url, data === undefined ? {} : { data });
  return (await response.json()) as { code: number; result: unknown };
}

/** A guest order of two sizes of the reduced oxford, placed through the public API as the checkout would. */
async function placeGuestOrder(request: APIRequestContext, email: string, skus: string[]): Promise<string> {
  const cartId = (await call(request, '/api/cart/create')).result as string;
  for (const sku of skus) {
    const added = await call(request, `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1, quoteId: cartId } });
    expect(added.code, JSON.stringify(added)).toBe(200);
  }
  const address = { ...ADDRESS, email };
  const order = await call(request, `/api/order?cartId=${cartId}`, {
    user_id: '',
    cart_id: cartId,
    store_code: 'default',
    products: skus.map((sku) => ({ sku, qty: 1 })),
    addressInformation: { billingAddress: address, shippingAddress: address, shipping_method_code: 'gogreen', shipping_carrier_code: 'dhl', payment_method_code: 'banktransfer', payment_method_additional: {} },
  });
  expect(order.code, JSON.stringify(order)).toBe(200);
  return (order.result as { orderNumber: string }).orderNumber;
}

function outboxMails(): { to: string[]; template: string | null; subject: string; text: string }[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(OUTBOX, name), 'utf8')));
}

test('a guest withdraws one line through the footer link; the confirmation shows date and time and the receipt is in the outbox', async ({ page, request }) => {
  const email = `gast-${Date.now()}@example.com`;
  const [kept, withdrawn] = [`${TODAY_SPECIAL_SKU}-43`, `${TODAY_SPECIAL_SKU}-42`];
  const orderNumber = await placeGuestOrder(request, email, [withdrawn, kept]);

  const shop = new WithdrawalPage(page);
  await shop.open('/');
  await shop.footerLink().click();
  await expect(page).toHaveURL(/\/withdrawal$/);
  await shop.expectHeading('Withdraw from contract');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await shop.findOrder(orderNumber, email);
  await expect(shop.stepHeading()).toHaveText('Choose what to withdraw');
  await expect(shop.stepHeading()).toBeFocused();
  await shop.chooseOnly(/Albert Oxford/, withdrawn);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shop.withdrawButton().click();

  await expect(shop.stepHeading()).toHaveText('Your withdrawal has been received');
  await expect(shop.receivedAt()).toHaveText(DATE_TIME);
  await expect(shop.receiptLines()).toHaveCount(1);
  await expect(shop.receiptLines().first()).toContainText(withdrawn);
  await expect(page.getByText('We have sent a confirmation of receipt to the e-mail address of the order.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const shownAt = (await shop.receivedAt().textContent())!;
  await expect.poll(() => outboxMails().filter((m) => m.to.includes(email) && m.template === 'withdrawal-confirmation').length).toBe(1);
  const receipt = outboxMails().find((m) => m.to.includes(email) && m.template === 'withdrawal-confirmation')!;
  expect(receipt.subject).toContain(orderNumber);
  expect(receipt.text).toContain(shownAt);
  expect(receipt.text).toContain(`1 × Albert Oxford`);
  expect(receipt.text).toContain(withdrawn);
  expect(receipt.text).not.toContain(kept);
  expect(shop.problems()).toEqual([]);
});

test('a wrong e-mail gets the same not-found message as a wrong order number, and ?order= prefills the number', async ({ page }) => {
  const shop = new WithdrawalPage(page);
  await shop.open('/withdrawal?order=100000001');
  await expect(page.getByLabel('Order number')).toHaveValue('100000001');
  await shop.findOrder('100000001', 'nobody@example.com');
  await expect(page.getByRole('alert')).toHaveText('We could not find an order with this order number and e-mail address. Please check both.');
  const german = new ShopPage(page);
  await german.open('/de/widerruf-erklaeren');
  await german.expectHeading('Vertrag widerrufen');
});

test('the product whose special price starts today shows the lowest price of the last 30 days on its page and its card', async ({ page }) => {
  const shop = new ShopPage(page);
  const product = (await (await page.request.get(`/api/catalog/product/${TODAY_SPECIAL_SKU}?store=main`)).json()).result as { url_path: string; special_from_date: string };
  expect(product.special_from_date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

  await shop.open(`/${product.url_path}`);
  const price = page.locator('.product-page .price').first();
  await expect(price.locator('.price__final')).toHaveText('€369,00');
  await expect(price.locator('.price__regular')).toHaveText('€469,00');
  await expect(page.locator('.product-page .price-lowest').first()).toHaveText('Lowest price in the last 30 days: €469,00');

  await shop.open('/men/oxfords');
  const card = page.locator('.product-card', { has: page.locator(`a[href*="/p/${TODAY_SPECIAL_SKU}/"]`) });
  await expect(card.locator('.price__final')).toHaveText('€369,00');
  await expect(card.locator('.price-lowest')).toHaveText('Lowest price in the last 30 days: €469,00');
  expect(shop.problems()).toEqual([]);
});

test('a signed-in customer who opens or reloads the withdrawal page directly is recognised: no e-mail is asked', async ({ page, request }) => {
  const email = await createCustomer(request);
  const [shoe] = (await sellableShoes(request)).values();
  const orderNumber = await placeOrder(request, email, sizeInStock(shoe)!.sku);
  const account = new AccountPage(page);
  await account.open('/my-account');
  await account.openGuestLogin();
  await account.modal.logIn(email, CUSTOMER_PASSWORD);
  await expect(account.heading()).toHaveText('Hello, Ada');

  for (const enter of [() => page.goto(`/withdrawal?order=${orderNumber}`), () => page.reload()]) {
    await enter();
    const shop = new WithdrawalPage(page);
    await expect(page.getByLabel('Order number')).toHaveValue(orderNumber);
    // The session is restored after hydration; until then the guest form may show, so wait for the field to go.
    await expect(page.getByLabel('E-mail address used for the order')).toBeHidden();
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(shop.stepHeading()).toHaveText('Choose what to withdraw');
  }
});
