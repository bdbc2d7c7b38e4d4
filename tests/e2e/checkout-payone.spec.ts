// Checkout with Payone configured, against a local stand-in of the Payone server API that checks the request format
// Payone documents (tests/support/payone-stand-in.ts), on a second shop started for this file: the Payone methods
// appear, the SEPA form rejects a short IBAN with a clear message, a valid SEPA mandate places the order and the
// authorization reaches Payone with the bank data, and the card form reports that Payone's hosted fields cannot load
// here (no internet) instead of hanging.
import { expect, test } from '@playwright/test';
import { startPayoneStandIn, type PayoneStandIn } from '../support/payone-stand-in.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { startSecondShop, type SecondShop } from './support/second-shop.js';
import { seriousAxeViolations } from './support/axe.js';
import { ordersByNumber } from './support/shop-orders.js';

const ACCOUNT = { mid: '10001', portalId: '2000001', aid: '30001', portalKey: 'e2e-portal-key', mode: 'test' as const };
const PORT = Number(process.env.E2E_PAYONE_PORT || 4114);

let standIn: PayoneStandIn;
let shop: SecondShop;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
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

test('with Payone (stand-in) PayPal leaves for the provider; back at /redirect r=success shows the thank-you page, r=error the payment step, r=back the review', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await toPaymentStep(checkout);
  await checkout.choosePayment('PayPal');
  await expect(checkout.step(/Payment/)).toContainText('After placing the order you will be redirected to PayPal to complete the payment.');
  await checkout.continueToReview();
  await page.route(`${standIn.url}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>PayPal</title><main>PayPal stand-in</main>' }));
  await checkout.acceptTermsAndOrder();
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/checkout/\\d+\\?type=PPE$`));
  const authorization = standIn.received.map((r) => r.form).filter((form) => form.request === 'authorization').at(-1)!;
  expect(authorization).toMatchObject({ clearingtype: 'wlt', wallettype: 'PPE', successurl: `${shop.url}/redirect?r=success`, errorurl: `${shop.url}/redirect?r=error`, backurl: `${shop.url}/redirect?r=back` });

  await page.goto(`${shop.url}/redirect?r=back`);
  await expect(checkout.orderButton()).toBeVisible();
  await page.goto(`${shop.url}/redirect?r=error`);
  await expect(checkout.step(/Payment/).getByRole('alert').filter({ hasText: 'The payment was not completed' })).toBeVisible();
  await checkout.continueToReview();
  await checkout.acceptTermsAndOrder();
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/checkout/`));
  await page.goto(`${shop.url}/redirect?r=success`);
  const orderNumber = await checkout.orderNumber();
  expect(authorization.reference).toBe(orderNumber);
  expect(ordersByNumber(shop.dataDir, orderNumber)).toHaveLength(1);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('shop/cart') ?? '{}'));
  expect(cart.cartItems).toEqual([]);
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
