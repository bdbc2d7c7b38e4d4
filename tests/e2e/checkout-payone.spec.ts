// Checkout with Payone configured, against a local stand-in of the Payone server API that checks the request format
// Payone documents (tests/support/payone-stand-in.ts), on a second shop started for this file: the Payone methods
// appear, the SEPA form rejects a short IBAN and wrong check digits with a clear message, a valid SEPA mandate places
// the order and the authorization reaches Payone with the bank data, the card form reports that Payone's hosted
// fields cannot load here (no internet) instead of hanging, and PayPal left with r=back or r=error is paid again for
// the same order (one order, one confirmation mail once Payone reports the payment).
import { expect, test } from '@playwright/test';
import { startPayoneStandIn, type PayoneStandIn } from '../support/payone-stand-in.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { startSecondShop, type SecondShop } from './support/second-shop.js';
import { seriousAxeViolations } from './support/axe.js';
import { createHash } from 'node:crypto';
import { outboxDir, readOutbox } from '../../server/backend/mail/outbox.js';
import { orderCount, ordersByNumber } from './support/shop-orders.js';

const ACCOUNT = { mid: '10001', portalId: '2000001', aid: '30001', portalKey: 'e2e-portal-key', mode: 'test' as const };
const PORT = Number(process.env.E2E_PAYONE_PORT || 4114);

let standIn: PayoneStandIn;
let shop: SecondShop;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  // A second shop starting on a busy machine may take longer than a hook's default minute.
  test.setTimeout(200_000);
  standIn = await startPayoneStandIn(ACCOUNT);
  shop = await startSecondShop(PORT, {
    PAYONE_URL: standIn.url,
    PAYONE_MID: ACCOUNT.mid,
    PAYONE_PORTALID: ACCOUNT.portalId,
    PAYONE_AID: ACCOUNT.aid,
    PAYONE_KEY: ACCOUNT.portalKey,
    PAYONE_MODE: ACCOUNT.mode,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await standIn?.close();
});

async function toPaymentStep(checkout: CheckoutPage): Promise<void> {
  const page = checkout.page;
  await checkout.seedCart([{ sku: 'KR-9006-CED', name: 'Cedar shoe trees', qty: 1, priceCents: 4900 }]);
  await checkout.open(`${shop.url}/checkout`);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('shop/cart') ?? '{}').cartServerToken);
  await checkout.fillPersonal();
  await checkout.fillShipping();
}

test('with Payone (stand-in) the SEPA form rejects a short IBAN, and a valid mandate places the order with Payone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await toPaymentStep(checkout);
  const payment = checkout.step(/Payment/);
  for (const name of ['Credit card', 'SEPA direct debit', 'PayPal', 'Klarna']) await expect(payment.getByRole('radio', { name })).toBeVisible();

  await checkout.choosePayment('SEPA direct debit');
  await expect(payment.getByLabel('Bank country')).toHaveValue('DE');
  await payment.getByLabel('IBAN').fill('DE12 3456');
  await payment.getByLabel('BIC').fill('COBADEFFXXX');
  await checkout.continueToReview();
  await expect(payment.getByText('Please enter a valid IBAN (10 to 34 letters and digits)')).toBeVisible();
  await expect(payment.getByLabel('IBAN')).toBeFocused();
  await expect(checkout.orderButton()).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Check digits (mod 97) are checked before the order exists.
  await payment.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await checkout.continueToReview();
  await expect(payment.getByText('This IBAN is not valid. Please check it.')).toBeVisible();
  await expect(checkout.orderButton()).toHaveCount(0);

  await payment.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await checkout.continueToReview();
  await checkout.acceptTermsAndOrder();
  const orderNumber = await checkout.orderNumber();
  expect(ordersByNumber(shop.dataDir, orderNumber)).toHaveLength(1);
  const authorization = standIn.received.map((r) => r.form).find((form) => form.request === 'authorization');
  expect(authorization).toMatchObject({ clearingtype: 'elv', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankcountry: 'DE', reference: orderNumber, amount: '4900', currency: 'EUR' });
});

test('with Payone (stand-in) the card form configures from creditcardcheck and says when the hosted fields cannot load', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await toPaymentStep(checkout);
  const check = page.waitForResponse((response) => response.url().endsWith('/api/payone/creditcardcheck'));
  await checkout.choosePayment('Credit card');
  const answer = await (await check).json();
  expect(answer.result).toMatchObject({ mid: ACCOUNT.mid, portalid: ACCOUNT.portalId, aid: ACCOUNT.aid, request: 'creditcardcheck' });
  expect(JSON.stringify(answer)).not.toContain(ACCOUNT.portalKey);
  const payment = checkout.step(/Payment/);
  await expect(payment.getByLabel('Cardholder first name')).toBeVisible();
  await expect(payment.locator('#payone-error-output')).toContainText('The card form could not be loaded', { timeout: 20_000 });
});

test('with Payone (stand-in) PayPal left with r=back says the payment was not made and pays the SAME order again; r=success, then Payone’s notification, one confirmation mail', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const ordersBefore = orderCount(shop.dataDir);
  const confirmations = async (orderNumber: string) => (await readOutbox(outboxDir(shop.dataDir)).catch(() => [])).filter((m) => m.template === 'order-confirmation' && m.text.includes(orderNumber));
  await toPaymentStep(checkout);
  await checkout.choosePayment('PayPal');
  await expect(checkout.step(/Payment/)).toContainText('After placing the order you will be redirected to PayPal to complete the payment.');
  await checkout.continueToReview();
  await page.route(`${standIn.url}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>PayPal</title><main>PayPal stand-in</main>' }));
  await checkout.acceptTermsAndOrder();
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/checkout/\\d+\\?type=PPE$`));
  const authorizations = () => standIn.received.map((r) => r.form).filter((form) => form.request === 'authorization');
  const first = authorizations().at(-1)!;
  expect(first).toMatchObject({ clearingtype: 'wlt', wallettype: 'PPE', successurl: `${shop.url}/redirect?r=success`, errorurl: `${shop.url}/redirect?r=error`, backurl: `${shop.url}/redirect?r=back` });
  const orderNumber = first.reference;
  // Placed, not paid: no confirmation mail yet.
  expect(await confirmations(orderNumber)).toEqual([]);

  // Back from PayPal without paying: the payment step says so, and paying again pays the same order.
  await page.goto(`${shop.url}/redirect?r=back`);
  await expect(checkout.step(/Payment/).getByRole('alert').filter({ hasText: 'The payment was not made' })).toBeVisible();
  await checkout.continueToReview();
  await checkout.acceptTermsAndOrder();
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/checkout/`));
  expect(authorizations().filter((form) => form.reference === orderNumber)).toHaveLength(2);

  // Back with r=error: the same message, and again the same order.
  await page.goto(`${shop.url}/redirect?r=error`);
  await expect(checkout.step(/Payment/).getByRole('alert').filter({ hasText: 'The payment was not made' })).toBeVisible();
  await checkout.continueToReview();
  await checkout.acceptTermsAndOrder();
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/checkout/`));
  expect(authorizations().filter((form) => form.reference === orderNumber)).toHaveLength(3);

  await page.goto(`${shop.url}/redirect?r=success`);
  expect(await checkout.orderNumber()).toBe(orderNumber);
  expect(orderCount(shop.dataDir)).toBe(ordersBefore + 1);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('shop/cart') ?? '{}'));
  expect(cart.cartItems).toEqual([]);

  // Payone reports the payment: now, and once, the confirmation mail.
  const status = (txaction: string) =>
    page.request.post(`${shop.url}/api/payone/status`, {
      form: { key: createHash('md5').update(ACCOUNT.portalKey).digest('hex'), portalid: ACCOUNT.portalId, aid: ACCOUNT.aid, mode: 'test', txaction, txid: '1', reference: orderNumber, price: '49.00', currency: 'EUR', clearingtype: 'wlt' },
    });
  for (const txaction of ['appointed', 'appointed', 'paid']) expect(await (await status(txaction)).text()).toBe('TSOK');
  await expect.poll(async () => (await confirmations(orderNumber)).length).toBe(1);
});

test('with Payone (stand-in) Klarna starts a session through genericpayment and says when Klarna cannot load', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await toPaymentStep(checkout);
  const session = page.waitForResponse((response) => response.url().endsWith('/api/payone/genericpayment'));
  await checkout.choosePayment('Klarna');
  const answer = await (await session).json();
  expect(answer.code).toBe(200);
  expect(answer.result.clientToken).toBeTruthy();
  const request = standIn.received.map((r) => r.form).filter((form) => form.request === 'genericpayment').at(-1)!;
  expect(request).toMatchObject({ 'add_paydata[action]': 'start_session', amount: '4900', currency: 'EUR', country: 'DE', financingtype: 'KIV', 'it[1]': 'goods', 'pr[1]': '4900', 'no[1]': '1' });
  await expect(checkout.step(/Payment/).getByText('Klarna is not available right now. Please choose another payment method.')).toBeVisible({ timeout: 20_000 });
});
